CREATE TABLE "course_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'not_attempted' NOT NULL,
	"score" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"enrolled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_url" text,
	"file_id" uuid,
	"due_in_days" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	CONSTRAINT "courses_content" CHECK (("courses"."content_url" is null) <> ("courses"."file_id" is null))
);
--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrollments_once" ON "course_enrollments" USING btree ("course_id","contractor_id");--> statement-breakpoint
CREATE INDEX "course_enrollments_list_idx" ON "course_enrollments" USING btree ("partner_id","due_on","id");--> statement-breakpoint
CREATE INDEX "course_enrollments_contractor_idx" ON "course_enrollments" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "course_enrollments_due_idx" ON "course_enrollments" USING btree ("due_on") WHERE "course_enrollments"."status" not in ('completed', 'passed') and "course_enrollments"."due_on" is not null;--> statement-breakpoint
CREATE INDEX "courses_list_idx" ON "courses" USING btree ("partner_id","created_at","id");