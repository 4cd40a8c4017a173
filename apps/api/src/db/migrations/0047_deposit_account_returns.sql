ALTER TABLE "bank_accounts" ADD COLUMN "deposit_return_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "deposit_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "deposit_return_trace_number" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "deposit_return_mailed_at" timestamp with time zone;