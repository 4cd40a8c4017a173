/**
 * Locks. Transaction-scoped advisory locks: two commands that check, then write, the same thing (a
 * contractor's time off days, a login's failures, a ledger week) take the same key first, so the
 * second waits for the first to commit and then sees its row.
 */
import { asc, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

export async function lockFor(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Locks a table's rows by id, in id order: every command that locks several rows of one table takes them in
 * this order, so two of them at once wait for each other instead of deadlocking. Answers the locked rows.
 */
export async function lockRowsInIdOrder<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  table: T,
  ids: readonly string[],
): Promise<InferSelectModel<T>[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for('update');
  return rows as InferSelectModel<T>[];
}
