ALTER TABLE "events" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "events_once_idx" ON "events" USING btree ("type","once_key") WHERE "events"."once_key" is not null;--> statement-breakpoint
CREATE INDEX "events_subject_idx" ON "events" USING btree ("subject_type","subject_id","created_at");