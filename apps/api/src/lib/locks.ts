/**
 * Transaction-scoped advisory locks: two commands that check, then write, the same thing (a
 * contractor's time off days, a login's failures, a ledger week) take the same key first, so the
 * second waits for the first to commit and then sees its row.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export async function lockFor(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
