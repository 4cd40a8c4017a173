CREATE TABLE "paycheck_items" (
	"paycheck_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"earning" text NOT NULL,
	CONSTRAINT "paycheck_items_paycheck_id_item_id_pk" PRIMARY KEY("paycheck_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "paycheck_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paycheck_id" uuid NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paychecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"employer_key" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"classification" text NOT NULL,
	"work_state" text,
	"check_date" date NOT NULL,
	"currency" text NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"pre_tax" numeric(14, 2) NOT NULL,
	"employee_taxes" numeric(14, 2) NOT NULL,
	"post_tax" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"employer_taxes" numeric(14, 2) NOT NULL,
	"employer_cost" numeric(14, 2) NOT NULL,
	"ytd" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refusal" text,
	"excluded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_exclusions" (
	"payroll_run_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_exclusions_payroll_run_id_contractor_id_pk" PRIMARY KEY("payroll_run_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'pre_draft' NOT NULL,
	"funding" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"worker_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employee_taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employer_taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"previewed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD CONSTRAINT "paycheck_items_paycheck_id_paychecks_id_fk" FOREIGN KEY ("paycheck_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD CONSTRAINT "paycheck_items_item_id_pay_bill_transaction_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."pay_bill_transaction_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_paycheck_id_paychecks_id_fk" FOREIGN KEY ("paycheck_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_exclusions" ADD CONSTRAINT "payroll_run_exclusions_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_exclusions" ADD CONSTRAINT "payroll_run_exclusions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_exclusions" ADD CONSTRAINT "payroll_run_exclusions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paycheck_items_item_idx" ON "paycheck_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "paycheck_lines_paycheck_idx" ON "paycheck_lines" USING btree ("paycheck_id","position");--> statement-breakpoint
CREATE INDEX "paychecks_run_idx" ON "paychecks" USING btree ("payroll_run_id");--> statement-breakpoint
CREATE INDEX "paychecks_person_idx" ON "paychecks" USING btree ("employer_key","person_key","check_date");--> statement-breakpoint
CREATE INDEX "paychecks_contractor_idx" ON "paychecks" USING btree ("contractor_id","check_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_period_idx" ON "payroll_runs" USING btree ("employer_key","partner_id","period_start") WHERE "payroll_runs"."kind" = 'regular';--> statement-breakpoint
CREATE INDEX "payroll_runs_partner_idx" ON "payroll_runs" USING btree ("partner_id","period_start","id");--> statement-breakpoint
CREATE INDEX "payroll_runs_list_idx" ON "payroll_runs" USING btree ("period_start","id");