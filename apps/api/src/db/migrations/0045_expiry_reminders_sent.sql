CREATE TABLE "expiry_reminders_sent" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expiry_reminders_sent" ADD CONSTRAINT "expiry_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_reminders_sent_key" ON "expiry_reminders_sent" USING btree ("subject_kind","subject_id","user_id","expires_on");