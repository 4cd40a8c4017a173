CREATE TABLE "sales_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"product_line" text,
	"tax_name" text NOT NULL,
	"taxable" boolean NOT NULL,
	"rate_percent" numeric(7, 4),
	"effective_from" date NOT NULL,
	"effective_to" date,
	"source" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sales_tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sales_tax_exemption_certificate" text;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "tax_jurisdiction" text;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "tax_rate_percent" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "sales_taxes" ADD CONSTRAINT "sales_taxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_taxes_place_idx" ON "sales_taxes" USING btree ("country","jurisdiction","effective_from");