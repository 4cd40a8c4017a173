/**
 * The PTO ledger's calendar work (decision 0023): per-period accrual at each pay period's end, and the
 * year-end carry-over that forfeits what is above a rule's carry-over cap. Both are idempotent: a period
 * accrual is one row per contractor × rule × period end (its note names the period), a forfeit one row
 * per contractor × rule × year.
 */
import { cappedAccrual, forfeitAtYearEnd, workPeriods, type PayCalendarSettings } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { loadPayCalendar, PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';
import { periodEnrollments } from './pto-enrollments.repository.js';
import {
  appendLedgerRow,
  balanceOf,
  hasLedgerRow,
  holdersOf,
  lockedBalance,
  lockEnrollmentOf,
} from './pto-ledger.repository.js';
import { activeRulesOf, carryOverRules, isSelfEmployer } from './pto-rules.repository.js';

const periodNote = (periodEnd: string) => `period ending ${periodEnd}`;
const yearEndNote = (year: number) => `year end ${year}`;

/** The employer whose pay calendar a rule follows: a self-employer partner's own, else the platform. */
async function calendarOfRule(db: DbOrTx, rulePartnerId: string | null): Promise<PayCalendarSettings> {
  const selfEmployed = rulePartnerId !== null && (await isSelfEmployer(db, rulePartnerId));
  const cal = await loadPayCalendar(db, selfEmployed ? rulePartnerId : PLATFORM_EMPLOYER);
  return { frequency: cal.frequency, anchorDate: cal.anchorDate, payDayOffsetDays: cal.payDayOffsetDays };
}

/**
 * Accrues `minutes_per_period` (capped) for every contractor enrolled by `periodEnd` in the active
 * per-period rules (or just `ruleId`), effective `periodEnd`. A contractor already credited for that
 * period end is skipped. Returns how many rows were posted.
 */
export async function accruePtoForPeriod(
  db: DbOrTx,
  opts: { periodEnd: string; ruleId?: string },
  actorUserId: string | null,
): Promise<number> {
  const enrolled = await periodEnrollments(db, opts.periodEnd, opts.ruleId);
  let posted = 0;
  const note = periodNote(opts.periodEnd);
  for (const e of enrolled) {
    if (!e.minutesPerPeriod) continue;
    const balance = await lockedBalance(db, e.enrollmentId, e.contractorId, e.ruleId);
    const credited = { contractorId: e.contractorId, ruleId: e.ruleId, kind: 'accrual' as const, note, prefix: true };
    if (await hasLedgerRow(db, { ...credited, effectiveDate: opts.periodEnd })) continue;
    const minutes = cappedAccrual(e.minutesPerPeriod, balance, e.cap);
    await appendLedgerRow(db, {
      contractorId: e.contractorId,
      ptoRuleId: e.ruleId,
      kind: 'accrual',
      minutes,
      effectiveDate: opts.periodEnd,
      note: minutes < e.minutesPerPeriod ? `${note}; capped at ${e.cap} min` : note,
      createdBy: actorUserId,
    });
    posted += 1;
  }
  return posted;
}

/** The daily job: accrues every per-period rule whose employer's pay period ends on `date`. */
export async function runPeriodAccruals(db: DbOrTx, date: string): Promise<number> {
  const rules = await activeRulesOf(db, 'per_period');
  let posted = 0;
  for (const rule of rules) {
    const cal = await calendarOfRule(db, rule.partnerId);
    if (workPeriods(cal, date, 1)[0]?.period_end_date !== date) continue;
    posted += await accruePtoForPeriod(db, { periodEnd: date, ruleId: rule.id }, null);
  }
  return posted;
}

/**
 * Year end for one rule (or all with a carry-over cap): whatever each contractor's balance on Dec 31
 * holds above the cap is forfeited, effective Dec 31. Returns how many contractors lost minutes.
 */
export async function runPtoYearEnd(
  db: DbOrTx,
  opts: { year: number; ruleId?: string },
  actorUserId: string | null,
): Promise<{ forfeits: number; minutes: number }> {
  const lastDay = `${opts.year}-12-31`;
  const note = yearEndNote(opts.year);
  let forfeits = 0;
  let minutes = 0;
  for (const rule of await carryOverRules(db, opts.ruleId)) {
    for (const contractorId of await holdersOf(db, rule.id, lastDay)) {
      // Serialize with accruals and usage of the same contractor × rule.
      await lockEnrollmentOf(db, rule.id, contractorId);
      if (await hasLedgerRow(db, { contractorId, ruleId: rule.id, kind: 'forfeit', note })) continue;
      const lost = forfeitAtYearEnd(await balanceOf(db, contractorId, rule.id, lastDay), rule.carryOverCap);
      if (lost <= 0) continue;
      await appendLedgerRow(db, {
        contractorId,
        ptoRuleId: rule.id,
        kind: 'forfeit',
        minutes: -lost,
        effectiveDate: lastDay,
        note,
        createdBy: actorUserId,
      });
      forfeits += 1;
      minutes += lost;
    }
  }
  return { forfeits, minutes };
}
