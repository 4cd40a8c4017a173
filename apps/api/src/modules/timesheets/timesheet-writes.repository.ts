/**
 * Writing timesheet entries: the insert, the field and decision updates, the delete, and the history
 * check a delete needs (the services decide which write a command makes).
 */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payBillTransactionItems, ptoAccruals, timesheets } from '../../db/schema/index.js';

export type TimesheetRow = typeof timesheets.$inferSelect;
export type NewTimesheet = typeof timesheets.$inferInsert;
export type TimesheetChanges = Partial<NewTimesheet>;

export async function insertTimesheet(db: DbOrTx, values: NewTimesheet): Promise<string> {
  const [row] = await db.insert(timesheets).values(values).returning({ id: timesheets.id });
  return row!.id;
}

export async function updateTimesheetRow(db: DbOrTx, id: string, changes: TimesheetChanges): Promise<void> {
  await db.update(timesheets).set(changes).where(eq(timesheets.id, id));
}

export async function deleteTimesheet(db: DbOrTx, id: string): Promise<void> {
  await db.delete(timesheets).where(eq(timesheets.id, id));
}

/** Does the entry have ledger items or PTO accrual rows (any, reversed or not)? */
export async function hasPostedHistory(db: DbOrTx, id: string): Promise<boolean> {
  const [items] = await db
    .select({ n: count() })
    .from(payBillTransactionItems)
    .where(eq(payBillTransactionItems.timesheetId, id));
  const [accruals] = await db.select({ n: count() }).from(ptoAccruals).where(eq(ptoAccruals.timesheetId, id));
  return (items?.n ?? 0) > 0 || (accruals?.n ?? 0) > 0;
}
