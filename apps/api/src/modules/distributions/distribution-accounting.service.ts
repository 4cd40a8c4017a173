/** What the accounting export (decision 0091) reads of a partner's distributions: the paid ones. */
import type { DbOrTx } from '../../db/client.js';
import { paidDistributionsOfPartner } from './distribution-accounting.repository.js';

export const distributionsForAccounting = (db: DbOrTx, partnerId: string, limit: number) =>
  paidDistributionsOfPartner(db, partnerId, limit);
