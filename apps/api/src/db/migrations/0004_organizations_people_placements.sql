CREATE TABLE "corp_to_corps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"phone" text,
	"street_address_line_1" text,
	"street_address_line_2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"country" text,
	"tax_id_type" text,
	"tax_id_ciphertext" text,
	"tax_id_last4" text,
	"tax_id_blind_index" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street_address_line_1" text,
	"street_address_line_2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"country" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"classification" text NOT NULL,
	"workers_comp_code_id" uuid,
	"salaried" boolean DEFAULT false NOT NULL,
	"is_travel" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"street_address_line_1" text,
	"street_address_line_2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"country" text,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"pay_rate" numeric(14, 4),
	"bill_rate" numeric(14, 4),
	"overtime_pay_rate" numeric(14, 4),
	"overtime_bill_rate" numeric(14, 4),
	"double_overtime_pay_rate" numeric(14, 4),
	"double_overtime_bill_rate" numeric(14, 4),
	"holiday_pay_rate" numeric(14, 4),
	"holiday_bill_rate" numeric(14, 4),
	"annual_salary" numeric(14, 2),
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"work_location_id" uuid NOT NULL,
	"end_client_id" uuid,
	"department_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processing_status_message" text,
	"has_worked" boolean DEFAULT false NOT NULL,
	"ended_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_dates" CHECK ("assignments"."end_date" is null or "assignments"."end_date" >= "assignments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "gsa_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fiscal_year" integer NOT NULL,
	"state" text NOT NULL,
	"destination" text NOT NULL,
	"county" text,
	"season_begin" text,
	"season_end" text,
	"lodging" numeric(10, 2) NOT NULL,
	"meals_and_incidentals" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid,
	"region" text,
	"workers_comp_code" text,
	"effective_date" date NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid,
	"worker_name" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" text NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agreement" text NOT NULL,
	"partner_id" uuid,
	"client_id" uuid,
	"text_hash" text NOT NULL,
	"version" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text,
	"routing_number" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number_ciphertext" text NOT NULL,
	"account_last4" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_benefit_id" uuid,
	"waived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_preferences" (
	"user_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"hidden_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_preferences_user_id_table_name_pk" PRIMARY KEY("user_id","table_name")
);
--> statement-breakpoint
CREATE TABLE "consent_settings" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"granted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_settings_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "i9_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"section1" jsonb NOT NULL,
	"section1_sensitive_ciphertext" text,
	"section1_signed_at" timestamp with time zone NOT NULL,
	"section1_ip" text,
	"section2" jsonb,
	"section2_signed_by" uuid,
	"section2_signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"sensitive_ciphertext" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"employee_monthly_cost" numeric(10, 2) NOT NULL,
	"employer_monthly_cost" numeric(10, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"purpose" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id_ciphertext" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id_blind_index" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "requires_background_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "requires_project_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bills_weekly_overtime" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bills_daily_overtime" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bills_holiday" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "addendum_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "street_address_line_1" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "street_address_line_2" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "tax_id_ciphertext" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "tax_id_blind_index" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "corp_to_corp_id" uuid;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "status" text DEFAULT 'onboarding' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "white_label_brand_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "street_address_line_1" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "street_address_line_2" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id_ciphertext" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tax_id_blind_index" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "payroll_frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "commission_percent" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "street_address_line_1" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "street_address_line_2" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "tax_id_ciphertext" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "tax_id_blind_index" text;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workers_comp_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "corp_to_corps" ADD CONSTRAINT "corp_to_corps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_clients" ADD CONSTRAINT "end_clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_clients" ADD CONSTRAINT "end_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workers_comp_code_id_workers_comp_codes_id_fk" FOREIGN KEY ("workers_comp_code_id") REFERENCES "public"."workers_comp_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rates" ADD CONSTRAINT "assignment_rates_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rates" ADD CONSTRAINT "assignment_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_work_location_id_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_end_client_id_end_clients_id_fk" FOREIGN KEY ("end_client_id") REFERENCES "public"."end_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_settings" ADD CONSTRAINT "rate_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_settings" ADD CONSTRAINT "rate_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_partner_benefit_id_partner_benefits_id_fk" FOREIGN KEY ("partner_benefit_id") REFERENCES "public"."partner_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_preferences" ADD CONSTRAINT "column_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_section2_signed_by_users_id_fk" FOREIGN KEY ("section2_signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_benefits" ADD CONSTRAINT "partner_benefits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corp_to_corps_partner_idx" ON "corp_to_corps" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "departments_partner_idx" ON "departments" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "end_clients_client_idx" ON "end_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "jobs_partner_idx" ON "jobs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_locations_partner_idx" ON "work_locations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "assignment_rates_assignment_idx" ON "assignment_rates" USING btree ("assignment_id","effective_date");--> statement-breakpoint
CREATE INDEX "assignments_partner_idx" ON "assignments" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "assignments_client_idx" ON "assignments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "assignments_contractor_idx" ON "assignments" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "gsa_rates_lookup_idx" ON "gsa_rates" USING btree ("fiscal_year","state","destination");--> statement-breakpoint
CREATE INDEX "rate_settings_kind_idx" ON "rate_settings" USING btree ("kind","effective_date");--> statement-breakpoint
CREATE INDEX "worker_classifications_partner_idx" ON "worker_classifications" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_user_idx" ON "agreement_acceptances" USING btree ("user_id","agreement");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "benefit_elections_user_idx" ON "benefit_elections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "i9_forms_contractor_idx" ON "i9_forms" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "onboarding_forms_user_idx" ON "onboarding_forms" USING btree ("user_id","step");--> statement-breakpoint
CREATE INDEX "partner_benefits_partner_idx" ON "partner_benefits" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_corp_to_corp_id_corp_to_corps_id_fk" FOREIGN KEY ("corp_to_corp_id") REFERENCES "public"."corp_to_corps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_tax_id_bidx" ON "contractors" USING btree ("tax_id_blind_index");