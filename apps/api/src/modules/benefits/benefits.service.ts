/**
 * Benefits (issue 13, decision 0052): the platform's and partners' plans, enrollments (by the employer, or
 * from the onboarding benefits step), and dependents (gender and relationship from the public globals).
 * One transaction per command, audited. `enrollmentsForRun` hands the payroll preview what each worker's
 * paycheck deducts and the employer contributes.
 */
import {
  COVERAGE_TIER_LABELS,
  tierCovers,
  treatmentFitsWorker,
  type BenefitDependentCreate,
  type BenefitDependentView,
  type BenefitEnrollmentCreate,
  type BenefitEnrollmentDetail,
  type BenefitEnrollmentView,
  type BenefitPlanUpdate,
  type BenefitPlanDetail,
  type BenefitTaxTreatment,
  type CoverageTier,
  type EorBenefitCreate,
  type PartnerBenefitCreate,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { employerKeyFor, loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { effectiveSettings } from '../settings/settings.service.js';
import {
  mayEditDependents,
  mustEditDependents,
  mustEnroll,
  mustManageEorPlans,
  mustManagePartnerPlansOf,
  partnerOfNewPlan,
} from './benefits.policy.js';
import { dependentScope, enrollmentScope, partnerPlanScope } from './benefits.scope.js';
import {
  currentEnrollmentsOf,
  lockWorker,
  dependentsOf,
  endOnboardingEnrollments,
  enrolledCounts,
  enrollmentsOn,
  findDependent,
  findEnrollment,
  findEorPlan,
  findPartnerPlan,
  findWorker,
  insertDependent,
  insertEnrollments,
  insertEorPlan,
  insertPartnerPlan,
  listDependents,
  listEnrollments,
  listEorPlans,
  listPartnerPlans,
  lockEnrollment,
  removeDependent,
  setEnrollmentEnd,
  updateEorPlan,
  updatePartnerPlan,
  type DependentFilter,
  type DependentRow,
  type EnrollmentFilter,
  type EnrollmentJoined,
  type PlanFilter,
  type PlanRow,
} from './benefits.repository.js';
import { perPaycheck, tierCost } from './plan-costs.js';

const today = (deps: { clock: { now(): Date } }) => deps.clock.now().toISOString().slice(0, 10);

/* ---------- plans ---------- */

function planView(r: PlanRow, enrolled: number): BenefitPlanDetail {
  return {
    id: r.id,
    source: r.source,
    partner: r.partnerId ? { id: r.partnerId, name: r.partnerName ?? '' } : null,
    name: r.name,
    kind: r.kind,
    tax_treatment: r.taxTreatment,
    tiers: r.tiers,
    active: r.active,
    enrolled,
    created_at: r.createdAt.toISOString(),
  };
}

async function withCounts<P extends { rows: PlanRow[] }>(db: DbOrTx, page: P, on: string) {
  const counts = await enrolledCounts(
    db,
    page.rows.map((r) => r.id),
    on,
  );
  return { ...page, rows: page.rows.map((r) => planView(r, counts.get(r.id) ?? 0)) };
}

export async function eorPlanList(deps: AppDeps, f: PlanFilter) {
  return withCounts(deps.db, await listEorPlans(deps.db, f), today(deps));
}

export async function partnerPlanList(deps: AppDeps, p: Principal, f: Omit<PlanFilter, 'scope'>) {
  return withCounts(
    deps.db,
    await listPartnerPlans(deps.db, { ...f, scope: partnerPlanScope(p, deps.db) }),
    today(deps),
  );
}

async function planViewOf(deps: AppDeps, plan: PlanRow | undefined) {
  if (!plan) throw notFound();
  const counts = await enrolledCounts(deps.db, [plan.id], today(deps));
  return planView(plan, counts.get(plan.id) ?? 0);
}

export async function createEorPlan(deps: AppDeps, p: Principal, body: EorBenefitCreate, ip: string) {
  mustManageEorPlans(p);
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertEorPlan(tx, {
      name: body.name,
      kind: body.kind,
      taxTreatment: body.tax_treatment,
      tiers: body.tiers,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, { action: 'eor_benefit_created', entityType: 'eor_benefit', entityId: id });
    return id;
  });
  return planViewOf(deps, await findEorPlan(deps.db, id));
}

export async function changeEorPlan(deps: AppDeps, p: Principal, id: string, body: BenefitPlanUpdate, ip: string) {
  mustManageEorPlans(p);
  if (!(await findEorPlan(deps.db, id))) throw notFound();
  await deps.db.transaction(async (tx) => {
    await updateEorPlan(tx, id, { name: body.name, tiers: body.tiers, active: body.active });
    await auditAs(tx, p, ip, {
      action: body.active === false ? 'eor_benefit_archived' : 'eor_benefit_updated',
      entityType: 'eor_benefit',
      entityId: id,
      metadata: { fields: Object.keys(body) },
    });
  });
  return planViewOf(deps, await findEorPlan(deps.db, id));
}

/** A partner plan keeps its employee-only costs in its monthly cost columns too (the onboarding step shows them). */
const employeeOnlyColumns = (tiers: PartnerBenefitCreate['tiers'] | undefined) => {
  const only = tiers && tierCost(tiers, 'employee_only');
  return only
    ? { employeeMonthlyCost: only.employee_monthly_cost, employerMonthlyCost: only.employer_monthly_cost }
    : {};
};

export async function createPartnerPlan(deps: AppDeps, p: Principal, body: PartnerBenefitCreate, ip: string) {
  const partnerId = partnerOfNewPlan(p, body.partner_id);
  const only = employeeOnlyColumns(body.tiers);
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertPartnerPlan(tx, {
      partnerId,
      name: body.name,
      kind: body.kind,
      taxTreatment: body.tax_treatment,
      tiers: body.tiers,
      employeeMonthlyCost: only.employeeMonthlyCost!,
      employerMonthlyCost: only.employerMonthlyCost!,
    });
    await auditAs(tx, p, ip, {
      action: 'partner_benefit_created',
      entityType: 'partner_benefit',
      entityId: id,
      metadata: { partner_id: partnerId },
    });
    return id;
  });
  return planViewOf(deps, await findPartnerPlan(deps.db, id));
}

export async function changePartnerPlan(deps: AppDeps, p: Principal, id: string, body: BenefitPlanUpdate, ip: string) {
  const plan = await findPartnerPlan(deps.db, id, partnerPlanScope(p, deps.db));
  if (!plan) throw notFound();
  mustManagePartnerPlansOf(p, plan.partnerId!);
  await deps.db.transaction(async (tx) => {
    await updatePartnerPlan(tx, id, {
      name: body.name,
      tiers: body.tiers,
      active: body.active,
      ...employeeOnlyColumns(body.tiers),
    });
    await auditAs(tx, p, ip, {
      action: body.active === false ? 'partner_benefit_archived' : 'partner_benefit_updated',
      entityType: 'partner_benefit',
      entityId: id,
      metadata: { fields: Object.keys(body) },
    });
  });
  return planViewOf(deps, await findPartnerPlan(deps.db, id));
}

/* ---------- enrollments ---------- */

function statusOf(e: EnrollmentJoined['enrollment'], on: string): BenefitEnrollmentView['status'] {
  if (e.endDate && e.endDate < on) return 'ended';
  return e.startDate > on ? 'scheduled' : 'active';
}

function enrollmentView(j: EnrollmentJoined, on: string): BenefitEnrollmentView {
  const e = j.enrollment;
  const cost = tierCost(j.plan.tiers, e.tier);
  return {
    id: e.id,
    contractor: { id: e.contractorId, name: j.contractorName },
    partner: { id: e.partnerId, name: j.partnerName },
    plan: {
      id: j.plan.id,
      source: j.plan.source,
      name: j.plan.name,
      kind: j.plan.kind,
      tax_treatment: j.plan.taxTreatment,
    },
    tier: e.tier,
    employee_monthly_cost: cost?.employee_monthly_cost ?? '0.00',
    employer_monthly_cost: cost?.employer_monthly_cost ?? '0.00',
    start_date: e.startDate,
    end_date: e.endDate,
    status: statusOf(e, on),
    source: e.source,
    dependent_count: j.dependentCount,
    created_at: e.createdAt.toISOString(),
  };
}

const dependentView = (d: DependentRow): BenefitDependentView => ({
  id: d.id,
  benefit_id: d.enrollmentId,
  first_name: d.firstName,
  last_name: d.lastName,
  date_of_birth: d.dateOfBirth,
  gender: d.gender,
  relationship: d.relationship,
  created_at: d.createdAt.toISOString(),
});

export async function enrollmentList(deps: AppDeps, p: Principal, f: Omit<EnrollmentFilter, 'scope' | 'on'>) {
  const on = today(deps);
  const page = await listEnrollments(deps.db, { ...f, on, scope: enrollmentScope(p, deps.db) });
  return { ...page, rows: page.rows.map((r) => enrollmentView(r, on)) };
}

export async function enrollmentDetail(deps: AppDeps, p: Principal, id: string): Promise<BenefitEnrollmentDetail> {
  const j = await findEnrollment(deps.db, id, enrollmentScope(p, deps.db));
  if (!j) throw notFound();
  const worker = await findWorker(deps.db, j.enrollment.contractorId);
  const [dependents, calendar] = await Promise.all([
    dependentsOf(deps.db, id),
    loadPayCalendar(
      deps.db,
      employerKeyFor({ id: j.enrollment.partnerId, selfEmployer: worker?.selfEmployer ?? false }),
    ),
  ]);
  const view = enrollmentView(j, today(deps));
  return {
    ...view,
    dependents: dependents.map(dependentView),
    per_paycheck: {
      frequency: calendar.frequency,
      employee: perPaycheck(view.employee_monthly_cost, calendar.frequency),
      employer: perPaycheck(view.employer_monthly_cost, calendar.frequency),
    },
    can_edit_dependents: view.status !== 'ended' && mayEditDependents(p, j.enrollment),
  };
}

/**
 * Who a plan covers (decision 0114): a W-2 employee takes US plans (section 125, 401(k), post-tax); a Canadian
 * (T4) employee a registered pension plan or a post-tax plan; contractors none.
 */
function planFitsWorker(classification: string, treatment: BenefitTaxTreatment) {
  if (classification !== 'w-2' && classification !== 'canada_t4') {
    return { field: 'contractor_id', msg: 'Benefits are for employees (W-2 or Canadian T4)' };
  }
  if (treatmentFitsWorker(treatment, classification)) return null;
  return {
    field: 'plan_id',
    msg:
      treatment === 'rpp'
        ? 'A registered pension plan is for Canadian employees'
        : 'Section 125 and 401(k) plans are for US employees',
  };
}

async function planOf(db: DbOrTx, source: 'eor' | 'partner', id: string) {
  return source === 'eor' ? findEorPlan(db, id) : findPartnerPlan(db, id);
}

export async function enroll(deps: AppDeps, p: Principal, body: BenefitEnrollmentCreate, ip: string) {
  const worker = await findWorker(deps.db, body.contractor_id);
  if (!worker) throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'Unknown worker' }]);
  const plan = await planOf(deps.db, body.plan_source, body.plan_id);
  if (!plan || !plan.active) throw unprocessable([{ loc: ['body', 'plan_id'], msg: 'Choose an active plan' }]);
  mustEnroll(p, worker.partnerId, plan);
  const refusal = planFitsWorker(worker.classification, plan.taxTreatment);
  if (refusal) throw unprocessable([{ loc: ['body', refusal.field], msg: refusal.msg }]);
  // The platform's plans cover the workers it employs; a self-employer partner's own workers take its plans.
  if (plan.source === 'eor' && worker.selfEmployer) {
    throw unprocessable([{ loc: ['body', 'plan_id'], msg: "The platform's plans are for the workers it employs" }]);
  }
  if (plan.source === 'partner' && plan.partnerId !== worker.partnerId) {
    throw unprocessable([{ loc: ['body', 'plan_id'], msg: "Choose one of the worker's partner's plans" }]);
  }
  if (!tierCost(plan.tiers, body.tier)) {
    throw unprocessable([{ loc: ['body', 'tier'], msg: `The plan does not offer ${COVERAGE_TIER_LABELS[body.tier]}` }]);
  }
  const id = await deps.db.transaction(async (tx) => {
    // Under the worker's lock: a second enrollment at once sees this one and is refused.
    await lockWorker(tx, worker.id);
    const current = await currentEnrollmentsOf(tx, worker.id, body.start_date);
    if (current.some((c) => c.plan.kind === plan.kind)) {
      throw conflict(`The worker is already enrolled in a ${plan.kind} plan: end it first`);
    }
    const [id] = await insertEnrollments(tx, [
      {
        contractorId: worker.id,
        partnerId: worker.partnerId,
        eorBenefitId: plan.source === 'eor' ? plan.id : null,
        partnerBenefitId: plan.source === 'partner' ? plan.id : null,
        tier: body.tier,
        startDate: body.start_date,
        source: 'staff',
        createdBy: p.userId,
      },
    ]);
    await auditAs(tx, p, ip, {
      action: 'benefit_enrolled',
      entityType: 'benefit',
      entityId: id!,
      metadata: { contractor_id: worker.id, plan_id: plan.id, tier: body.tier },
    });
    return id!;
  });
  return enrollmentDetail(deps, p, id);
}

export async function endEnrollment(deps: AppDeps, p: Principal, id: string, endDate: string, ip: string) {
  const j = await findEnrollment(deps.db, id, enrollmentScope(p, deps.db));
  if (!j) throw notFound();
  mustEnroll(p, j.enrollment.partnerId, j.plan);
  await deps.db.transaction(async (tx) => {
    const row = await lockEnrollment(tx, id);
    if (!row) throw notFound();
    if (row.endDate && row.endDate <= endDate) throw conflict('This enrollment already ends by then');
    if (endDate < row.startDate) {
      throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The end date must not be before the start date' }]);
    }
    await setEnrollmentEnd(tx, id, endDate);
    await auditAs(tx, p, ip, {
      action: 'benefit_ended',
      entityType: 'benefit',
      entityId: id,
      metadata: { end_date: endDate },
    });
  });
  return enrollmentDetail(deps, p, id);
}

/**
 * The onboarding benefits step's election becomes enrollments (inside its transaction): the worker's
 * earlier onboarding enrollments end the day before, and each chosen plan starts today at employee only.
 */
export async function enrollFromOnboarding(
  tx: DbOrTx,
  who: { userId: string; contractorId: string; partnerId: string },
  planIds: readonly string[],
  on: string,
) {
  const dayBefore = new Date(`${on}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  await endOnboardingEnrollments(tx, who.contractorId, dayBefore.toISOString().slice(0, 10));
  await insertEnrollments(
    tx,
    planIds.map((planId) => ({
      contractorId: who.contractorId,
      partnerId: who.partnerId,
      partnerBenefitId: planId,
      tier: 'employee_only' as CoverageTier,
      startDate: on,
      source: 'onboarding' as const,
      createdBy: who.userId,
    })),
  );
}

/* ---------- dependents ---------- */

export async function dependentList(deps: AppDeps, p: Principal, f: Omit<DependentFilter, 'scope'>) {
  const page = await listDependents(deps.db, { ...f, scope: dependentScope(p, deps.db) });
  return { ...page, rows: page.rows.map(dependentView) };
}

export async function addDependent(deps: AppDeps, p: Principal, body: BenefitDependentCreate, ip: string) {
  const j = await findEnrollment(deps.db, body.benefit_id, enrollmentScope(p, deps.db));
  if (!j) throw unprocessable([{ loc: ['body', 'benefit_id'], msg: 'Unknown benefit enrollment' }]);
  mustEditDependents(p, j.enrollment);
  const on = today(deps);
  if (statusOf(j.enrollment, on) === 'ended') throw conflict('This enrollment has ended');
  const settings = await effectiveSettings(deps.db, j.enrollment.partnerId);
  const issues = [];
  if (!settings.benefit_dependent_genders.some((g) => g.value === body.gender)) {
    issues.push({ loc: ['body', 'gender'], msg: 'Choose one of the listed genders' });
  }
  if (!settings.benefit_dependent_relationships.some((r) => r.value === body.relationship)) {
    issues.push({ loc: ['body', 'relationship'], msg: 'Choose one of the listed relationships' });
  }
  if (body.date_of_birth > on)
    issues.push({ loc: ['body', 'date_of_birth'], msg: 'The date of birth cannot be in the future' });
  if (issues.length) throw unprocessable(issues);
  const dependent = await deps.db.transaction(async (tx) => {
    // Locked so two dependents added at once are checked against each other.
    await lockEnrollment(tx, j.enrollment.id);
    const covered = await dependentsOf(tx, j.enrollment.id);
    const refusal = tierCovers(
      j.enrollment.tier,
      body.relationship,
      covered.map((d) => d.relationship),
    );
    if (refusal) throw unprocessable([{ loc: ['body', 'relationship'], msg: refusal }]);
    const row = await insertDependent(tx, {
      enrollmentId: j.enrollment.id,
      contractorId: j.enrollment.contractorId,
      partnerId: j.enrollment.partnerId,
      firstName: body.first_name,
      lastName: body.last_name,
      dateOfBirth: body.date_of_birth,
      gender: body.gender,
      relationship: body.relationship,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'benefit_dependent_added',
      entityType: 'benefit_dependent',
      entityId: row.id,
      metadata: { benefit_id: j.enrollment.id, relationship: body.relationship },
    });
    return row;
  });
  return dependentView(dependent);
}

export async function dropDependent(deps: AppDeps, p: Principal, id: string, ip: string) {
  const d = await findDependent(deps.db, id, dependentScope(p, deps.db));
  if (!d) throw notFound();
  mustEditDependents(p, d);
  await deps.db.transaction(async (tx) => {
    await removeDependent(tx, id, { removedAt: deps.clock.now(), removedBy: p.userId });
    await auditAs(tx, p, ip, { action: 'benefit_dependent_removed', entityType: 'benefit_dependent', entityId: id });
  });
}

/* ---------- payroll ---------- */

/** An enrollment as a payroll preview needs it: its key, plan, tax treatment and monthly costs at its tier. */
export interface RunEnrollment {
  key: string;
  planName: string;
  treatment: PlanRow['taxTreatment'];
  employeeMonthly: string;
  employerMonthly: string;
}

export async function enrollmentsForRun(
  tx: DbOrTx,
  contractorIds: readonly string[],
  checkDate: string,
): Promise<Map<string, RunEnrollment[]>> {
  const rows = await enrollmentsOn(tx, contractorIds, checkDate);
  const by = new Map<string, RunEnrollment[]>();
  for (const j of rows) {
    const cost = tierCost(j.plan.tiers, j.enrollment.tier);
    const e: RunEnrollment = {
      key: `benefit:${j.enrollment.id}`,
      planName: j.plan.name,
      treatment: j.plan.taxTreatment,
      employeeMonthly: cost?.employee_monthly_cost ?? '0',
      employerMonthly: cost?.employer_monthly_cost ?? '0',
    };
    by.set(j.enrollment.contractorId, [...(by.get(j.enrollment.contractorId) ?? []), e]);
  }
  return by;
}
