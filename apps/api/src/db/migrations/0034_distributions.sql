CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"sales_partner_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"basis" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"payment_allocation_id" uuid NOT NULL,
	"reverses_allocation_id" uuid,
	"allocation_date" date NOT NULL,
	"clawback" boolean DEFAULT false NOT NULL,
	"funding" text NOT NULL,
	"bill" numeric(14, 2) NOT NULL,
	"cash" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pay" numeric(14, 2) DEFAULT '0' NOT NULL,
	"burden" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"adjustments" numeric(14, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reimbursement" numeric(14, 2) DEFAULT '0' NOT NULL,
	"partner_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paycheck_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"commission_plan_id" uuid,
	"sales_partner_id" uuid,
	"commission_basis" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission_basis_before" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'calculated' NOT NULL,
	"cash" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pay" numeric(14, 2) DEFAULT '0' NOT NULL,
	"burden" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"adjustments" numeric(14, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reimbursement" numeric(14, 2) DEFAULT '0' NOT NULL,
	"partner_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"carried_in" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payable" numeric(14, 2) DEFAULT '0' NOT NULL,
	"partner_amount_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"calculated_by" uuid,
	"calculated_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sales_partner_id_sales_partners_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lines" ADD CONSTRAINT "distribution_lines_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lines" ADD CONSTRAINT "distribution_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lines" ADD CONSTRAINT "distribution_lines_commission_plan_id_commission_plans_id_fk" FOREIGN KEY ("commission_plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lines" ADD CONSTRAINT "distribution_lines_sales_partner_id_sales_partners_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_distribution_idx" ON "commissions" USING btree ("distribution_id","sales_partner_id");--> statement-breakpoint
CREATE INDEX "commissions_sales_partner_idx" ON "commissions" USING btree ("sales_partner_id","period_start","id");--> statement-breakpoint
CREATE INDEX "distribution_lines_distribution_idx" ON "distribution_lines" USING btree ("distribution_id","allocation_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_lines_allocation_idx" ON "distribution_lines" USING btree ("payment_allocation_id","invoice_line_id");--> statement-breakpoint
CREATE INDEX "distribution_lines_plan_idx" ON "distribution_lines" USING btree ("commission_plan_id","allocation_date") WHERE "distribution_lines"."commission_plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_period_idx" ON "distributions" USING btree ("partner_id","currency","period_start");--> statement-breakpoint
CREATE INDEX "distributions_list_idx" ON "distributions" USING btree ("period_start","id");