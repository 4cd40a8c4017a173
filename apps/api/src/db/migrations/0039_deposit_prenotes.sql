ALTER TABLE "bank_accounts" ADD COLUMN "prenote_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Accounts on file before prenotes were sent have taken live credits: they count as cleared (decision 0067).
UPDATE "bank_accounts" SET "prenote_status" = 'cleared';--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_trace_number" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_file_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_effective_date" date;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_clears_on" date;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_return_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "prenote_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_files" ADD COLUMN "prenote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD COLUMN "fallback_for_account_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD COLUMN "fallback_reason" text;--> statement-breakpoint
ALTER TABLE "payroll_transfers" ADD CONSTRAINT "payroll_transfers_fallback_for_account_id_bank_accounts_id_fk" FOREIGN KEY ("fallback_for_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_prenote_trace_idx" ON "bank_accounts" USING btree ("prenote_trace_number") WHERE "bank_accounts"."prenote_trace_number" is not null;