/** What the accounting export (decision 0091) reads of a partner's payments. */
import type { DbOrTx } from '../../db/client.js';
import { paymentsOfPartner } from './payment-accounting.repository.js';

export const paymentsForAccounting = (db: DbOrTx, partnerId: string, limit: number) =>
  paymentsOfPartner(db, partnerId, limit);
