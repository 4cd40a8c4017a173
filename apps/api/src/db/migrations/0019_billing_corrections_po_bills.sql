CREATE TABLE "payment_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_count" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_assignments" (
	"purchase_order_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	CONSTRAINT "purchase_order_assignments_purchase_order_id_assignment_id_pk" PRIMARY KEY("purchase_order_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_consumptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"over_budget" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" text NOT NULL,
	"description" text,
	"budget_kind" text NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"consumed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"quantity_minutes" integer NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"bill_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "platform_fee_basis" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "platform_fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "write_off_threshold" numeric(14, 2) DEFAULT '25.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "po_overrun_policy" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "credits_line_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "contact_emails" text[];--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "related_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_memo_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "source" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "credit_memo_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upload_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_assignments" ADD CONSTRAINT "purchase_order_assignments_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_assignments" ADD CONSTRAINT "purchase_order_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_consumptions" ADD CONSTRAINT "purchase_order_consumptions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_consumptions" ADD CONSTRAINT "purchase_order_consumptions_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_uploads_partner_idx" ON "payment_uploads" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_assignments_assignment_idx" ON "purchase_order_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "purchase_order_consumptions_po_idx" ON "purchase_order_consumptions" USING btree ("purchase_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_consumptions_timesheet_idx" ON "purchase_order_consumptions" USING btree ("timesheet_id") WHERE "purchase_order_consumptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("client_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_partner_idx" ON "purchase_orders" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_invoice_idx" ON "bills" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "bills_partner_idx" ON "bills" USING btree ("partner_id","bill_date","id");--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_credit_memo_id_invoices_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id") WHERE "invoices"."related_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_allocations_memo_idx" ON "payment_allocations" USING btree ("credit_memo_id") WHERE "payment_allocations"."credit_memo_id" is not null;