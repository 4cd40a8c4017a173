/** A run's pay card transfers still waiting for the provider's answer (decision 0058). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payrollTransfers } from '../../db/schema/index.js';

export function cardTransfersToLoad(tx: DbOrTx, runId: string, limit: number) {
  return tx
    .select({
      id: payrollTransfers.id,
      contractorId: payrollTransfers.contractorId,
      amount: payrollTransfers.amount,
    })
    .from(payrollTransfers)
    .where(
      and(
        eq(payrollTransfers.payrollRunId, runId),
        eq(payrollTransfers.method, 'pay_card'),
        eq(payrollTransfers.status, 'processing'),
      ),
    )
    .orderBy(payrollTransfers.id)
    .limit(limit);
}

export type TransferToLoad = Awaited<ReturnType<typeof cardTransfersToLoad>>[number];

/** Of these pay card transfers, the ones still waiting (another processing may have recorded some). */
export async function stillToLoad(tx: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: payrollTransfers.id })
    .from(payrollTransfers)
    .where(and(inArray(payrollTransfers.id, [...ids]), eq(payrollTransfers.status, 'processing')));
  return new Set(rows.map((r) => r.id));
}
