CREATE TABLE "i9_reminders_sent" (
	"i9_form_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "i9_reminders_sent_i9_form_id_kind_on_date_pk" PRIMARY KEY("i9_form_id","kind","on_date")
);
--> statement-breakpoint
CREATE TABLE "i9_reverifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"i9_form_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"previous_id" uuid,
	"document" jsonb NOT NULL,
	"document_number_ciphertext" text NOT NULL,
	"previous_expires_on" date,
	"work_authorization_expires_on" date,
	"verified_by" uuid NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "work_authorization_expires_on" date;--> statement-breakpoint
ALTER TABLE "i9_reminders_sent" ADD CONSTRAINT "i9_reminders_sent_i9_form_id_i9_forms_id_fk" FOREIGN KEY ("i9_form_id") REFERENCES "public"."i9_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_reverifications" ADD CONSTRAINT "i9_reverifications_i9_form_id_i9_forms_id_fk" FOREIGN KEY ("i9_form_id") REFERENCES "public"."i9_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_reverifications" ADD CONSTRAINT "i9_reverifications_previous_id_i9_reverifications_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."i9_reverifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_reverifications" ADD CONSTRAINT "i9_reverifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "i9_reverifications_seq_key" ON "i9_reverifications" USING btree ("i9_form_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "i9_reverifications_previous_key" ON "i9_reverifications" USING btree ("previous_id") WHERE "i9_reverifications"."previous_id" is not null;--> statement-breakpoint
UPDATE "i9_forms" SET "work_authorization_expires_on" = nullif("section1"->>'work_authorization_expires', '')::date WHERE "section1"->>'work_authorization_expires' ~ '^\d{4}-\d{2}-\d{2}$';
