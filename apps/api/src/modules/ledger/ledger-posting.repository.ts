/**
 * The ledger's writes and the reads posting needs: what is already posted for a source (a time week, an
 * expense), which weeks still hold an entry's unreversed items, and the transaction and items a plan
 * appends (ledger.posting.ts decides what to append; nothing here edits or deletes an item).
 */
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { payBillTransactionItems, payBillTransactions } from '../../db/schema/index.js';

export type PostedItem = typeof payBillTransactionItems.$inferSelect;
export type NewTransaction = typeof payBillTransactions.$inferInsert;
export type NewItem = typeof payBillTransactionItems.$inferInsert;

/** Has a transaction already been written under this idempotency key (a retried command)? */
export async function idempotencyKeyUsed(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: payBillTransactions.id })
    .from(payBillTransactions)
    .where(eq(payBillTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return seen !== undefined;
}

/** Appends a transaction head and returns its id. */
export async function insertTransaction(db: DbOrTx, values: NewTransaction): Promise<string> {
  const [row] = await db.insert(payBillTransactions).values(values).returning({ id: payBillTransactions.id });
  return row!.id;
}

/** Appends items (one INSERT for them all). */
export async function insertItems(db: DbOrTx, values: NewItem[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(payBillTransactionItems).values(values);
}

/** Every item posted for a time week (all its transactions). */
export async function postedItemsOfWeek(
  db: DbOrTx,
  key: { employerKey: string; personKey: string; weekStart: string },
): Promise<PostedItem[]> {
  const rows = await db
    .select({ item: payBillTransactionItems })
    .from(payBillTransactionItems)
    .innerJoin(payBillTransactions, eq(payBillTransactions.id, payBillTransactionItems.transactionId))
    .where(
      and(
        eq(payBillTransactions.kind, 'time'),
        eq(payBillTransactions.employerKey, key.employerKey),
        eq(payBillTransactions.personKey, key.personKey),
        eq(payBillTransactions.weekStart, key.weekStart),
      ),
    );
  return rows.map((r) => r.item);
}

/** Every item posted for an expense. */
export async function postedItemsOfExpense(db: DbOrTx, expenseId: string): Promise<PostedItem[]> {
  const rows = await db
    .select({ item: payBillTransactionItems })
    .from(payBillTransactionItems)
    .innerJoin(payBillTransactions, eq(payBillTransactions.id, payBillTransactionItems.transactionId))
    .where(and(eq(payBillTransactions.kind, 'expense'), eq(payBillTransactionItems.expenseId, expenseId)));
  return rows.map((r) => r.item);
}

const laterItems = alias(payBillTransactionItems, 'later_items');

/** An item no later item reverses (and not itself a reversal): it still stands. */
const standing = (db: DbOrTx) =>
  and(
    isNull(payBillTransactionItems.reversesItemId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(laterItems)
        .where(eq(laterItems.reversesItemId, payBillTransactionItems.id)),
    ),
  );

/** The time weeks in which these entries still have unreversed items (an entry may have moved weeks). */
export async function weeksWithOpenItems(db: DbOrTx, timesheetIds: string[]) {
  if (timesheetIds.length === 0) return [];
  return db
    .selectDistinct({
      employerKey: payBillTransactions.employerKey,
      personKey: payBillTransactions.personKey,
      weekStart: sql<string>`${payBillTransactions.weekStart}`,
    })
    .from(payBillTransactionItems)
    .innerJoin(payBillTransactions, eq(payBillTransactions.id, payBillTransactionItems.transactionId))
    .where(
      and(
        eq(payBillTransactions.kind, 'time'),
        inArray(payBillTransactionItems.timesheetId, timesheetIds),
        standing(db),
      ),
    );
}

/**
 * Does the employer have time items still standing (posted and not reversed)? Those belong to the workweek they
 * were computed in, so the workweek must not move under them (a recompute would post their entries again).
 */
export async function hasOpenTimeItems(db: DbOrTx, employerKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payBillTransactionItems.id })
    .from(payBillTransactionItems)
    .innerJoin(payBillTransactions, eq(payBillTransactions.id, payBillTransactionItems.transactionId))
    .where(and(eq(payBillTransactions.kind, 'time'), eq(payBillTransactions.employerKey, employerKey), standing(db)))
    .limit(1);
  return row !== undefined;
}
