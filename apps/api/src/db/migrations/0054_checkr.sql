CREATE TABLE "checkr_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"account_id" text,
	"access_token_ciphertext" text,
	"connected_by" uuid,
	"connected_at" timestamp with time zone,
	"disconnected_by" uuid,
	"disconnected_at" timestamp with time zone,
	CONSTRAINT "checkr_connections_partner_uq" UNIQUE("partner_id")
);
--> statement-breakpoint
CREATE TABLE "checkr_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"report_id" text,
	"screening_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screenings" ADD COLUMN "provider_candidate_ref" text;--> statement-breakpoint
ALTER TABLE "screenings" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "screenings" ADD COLUMN "provider_error" text;--> statement-breakpoint
ALTER TABLE "checkr_connections" ADD CONSTRAINT "checkr_connections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkr_connections" ADD CONSTRAINT "checkr_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkr_connections" ADD CONSTRAINT "checkr_connections_disconnected_by_users_id_fk" FOREIGN KEY ("disconnected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkr_webhook_events" ADD CONSTRAINT "checkr_webhook_events_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screenings_provider_ref_uq" ON "screenings" USING btree ("provider","provider_ref");