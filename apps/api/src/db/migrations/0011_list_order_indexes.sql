DROP INDEX "clients_partner_idx";--> statement-breakpoint
DROP INDEX "contractors_partner_idx";--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contractors_name_idx" ON "contractors" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "clients_partner_idx" ON "clients" USING btree ("partner_id","name","id");--> statement-breakpoint
CREATE INDEX "contractors_partner_idx" ON "contractors" USING btree ("partner_id","last_name","first_name","id");