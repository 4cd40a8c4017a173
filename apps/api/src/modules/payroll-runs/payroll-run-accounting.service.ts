/** What the accounting export (decision 0091) reads of a partner's payroll runs: the paid ones. */
import type { DbOrTx } from '../../db/client.js';
import { paidRunsOfPartner } from './payroll-run-accounting.repository.js';

export const payrollRunsForAccounting = (db: DbOrTx, partnerId: string, limit: number) =>
  paidRunsOfPartner(db, partnerId, limit);
