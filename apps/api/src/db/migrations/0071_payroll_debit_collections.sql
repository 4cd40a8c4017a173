DROP INDEX "payroll_run_debits_run_idx";--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "collects_debit_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "settled_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "settlement_note" text;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "file_content" text;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "return_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_collects_debit_id_payroll_run_debits_id_fk" FOREIGN KEY ("collects_debit_id") REFERENCES "public"."payroll_run_debits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_debits_live_collection_idx" ON "payroll_run_debits" USING btree ("collects_debit_id") WHERE "payroll_run_debits"."collects_debit_id" is not null and "payroll_run_debits"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "payroll_run_debits_partner_idx" ON "payroll_run_debits" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_debits_run_idx" ON "payroll_run_debits" USING btree ("payroll_run_id") WHERE "payroll_run_debits"."collects_debit_id" is null;