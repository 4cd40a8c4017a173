/** The payments an accounting export reads (decision 0091): a partner's, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

export async function paymentsOfPartner(db: DbOrTx, partnerId: string, limit: number) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      returnDate: payments.returnDate,
      reference: payments.reference,
    })
    .from(payments)
    .where(eq(payments.partnerId, partnerId))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(limit);
}
