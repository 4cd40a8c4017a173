ALTER TABLE "distributions" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "payout_method_id" uuid;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "payout_account_last4" text;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "payout_trace_number" text;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "payout_file" text;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;