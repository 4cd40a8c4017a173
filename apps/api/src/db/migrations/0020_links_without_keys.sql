ALTER TABLE "invoice_line_sources" DROP CONSTRAINT "invoice_line_sources_line_id_invoice_line_items_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line_sources" DROP CONSTRAINT "invoice_line_sources_item_id_pay_bill_transaction_items_id_fk";

--> statement-breakpoint
-- The ledger is append-only (a correction is a new reversing item, never an edit or a delete): refuse
-- deletes in the database, which also keeps every invoice line's links to its items valid (decision 0040).
CREATE FUNCTION "ledger_items_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger items are never deleted: post a reversing item instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pay_bill_transaction_items_append_only" BEFORE DELETE ON "pay_bill_transaction_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_items_refuse_delete"();
