CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"email" text,
	"locale" text,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_renewals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"agreement" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_refusal_reason" text,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"reservation_id" integer,
	"link_id" text,
	"renewal_id" text,
	"agreement" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"refusal_reason" text,
	"captured_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"typed_name" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"offer_id" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"group_code" text NOT NULL,
	"model" text NOT NULL,
	"months" integer NOT NULL,
	"monthly_mileage" integer NOT NULL,
	"monthly_price_minor" integer NOT NULL,
	"excess_unit_price_minor" integer NOT NULL,
	"mileage_unit" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"handover_odometer" integer,
	"handover_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"odometer" integer NOT NULL,
	"photo_upload_id" text NOT NULL,
	"jump_confirmed" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_links_reservation_idx" ON "payment_links" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payment_renewals_user_idx" ON "payment_renewals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_renewals_open_uq" ON "payment_renewals" USING btree ("agreement") WHERE "payment_renewals"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_uq" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idem_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_acceptances_doc_uq" ON "plus_acceptances" USING btree ("contract_id","document");--> statement-breakpoint
CREATE INDEX "plus_contracts_user_idx" ON "plus_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_contracts_number_uq" ON "plus_contracts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_contracts_idem_uq" ON "plus_contracts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "plus_readings_contract_idx" ON "plus_readings" USING btree ("contract_id","read_at");--> statement-breakpoint
CREATE INDEX "stored_payment_methods_user_idx" ON "stored_payment_methods" USING btree ("user_id");