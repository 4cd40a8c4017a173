/**
 * The SQL of paying commissions (decision 0068): the referral's previous commission (what it still owes
 * carries forward), a commission's lock for a status change, and approving a distribution's commissions
 * with it.
 */
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { commissions } from '../../db/schema/index.js';

export type CommissionRow = typeof commissions.$inferSelect;

/** The referral's latest commission before a period, in the currency: its amount_due carries forward. */
export async function previousCommission(
  tx: DbOrTx,
  f: { partnerId: string; salesPartnerId: string; currency: string; before: string },
) {
  const [row] = await tx
    .select({ id: commissions.id, amountDue: commissions.amountDue })
    .from(commissions)
    .where(
      and(
        eq(commissions.partnerId, f.partnerId),
        eq(commissions.salesPartnerId, f.salesPartnerId),
        eq(commissions.currency, f.currency),
        lt(commissions.periodStart, f.before),
      ),
    )
    .orderBy(desc(commissions.periodStart))
    .limit(1);
  return row;
}

/** A distribution's commissions approved with it. */
export async function approveCommissionsOf(tx: Tx, distributionId: string): Promise<void> {
  await tx
    .update(commissions)
    .set({ status: 'approved' })
    .where(and(eq(commissions.distributionId, distributionId), eq(commissions.status, 'calculated')));
}

/** A commission row locked for a status change, in the caller's scope. */
export async function lockCommission(tx: Tx, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.id, id), scope))
    .for('update');
  return row;
}

/** The ids of a distribution's commissions still to pay (approved, or failed before), oldest first. */
export async function commissionsToPayOf(tx: Tx, distributionId: string) {
  const rows = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(eq(commissions.distributionId, distributionId), inArray(commissions.status, ['approved', 'failed'])))
    .orderBy(asc(commissions.createdAt), asc(commissions.id));
  return rows.map((r) => r.id);
}

export async function updateCommission(tx: Tx, id: string, values: Partial<typeof commissions.$inferInsert>) {
  await tx.update(commissions).set(values).where(eq(commissions.id, id));
}
