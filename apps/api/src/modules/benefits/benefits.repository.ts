/** The SQL of benefits: the platform's and partners' plans, enrollments, dependents. */
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BENEFIT_PLAN_KINDS, BenefitTaxTreatment, BenefitTierCost } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  benefitDependents,
  benefitEnrollments,
  contractors,
  eorBenefits,
  partnerBenefits,
  partners,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

type BenefitPlanKind = (typeof BENEFIT_PLAN_KINDS)[number];

export type EnrollmentRow = typeof benefitEnrollments.$inferSelect;
export type DependentRow = typeof benefitDependents.$inferSelect;

/** A plan of either table, one shape. */
export interface PlanRow {
  id: string;
  source: 'eor' | 'partner';
  partnerId: string | null;
  partnerName: string | null;
  name: string;
  kind: BenefitPlanKind;
  taxTreatment: BenefitTaxTreatment;
  tiers: BenefitTierCost[];
  active: boolean;
  createdAt: Date;
}

const eorPlan = (r: typeof eorBenefits.$inferSelect): PlanRow => ({
  id: r.id,
  source: 'eor',
  partnerId: null,
  partnerName: null,
  name: r.name,
  kind: r.kind,
  taxTreatment: r.taxTreatment,
  tiers: r.tiers as BenefitTierCost[],
  active: r.active,
  createdAt: r.createdAt,
});

/** A partner plan's tiers: the stored ones, or (a plan from before tiers) employee only at its monthly costs. */
const partnerPlan = (r: typeof partnerBenefits.$inferSelect, partnerName: string | null): PlanRow => {
  const stored = r.tiers as BenefitTierCost[];
  return {
    id: r.id,
    source: 'partner',
    partnerId: r.partnerId,
    partnerName,
    name: r.name,
    kind: r.kind,
    taxTreatment: r.taxTreatment,
    tiers: stored.length
      ? stored
      : [
          {
            tier: 'employee_only',
            employee_monthly_cost: r.employeeMonthlyCost,
            employer_monthly_cost: r.employerMonthlyCost,
          },
        ],
    active: r.active,
    createdAt: r.createdAt,
  };
};

export interface PlanFilter extends ListRequest {
  scope?: SQL | undefined;
  kind?: PlanRow['kind'] | undefined;
  active?: boolean | undefined;
  partnerId?: string | undefined;
}

export function listEorPlans(db: DbOrTx, f: PlanFilter) {
  const t = eorBenefits;
  const where = and(
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.active === undefined ? undefined : eq(t.active, f.active),
  );
  const sorts: KeyMap = { name: t.name, kind: [t.kind, t.name], created_at: t.createdAt };
  return keysetList(db, {
    select: (listKey) => db.select({ row: t, listKey }).from(t).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(sorts, f.sort, 'name', [t.id]),
    request: f,
    view: (r) => eorPlan(r.row),
  });
}

export function listPartnerPlans(db: DbOrTx, f: PlanFilter) {
  const t = partnerBenefits;
  const where = and(
    f.scope,
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.active === undefined ? undefined : eq(t.active, f.active),
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
  );
  const sorts: KeyMap = { name: t.name, kind: [t.kind, t.name], created_at: t.createdAt };
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ row: t, partnerName: partners.name, listKey })
        .from(t)
        .innerJoin(partners, eq(partners.id, t.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(sorts, f.sort, 'name', [t.id]),
    request: f,
    view: (r) => partnerPlan(r.row, r.partnerName),
  });
}

export async function findEorPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(eorBenefits).where(eq(eorBenefits.id, id));
  return row && eorPlan(row);
}

export async function findPartnerPlan(db: DbOrTx, id: string, scope?: SQL): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ row: partnerBenefits, partnerName: partners.name })
    .from(partnerBenefits)
    .innerJoin(partners, eq(partners.id, partnerBenefits.partnerId))
    .where(and(eq(partnerBenefits.id, id), scope));
  return row && partnerPlan(row.row, row.partnerName);
}

export async function insertEorPlan(db: DbOrTx, v: typeof eorBenefits.$inferInsert): Promise<string> {
  const [row] = await db.insert(eorBenefits).values(v).returning({ id: eorBenefits.id });
  return row!.id;
}

export async function updateEorPlan(db: DbOrTx, id: string, v: Partial<typeof eorBenefits.$inferInsert>) {
  await db.update(eorBenefits).set(v).where(eq(eorBenefits.id, id));
}

export async function insertPartnerPlan(db: DbOrTx, v: typeof partnerBenefits.$inferInsert): Promise<string> {
  const [row] = await db.insert(partnerBenefits).values(v).returning({ id: partnerBenefits.id });
  return row!.id;
}

export async function updatePartnerPlan(db: DbOrTx, id: string, v: Partial<typeof partnerBenefits.$inferInsert>) {
  await db.update(partnerBenefits).set(v).where(eq(partnerBenefits.id, id));
}

/** Current enrollments per plan (not ended by `on`). */
export async function enrolledCounts(db: DbOrTx, planIds: readonly string[], on: string): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const plan = sql<string>`coalesce(${benefitEnrollments.eorBenefitId}, ${benefitEnrollments.partnerBenefitId})`;
  const rows = await db
    .select({ plan, n: count() })
    .from(benefitEnrollments)
    .where(
      and(
        or(
          inArray(benefitEnrollments.eorBenefitId, [...planIds]),
          inArray(benefitEnrollments.partnerBenefitId, [...planIds]),
        ),
        or(isNull(benefitEnrollments.endDate), gte(benefitEnrollments.endDate, on)),
      ),
    )
    .groupBy(plan);
  return new Map(rows.map((r) => [r.plan, Number(r.n)]));
}

export async function findWorker(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: contractors.id,
      partnerId: contractors.partnerId,
      classification: contractors.classification,
      selfEmployer: partners.selfEmployer,
    })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .where(eq(contractors.id, id));
  return row;
}

/* ---------- enrollments ---------- */

export interface EnrollmentJoined {
  enrollment: EnrollmentRow;
  plan: PlanRow;
  contractorName: string;
  partnerName: string;
  dependentCount: number;
}

const liveDependents = sql<number>`(select count(*) from ${benefitDependents} d
  where d.enrollment_id = ${benefitEnrollments.id} and d.removed_at is null)`;

const enrollmentFields = {
  enrollment: benefitEnrollments,
  eor: eorBenefits,
  partnerPlan: partnerBenefits,
  contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
  partnerName: partners.name,
  dependentCount: liveDependents,
};

function enrollmentFrom<E extends Record<string, SQL>>(db: DbOrTx, extra: E = {} as E) {
  return db
    .select({ ...enrollmentFields, ...extra })
    .from(benefitEnrollments)
    .innerJoin(contractors, eq(contractors.id, benefitEnrollments.contractorId))
    .innerJoin(partners, eq(partners.id, benefitEnrollments.partnerId))
    .leftJoin(eorBenefits, eq(eorBenefits.id, benefitEnrollments.eorBenefitId))
    .leftJoin(partnerBenefits, eq(partnerBenefits.id, benefitEnrollments.partnerBenefitId));
}
const enrollmentSelect = (db: DbOrTx) => enrollmentFrom(db);

type EnrollmentSelected = {
  enrollment: EnrollmentRow;
  eor: typeof eorBenefits.$inferSelect | null;
  partnerPlan: typeof partnerBenefits.$inferSelect | null;
  contractorName: string;
  partnerName: string;
  dependentCount: number;
};
const joined = (r: EnrollmentSelected): EnrollmentJoined => ({
  enrollment: r.enrollment,
  plan: r.eor ? eorPlan(r.eor) : partnerPlan(r.partnerPlan!, r.partnerName),
  contractorName: r.contractorName,
  partnerName: r.partnerName,
  dependentCount: Number(r.dependentCount),
});

export interface EnrollmentFilter extends ListRequest {
  scope: SQL | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  planId?: string | undefined;
  status?: 'current' | 'ended' | undefined;
  on: string;
}

export function listEnrollments(db: DbOrTx, f: EnrollmentFilter) {
  const t = benefitEnrollments;
  const where = and(
    f.scope,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
    f.planId ? or(eq(t.eorBenefitId, f.planId), eq(t.partnerBenefitId, f.planId)) : undefined,
    f.status === 'current' ? or(isNull(t.endDate), gte(t.endDate, f.on)) : undefined,
    f.status === 'ended' ? sql`${t.endDate} < ${f.on}` : undefined,
  );
  const sorts: KeyMap = { start_date: t.startDate, created_at: t.createdAt };
  return keysetList(db, {
    select: (listKey) => enrollmentFrom(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(sorts, f.sort, 'start_date', [t.id]),
    request: f,
    view: (r) => joined(r as unknown as EnrollmentSelected),
  });
}

export async function findEnrollment(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<EnrollmentJoined | undefined> {
  const [row] = await enrollmentSelect(db).where(and(eq(benefitEnrollments.id, id), scope));
  return row && joined(row as EnrollmentSelected);
}

/** A worker's enrollments not ended by `on` (to refuse a second plan of a kind). */
export async function currentEnrollmentsOf(db: DbOrTx, contractorId: string, on: string): Promise<EnrollmentJoined[]> {
  const rows = await enrollmentSelect(db).where(
    and(
      eq(benefitEnrollments.contractorId, contractorId),
      or(isNull(benefitEnrollments.endDate), gte(benefitEnrollments.endDate, on)),
    ),
  );
  return rows.map((r) => joined(r as EnrollmentSelected));
}

/** The enrollments a paycheck dated `checkDate` pays for, of these workers. */
export async function enrollmentsOn(
  db: DbOrTx,
  contractorIds: readonly string[],
  checkDate: string,
): Promise<EnrollmentJoined[]> {
  if (contractorIds.length === 0) return [];
  const rows = await enrollmentSelect(db)
    .where(
      and(
        inArray(benefitEnrollments.contractorId, [...contractorIds]),
        lte(benefitEnrollments.startDate, checkDate),
        or(isNull(benefitEnrollments.endDate), gte(benefitEnrollments.endDate, checkDate)),
      ),
    )
    .orderBy(asc(benefitEnrollments.createdAt), asc(benefitEnrollments.id));
  return rows.map((r) => joined(r as EnrollmentSelected));
}

export async function lockEnrollment(tx: DbOrTx, id: string): Promise<EnrollmentRow | undefined> {
  const [row] = await tx.select().from(benefitEnrollments).where(eq(benefitEnrollments.id, id)).for('update');
  return row;
}

export async function insertEnrollments(
  db: DbOrTx,
  rows: (typeof benefitEnrollments.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const out = await db.insert(benefitEnrollments).values(rows).returning({ id: benefitEnrollments.id });
  return out.map((r) => r.id);
}

export async function setEnrollmentEnd(db: DbOrTx, id: string, endDate: string) {
  await db.update(benefitEnrollments).set({ endDate }).where(eq(benefitEnrollments.id, id));
}

/** Ends a worker's enrollments that came from onboarding and are still open (a new election replaces them). */
export async function endOnboardingEnrollments(db: DbOrTx, contractorId: string, endDate: string) {
  await db
    .update(benefitEnrollments)
    .set({ endDate })
    .where(
      and(
        eq(benefitEnrollments.contractorId, contractorId),
        eq(benefitEnrollments.source, 'onboarding'),
        or(isNull(benefitEnrollments.endDate), gte(benefitEnrollments.endDate, endDate)),
      ),
    );
}

/* ---------- dependents ---------- */

export function dependentsOf(db: DbOrTx, enrollmentId: string): Promise<DependentRow[]> {
  return db
    .select()
    .from(benefitDependents)
    .where(and(eq(benefitDependents.enrollmentId, enrollmentId), isNull(benefitDependents.removedAt)))
    .orderBy(asc(benefitDependents.createdAt));
}

export interface DependentFilter extends ListRequest {
  scope: SQL | undefined;
  enrollmentId?: string | undefined;
}

export function listDependents(db: DbOrTx, f: DependentFilter) {
  const t = benefitDependents;
  const where = and(f.scope, isNull(t.removedAt), f.enrollmentId ? eq(t.enrollmentId, f.enrollmentId) : undefined);
  const sorts: KeyMap = { last_name: [t.lastName, t.firstName], created_at: t.createdAt };
  return keysetList(db, {
    select: (listKey) => db.select({ row: t, listKey }).from(t).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(sorts, f.sort, 'last_name', [t.id]),
    request: f,
    view: (r) => r.row,
  });
}

export async function insertDependent(db: DbOrTx, v: typeof benefitDependents.$inferInsert): Promise<DependentRow> {
  const [row] = await db.insert(benefitDependents).values(v).returning();
  return row!;
}

export async function findDependent(db: DbOrTx, id: string, scope: SQL | undefined): Promise<DependentRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitDependents)
    .where(and(eq(benefitDependents.id, id), isNull(benefitDependents.removedAt), scope));
  return row;
}

export async function removeDependent(db: DbOrTx, id: string, v: { removedAt: Date; removedBy: string }) {
  await db
    .update(benefitDependents)
    .set(v)
    .where(and(eq(benefitDependents.id, id), isNull(benefitDependents.removedAt)));
}

/** Locks the worker's row: two enrollments of one worker at once wait, so one plan per kind holds. */
export async function lockWorker(tx: DbOrTx, id: string): Promise<void> {
  await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, id)).for('update');
}
