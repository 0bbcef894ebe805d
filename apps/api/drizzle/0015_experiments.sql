CREATE TABLE "experiment_datafiles" (
	"revision" integer PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"experiment" text,
	"variation" text,
	"goal" text,
	"path" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_events_exposure_uq" ON "experiment_events" USING btree ("visitor_id","experiment") WHERE "experiment_events"."kind" = 'exposure';--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_events_conversion_uq" ON "experiment_events" USING btree ("visitor_id","goal") WHERE "experiment_events"."kind" = 'conversion';--> statement-breakpoint
CREATE INDEX "experiment_events_experiment_idx" ON "experiment_events" USING btree ("experiment","variation");