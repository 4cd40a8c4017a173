/**
 * What a PTO request does to the balance: it is drawn from the rule the contractor is enrolled in on
 * the first day ('usage', checked against the balance with the enrollment locked), and given back
 * ('usage_reversal') when an approved request is cancelled. Sick and bereavement days draw nothing.
 */
import type { TimeOffRequestDetail } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import { enrollmentOn } from './pto-enrollments.repository.js';
import { appendLedgerRow, balanceOf, lockedBalance, openUsagesOf } from './pto-ledger.repository.js';
import type { RequestRow } from './time-off.repository.js';

const NOT_ENOUGH_BALANCE = 'Not enough PTO balance';

/** The contractor's balance under the rule a pto request draws from (null: another type, or not enrolled). */
export async function balanceOfRequest(db: DbOrTx, row: RequestRow): Promise<TimeOffRequestDetail['balance']> {
  const rule = row.type === 'pto' ? await enrollmentOn(db, row.contractorId, row.startDate) : null;
  if (!rule) return null;
  return {
    pto_rule_id: rule.ruleId,
    pto_rule_name: rule.ruleName,
    balance_minutes: await balanceOf(db, row.contractorId, rule.ruleId),
  };
}

/**
 * The rule a pto request draws `total` minutes from, once the balance (read with the enrollment
 * locked) is known to hold them; null for the other types. Not enrolled or too little: a 422.
 */
export async function ruleToDraw(tx: DbOrTx, row: RequestRow, total: number): Promise<string | null> {
  if (row.type !== 'pto') return null;
  const rule = await enrollmentOn(tx, row.contractorId, row.startDate);
  const balance = rule ? await lockedBalance(tx, rule.enrollmentId, row.contractorId, rule.ruleId) : 0;
  if (!rule || balance < total) throw unprocessable([{ loc: ['body', '__root__'], msg: NOT_ENOUGH_BALANCE }]);
  return rule.ruleId;
}

/** Draws the request's minutes from the rule's balance, effective its first day. */
export async function recordUsage(tx: DbOrTx, row: RequestRow, ruleId: string, total: number, userId: string) {
  await appendLedgerRow(tx, {
    contractorId: row.contractorId,
    ptoRuleId: ruleId,
    kind: 'usage',
    minutes: -total,
    effectiveDate: row.startDate,
    timeOffRequestId: row.id,
    note: `time off ${row.startDate} – ${row.endDate}`,
    createdBy: userId,
  });
}

/** Gives back every usage of the request not given back yet. */
export async function returnUsage(tx: DbOrTx, requestId: string, userId: string) {
  for (const u of await openUsagesOf(tx, requestId)) {
    await appendLedgerRow(tx, {
      contractorId: u.contractorId,
      ptoRuleId: u.ptoRuleId,
      kind: 'usage_reversal',
      minutes: -u.minutes,
      effectiveDate: u.effectiveDate,
      timeOffRequestId: requestId,
      reversesId: u.id,
      note: 'time off cancelled',
      createdBy: userId,
    });
  }
}
