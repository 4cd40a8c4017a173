/** What the accounting export (decision 0091) reads of a partner's invoices: the issued ones, by number. */
import type { DbOrTx } from '../../db/client.js';
import { issuedInvoicesOfPartner } from './invoice-accounting.repository.js';

export const invoicesForAccounting = (db: DbOrTx, partnerId: string, limit: number) =>
  issuedInvoicesOfPartner(db, partnerId, limit);
