ALTER TABLE "invoice_line_items" DROP CONSTRAINT "invoice_line_items_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line_items" DROP CONSTRAINT "invoice_line_items_contractor_id_contractors_id_fk";
--> statement-breakpoint
-- Invoices and contractors are never deleted (an invoice is voided or credited, a contractor deactivated):
-- refuse deletes in the database, which keeps every invoice line's invoice and contractor valid without a
-- per-row key check on the 40,000 lines of a run (decision 0082).
CREATE FUNCTION "records_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% are never deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_never_deleted" BEFORE DELETE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "records_refuse_delete"();--> statement-breakpoint
CREATE TRIGGER "contractors_never_deleted" BEFORE DELETE ON "contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION "records_refuse_delete"();
--> statement-breakpoint
-- TRUNCATE is refused too, and the refusals fire even where triggers are switched off for a bulk load
-- (session_replication_role = replica): the rule holds whoever runs SQL (the ledger's included, 0020).
CREATE TRIGGER "invoices_never_truncated" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "records_refuse_delete"();--> statement-breakpoint
CREATE TRIGGER "contractors_never_truncated" BEFORE TRUNCATE ON "contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION "records_refuse_delete"();--> statement-breakpoint
CREATE TRIGGER "pay_bill_transaction_items_never_truncated" BEFORE TRUNCATE ON "pay_bill_transaction_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_items_refuse_delete"();--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ALWAYS TRIGGER "invoices_never_deleted";--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ALWAYS TRIGGER "invoices_never_truncated";--> statement-breakpoint
ALTER TABLE "contractors" ENABLE ALWAYS TRIGGER "contractors_never_deleted";--> statement-breakpoint
ALTER TABLE "contractors" ENABLE ALWAYS TRIGGER "contractors_never_truncated";--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ENABLE ALWAYS TRIGGER "pay_bill_transaction_items_append_only";--> statement-breakpoint
ALTER TABLE "pay_bill_transaction_items" ENABLE ALWAYS TRIGGER "pay_bill_transaction_items_never_truncated";
