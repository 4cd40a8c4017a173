/**
 * The PTO accrual ledger's hook into timesheet decisions (decision 0023).
 *
 * `syncPtoAccruals` runs in the same transaction as every timesheet status change and makes the
 * accrual ledger agree with the entries' current state: approved (or signed, or no_bill) worked time of
 * a contractor enrolled in an active per-hour-worked rule holds exactly one unreversed accrual; anything
 * else holds none. The ledger is append-only, so "none" means a reversing row (`reverses_id`).
 * Running it twice posts nothing the second time.
 */
import { accrualMinutesFor, cappedAccrual } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import { hourRulesOf } from './pto-enrollments.repository.js';
import { appendLedgerRow, lockedBalance, openAccrualsOf } from './pto-ledger.repository.js';
import { timesheetsToAccrue } from './time-off-entries.repository.js';

/** Statuses whose hours count as worked and approved (no_bill is still paid to the worker). */
const ACCRUING_STATUSES = ['approved', 'signed', 'no_bill'] as const;
/** Entry types that are time worked; paid-not-worked time (pto, sick, holiday, bereavement) never accrues. */
const ACCRUING_TYPES = ['regular', 'on_call'] as const;

type HourRule = Awaited<ReturnType<typeof hourRulesOf>>[number];

/** The basis an accrual was computed from; an accrual whose basis no longer matches is reposted. */
function basisOf(minutesWorked: number, rate: string): string {
  return `worked ${minutesWorked} min × ${rate}`;
}

/** Of the contractor's per-hour-worked rules, the one in effect on `date`: the latest enrollment start. */
function ruleOn(rules: readonly HourRule[], contractorId: string, date: string): HourRule | null {
  let best: HourRule | null = null;
  for (const r of rules) {
    if (r.contractorId !== contractorId || r.startDate > date) continue;
    if (!best || r.startDate > best.startDate || (r.startDate === best.startDate && r.ruleId < best.ruleId)) best = r;
  }
  return best;
}

export async function syncPtoAccruals(tx: Tx, timesheetIds: string[], actorUserId: string | null): Promise<void> {
  const ids = [...new Set(timesheetIds)];
  if (ids.length === 0) return;
  const entries = await timesheetsToAccrue(tx, ids);
  if (entries.length === 0) return;
  const rules = await hourRulesOf(tx, [...new Set(entries.map((e) => e.contractorId))]);
  const open = await openAccrualsOf(tx, ids);

  for (const entry of entries) {
    const accrues =
      (ACCRUING_STATUSES as readonly string[]).includes(entry.status) &&
      (ACCRUING_TYPES as readonly string[]).includes(entry.type) &&
      entry.minutesWorked > 0;
    const rule = accrues ? ruleOn(rules, entry.contractorId, entry.date) : null;
    const basis = rule ? basisOf(entry.minutesWorked, rule.accrualRate) : null;
    const mine = open.filter((a) => a.timesheetId === entry.id);
    const kept = rule ? mine.find((a) => a.ptoRuleId === rule.ruleId && a.note?.startsWith(basis!)) : undefined;

    for (const a of mine) {
      if (a === kept) continue;
      await appendLedgerRow(tx, {
        contractorId: a.contractorId,
        ptoRuleId: a.ptoRuleId,
        kind: 'reversal',
        minutes: -a.minutes,
        effectiveDate: a.effectiveDate,
        timesheetId: entry.id,
        reversesId: a.id,
        note: `entry ${entry.status} (${entry.type})`,
        createdBy: actorUserId,
      });
    }
    if (!rule || kept) continue;

    const earned = accrualMinutesFor(entry.minutesWorked, rule.accrualRate);
    const balance = await lockedBalance(tx, rule.enrollmentId, entry.contractorId, rule.ruleId);
    const minutes = cappedAccrual(earned, balance, rule.balanceCapMinutes);
    await appendLedgerRow(tx, {
      contractorId: entry.contractorId,
      ptoRuleId: rule.ruleId,
      kind: 'accrual',
      minutes,
      effectiveDate: entry.date,
      timesheetId: entry.id,
      note: minutes < earned ? `${basis}; capped at ${rule.balanceCapMinutes} min` : basis,
      createdBy: actorUserId,
    });
  }
}
