/**
 * For the demo seed: one PTO rule (1 h per 30 h worked, 80 h cap, 40 h carried over), the given
 * contractors enrolled, and an opening balance per contractor as an 'adjustment' row. Entries the seed
 * approves afterwards accrue when it passes their ids to `syncPtoAccruals`.
 */
import type { DbOrTx } from '../../db/client.js';
import { insertEnrollment } from './pto-enrollments.repository.js';
import { appendLedgerRow } from './pto-ledger.repository.js';
import { insertRule } from './pto-rules.repository.js';

export interface PtoDemoOptions {
  /** Null: a platform rule. */
  partnerId: string | null;
  contractorIds: string[];
  /** Enrollment start and the opening balance's date (YYYY-MM-DD). */
  startDate: string;
  /** Opening balance per contractor (default 16 h). */
  openingMinutes?: number;
  name?: string;
}

export async function seedPtoDemo(db: DbOrTx, opts: PtoDemoOptions): Promise<{ ruleId: string }> {
  const ruleId = await insertRule(db, {
    partnerId: opts.partnerId,
    name: opts.name ?? 'Standard PTO',
    method: 'per_hour_worked',
    accrualRate: '0.033333',
    balanceCapMinutes: 80 * 60,
    carryOverCapMinutes: 40 * 60,
  });
  const opening = opts.openingMinutes ?? 16 * 60;
  // One contractor at a time: the demo enrolls a handful, so a bulk insert would save nothing worth a copy.
  for (const contractorId of opts.contractorIds) {
    await insertEnrollment(db, { ptoRuleId: ruleId, contractorId, startDate: opts.startDate });
  }
  if (opening > 0) {
    for (const contractorId of opts.contractorIds) {
      await appendLedgerRow(db, {
        contractorId,
        ptoRuleId: ruleId,
        kind: 'adjustment',
        minutes: opening,
        effectiveDate: opts.startDate,
        note: 'Opening balance',
      });
    }
  }
  return { ruleId };
}
