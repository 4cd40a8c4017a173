CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payee_kind" text NOT NULL,
	"distribution_id" uuid,
	"commission_id" uuid,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"format" text NOT NULL,
	"payout_method_id" uuid NOT NULL,
	"account_last4" text NOT NULL,
	"trace_number" text NOT NULL,
	"file" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"return_code" text,
	"returned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_one_subject" CHECK (("payouts"."distribution_id" is null) <> ("payouts"."commission_id" is null))
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "status" text DEFAULT 'calculated' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "carried_in" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "payable" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "amount_due" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_trace_idx" ON "payouts" USING btree ("format","trace_number");--> statement-breakpoint
CREATE INDEX "payouts_distribution_idx" ON "payouts" USING btree ("distribution_id","created_at") WHERE "payouts"."distribution_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_commission_idx" ON "payouts" USING btree ("commission_id","created_at") WHERE "payouts"."commission_id" is not null;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Payouts written before this migration move to payouts (decision 0068); commissions take their
-- distribution's status (approved once it was approved: commissions were not paid out before) and their
-- amount as payable or owed.
INSERT INTO "payouts" ("id", "payee_kind", "distribution_id", "currency", "amount", "format", "payout_method_id",
  "account_last4", "trace_number", "file", "created_by", "created_at")
  SELECT gen_random_uuid(), 'partner', "id", "currency", "payable", 'nacha', "payout_method_id",
    "payout_account_last4", "payout_trace_number", "payout_file", "paid_by", coalesce("paid_at", now())
  FROM "distributions" WHERE "payout_file" IS NOT NULL AND "payout_method_id" IS NOT NULL
    AND "payout_trace_number" IS NOT NULL AND "payout_account_last4" IS NOT NULL;--> statement-breakpoint
UPDATE "commissions" c SET
  "status" = CASE WHEN d."status" = 'calculated' THEN 'calculated' ELSE 'approved' END,
  "payable" = greatest(c."amount", 0),
  "amount_due" = least(c."amount", 0)
  FROM "distributions" d WHERE d."id" = c."distribution_id";--> statement-breakpoint
ALTER TABLE "distributions" DROP COLUMN "payout_method_id";--> statement-breakpoint
ALTER TABLE "distributions" DROP COLUMN "payout_account_last4";--> statement-breakpoint
ALTER TABLE "distributions" DROP COLUMN "payout_trace_number";--> statement-breakpoint
ALTER TABLE "distributions" DROP COLUMN "payout_file";