CREATE TABLE "company_state_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"state" text NOT NULL,
	"year" integer NOT NULL,
	"account_number_ciphertext" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"suta_rate_percent" numeric(6, 4) NOT NULL,
	"suta_wage_base" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_state_registrations_rate" CHECK ("company_state_registrations"."suta_rate_percent" between 0 and 20),
	CONSTRAINT "company_state_registrations_base" CHECK ("company_state_registrations"."suta_wage_base" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_tax_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"legal_name" text NOT NULL,
	"fein_ciphertext" text NOT NULL,
	"fein_last4" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tax_profiles_employer_key_unique" UNIQUE("employer_key")
);
--> statement-breakpoint
CREATE TABLE "company_workers_comp_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_key" text NOT NULL,
	"workers_comp_code_id" uuid NOT NULL,
	"state" text NOT NULL,
	"year" integer NOT NULL,
	"rate_per_100" numeric(7, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_workers_comp_rates_rate" CHECK ("company_workers_comp_rates"."rate_per_100" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "company_tax_profiles" ADD CONSTRAINT "company_tax_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_workers_comp_rates" ADD CONSTRAINT "company_workers_comp_rates_workers_comp_code_id_workers_comp_codes_id_fk" FOREIGN KEY ("workers_comp_code_id") REFERENCES "public"."workers_comp_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_state_registrations_unique" ON "company_state_registrations" USING btree ("employer_key","state","year");--> statement-breakpoint
CREATE UNIQUE INDEX "company_workers_comp_rates_unique" ON "company_workers_comp_rates" USING btree ("employer_key","workers_comp_code_id","state","year");