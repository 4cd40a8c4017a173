/**
 * The writes of the expense commands, the row locks they decide under, and the reads that guard
 * them: the assignment an expense is for, its ledger items and its receipt's stored file.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockRowsInIdOrder } from '../../lib/locks.js';
import { assignments, expenses, payBillTransactionItems, storedFiles } from '../../db/schema/index.js';

export type ExpenseInsert = typeof expenses.$inferInsert;

export async function findAssignmentRow(db: DbOrTx, assignmentId: string) {
  const [a] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  return a;
}

export async function assignmentStartDate(db: DbOrTx, assignmentId: string): Promise<string | undefined> {
  const [a] = await db
    .select({ start: assignments.startDate })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return a?.start;
}

/** Inserts the expense and answers its id. */
export async function insertExpense(db: DbOrTx, values: ExpenseInsert): Promise<string> {
  const [row] = await db.insert(expenses).values(values).returning({ id: expenses.id });
  return row!.id;
}

/** The expense row, locked FOR UPDATE until the transaction ends. */
export async function lockExpenseRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id)).for('update');
  return row;
}

/** Locks the rows in id order (as every bulk decision takes them, so two bulks cannot deadlock). */
export const lockExpenseRows = (db: DbOrTx, ids: readonly string[]) => lockRowsInIdOrder(db, expenses, ids);

export async function updateExpenseColumns(db: DbOrTx, id: string, columns: Partial<ExpenseInsert>): Promise<void> {
  await db.update(expenses).set(columns).where(eq(expenses.id, id));
}

/** Whether any ledger item was ever posted for the expense. */
export async function expenseWasPosted(db: DbOrTx, id: string): Promise<boolean> {
  const [posted] = await db
    .select({ id: payBillTransactionItems.id })
    .from(payBillTransactionItems)
    .where(eq(payBillTransactionItems.expenseId, id))
    .limit(1);
  return posted !== undefined;
}

export async function deleteExpenseRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(expenses).where(eq(expenses.id, id));
}

/** Deletes a receipt's stored_files row; answers its storage key, for removing the bytes after commit. */
export async function deleteStoredFile(db: DbOrTx, fileId: string): Promise<string | null> {
  const [file] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  return file?.storageKey ?? null;
}

/** Inserts a receipt's stored_files row and answers its id. */
export async function insertStoredFile(db: DbOrTx, values: typeof storedFiles.$inferInsert): Promise<string> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function findStoredFile(db: DbOrTx, fileId: string) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return file;
}
