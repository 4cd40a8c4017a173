CREATE TABLE "handbook_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handbook_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"file_sha256" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handbook_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handbook_acknowledgements" ADD CONSTRAINT "handbook_acknowledgements_handbook_id_handbook_versions_id_fk" FOREIGN KEY ("handbook_id") REFERENCES "public"."handbook_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_acknowledgements" ADD CONSTRAINT "handbook_acknowledgements_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_acknowledgements" ADD CONSTRAINT "handbook_acknowledgements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_acknowledgements" ADD CONSTRAINT "handbook_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_versions" ADD CONSTRAINT "handbook_versions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_versions" ADD CONSTRAINT "handbook_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_versions" ADD CONSTRAINT "handbook_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handbook_acknowledgements_once" ON "handbook_acknowledgements" USING btree ("handbook_id","contractor_id");--> statement-breakpoint
CREATE INDEX "handbook_acknowledgements_list_idx" ON "handbook_acknowledgements" USING btree ("partner_id","acknowledged_at","id");--> statement-breakpoint
CREATE INDEX "handbook_acknowledgements_contractor_idx" ON "handbook_acknowledgements" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "handbook_versions_number" ON "handbook_versions" USING btree (coalesce("partner_id", '00000000-0000-0000-0000-000000000000'::uuid),"version");