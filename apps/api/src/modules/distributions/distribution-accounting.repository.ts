/** The distributions an accounting export reads (decision 0091): a partner's paid ones, newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { distributions } from '../../db/schema/index.js';

export async function paidDistributionsOfPartner(db: DbOrTx, partnerId: string, limit: number) {
  return db
    .select({
      id: distributions.id,
      periodStart: distributions.periodStart,
      periodEnd: distributions.periodEnd,
      payable: distributions.payable,
      paidAt: distributions.paidAt,
    })
    .from(distributions)
    .where(and(eq(distributions.partnerId, partnerId), eq(distributions.status, 'paid')))
    .orderBy(desc(distributions.periodStart), desc(distributions.id))
    .limit(limit);
}
