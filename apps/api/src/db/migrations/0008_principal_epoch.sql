-- The principal cache's epoch (see modules/auth/principal-cache.ts and decision 0032). Every request
-- checks its session in one statement that also reads this sequence; a cached principal is reused only
-- while the epoch it was built at is still current. Any write to a table the principal is built from
-- moves the epoch, in whatever process or connection it happens. nextval() takes no row lock, so
-- writers never queue behind each other here.
CREATE SEQUENCE IF NOT EXISTS "principal_epoch";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_principal_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('principal_epoch');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "user_link_grants_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_link_grants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "partners_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "clients_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "contractors_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "sales_partners_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "eors_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "eors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_completions_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "onboarding_completions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "partner_benefits_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_benefits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
--> statement-breakpoint
CREATE TRIGGER "assignments_principal_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_principal_epoch"();
