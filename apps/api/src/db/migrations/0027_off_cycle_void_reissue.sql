DROP INDEX "payroll_transfers_paycheck_idx";--> statement-breakpoint
ALTER TABLE "paychecks" ADD COLUMN "reversal_of_id" uuid;--> statement-breakpoint
ALTER TABLE "paychecks" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "paychecks" ADD COLUMN "reissue_of_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "off_cycle_reason" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "skip_recurring_deductions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "gross_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD COLUMN "resent_from_id" uuid;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_reversal_of_id_paychecks_id_fk" FOREIGN KEY ("reversal_of_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_reissue_of_id_paychecks_id_fk" FOREIGN KEY ("reissue_of_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_resent_from_id_payroll_transfers_id_fk" FOREIGN KEY ("resent_from_id") REFERENCES "public"."payroll_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paychecks_reversal_idx" ON "paychecks" USING btree ("reversal_of_id") WHERE "paychecks"."reversal_of_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "paychecks_reissue_idx" ON "paychecks" USING btree ("reissue_of_id") WHERE "paychecks"."reissue_of_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_transfers_resent_idx" ON "payroll_transfers" USING btree ("resent_from_id") WHERE "payroll_transfers"."resent_from_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_transfers_paycheck_idx" ON "payroll_transfers" USING btree ("paycheck_id") WHERE "payroll_transfers"."resent_from_id" is null;