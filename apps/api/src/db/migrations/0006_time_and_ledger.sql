CREATE TABLE "easy_approve_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"approver_user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "easy_approve_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"category" text,
	"description" text,
	"business_purpose" text,
	"reimbursable" boolean DEFAULT true NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"receipt_file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_date" timestamp with time zone,
	"approval_user_id" uuid,
	"approval_date" timestamp with time zone,
	"approval_ip" text,
	"rejection_user_id" uuid,
	"rejection_date" timestamp with time zone,
	"rejection_reason" text,
	"entering_user_id" uuid,
	"editing_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"payroll_submission_date" timestamp with time zone,
	"client_billing_invoice_date" timestamp with time zone,
	CONSTRAINT "expenses_amount" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_bill_transaction_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"timesheet_id" uuid,
	"expense_id" uuid,
	"side" text NOT NULL,
	"classification" text NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"rate" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"reverses_item_id" uuid,
	"invoice_id" uuid,
	"payroll_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_bill_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"employer_key" text NOT NULL,
	"person_key" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"week_start" date,
	"expense_id" uuid,
	"status" text DEFAULT 'complete' NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_bill_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "pay_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"anchor_date" date NOT NULL,
	"pay_day_offset_days" integer DEFAULT 5 NOT NULL,
	"workweek_start_day" smallint DEFAULT 1 NOT NULL,
	"workweek_start_hour" smallint DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_calendars_employer_key_unique" UNIQUE("employer_key")
);
--> statement-breakpoint
CREATE TABLE "project_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_accruals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"pto_rule_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"effective_date" date NOT NULL,
	"timesheet_id" uuid,
	"time_off_request_id" uuid,
	"reverses_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pto_rule_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"accrual_rate" numeric(10, 6),
	"minutes_per_period" integer,
	"balance_cap_minutes" integer,
	"carry_over_cap_minutes" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"time_off_request_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"timesheet_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text DEFAULT 'pto' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minutes_per_day" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_requests_dates" CHECK ("time_off_requests"."end_date" >= "time_off_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"client_id" uuid,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time_start" integer NOT NULL,
	"time_end" integer NOT NULL,
	"break_time_minutes" integer DEFAULT 0 NOT NULL,
	"minutes_worked" integer NOT NULL,
	"timezone" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"type" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_date" timestamp with time zone,
	"project_code_id" uuid,
	"task" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approval_date" timestamp with time zone,
	"approval_email" text,
	"approval_ip" text,
	"approval_user_id" uuid,
	"approval_evidence_file_id" uuid,
	"signed_date" timestamp with time zone,
	"signed_user_id" uuid,
	"rejection_date" timestamp with time zone,
	"rejection_reason" text,
	"rejection_user_id" uuid,
	"entering_user_id" uuid,
	"editing_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"payroll_submission_date" timestamp with time zone,
	"client_billing_invoice_date" timestamp with time zone,
	"corrects_timesheet_id" uuid,
	"upload_id" uuid,
	"time_off_request_id" uuid,
	CONSTRAINT "timesheets_minutes" CHECK ("timesheets"."time_start" between 0 and 1439 and "timesheets"."time_end" between 0 and 1440),
	CONSTRAINT "timesheets_break" CHECK ("timesheets"."break_time_minutes" >= 0 and "timesheets"."minutes_worked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "easy_approve_tokens" ADD CONSTRAINT "easy_approve_tokens_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_approve_tokens" ADD CONSTRAINT "easy_approve_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approval_user_id_users_id_fk" FOREIGN KEY ("approval_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_rejection_user_id_users_id_fk" FOREIGN KEY ("rejection_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_entering_user_id_users_id_fk" FOREIGN KEY ("entering_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_editing_user_id_users_id_fk" FOREIGN KEY ("editing_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_transaction_id_pay_bill_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."pay_bill_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ADD CONSTRAINT "pay_bill_transaction_items_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transactions" ADD CONSTRAINT "pay_bill_transactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transactions" ADD CONSTRAINT "pay_bill_transactions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transactions" ADD CONSTRAINT "pay_bill_transactions_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_bill_transactions" ADD CONSTRAINT "pay_bill_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_calendars" ADD CONSTRAINT "pay_calendars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_pto_rule_id_pto_rules_id_fk" FOREIGN KEY ("pto_rule_id") REFERENCES "public"."pto_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_time_off_request_id_time_off_requests_id_fk" FOREIGN KEY ("time_off_request_id") REFERENCES "public"."time_off_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_enrollments" ADD CONSTRAINT "pto_enrollments_pto_rule_id_pto_rules_id_fk" FOREIGN KEY ("pto_rule_id") REFERENCES "public"."pto_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_enrollments" ADD CONSTRAINT "pto_enrollments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_rules" ADD CONSTRAINT "pto_rules_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_rules" ADD CONSTRAINT "pto_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_entries" ADD CONSTRAINT "time_off_entries_time_off_request_id_time_off_requests_id_fk" FOREIGN KEY ("time_off_request_id") REFERENCES "public"."time_off_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_entries" ADD CONSTRAINT "time_off_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_uploads" ADD CONSTRAINT "timesheet_uploads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_uploads" ADD CONSTRAINT "timesheet_uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_uploads" ADD CONSTRAINT "timesheet_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_work_location_id_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_project_code_id_project_codes_id_fk" FOREIGN KEY ("project_code_id") REFERENCES "public"."project_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approval_user_id_users_id_fk" FOREIGN KEY ("approval_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approval_evidence_file_id_stored_files_id_fk" FOREIGN KEY ("approval_evidence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_signed_user_id_users_id_fk" FOREIGN KEY ("signed_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_rejection_user_id_users_id_fk" FOREIGN KEY ("rejection_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_entering_user_id_users_id_fk" FOREIGN KEY ("entering_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_editing_user_id_users_id_fk" FOREIGN KEY ("editing_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_upload_id_timesheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."timesheet_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "easy_approve_one_per_week" ON "easy_approve_tokens" USING btree ("approver_user_id","client_id","week_start");--> statement-breakpoint
CREATE INDEX "expenses_partner_idx" ON "expenses" USING btree ("partner_id","date");--> statement-breakpoint
CREATE INDEX "expenses_contractor_idx" ON "expenses" USING btree ("contractor_id","date");--> statement-breakpoint
CREATE INDEX "expenses_client_idx" ON "expenses" USING btree ("client_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_unique" ON "holidays" USING btree ("employer_key","country","date",coalesce("region", ''));--> statement-breakpoint
CREATE INDEX "pbti_transaction_idx" ON "pay_bill_transaction_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "pbti_timesheet_idx" ON "pay_bill_transaction_items" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "pbti_expense_idx" ON "pay_bill_transaction_items" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "pbti_partner_idx" ON "pay_bill_transaction_items" USING btree ("partner_id","work_date");--> statement-breakpoint
CREATE INDEX "pbti_client_idx" ON "pay_bill_transaction_items" USING btree ("client_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pbti_reversed_once" ON "pay_bill_transaction_items" USING btree ("reverses_item_id");--> statement-breakpoint
CREATE INDEX "pbt_partner_idx" ON "pay_bill_transactions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "pbt_person_week_idx" ON "pay_bill_transactions" USING btree ("employer_key","person_key","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "project_codes_client_code" ON "project_codes" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "pto_accruals_contractor_idx" ON "pto_accruals" USING btree ("contractor_id","pto_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_accruals_reversed_once" ON "pto_accruals" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_enrollments_unique" ON "pto_enrollments" USING btree ("pto_rule_id","contractor_id");--> statement-breakpoint
CREATE INDEX "time_off_entries_request_idx" ON "time_off_entries" USING btree ("time_off_request_id");--> statement-breakpoint
CREATE INDEX "time_off_requests_contractor_idx" ON "time_off_requests" USING btree ("contractor_id","start_date");--> statement-breakpoint
CREATE INDEX "timesheets_assignment_idx" ON "timesheets" USING btree ("assignment_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_contractor_idx" ON "timesheets" USING btree ("contractor_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_partner_idx" ON "timesheets" USING btree ("partner_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_client_idx" ON "timesheets" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","date");