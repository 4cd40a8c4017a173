ALTER TABLE "clients" ADD COLUMN "payment_terms_net_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "street_address_line_1" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "street_address_line_2" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country" text;