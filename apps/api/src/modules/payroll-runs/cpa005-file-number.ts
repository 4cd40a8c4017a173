/**
 * The file creation number of the platform originator's next CPA-005 file (1–9999, then round again: the
 * bank checks it against the files it received lately). Every CPA-005 file counts — a run's deposits and a
 * payout's (decision 0068) — and writers take turns on one lock, so two never take the same number.
 */
import type { DbOrTx } from '../../db/client.js';
import { lockFor } from '../../lib/locks.js';
import { cpa005FileCount } from './payroll-funding.repository.js';

export async function nextCpa005FileNumber(tx: DbOrTx): Promise<number> {
  await lockFor(tx, 'cpa005-file-number');
  return ((await cpa005FileCount(tx)) % 9999) + 1;
}
