DROP INDEX "timesheets_contractor_idx";--> statement-breakpoint
DROP INDEX "timesheets_partner_idx";--> statement-breakpoint
DROP INDEX "timesheets_client_idx";--> statement-breakpoint
DROP INDEX "timesheets_status_idx";--> statement-breakpoint
CREATE INDEX "timesheets_partner_status_idx" ON "timesheets" USING btree ("partner_id","status","date","time_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_date_idx" ON "timesheets" USING btree ("date","time_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_contractor_idx" ON "timesheets" USING btree ("contractor_id","date","time_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_idx" ON "timesheets" USING btree ("partner_id","date","time_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_client_idx" ON "timesheets" USING btree ("client_id","date","time_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","date","time_start","id");