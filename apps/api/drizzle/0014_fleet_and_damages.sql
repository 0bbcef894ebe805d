CREATE TABLE "damage_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"reservation_id" integer,
	"user_id" text,
	"client_id" text,
	"stage" text NOT NULL,
	"reported_by" text NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"photo_upload_ids" jsonb NOT NULL,
	"state" text NOT NULL,
	"cost_minor" integer,
	"currency" text,
	"explanation" text,
	"reported_at" timestamp with time zone NOT NULL,
	"assessed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"repaired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"odometer" integer NOT NULL,
	"odometer_at_pickup" integer NOT NULL,
	"level_percent" integer NOT NULL,
	"level_at_pickup" integer NOT NULL,
	"return_branch_id" integer NOT NULL,
	"photos" jsonb NOT NULL,
	"damage_ids" jsonb NOT NULL,
	"refuel_minor" integer,
	"currency" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" text NOT NULL,
	"branch_id" integer NOT NULL,
	"country" text NOT NULL,
	"group_code" text NOT NULL,
	"model" text NOT NULL,
	"fuel" text NOT NULL,
	"odometer" integer NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
CREATE INDEX "damage_cases_vehicle_idx" ON "damage_cases" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "damage_cases_reservation_idx" ON "damage_cases" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_cases_client_uq" ON "damage_cases" USING btree ("reservation_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_returns_reservation_uq" ON "vehicle_returns" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_uq" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_branch_group_idx" ON "vehicles" USING btree ("branch_id","group_code");