/**
 * The writes that move a finalized or void invoice: the gap-free number (a counter row per issuer,
 * locked FOR UPDATE in the finalizing transaction, never a SEQUENCE, which skips numbers on rollback),
 * the status change (checked in the UPDATE itself, so two commands at once cannot both move it), the
 * items it took marked invoiced or returned, and the time and expense locks.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  expenses,
  invoiceNumberCounters as counters,
  invoices,
  payBillTransactionItems as items,
  timesheets,
} from '../../db/schema/index.js';

/** The issuer's next number, taken: a concurrent finalize of the same issuer waits on the row lock. */
export async function takeNumber(tx: Tx, employerKey: string): Promise<number> {
  await tx.insert(counters).values({ employerKey }).onConflictDoNothing();
  const [row] = await tx
    .select({ next: counters.nextNumber })
    .from(counters)
    .where(eq(counters.employerKey, employerKey))
    .for('update');
  await tx
    .update(counters)
    .set({ nextNumber: row!.next + 1 })
    .where(eq(counters.employerKey, employerKey));
  return row!.next;
}

export async function markFinalized(
  tx: Tx,
  id: string,
  v: { number: number; invoiceDate: string; dueDate: string; by: string; at: Date },
): Promise<boolean> {
  const moved = await tx
    .update(invoices)
    .set({
      status: 'open',
      number: v.number,
      invoiceDate: v.invoiceDate,
      dueDate: v.dueDate,
      finalizedBy: v.by,
      finalizedAt: v.at,
    })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id });
  return moved.length === 1;
}

/**
 * The items the invoice's lines hold become its own and invoiced (a run only linked them:
 * lib/draft-holds.ts); their timesheets and expenses are locked against edits. Items a line links that
 * another invoice already holds (a rebill's copied lines: the original keeps them) are left as they are.
 */
export async function lockBilledWork(tx: Tx, invoiceId: string, at: Date): Promise<void> {
  await tx.execute(sql`
    update pay_bill_transaction_items i set invoice_id = ${invoiceId}::uuid
    from invoice_line_sources s join invoice_line_items l on l.id = s.line_id
    where l.invoice_id = ${invoiceId}::uuid and i.id = s.item_id and i.invoice_id is null`);
  await tx.update(items).set({ status: 'invoiced' }).where(eq(items.invoiceId, invoiceId));
  const taken = (col: typeof items.timesheetId | typeof items.expenseId) =>
    tx
      .select({ id: col })
      .from(items)
      .where(and(eq(items.invoiceId, invoiceId), isNotNull(col)));
  await tx
    .update(timesheets)
    .set({ clientBillingInvoiceDate: at })
    .where(and(inArray(timesheets.id, taken(items.timesheetId)), isNull(timesheets.clientBillingInvoiceDate)));
  await tx
    .update(expenses)
    .set({ clientBillingInvoiceDate: at })
    .where(and(inArray(expenses.id, taken(items.expenseId)), isNull(expenses.clientBillingInvoiceDate)));
}

/** Void, only while no cash is applied: answers whether it moved. */
export async function markVoid(tx: Tx, id: string, reason: string, at: Date): Promise<boolean> {
  const moved = await tx
    .update(invoices)
    .set({ status: 'void', voidReason: reason, voidedAt: at })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['draft', 'open']), sql`${invoices.allocatedAmount} = 0`))
    .returning({ id: invoices.id });
  return moved.length === 1;
}

/**
 * A void invoice's items return to the pool as approved (its line links stay, as its trace); a
 * timesheet or expense no other live invoice holds is unlocked.
 */
export async function releaseItems(tx: Tx, invoiceId: string): Promise<void> {
  const released = await tx
    .update(items)
    .set({ invoiceId: null, status: 'approved' })
    .where(eq(items.invoiceId, invoiceId))
    .returning({ timesheetId: items.timesheetId, expenseId: items.expenseId });
  const ids = (k: 'timesheetId' | 'expenseId') => [...new Set(released.flatMap((r) => (r[k] ? [r[k]] : [])))];
  // Qualified by hand: in an UPDATE of one table drizzle leaves its columns unqualified, and inside the
  // subquery an unqualified "id" would name the item's own id.
  const stillHeld = (column: 'timesheet_id' | 'expense_id', table: 'timesheets' | 'expenses') =>
    sql.raw(
      `not exists (select 1 from pay_bill_transaction_items i where i.${column} = "${table}"."id" and i.side = 'bill' and i.status = 'invoiced')`,
    );
  const timesheetIds = ids('timesheetId');
  if (timesheetIds.length) {
    await tx
      .update(timesheets)
      .set({ clientBillingInvoiceDate: null })
      .where(and(inArray(timesheets.id, timesheetIds), stillHeld('timesheet_id', 'timesheets')));
  }
  const expenseIds = ids('expenseId');
  if (expenseIds.length) {
    await tx
      .update(expenses)
      .set({ clientBillingInvoiceDate: null })
      .where(and(inArray(expenses.id, expenseIds), stillHeld('expense_id', 'expenses')));
  }
}
