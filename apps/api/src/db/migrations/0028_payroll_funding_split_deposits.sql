CREATE TABLE "payroll_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text,
	"routing_number_ciphertext" text NOT NULL,
	"routing_last4" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number_ciphertext" text NOT NULL,
	"account_last4" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"payroll_bank_account_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"trace_number" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payroll_transfers_paycheck_idx";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "allocation_kind" text DEFAULT 'remainder' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "allocation_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_bank_accounts" ADD CONSTRAINT "payroll_bank_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bank_accounts" ADD CONSTRAINT "payroll_bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_debits" ADD CONSTRAINT "payroll_run_debits_payroll_bank_account_id_payroll_bank_accounts_id_fk" FOREIGN KEY ("payroll_bank_account_id") REFERENCES "public"."payroll_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_bank_accounts_primary_idx" ON "payroll_bank_accounts" USING btree ("partner_id") WHERE "payroll_bank_accounts"."is_primary" and "payroll_bank_accounts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "payroll_bank_accounts_partner_idx" ON "payroll_bank_accounts" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_debits_run_idx" ON "payroll_run_debits" USING btree ("payroll_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_remainder_idx" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."retired_at" is null and "bank_accounts"."allocation_kind" = 'remainder';--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_transfers_paycheck_idx" ON "payroll_transfers" USING btree ("paycheck_id","sequence") WHERE "payroll_transfers"."resent_from_id" is null;