CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"status" text NOT NULL,
	"date_of_birth" text,
	"licence_number" text,
	"licence_country" text,
	"licence_issued_on" text,
	"licence_expires_on" text,
	"licence_front_upload_id" text,
	"licence_back_upload_id" text,
	"identity_type" text,
	"identity_number" text,
	"identity_country" text,
	"identity_expires_on" text,
	"identity_upload_id" text,
	"additional_drivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_minor" integer,
	"deposit_currency" text,
	"deposit_at" text,
	"pickup_code" text,
	"completed_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_reservation_uq" ON "check_ins" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_pickup_code_uq" ON "check_ins" USING btree ("pickup_code");