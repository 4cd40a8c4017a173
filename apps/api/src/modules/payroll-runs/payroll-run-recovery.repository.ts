/**
 * A run's pay traced to the invoices that bill it (decision 0056): the run's paychecks' ledger items
 * (`paycheck_items`, pay side), the bill-side items of the same source (the timesheet, or the expense), the
 * invoice lines that took those (`invoice_line_sources`) and their invoices — drafts included, void ones
 * not. Each pay item is counted on one invoice (the first one written), never twice.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each of the run's pay items with the live invoice that bills its source (null: none does). */
const carried = (runId: string) => sql`
  with run_pay as (
    select i.id as item_id, i.amount, i.timesheet_id, i.expense_id
      from paycheck_items pi
      join paychecks pc on pc.id = pi.paycheck_id
      join pay_bill_transaction_items i on i.id = pi.item_id
     where pc.payroll_run_id = ${runId}::uuid and pc.refusal is null and not pc.excluded),
  billed as (
    select p.item_id, b.id as bill_id from run_pay p
      join pay_bill_transaction_items b on b.timesheet_id = p.timesheet_id and b.side = 'bill'
     where p.timesheet_id is not null
    union all
    select p.item_id, b.id from run_pay p
      join pay_bill_transaction_items b on b.expense_id = p.expense_id and b.side = 'bill'
     where p.timesheet_id is null and p.expense_id is not null),
  on_invoice as (
    select distinct on (billed.item_id) billed.item_id, l.invoice_id
      from billed
      join invoice_line_sources s on s.item_id = billed.bill_id
      join invoice_line_items l on l.id = s.line_id
      join invoices inv on inv.id = l.invoice_id and inv.status <> 'void'
     order by billed.item_id, inv.created_at, inv.id)
  select p.item_id, p.amount, o.invoice_id from run_pay p left join on_invoice o on o.item_id = p.item_id`;

export interface RecoveryInvoiceRow {
  id: string;
  number: number | null;
  status: string;
  client_id: string;
  client_name: string;
  due_date: string | null;
  total_due: string;
  allocated_amount: string;
  pay: string;
}

export async function recoveryInvoices(db: DbOrTx, runId: string): Promise<RecoveryInvoiceRow[]> {
  return rowsOf<RecoveryInvoiceRow>(
    await db.execute(sql`
      with carried as (${carried(runId)})
      select inv.id, inv.number, inv.status, c.id as client_id, c.name as client_name, inv.due_date::text as due_date,
             inv.total_due::text as total_due, inv.allocated_amount::text as allocated_amount,
             sum(carried.amount)::text as pay
        from carried
        join invoices inv on inv.id = carried.invoice_id
        join clients c on c.id = inv.client_id
       group by inv.id, c.id
       order by inv.number nulls last, inv.id`),
  );
}

/** The pay of the run's ledger items, and of those no live invoice carries. */
export async function recoveryLedgerTotals(db: DbOrTx, runId: string) {
  const [row] = rowsOf<{ pay: string; not_invoiced: string }>(
    await db.execute(sql`
      with carried as (${carried(runId)})
      select coalesce(sum(amount), 0)::text as pay,
             coalesce(sum(amount) filter (where invoice_id is null), 0)::text as not_invoiced
        from carried`),
  );
  return row!;
}
