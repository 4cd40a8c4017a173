/** PTO rules and their enrollments: read through the caller's scope, changed by those who manage them. */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type {
  PtoAdjustment,
  PtoEnrollmentCreate,
  PtoEnrollmentView,
  PtoRuleCreate,
  PtoRuleUpdate,
  PtoRuleView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, partners, ptoAccruals, ptoEnrollments, ptoRules } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { containsPattern, updateWhere } from '../../lib/sql.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { balanceOf } from './pto-accruals.service.js';
import { contractorRowScope, fullName, mayEnrollInRule, mayManageRule, ruleScope } from './pto-scope.js';

type RuleRow = typeof ptoRules.$inferSelect;

export interface RuleListFilter {
  search?: string | undefined;
  partnerId?: string | undefined;
  method?: RuleRow['method'] | undefined;
  active?: boolean | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

const SORTS = { name: ptoRules.name, created_at: ptoRules.createdAt } as const;

const selectRules = (db: DbOrTx) =>
  db
    .select({ row: ptoRules, partnerName: partners.name })
    .from(ptoRules)
    .leftJoin(partners, eq(partners.id, ptoRules.partnerId));

/** Enrolled counts and summed balances of the caller's contractors, per rule. */
async function totalsOf(db: DbOrTx, p: Principal, ruleIds: string[]) {
  const out = new Map<string, { enrolled: number; balance: number }>();
  if (ruleIds.length === 0) return out;
  for (const id of ruleIds) out.set(id, { enrolled: 0, balance: 0 });
  const enrolled = await db
    .select({ ruleId: ptoEnrollments.ptoRuleId, n: count() })
    .from(ptoEnrollments)
    .innerJoin(contractors, eq(contractors.id, ptoEnrollments.contractorId))
    .where(and(inArray(ptoEnrollments.ptoRuleId, ruleIds), contractorRowScope(p)))
    .groupBy(ptoEnrollments.ptoRuleId);
  for (const e of enrolled) out.get(e.ruleId)!.enrolled = e.n;
  const balances = await db
    .select({ ruleId: ptoAccruals.ptoRuleId, total: sql<string>`coalesce(sum(${ptoAccruals.minutes}), 0)` })
    .from(ptoAccruals)
    .innerJoin(contractors, eq(contractors.id, ptoAccruals.contractorId))
    .where(and(inArray(ptoAccruals.ptoRuleId, ruleIds), contractorRowScope(p)))
    .groupBy(ptoAccruals.ptoRuleId);
  for (const b of balances) out.get(b.ruleId)!.balance = Number(b.total);
  return out;
}

function toView(
  p: Principal,
  { row, partnerName }: { row: RuleRow; partnerName: string | null },
  totals: { enrolled: number; balance: number } | undefined,
): PtoRuleView {
  return {
    id: row.id,
    name: row.name,
    method: row.method,
    accrual_rate: row.accrualRate,
    minutes_per_period: row.minutesPerPeriod,
    balance_cap_minutes: row.balanceCapMinutes,
    carry_over_cap_minutes: row.carryOverCapMinutes,
    active: row.active,
    partner: row.partnerId ? { id: row.partnerId, name: partnerName ?? '' } : null,
    enrolled_count: totals?.enrolled ?? 0,
    balance_minutes: totals?.balance ?? 0,
    can_edit: mayManageRule(p, row.partnerId),
    can_enroll: row.active && mayEnrollInRule(p, row.partnerId),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPtoRules(db: DbOrTx, p: Principal, f: RuleListFilter) {
  if (f.partnerId && !isStaff(p))
    throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
  const where = and(
    ruleScope(p),
    f.search ? ilike(ptoRules.name, containsPattern(f.search)) : undefined,
    f.partnerId ? eq(ptoRules.partnerId, f.partnerId) : undefined,
    f.method ? eq(ptoRules.method, f.method) : undefined,
    f.active !== undefined ? eq(ptoRules.active, f.active) : undefined,
  );
  const col = SORTS[f.sort.column as keyof typeof SORTS] ?? ptoRules.name;
  const rows = await selectRules(db)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), asc(ptoRules.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(ptoRules).where(where);
  const totals = await totalsOf(
    db,
    p,
    rows.map((r) => r.row.id),
  );
  return { rows: rows.map((r) => toView(p, r, totals.get(r.row.id))), total: total?.n ?? 0 };
}

async function findRule(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectRules(db)
    .where(and(eq(ptoRules.id, id), ruleScope(p)))
    .limit(1);
  return row;
}

export async function getPtoRule(db: DbOrTx, p: Principal, id: string): Promise<PtoRuleView> {
  const row = await findRule(db, p, id);
  if (!row) throw notFound();
  return toView(p, row, (await totalsOf(db, p, [id])).get(id));
}

async function assertPartnerExists(db: DbOrTx, partnerId: string) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
}

export async function createPtoRule(deps: AppDeps, p: Principal, body: PtoRuleCreate, ip: string) {
  let partnerId: string | null;
  if (isStaff(p)) {
    partnerId = body.partner_id;
    if (partnerId) await assertPartnerExists(deps.db, partnerId);
  } else {
    if (body.partner_id && body.partner_id !== p.partnerId)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'A partner creates rules for itself only' }]);
    partnerId = p.partnerId;
  }
  if (!mayManageRule(p, partnerId)) throw forbidden('Your role may not change PTO rules');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ptoRules)
      .values({
        partnerId,
        name: body.name,
        method: body.method,
        accrualRate: body.method === 'per_hour_worked' ? body.accrual_rate : null,
        minutesPerPeriod: body.method === 'per_period' ? body.minutes_per_period : null,
        balanceCapMinutes: body.balance_cap_minutes,
        carryOverCapMinutes: body.carry_over_cap_minutes,
        active: body.active,
        createdBy: p.userId,
      })
      .returning({ id: ptoRules.id });
    await auditAs(tx, p, ip, {
      action: 'pto_rule_created',
      entityType: 'pto_rule',
      entityId: row!.id,
      metadata: { partner_id: partnerId, method: body.method },
    });
    return row!.id;
  });
  return getPtoRule(deps.db, p, id);
}

export async function updatePtoRule(deps: AppDeps, p: Principal, id: string, changes: PtoRuleUpdate, ip: string) {
  const found = await findRule(deps.db, p, id);
  if (!found) throw notFound();
  if (!mayManageRule(p, found.row.partnerId)) throw forbidden('Your role may not change this PTO rule');
  const method = found.row.method;
  if (method === 'per_hour_worked' && changes.accrual_rate === null)
    throw unprocessable([{ loc: ['body', 'accrual_rate'], msg: 'An accrual rate is required per hour worked' }]);
  if (method === 'per_period' && changes.minutes_per_period === null)
    throw unprocessable([{ loc: ['body', 'minutes_per_period'], msg: 'Minutes per period are required' }]);
  await deps.db.transaction(async (tx) => {
    const changed = await updateWhere(
      tx,
      ptoRules,
      {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.accrual_rate !== undefined &&
          method === 'per_hour_worked' && { accrualRate: changes.accrual_rate }),
        ...(changes.minutes_per_period !== undefined &&
          method === 'per_period' && { minutesPerPeriod: changes.minutes_per_period }),
        ...(changes.balance_cap_minutes !== undefined && { balanceCapMinutes: changes.balance_cap_minutes }),
        ...(changes.carry_over_cap_minutes !== undefined && { carryOverCapMinutes: changes.carry_over_cap_minutes }),
        ...(changes.active !== undefined && { active: changes.active }),
      },
      eq(ptoRules.id, id),
    );
    if (changed) await auditEdit(tx, p, 'pto_rule', id, changes, ip);
  });
  return getPtoRule(deps.db, p, id);
}

/** A rule with ledger rows is history: archive it (active false) instead. */
export async function deletePtoRule(deps: AppDeps, p: Principal, id: string, ip: string) {
  const found = await findRule(deps.db, p, id);
  if (!found) throw notFound();
  if (!mayManageRule(p, found.row.partnerId)) throw forbidden('Your role may not delete this PTO rule');
  await deps.db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(ptoAccruals).where(eq(ptoAccruals.ptoRuleId, id));
    if ((used?.n ?? 0) > 0) throw conflict('This rule has PTO ledger entries; deactivate it instead');
    await tx.delete(ptoEnrollments).where(eq(ptoEnrollments.ptoRuleId, id));
    await tx.delete(ptoRules).where(eq(ptoRules.id, id));
    await auditAs(tx, p, ip, {
      action: 'pto_rule_deleted',
      entityType: 'pto_rule',
      entityId: id,
      metadata: { name: found.row.name },
    });
  });
}

export async function listEnrollments(db: DbOrTx, p: Principal, ruleId: string): Promise<PtoEnrollmentView[]> {
  if (!(await findRule(db, p, ruleId))) throw notFound();
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
    .where(and(eq(ptoEnrollments.ptoRuleId, ruleId), contractorRowScope(p)))
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

export async function enrollContractor(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  body: PtoEnrollmentCreate,
  ip: string,
): Promise<PtoEnrollmentView> {
  const rule = await findRule(deps.db, p, ruleId);
  if (!rule) throw notFound();
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not enrol contractors in this rule');
  if (!rule.row.active) throw conflict('This PTO rule is inactive');
  const [contractor] = await deps.db
    .select({ id: contractors.id, partnerId: contractors.partnerId })
    .from(contractors)
    .where(and(eq(contractors.id, body.contractor_id), contractorRowScope(p)));
  if (!contractor || (rule.row.partnerId !== null && contractor.partnerId !== rule.row.partnerId))
    throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'Unknown contractor for this rule' }]);
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ptoEnrollments)
        .values({ ptoRuleId: ruleId, contractorId: contractor.id, startDate: body.start_date })
        .returning({ id: ptoEnrollments.id });
      await auditAs(tx, p, ip, {
        action: 'pto_enrollment_created',
        entityType: 'pto_rule',
        entityId: ruleId,
        metadata: { enrollment_id: row!.id, contractor_id: contractor.id, start_date: body.start_date },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This contractor is already enrolled in this rule');
    throw err;
  }
  const all = await listEnrollments(deps.db, p, ruleId);
  return all.find((e) => e.contractor.id === contractor.id)!;
}

/** Unenrolling stops accrual; the ledger (and so the balance) stays. */
export async function unenrollContractor(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  enrollmentId: string,
  ip: string,
) {
  const rule = await findRule(deps.db, p, ruleId);
  if (!rule) throw notFound();
  const [row] = await deps.db
    .select({ id: ptoEnrollments.id, contractorId: ptoEnrollments.contractorId })
    .from(ptoEnrollments)
    .innerJoin(contractors, eq(contractors.id, ptoEnrollments.contractorId))
    .where(and(eq(ptoEnrollments.id, enrollmentId), eq(ptoEnrollments.ptoRuleId, ruleId), contractorRowScope(p)));
  if (!row) throw notFound();
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not change enrollments in this rule');
  await deps.db.transaction(async (tx) => {
    await tx.delete(ptoEnrollments).where(eq(ptoEnrollments.id, enrollmentId));
    await auditAs(tx, p, ip, {
      action: 'pto_enrollment_deleted',
      entityType: 'pto_rule',
      entityId: ruleId,
      metadata: { enrollment_id: enrollmentId, contractor_id: row.contractorId },
    });
  });
}

/**
 * A manual balance correction ('adjustment'): by those who may enrol into the rule, for a contractor
 * they see who is enrolled in it (or holds a balance under it). The cap does not apply: it is deliberate.
 */
export async function adjustBalance(deps: AppDeps, p: Principal, ruleId: string, body: PtoAdjustment, ip: string) {
  const rule = await findRule(deps.db, p, ruleId);
  if (!rule) throw notFound();
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not adjust balances under this rule');
  const [held] = await deps.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.id, body.contractor_id),
        contractorRowScope(p),
        sql`(exists (select 1 from ${ptoEnrollments} where ${ptoEnrollments.contractorId} = ${contractors.id}
          and ${ptoEnrollments.ptoRuleId} = ${ruleId})
          or exists (select 1 from ${ptoAccruals} where ${ptoAccruals.contractorId} = ${contractors.id}
          and ${ptoAccruals.ptoRuleId} = ${ruleId}))`,
      ),
    );
  if (!held)
    throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'This contractor is not enrolled in this rule' }]);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ptoAccruals)
      .values({
        contractorId: body.contractor_id,
        ptoRuleId: ruleId,
        kind: 'adjustment',
        minutes: body.minutes,
        effectiveDate: body.effective_date,
        note: body.note,
        createdBy: p.userId,
      })
      .returning({ id: ptoAccruals.id });
    await auditAs(tx, p, ip, {
      action: 'pto_balance_adjusted',
      entityType: 'pto_rule',
      entityId: ruleId,
      metadata: { accrual_id: row!.id, contractor_id: body.contractor_id, minutes: body.minutes },
    });
    return { id: row!.id, balance_minutes: await balanceOf(tx, body.contractor_id, ruleId) };
  });
}
