CREATE TABLE "invoice_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"upload_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"resolution_note" text,
	"corrected_invoice_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_country_year_pk" PRIMARY KEY("country","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"issued_on" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"bill_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_permille" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"corrects_invoice_id" integer,
	"superseded_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "lost_item_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"user_id" text,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"contact" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_corrections_invoice_idx" ON "invoice_corrections" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reservation_original_uq" ON "invoices" USING btree ("reservation_id") WHERE "invoices"."corrects_invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_uq" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lost_item_reports_reference_uq" ON "lost_item_reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "lost_item_reports_user_idx" ON "lost_item_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");