/** Enrollments: which contractor accrues under which rule from which date. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PtoEnrollmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { contractorRowScope, fullName } from './pto-scope.js';

/** The rule's enrollments of contractors the caller sees, with each one's balance, by name. */
export async function listEnrollmentViews(db: DbOrTx, p: Principal, ruleId: string): Promise<PtoEnrollmentView[]> {
  const rows = await db
    .select({
      id: ptoEnrollments.id,
      contractorId: contractors.id,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      startDate: ptoEnrollments.startDate,
      createdAt: ptoEnrollments.createdAt,
      balance: sql<string>`(select coalesce(sum(${ptoAccruals.minutes}), 0) from ${ptoAccruals}
        where ${ptoAccruals.contractorId} = ${contractors.id} and ${ptoAccruals.ptoRuleId} = ${ruleId})`,
    })
    .from(ptoEnrollments)
    .innerJoin(contractors, eq(contractors.id, ptoEnrollments.contractorId))
    .where(and(eq(ptoEnrollments.ptoRuleId, ruleId), contractorRowScope(p, db)))
    .orderBy(asc(contractors.lastName), asc(contractors.firstName), asc(ptoEnrollments.id));
  return rows.map((r) => ({
    id: r.id,
    pto_rule_id: ruleId,
    contractor: { id: r.contractorId, name: fullName(r) },
    start_date: r.startDate,
    balance_minutes: Number(r.balance),
    created_at: r.createdAt.toISOString(),
  }));
}

/** A contractor the caller sees, with its partner. */
export async function findVisibleContractor(db: DbOrTx, p: Principal, contractorId: string) {
  const [row] = await db
    .select({ id: contractors.id, partnerId: contractors.partnerId })
    .from(contractors)
    .where(and(eq(contractors.id, contractorId), contractorRowScope(p, db)));
  return row;
}

/** Whether a contractor the caller sees is enrolled in the rule or holds ledger rows under it. */
export async function holdsRule(db: DbOrTx, p: Principal, contractorId: string, ruleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.id, contractorId),
        contractorRowScope(p, db),
        sql`(exists (select 1 from ${ptoEnrollments} where ${ptoEnrollments.contractorId} = ${contractors.id}
          and ${ptoEnrollments.ptoRuleId} = ${ruleId})
          or exists (select 1 from ${ptoAccruals} where ${ptoAccruals.contractorId} = ${contractors.id}
          and ${ptoAccruals.ptoRuleId} = ${ruleId}))`,
      ),
    );
  return row !== undefined;
}

export async function insertEnrollment(
  tx: DbOrTx,
  values: { ptoRuleId: string; contractorId: string; startDate: string },
): Promise<string> {
  const [row] = await tx.insert(ptoEnrollments).values(values).returning({ id: ptoEnrollments.id });
  return row!.id;
}

/** One enrollment of the rule, of a contractor the caller sees. */
export async function findVisibleEnrollment(db: DbOrTx, p: Principal, ruleId: string, enrollmentId: string) {
  const [row] = await db
    .select({ id: ptoEnrollments.id, contractorId: ptoEnrollments.contractorId })
    .from(ptoEnrollments)
    .innerJoin(contractors, eq(contractors.id, ptoEnrollments.contractorId))
    .where(and(eq(ptoEnrollments.id, enrollmentId), eq(ptoEnrollments.ptoRuleId, ruleId), contractorRowScope(p, db)));
  return row;
}

export async function deleteEnrollment(tx: DbOrTx, enrollmentId: string) {
  await tx.delete(ptoEnrollments).where(eq(ptoEnrollments.id, enrollmentId));
}

/** The rule a contractor's PTO is drawn from on `date`: the latest enrollment started by then. */
export async function enrollmentOn(db: DbOrTx, contractorId: string, date: string) {
  const [row] = await db
    .select({ enrollmentId: ptoEnrollments.id, ruleId: ptoRules.id, ruleName: ptoRules.name })
    .from(ptoEnrollments)
    .innerJoin(ptoRules, eq(ptoRules.id, ptoEnrollments.ptoRuleId))
    .where(and(eq(ptoEnrollments.contractorId, contractorId), lte(ptoEnrollments.startDate, date)))
    .orderBy(desc(ptoEnrollments.startDate), asc(ptoRules.id))
    .limit(1);
  return row ?? null;
}

/** The contractors' enrollments in active per-hour-worked rules (those with a rate). */
export async function hourRulesOf(tx: DbOrTx, contractorIds: string[]) {
  const rows = await tx
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
    );
  return rows.flatMap((r) => (r.accrualRate === null ? [] : [{ ...r, accrualRate: r.accrualRate }]));
}

/** Enrollments started by `periodEnd` in the active per-period rules (or just `ruleId`). */
export function periodEnrollments(db: DbOrTx, periodEnd: string, ruleId?: string) {
  return db
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
        lte(ptoEnrollments.startDate, periodEnd),
        ruleId ? eq(ptoRules.id, ruleId) : undefined,
      ),
    );
}
