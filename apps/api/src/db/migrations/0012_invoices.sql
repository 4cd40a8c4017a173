CREATE TABLE "invoice_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"contractor_id" uuid,
	"classification" text,
	"description" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"rate" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"pay_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"expense_id" uuid,
	"late_period_start" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line_sources" (
	"line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"employer_key" text PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1001 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"invoice_type" text DEFAULT 'standard' NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"work_location_id" uuid,
	"contractor_id" uuid,
	"group_key" text NOT NULL,
	"product_line" text NOT NULL,
	"funding" text NOT NULL,
	"payroll_funder" text NOT NULL,
	"remit_to" text NOT NULL,
	"payment_terms_net_days" integer NOT NULL,
	"invoice_date" date,
	"due_date" date,
	"total_bill_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_pay_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_sales_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_adjustment_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"client_total_adjustment_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"allocated_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"mark_paid_date" date,
	"void_reason" text,
	"created_by" uuid,
	"finalized_by" uuid,
	"finalized_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoice_frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoice_grouping" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_sources" ADD CONSTRAINT "invoice_line_sources_line_id_invoice_line_items_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_sources" ADD CONSTRAINT "invoice_line_sources_item_id_pay_bill_transaction_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."pay_bill_transaction_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_work_location_id_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_line_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_sources_pk" ON "invoice_line_sources" USING btree ("line_id","item_id");--> statement-breakpoint
CREATE INDEX "invoice_line_sources_item_idx" ON "invoice_line_sources" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("employer_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_group_live_idx" ON "invoices" USING btree ("group_key") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_partner_idx" ON "invoices" USING btree ("partner_id","period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");