CREATE TABLE "business_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"legal_form" text,
	"country" text NOT NULL,
	"registration" jsonb,
	"agency_code" text,
	"commission_account" jsonb,
	"billing_address" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"rentals_per_year" text,
	"status" text NOT NULL,
	"decision_reason" text,
	"discount_percent" integer,
	"commission_percent" integer,
	"identifier" text NOT NULL,
	"applied_by" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_cost_centres" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_memberships" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_memberships_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cost_centre_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment" text DEFAULT 'at-pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agency_code" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "business_companies_open_identifier_uq" ON "business_companies" USING btree ("identifier") WHERE "business_companies"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "business_cost_centres_code_uq" ON "business_cost_centres" USING btree ("company_id","code") WHERE "business_cost_centres"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_token_uq" ON "business_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "business_invitations_company_idx" ON "business_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "business_memberships_user_idx" ON "business_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_company_idx" ON "reservations" USING btree ("company_id");