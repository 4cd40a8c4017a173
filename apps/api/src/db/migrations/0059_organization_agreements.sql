ALTER TABLE "agreements" ALTER COLUMN "contractor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "signer_user_id" uuid;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_party_check" CHECK ("agreements"."contractor_id" is not null or "agreements"."signer_user_id" is not null);