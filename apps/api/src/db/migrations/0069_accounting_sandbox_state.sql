CREATE TABLE "accounting_sandbox_companies" (
	"ref" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"accounts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_sandbox_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_ref" text NOT NULL,
	"external_id" text NOT NULL,
	"reference" text NOT NULL,
	"entry_date" text NOT NULL,
	"memo" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_sandbox_entries_external_uq" UNIQUE("company_ref","external_id")
);
--> statement-breakpoint
CREATE TABLE "accounting_sandbox_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"company_ref" text NOT NULL,
	"redirect_uri" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "nightly_export" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_sandbox_entries" ADD CONSTRAINT "accounting_sandbox_entries_company_ref_accounting_sandbox_companies_ref_fk" FOREIGN KEY ("company_ref") REFERENCES "public"."accounting_sandbox_companies"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_sandbox_grants" ADD CONSTRAINT "accounting_sandbox_grants_company_ref_accounting_sandbox_companies_ref_fk" FOREIGN KEY ("company_ref") REFERENCES "public"."accounting_sandbox_companies"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_sandbox_entries_reference_idx" ON "accounting_sandbox_entries" USING btree ("company_ref","reference");