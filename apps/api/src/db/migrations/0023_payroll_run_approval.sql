ALTER TABLE "payroll_runs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "pay_date_moved_from" date;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "processed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;