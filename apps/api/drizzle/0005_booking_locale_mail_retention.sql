ALTER TABLE "reservations" ADD COLUMN "locale" text;--> statement-breakpoint
CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;