CREATE TABLE "pay_card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"payroll_transfer_id" uuid,
	"balance_after" numeric(14, 2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_ref" text NOT NULL,
	"last4" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"receives_pay" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_card_transactions" ADD CONSTRAINT "pay_card_transactions_pay_card_id_pay_cards_id_fk" FOREIGN KEY ("pay_card_id") REFERENCES "public"."pay_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cards" ADD CONSTRAINT "pay_cards_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cards" ADD CONSTRAINT "pay_cards_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_card_transactions_provider_idx" ON "pay_card_transactions" USING btree ("pay_card_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "pay_card_transactions_card_idx" ON "pay_card_transactions" USING btree ("pay_card_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_cards_open_idx" ON "pay_cards" USING btree ("contractor_id") WHERE "pay_cards"."status" = 'active';