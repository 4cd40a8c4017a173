/** A run's pay card transfers still waiting for the provider's answer (decision 0058). */
import { and, eq } from 'drizzle-orm';
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
