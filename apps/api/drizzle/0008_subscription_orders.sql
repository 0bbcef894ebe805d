CREATE TABLE "subscription_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"offer_id" text NOT NULL,
	"country" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"image_path" text NOT NULL,
	"term" text NOT NULL,
	"mileage_package" text NOT NULL,
	"extras" jsonb NOT NULL,
	"handover" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"customer" jsonb NOT NULL,
	"currency" text NOT NULL,
	"monthly" jsonb NOT NULL,
	"monthly_total_minor" integer NOT NULL,
	"start_fee_minor" integer NOT NULL,
	"delivery_fee_minor" integer NOT NULL,
	"campaign_discount_minor" integer NOT NULL,
	"campaign_registration_id" integer,
	"campaign_id" text,
	"campaign_benefit" text,
	"loyalty_refund_minor" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ends_on" text
);
--> statement-breakpoint
CREATE INDEX "sub_orders_user_idx" ON "subscription_orders" USING btree ("user_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_orders_idem_uq" ON "subscription_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_orders_number_uq" ON "subscription_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_orders_campaign_uq" ON "subscription_orders" USING btree ("campaign_registration_id");