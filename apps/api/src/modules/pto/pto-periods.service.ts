/**
 * The PTO ledger's calendar work (decision 0023): per-period accrual at each pay period's end, and the
 * year-end carry-over that forfeits what is above a rule's carry-over cap. Both are idempotent: a period
 * accrual is one row per contractor × rule × period end (its note names the period), a forfeit one row
 * per contractor × rule × year.
 */
import { and, eq, like, lte, sql } from 'drizzle-orm';
import { cappedAccrual, forfeitAtYearEnd, workPeriods, type PayCalendarSettings } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { partners, payCalendars, ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';
import { balanceOf, lockedBalance } from './pto-accruals.service.js';

/** The pay calendar an employer uses until it saves one (the shared design's default). */
export const DEFAULT_PAY_CALENDAR: PayCalendarSettings = {
  frequency: 'weekly',
  anchorDate: '2026-01-05',
  payDayOffsetDays: 5,
};

export const periodNote = (periodEnd: string) => `period ending ${periodEnd}`;
export const yearEndNote = (year: number) => `year end ${year}`;

/** The employer whose pay calendar a rule follows: a self-employer partner's own, else the platform. */
async function calendarOfRule(db: DbOrTx, rulePartnerId: string | null): Promise<PayCalendarSettings> {
  let employerKey = 'platform';
  if (rulePartnerId) {
    const [partner] = await db
      .select({ selfEmployer: partners.selfEmployer })
      .from(partners)
      .where(eq(partners.id, rulePartnerId));
    if (partner?.selfEmployer) employerKey = rulePartnerId;
  }
  const [cal] = await db.select().from(payCalendars).where(eq(payCalendars.employerKey, employerKey));
  return cal
    ? { frequency: cal.frequency, anchorDate: cal.anchorDate, payDayOffsetDays: cal.payDayOffsetDays }
    : DEFAULT_PAY_CALENDAR;
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
  const enrolled = await db
    .select({
      enrollmentId: ptoEnrollments.id,
      contractorId: ptoEnrollments.contractorId,
      ruleId: ptoRules.id,
      minutesPerPeriod: ptoRules.minutesPerPeriod,
      cap: ptoRules.balanceCapMinutes,
    })
    .from(ptoEnrollments)
    .innerJoin(ptoRules, eq(ptoRules.id, ptoEnrollments.ptoRuleId))
    .where(
      and(
        eq(ptoRules.method, 'per_period'),
        eq(ptoRules.active, true),
        lte(ptoEnrollments.startDate, opts.periodEnd),
        opts.ruleId ? eq(ptoRules.id, opts.ruleId) : undefined,
      ),
    );
  let posted = 0;
  const note = periodNote(opts.periodEnd);
  for (const e of enrolled) {
    if (!e.minutesPerPeriod) continue;
    const balance = await lockedBalance(db, e.enrollmentId, e.contractorId, e.ruleId);
    const [already] = await db
      .select({ id: ptoAccruals.id })
      .from(ptoAccruals)
      .where(
        and(
          eq(ptoAccruals.contractorId, e.contractorId),
          eq(ptoAccruals.ptoRuleId, e.ruleId),
          eq(ptoAccruals.kind, 'accrual'),
          eq(ptoAccruals.effectiveDate, opts.periodEnd),
          like(ptoAccruals.note, `${note}%`),
        ),
      )
      .limit(1);
    if (already) continue;
    const minutes = cappedAccrual(e.minutesPerPeriod, balance, e.cap);
    await db.insert(ptoAccruals).values({
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
  const rules = await db
    .select({ id: ptoRules.id, partnerId: ptoRules.partnerId })
    .from(ptoRules)
    .where(and(eq(ptoRules.method, 'per_period'), eq(ptoRules.active, true)));
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
  const rules = await db
    .select({ id: ptoRules.id, carryOverCap: ptoRules.carryOverCapMinutes })
    .from(ptoRules)
    .where(
      and(sql`${ptoRules.carryOverCapMinutes} is not null`, opts.ruleId ? eq(ptoRules.id, opts.ruleId) : undefined),
    );
  let forfeits = 0;
  let minutes = 0;
  for (const rule of rules) {
    const holders = await db
      .selectDistinct({ contractorId: ptoAccruals.contractorId })
      .from(ptoAccruals)
      .where(and(eq(ptoAccruals.ptoRuleId, rule.id), lte(ptoAccruals.effectiveDate, lastDay)));
    for (const { contractorId } of holders) {
      // Serialize with accruals and usage of the same contractor × rule.
      await db
        .select({ id: ptoEnrollments.id })
        .from(ptoEnrollments)
        .where(and(eq(ptoEnrollments.ptoRuleId, rule.id), eq(ptoEnrollments.contractorId, contractorId)))
        .for('update');
      const [done] = await db
        .select({ id: ptoAccruals.id })
        .from(ptoAccruals)
        .where(
          and(
            eq(ptoAccruals.contractorId, contractorId),
            eq(ptoAccruals.ptoRuleId, rule.id),
            eq(ptoAccruals.kind, 'forfeit'),
            eq(ptoAccruals.note, note),
          ),
        )
        .limit(1);
      if (done) continue;
      const lost = forfeitAtYearEnd(await balanceOf(db, contractorId, rule.id, lastDay), rule.carryOverCap);
      if (lost <= 0) continue;
      await db.insert(ptoAccruals).values({
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
