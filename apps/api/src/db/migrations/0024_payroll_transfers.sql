CREATE TABLE "payroll_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"entry_count" integer NOT NULL,
	"total_credit" numeric(14, 2) NOT NULL,
	"submitted_at" timestamp with time zone,
	"bank_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paycheck_id" uuid NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"bank_account_id" uuid,
	"account_type" text,
	"account_last4" text,
	"trace_number" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_files" ADD CONSTRAINT "payroll_files_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_paycheck_id_paychecks_id_fk" FOREIGN KEY ("paycheck_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_files_run_idx" ON "payroll_files" USING btree ("payroll_run_id","format");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_transfers_paycheck_idx" ON "payroll_transfers" USING btree ("paycheck_id");--> statement-breakpoint
CREATE INDEX "payroll_transfers_run_idx" ON "payroll_transfers" USING btree ("payroll_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_transfers_trace_idx" ON "payroll_transfers" USING btree ("trace_number") WHERE "payroll_transfers"."trace_number" is not null;