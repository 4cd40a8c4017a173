CREATE TABLE "paycheck_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"treatment" text,
	"description" text,
	"frequency" text NOT NULL,
	"amount" numeric(14, 2),
	"percent" numeric(5, 2),
	"goal_amount" numeric(14, 2),
	"start_date" date NOT NULL,
	"end_date" date,
	"case_number" text,
	"issuer" text,
	"received_date" date,
	"priority" integer DEFAULT 1 NOT NULL,
	"supports_others" boolean DEFAULT false NOT NULL,
	"twelve_weeks_in_arrears" boolean DEFAULT false NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" uuid,
	"stop_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paycheck_deductions_amount_or_percent" CHECK (("paycheck_deductions"."amount" is null) <> ("paycheck_deductions"."percent" is null))
);
--> statement-breakpoint
CREATE TABLE "benefit_dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"relationship" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"eor_benefit_id" uuid,
	"partner_benefit_id" uuid,
	"tier" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_enrollments_one_plan" CHECK (("benefit_enrollments"."eor_benefit_id" is null) <> ("benefit_enrollments"."partner_benefit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "eor_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tax_treatment" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_benefits" ADD COLUMN "tax_treatment" text DEFAULT 'section_125' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_benefits" ADD COLUMN "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_stopped_by_users_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_dependents" ADD CONSTRAINT "benefit_dependents_enrollment_id_benefit_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."benefit_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_dependents" ADD CONSTRAINT "benefit_dependents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_dependents" ADD CONSTRAINT "benefit_dependents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_dependents" ADD CONSTRAINT "benefit_dependents_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_dependents" ADD CONSTRAINT "benefit_dependents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_enrollments" ADD CONSTRAINT "benefit_enrollments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_enrollments" ADD CONSTRAINT "benefit_enrollments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_enrollments" ADD CONSTRAINT "benefit_enrollments_eor_benefit_id_eor_benefits_id_fk" FOREIGN KEY ("eor_benefit_id") REFERENCES "public"."eor_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_enrollments" ADD CONSTRAINT "benefit_enrollments_partner_benefit_id_partner_benefits_id_fk" FOREIGN KEY ("partner_benefit_id") REFERENCES "public"."partner_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_enrollments" ADD CONSTRAINT "benefit_enrollments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eor_benefits" ADD CONSTRAINT "eor_benefits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paycheck_deductions_contractor_idx" ON "paycheck_deductions" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "paycheck_deductions_partner_idx" ON "paycheck_deductions" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "benefit_dependents_enrollment_idx" ON "benefit_dependents" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "benefit_enrollments_contractor_idx" ON "benefit_enrollments" USING btree ("contractor_id","start_date");--> statement-breakpoint
CREATE INDEX "benefit_enrollments_partner_idx" ON "benefit_enrollments" USING btree ("partner_id","created_at","id");