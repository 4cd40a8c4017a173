/**
 * The PTO accrual ledger's hook into timesheet decisions (decision 0023).
 *
 * `syncPtoAccruals` runs in the same transaction as every timesheet status change and makes the
 * accrual ledger agree with the entries' current state: approved (or signed, or no_bill) worked time of
 * a contractor enrolled in an active per-hour-worked rule holds exactly one unreversed accrual; anything
 * else holds none. The ledger is append-only, so "none" means a reversing row (`reverses_id`).
 * Running it twice posts nothing the second time.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accrualMinutesFor, cappedAccrual } from '@app/paybill';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ptoAccruals, ptoEnrollments, ptoRules, timesheets } from '../../db/schema/index.js';

/** Statuses whose hours count as worked and approved (no_bill is still paid to the worker). */
export const ACCRUING_STATUSES = ['approved', 'signed', 'no_bill'] as const;
/** Entry types that are time worked; paid-not-worked time (pto, sick, holiday, bereavement) never accrues. */
export const ACCRUING_TYPES = ['regular', 'on_call'] as const;

interface HourRule {
  enrollmentId: string;
  ruleId: string;
  contractorId: string;
  startDate: string;
  accrualRate: string;
  balanceCapMinutes: number | null;
}

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

/** Balance of one contractor under one rule (all dates), after locking the enrollment row. */
export async function lockedBalance(tx: DbOrTx, enrollmentId: string, contractorId: string, ruleId: string) {
  await tx
    .select({ id: ptoEnrollments.id })
    .from(ptoEnrollments)
    .where(eq(ptoEnrollments.id, enrollmentId))
    .for('update');
  return balanceOf(tx, contractorId, ruleId);
}

export async function balanceOf(db: DbOrTx, contractorId: string, ruleId: string, asOf?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ptoAccruals.minutes}), 0)` })
    .from(ptoAccruals)
    .where(
      and(
        eq(ptoAccruals.contractorId, contractorId),
        eq(ptoAccruals.ptoRuleId, ruleId),
        asOf ? sql`${ptoAccruals.effectiveDate} <= ${asOf}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

export async function syncPtoAccruals(tx: Tx, timesheetIds: string[], actorUserId: string | null): Promise<void> {
  const ids = [...new Set(timesheetIds)];
  if (ids.length === 0) return;
  const entries = await tx
    .select({
      id: timesheets.id,
      contractorId: timesheets.contractorId,
      date: timesheets.date,
      type: timesheets.type,
      status: timesheets.status,
      minutesWorked: timesheets.minutesWorked,
    })
    .from(timesheets)
    .where(inArray(timesheets.id, ids))
    .orderBy(asc(timesheets.date), asc(timesheets.id));
  if (entries.length === 0) return;

  const contractorIds = [...new Set(entries.map((e) => e.contractorId))];
  const rules: HourRule[] = (
    await tx
      .select({
        enrollmentId: ptoEnrollments.id,
        ruleId: ptoRules.id,
        contractorId: ptoEnrollments.contractorId,
        startDate: ptoEnrollments.startDate,
        accrualRate: ptoRules.accrualRate,
        balanceCapMinutes: ptoRules.balanceCapMinutes,
      })
      .from(ptoEnrollments)
      .innerJoin(ptoRules, eq(ptoRules.id, ptoEnrollments.ptoRuleId))
      .where(
        and(
          inArray(ptoEnrollments.contractorId, contractorIds),
          eq(ptoRules.method, 'per_hour_worked'),
          eq(ptoRules.active, true),
        ),
      )
  ).flatMap((r) => (r.accrualRate === null ? [] : [{ ...r, accrualRate: r.accrualRate }]));

  // Accruals of these entries that no reversal points at yet.
  const open = await tx
    .select({
      id: ptoAccruals.id,
      timesheetId: ptoAccruals.timesheetId,
      ptoRuleId: ptoAccruals.ptoRuleId,
      contractorId: ptoAccruals.contractorId,
      minutes: ptoAccruals.minutes,
      effectiveDate: ptoAccruals.effectiveDate,
      note: ptoAccruals.note,
    })
    .from(ptoAccruals)
    .where(
      and(
        inArray(ptoAccruals.timesheetId, ids),
        eq(ptoAccruals.kind, 'accrual'),
        sql`not exists (select 1 from ${ptoAccruals} r where r.reverses_id = ${ptoAccruals.id})`,
      ),
    )
    .orderBy(asc(ptoAccruals.createdAt), asc(ptoAccruals.id));

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
      await tx.insert(ptoAccruals).values({
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
    await tx.insert(ptoAccruals).values({
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
