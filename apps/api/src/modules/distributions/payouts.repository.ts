/**
 * The SQL of payouts (decision 0068): every attempt to pay a distribution or a commission, with the file
 * as written; the latest one per subject for the lists; a return file's trace numbers matched to them.
 */
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { payouts } from '../../db/schema/index.js';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

export async function insertPayout(tx: Tx, values: NewPayout): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

/** A distribution's or a commission's payouts, newest first. */
export function payoutsOf(db: DbOrTx, of: { distributionId: string } | { commissionId: string }) {
  const where =
    'distributionId' in of ? eq(payouts.distributionId, of.distributionId) : eq(payouts.commissionId, of.commissionId);
  return db.select().from(payouts).where(where).orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/** The payout fields a list shows, as JSON (timestamps as text). */
export interface PayoutJson {
  id: string;
  format: PayoutRow['format'];
  amount: string;
  currency: string;
  account_last4: string;
  trace_number: string;
  status: PayoutRow['status'];
  return_code: string | null;
  returned_at: string | null;
  created_at: string;
}

/** A list row's latest payout (or null), by the subject's id column of the outer query. */
export const latestPayout = (subject: 'distribution_id' | 'commission_id', id: AnyColumn): SQL<PayoutJson | null> =>
  sql<PayoutJson | null>`(select row_to_json(x) from (
    select p.id, p.format, p.amount::text as amount, p.currency, p.account_last4, p.trace_number, p.status,
      p.return_code, p.returned_at, p.created_at
    from payouts p where p.${sql.raw(subject)} = ${id} order by p.created_at desc, p.id desc limit 1) x)`;

/** The payouts these trace numbers name (NACHA entries: a return file names them), locked to mark them. */
export function payoutsByTrace(tx: Tx, traces: string[]) {
  if (traces.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.format, 'nacha'), inArray(payouts.traceNumber, traces)))
    .for('update');
}

export async function markPayoutReturned(tx: Tx, id: string, returnCode: string, at: Date): Promise<void> {
  await tx.update(payouts).set({ status: 'returned', returnCode, returnedAt: at }).where(eq(payouts.id, id));
}
