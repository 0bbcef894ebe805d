CREATE TABLE "ride_promo_redemptions" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"ride_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_promo_redemptions_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "ride_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"pickup_at" text,
	"passengers" integer NOT NULL,
	"luggage" integer NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_minutes" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"country" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"pickup_at" text,
	"passengers" integer NOT NULL,
	"luggage" integer NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_minutes" integer NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"driver_index" integer NOT NULL,
	"driver_start" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"phases" jsonb NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rides_user_idx" ON "rides" USING btree ("user_id","booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_quote_uq" ON "rides" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_number_uq" ON "rides" USING btree ("number");