DROP INDEX "access_logs_created_idx";--> statement-breakpoint
DROP INDEX "service_logs_created_idx";--> statement-breakpoint
DROP INDEX "expenses_partner_idx";--> statement-breakpoint
DROP INDEX "expenses_contractor_idx";--> statement-breakpoint
DROP INDEX "expenses_client_idx";--> statement-breakpoint
DROP INDEX "pbti_partner_idx";--> statement-breakpoint
DROP INDEX "pbti_client_idx";--> statement-breakpoint
DROP INDEX "pbti_contractor_idx";--> statement-breakpoint
DROP INDEX "pbt_partner_idx";--> statement-breakpoint
DROP INDEX "pbt_created_idx";--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "pbti_work_date_idx" ON "pay_bill_transaction_items" USING btree ("work_date","created_at","id");--> statement-breakpoint
CREATE INDEX "access_logs_created_idx" ON "access_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_logs_created_idx" ON "service_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_partner_idx" ON "expenses" USING btree ("partner_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_contractor_idx" ON "expenses" USING btree ("contractor_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_client_idx" ON "expenses" USING btree ("client_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "pbti_partner_idx" ON "pay_bill_transaction_items" USING btree ("partner_id","work_date","created_at","id");--> statement-breakpoint
CREATE INDEX "pbti_client_idx" ON "pay_bill_transaction_items" USING btree ("client_id","work_date","created_at","id");--> statement-breakpoint
CREATE INDEX "pbti_contractor_idx" ON "pay_bill_transaction_items" USING btree ("contractor_id","work_date","created_at","id");--> statement-breakpoint
CREATE INDEX "pbt_partner_idx" ON "pay_bill_transactions" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pbt_created_idx" ON "pay_bill_transactions" USING btree ("created_at","id");