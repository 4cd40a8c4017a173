/**
 * A worker's standing deductions and benefits as the payroll engine's inputs (issue 13, decision 0052),
 * and the engine's answer traced back to them. Pure, but for `loadRunDeductions`, which reads them once
 * per preview through the deductions' and benefits' services.
 *
 * - Garnishments (child support, creditor) go to the engine as such, in their orders' priority then date
 *   received, with the child-support order's "supports others" and "12 weeks in arrears": the engine holds
 *   them to the CCPA limits and carries what it cannot take as arrears (keyed `deduction:<id>`).
 * - Loans and advances ask their installment, never more than the balance left after the arrears carried.
 * - A percent is of the paycheck's wages (earnings less reimbursements), rounded half-up.
 * - Benefit contributions: section 125 and 401(k) pre-tax for a US employee; a registered pension plan and
 *   union dues pre-tax for a Canadian (T4) one (decision 0114); the rest post-tax. A benefit enrollment's
 *   employee share is its tier's monthly cost × 12 ÷ paychecks a year, its employer share an employer line.
 * - A run flagged `skip_recurring_deductions` (an off-cycle bonus) takes no recurring deduction or benefit.
 * - The engine labels pre-tax lines by type: they are re-coded and re-labelled here (the engine returns
 *   them in input order), so every line on the stub names what it came from.
 */
import Decimal from 'decimal.js';
import { treatmentFitsWorker } from '@app/domain';
import {
  roundHalfUp,
  type PaycheckInput,
  type PaycheckLine,
  type PaycheckResult,
  type PostTaxType,
  type PreTaxType,
  type WorkerClassification,
} from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { enrollmentsForRun, type RunEnrollment } from '../benefits/benefits.service.js';
import { perPaycheck } from '../benefits/plan-costs.js';
import { deductionsForRun, type RunDeduction } from '../paycheck-deductions/paycheck-deductions.service.js';

export interface WorkerDeductions {
  deductions: readonly RunDeduction[];
  enrollments: readonly RunEnrollment[];
}

/** Every worker's standing deductions and benefits for a paycheck dated `checkDate`. */
export async function loadRunDeductions(
  tx: DbOrTx,
  contractorIds: readonly string[],
  checkDate: string,
): Promise<Map<string, WorkerDeductions>> {
  const [deductions, enrollments] = await Promise.all([
    deductionsForRun(tx, contractorIds, checkDate),
    enrollmentsForRun(tx, contractorIds, checkDate),
  ]);
  return new Map(
    contractorIds.map((id) => [id, { deductions: deductions.get(id) ?? [], enrollments: enrollments.get(id) ?? [] }]),
  );
}

export interface DeductionPlan {
  preTax: { key: string; type: PreTaxType; amount: string; label: string }[];
  postTax: { key: string; type: PostTaxType; amount: string }[];
  /** Arrears carried into this paycheck, by key (the engine adds them to what each asks). */
  arrears: Record<string, string>;
  labels: Map<string, string>;
  supportsOthers: boolean;
  supportTwelveWeeksInArrears: boolean;
  employerLines: PaycheckLine[];
  warnings: string[];
}

const POST_TAX_OF: Partial<Record<RunDeduction['row']['kind'], PostTaxType>> = {
  child_support: 'garnishment_child_support',
  creditor_garnishment: 'garnishment_creditor',
  loan: 'loan',
  advance: 'advance',
};

/**
 * A voluntary post-tax deduction (a post-tax benefit, an "other" deduction) goes in the engine's Roth slot:
 * after garnishments, before loans, held to nothing but what is left of the pay — the engine has no
 * other voluntary post-tax type, and its label is replaced by the deduction's own.
 */
const VOLUNTARY_POST_TAX: PostTaxType = 'roth_401k';

const money = (v: Decimal.Value) => roundHalfUp(v).toFixed(2);

const TREATMENT_WORDS: Record<RunEnrollment['treatment'], string> = {
  post_tax: 'post-tax',
  section_125: 'section 125',
  traditional_401k: '401(k)',
  rpp: 'RPP',
};

/**
 * The engine's pre-tax type a standing deduction is taken as, or null for post-tax: a section 125 or 401(k)
 * treatment for a US employee; a registered pension plan contribution, or union dues, for a Canadian (T4)
 * worker (T4127's F and U1, decision 0114). Union dues are post-tax for anyone else.
 */
function preTaxTypeOf(r: RunDeduction['row'], classification: WorkerClassification): PreTaxType | null {
  if (r.kind === 'union_dues') return classification === 'canada_t4' ? 'union_dues' : null;
  return r.treatment === 'rpp' || r.treatment === 'section_125' || r.treatment === 'traditional_401k'
    ? r.treatment
    : null;
}

/** Why a pre-tax treatment does not apply to this worker (the other country's), or null. */
function treatmentMismatch(r: RunDeduction['row'], classification: WorkerClassification): string | null {
  if (treatmentFitsWorker(r.treatment, classification)) return null;
  return r.treatment === 'rpp'
    ? 'a registered pension plan is for Canadian employees'
    : 'section 125 and 401(k) are US tax treatments';
}

function asked(d: RunDeduction, wages: Decimal): Decimal {
  const r = d.row;
  const base = r.amount ? new Decimal(r.amount) : roundHalfUp(wages.times(r.percent ?? 0).dividedBy(100));
  if (!r.goalAmount) return base;
  const left = new Decimal(r.goalAmount).minus(d.taken).minus(d.arrears);
  return Decimal.max(Decimal.min(base, left), 0);
}

export function deductionPlan(
  w: WorkerDeductions | undefined,
  run: { checkDate: string; frequency: string; skipRecurringDeductions?: boolean },
  worker: { classification: WorkerClassification; earnings: PaycheckInput['earnings'] },
): DeductionPlan {
  const plan: DeductionPlan = {
    preTax: [],
    postTax: [],
    arrears: {},
    labels: new Map(),
    supportsOthers: false,
    supportTwelveWeeksInArrears: false,
    employerLines: [],
    warnings: [],
  };
  if (!w) return plan;
  const wages = worker.earnings
    .filter((e) => e.type !== 'reimbursement')
    .reduce((a, e) => a.plus(e.amount), new Decimal(0));
  const ordered = [...w.deductions].sort(
    (a, b) =>
      a.row.priority - b.row.priority ||
      (a.row.receivedDate ?? '').localeCompare(b.row.receivedDate ?? '') ||
      a.row.createdAt.getTime() - b.row.createdAt.getTime(),
  );
  for (const d of ordered) {
    const r = d.row;
    const owed = new Decimal(d.arrears);
    const recurringOn = r.frequency === 'recurring' && (!r.endDate || r.endDate >= run.checkDate);
    const oneOffDue = r.frequency === 'one_off' && d.takes === 0;
    let amount: Decimal;
    if ((recurringOn && !run.skipRecurringDeductions) || oneOffDue) amount = asked(d, wages);
    else if (owed.gt(0) && !(r.frequency === 'recurring' && run.skipRecurringDeductions)) amount = new Decimal(0);
    else continue;
    const mismatch = treatmentMismatch(r, worker.classification);
    if (mismatch) {
      plan.warnings.push(`${d.label} not taken: ${mismatch}`);
      continue;
    }
    const preTaxType = preTaxTypeOf(r, worker.classification);
    if (preTaxType) {
      if (amount.gt(0)) plan.preTax.push({ key: d.key, type: preTaxType, amount: money(amount), label: d.label });
      continue;
    }
    if (amount.lte(0) && owed.lte(0)) continue;
    plan.postTax.push({ key: d.key, type: POST_TAX_OF[r.kind] ?? VOLUNTARY_POST_TAX, amount: money(amount) });
    plan.labels.set(d.key, d.label);
    if (owed.gt(0)) plan.arrears[d.key] = owed.toFixed(2);
    if (r.kind === 'child_support') {
      plan.supportsOthers ||= r.supportsOthers;
      plan.supportTwelveWeeksInArrears ||= r.twelveWeeksInArrears;
    }
  }
  if (run.skipRecurringDeductions || w.enrollments.length === 0) return plan;
  const canadian = worker.classification === 'canada_t4';
  if (worker.classification !== 'w-2' && !canadian) {
    plan.warnings.push(`Benefits are for employees: ${w.enrollments.map((e) => e.planName).join(', ')} left out`);
    return plan;
  }
  for (const e of w.enrollments) {
    // A plan of the other country's tax treatment does not apply (decision 0114).
    if (!treatmentFitsWorker(e.treatment, worker.classification)) {
      plan.warnings.push(
        canadian
          ? `${e.planName} left out: section 125 and 401(k) plans are for US employees`
          : `${e.planName} left out: a registered pension plan is for Canadian employees`,
      );
      continue;
    }
    const employee = perPaycheck(e.employeeMonthly, run.frequency);
    const employer = perPaycheck(e.employerMonthly, run.frequency);
    const label = `${e.planName} (${TREATMENT_WORDS[e.treatment]})`;
    if (new Decimal(employee).gt(0)) {
      if (e.treatment === 'post_tax') {
        plan.postTax.push({ key: e.key, type: VOLUNTARY_POST_TAX, amount: employee });
        plan.labels.set(e.key, label);
      } else {
        plan.preTax.push({ key: e.key, type: e.treatment, amount: employee, label });
      }
    }
    if (new Decimal(employer).gt(0)) {
      plan.employerLines.push({
        code: `employer_${e.key}`,
        label: `${e.planName} (employer contribution)`,
        base: new Decimal(e.employerMonthly).toFixed(2),
        amount: employer,
      });
    }
  }
  return plan;
}

/**
 * Pre-tax deductions cannot be carried as arrears and the engine refuses a paycheck whose pre-tax
 * deductions exceed its wages (and any for a worker who is neither a W-2 nor a T4 employee): the plan's
 * pre-tax ones that do not fit are left out of this paycheck, in order, and the paycheck says so, rather than
 * the worker's whole paycheck being refused.
 */
function fitPreTax(input: PaycheckInput, plan: DeductionPlan): void {
  const wages = input.earnings
    .filter((e) => e.type !== 'reimbursement')
    .reduce((a, e) => a.plus(e.amount), new Decimal(0));
  const takesPreTax = input.classification === 'w-2' || input.classification === 'canada_t4';
  let room = takesPreTax ? wages.minus(sum(input.preTax ?? [])) : new Decimal(0);
  const kept: DeductionPlan['preTax'] = [];
  for (const p of plan.preTax) {
    if (room.gte(p.amount)) {
      kept.push(p);
      room = room.minus(p.amount);
    } else {
      plan.warnings.push(
        takesPreTax
          ? `${p.label} not taken: the paycheck's wages do not cover it`
          : `${p.label} not taken: pre-tax deductions are for employees' paychecks`,
      );
    }
  }
  plan.preTax = kept;
}

const sum = (xs: readonly { amount: Decimal.Value }[]) => xs.reduce((a, x) => a.plus(x.amount), new Decimal(0));

/** The engine's input with the plan's deductions after the run's own one-off ones. */
export function withDeductions(input: PaycheckInput, plan: DeductionPlan): PaycheckInput {
  fitPreTax(input, plan);
  const ytd = input.ytd && { ...input.ytd, arrears: { ...input.ytd.arrears, ...plan.arrears } };
  return {
    ...input,
    preTax: [...(input.preTax ?? []), ...plan.preTax.map(({ type, amount }) => ({ type, amount }))],
    postTax: [...(input.postTax ?? []), ...plan.postTax],
    ...(plan.supportsOthers && { supportsOthers: true }),
    ...(plan.supportTwelveWeeksInArrears && { supportTwelveWeeksInArrears: true }),
    ...(ytd && { ytd }),
  };
}

/**
 * The engine's answer traced to the deductions: the plan's pre-tax lines (after the run's own, in input
 * order) re-coded with their keys and every line re-labelled; the employer's benefit contributions added
 * as employer lines and to the employer's cost; the plan's warnings added.
 */
export function traceDeductions(result: PaycheckResult, plan: DeductionPlan, ownPreTax: number): PaycheckResult {
  const preTaxDeductions = result.preTaxDeductions.map((l, i) => {
    const mine = i >= ownPreTax ? plan.preTax[i - ownPreTax] : undefined;
    return mine ? { ...l, code: mine.key, label: mine.label } : l;
  });
  const postTaxDeductions = result.postTaxDeductions.map((l) => ({ ...l, label: plan.labels.get(l.code) ?? l.label }));
  const contributions = plan.employerLines.reduce((a, l) => a.plus(l.amount), new Decimal(0));
  return {
    ...result,
    preTaxDeductions,
    postTaxDeductions,
    employerTaxes: [...result.employerTaxes, ...plan.employerLines],
    employerCost: new Decimal(result.employerCost).plus(contributions).toFixed(2),
    warnings: [...result.warnings, ...plan.warnings],
  };
}
