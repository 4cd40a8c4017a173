CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"partner_id" uuid,
	"sales_partner_id" uuid,
	"eor_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text,
	"routing" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number_ciphertext" text NOT NULL,
	"account_last4" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "payout_methods_one_owner" CHECK (("payout_methods"."owner_kind" = 'partner' and "payout_methods"."partner_id" is not null and "payout_methods"."sales_partner_id" is null and "payout_methods"."eor_id" is null)
        or ("payout_methods"."owner_kind" = 'sales_partner' and "payout_methods"."sales_partner_id" is not null and "payout_methods"."partner_id" is null and "payout_methods"."eor_id" is null)
        or ("payout_methods"."owner_kind" = 'eor' and "payout_methods"."eor_id" is not null and "payout_methods"."partner_id" is null and "payout_methods"."sales_partner_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_sales_partner_id_sales_partners_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_default_idx" ON "payout_methods" USING btree ("owner_kind",coalesce("partner_id", "sales_partner_id", "eor_id"),"currency") WHERE "payout_methods"."is_default" and "payout_methods"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "payout_methods_owner_idx" ON "payout_methods" USING btree ("owner_kind","partner_id","sales_partner_id","eor_id","created_at","id");