CREATE TABLE "active_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"started_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billboards" (
	"country" text NOT NULL,
	"trucks" boolean NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_url" text NOT NULL,
	"desktop_image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"valid_until" text NOT NULL,
	CONSTRAINT "billboards_country_trucks_pk" PRIMARY KEY("country","trucks")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"iata" text,
	"opening_hours" jsonb NOT NULL,
	"closed_dates" jsonb NOT NULL,
	"vehicle_types" jsonb NOT NULL,
	"subscription" boolean NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_prices" (
	"country" text NOT NULL,
	"group_code" text NOT NULL,
	"day_price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "group_prices_country_group_code_pk" PRIMARY KEY("country","group_code")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"booking_type" text NOT NULL,
	"locale" text NOT NULL,
	"id" text NOT NULL,
	"category_id" text NOT NULL,
	"section_id" text NOT NULL,
	"title" text NOT NULL,
	"featured" boolean NOT NULL,
	"keywords" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"plain_text" text NOT NULL,
	"position" integer NOT NULL,
	"search_config" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "help_articles_booking_type_locale_id_pk" PRIMARY KEY("booking_type","locale","id")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"booking_type" text NOT NULL,
	"locale" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "help_categories_booking_type_locale_id_pk" PRIMARY KEY("booking_type","locale","id")
);
--> statement-breakpoint
CREATE TABLE "help_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"booking_type" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"topic" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text NOT NULL,
	"rental_agreement_number" text,
	"reservation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_sections" (
	"booking_type" text NOT NULL,
	"locale" text NOT NULL,
	"id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "help_sections_booking_type_locale_id_pk" PRIMARY KEY("booking_type","locale","id")
);
--> statement-breakpoint
CREATE TABLE "help_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_type" text NOT NULL,
	"article_id" text NOT NULL,
	"locale" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"country" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"tenant_id" text NOT NULL,
	"offers_vans" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_addons" (
	"country" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"day_price_minor" integer NOT NULL,
	"max_price_minor" integer,
	"deductible_minor" integer,
	"currency" text NOT NULL,
	CONSTRAINT "rental_addons_country_code_pk" PRIMARY KEY("country","code")
);
--> statement-breakpoint
CREATE TABLE "reservation_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"branch_id" integer NOT NULL,
	"return_branch_id" integer NOT NULL,
	"group_code" text NOT NULL,
	"pickup_at" text NOT NULL,
	"return_at" text NOT NULL,
	"protection_code" text,
	"extras" jsonb NOT NULL,
	"driver" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"branch_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"published_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"benefit" text NOT NULL,
	"grace_period_days" integer NOT NULL,
	"valid_until" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"branch_id" integer NOT NULL,
	"model" text NOT NULL,
	"make" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"category_code" text NOT NULL,
	"body_style" text NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"seats" integer NOT NULL,
	"payload_kg" integer,
	"loading_space_m3" double precision,
	"monthly_price_minor" integer NOT NULL,
	"enrollment_fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"available_from" text NOT NULL,
	"available_to" text NOT NULL,
	"min_driver_age" integer NOT NULL,
	"licence_class" text NOT NULL,
	"included_km_per_month" integer NOT NULL,
	"image_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"vehicle_type" text NOT NULL,
	"category_code" text NOT NULL,
	"body_style" text NOT NULL,
	"model" text NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"bags" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"payload_kg" integer,
	"loading_space_m3" double precision,
	"min_driver_age" integer NOT NULL,
	"licence_class" text NOT NULL,
	"image_path" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "branches_country_idx" ON "branches" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_reg_email_uq" ON "campaign_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_number_uq" ON "reservations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idem_uq" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reviews_country_idx" ON "reviews" USING btree ("country");--> statement-breakpoint
CREATE INDEX "sub_offers_country_idx" ON "subscription_offers" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");