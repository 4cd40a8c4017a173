/**
 * A run's paychecks from its pool of ledger items, through the payroll engine (pure; the service reads and
 * writes). Per worker: the items summed into earnings by type (each item linked to its earning), the
 * worker's classification and W-4, the work state where most of the pay was earned, the employer's SUTA
 * and workers' comp from company taxes, and the year to date of the person's last approved paycheck with
 * the employer. A worker the engine refuses (a state without a table) gets a refusal, not a guess.
 */
import Decimal from 'decimal.js';
import { w4DependentsAmount, type PayrollRunWorker } from '@app/domain';
import {
  computePaycheck,
  EMPTY_YEAR_TO_DATE,
  PAYROLL_TABLES,
  PayrollRefusal,
  type EarningType,
  type FederalW4,
  type PaycheckInput,
  type PaycheckLine,
  type PaycheckResult,
  type PaycheckYearToDate,
  type PayFrequency,
  type PostTaxType,
  type PreTaxType,
  type WorkerClassification,
} from '@app/paybill';
import type { EmployerTaxRates } from '../company-taxes/company-taxes.service.js';
import type { PaycheckInsert, PaycheckLineInsert, PoolItem } from './payroll-runs.repository.js';
import { deductionPlan, traceDeductions, withDeductions, type WorkerDeductions } from './paycheck-deductions-input.js';

/** How a ledger item's pay class is paid: bereavement and on-call are wages like PTO and regular time. */
const EARNING_OF: Record<string, EarningType> = {
  regular: 'regular',
  overtime: 'overtime',
  double_time: 'double_time',
  holiday: 'holiday',
  pto: 'pto',
  sick: 'sick',
  bereavement: 'pto',
  on_call: 'regular',
  expense: 'reimbursement',
};

/** The engine's classification of a worker: an independent contractor is a 1099 payee. */
const CLASSIFICATION_OF: Record<string, WorkerClassification> = {
  'w-2': 'w-2',
  independent_contractor: '1099',
  canada_t4: 'canada_t4',
  international_ic: 'international_ic',
  international_eor: 'international_eor',
};

/** A one-off earning or deduction of the run for a worker (payroll_run_adjustments). */
export interface RunAdjustment {
  id: string;
  contractorId: string;
  kind: 'earning' | 'pre_tax' | 'post_tax';
  type: string;
  amount: string;
}

export interface RunContext {
  employerKey: string;
  partnerId: string;
  checkDate: string;
  frequency: PayFrequency;
  personKeyOf: (item: PoolItem) => string;
  w4s: ReadonlyMap<string, unknown>;
  ytds: ReadonlyMap<string, Record<string, unknown>>;
  /** The employer's rates by `${state}|${workersCompCode}`. */
  employerRates: ReadonlyMap<string, EmployerTaxRates>;
  /** The run's one-off earnings and deductions, by worker. */
  adjustments: ReadonlyMap<string, readonly RunAdjustment[]>;
  /** The workers' standing deductions and benefits (decision 0052), by worker. */
  deductions?: ReadonlyMap<string, WorkerDeductions>;
  /** How bonuses are taxed: an off-cycle bonus run uses the flat supplemental rate (decision 0050). */
  supplementalMethod?: 'aggregate' | 'flat';
  /** An off-cycle bonus run: recurring deductions and benefits are not taken (decision 0050). */
  skipRecurringDeductions?: boolean;
}

export const employerRatesKey = (state: string | null, code: string | null) => `${state ?? ''}|${code ?? ''}`;

export interface WorkerPaycheck {
  contractorId: string;
  name: string;
  paycheck: PaycheckInsert;
  lines: PaycheckLineInsert[];
  items: { itemId: string; earning: string }[];
}

/** The workers of a pool, each with its items, in name order. */
export function workersOf(pool: readonly PoolItem[]): PoolItem[][] {
  const by = new Map<string, PoolItem[]>();
  for (const item of pool) {
    const own = by.get(item.contractorId);
    if (own) own.push(item);
    else by.set(item.contractorId, [item]);
  }
  return [...by.values()].sort((a, b) => a[0]!.contractorName.localeCompare(b[0]!.contractorName));
}

/** The worker's places this period (state or province, and country), the one with the most pay first. */
function placesOf(items: readonly PoolItem[]) {
  const totals = new Map<string, { item: PoolItem; amount: Decimal }>();
  for (const it of items) {
    const key = `${it.state ?? ''}|${it.country ?? ''}`;
    const t = totals.get(key);
    if (t) t.amount = t.amount.plus(it.amount);
    else totals.set(key, { item: it, amount: new Decimal(it.amount) });
  }
  return [...totals.values()].sort((a, b) => b.amount.comparedTo(a.amount));
}

const placeName = (it: PoolItem) => it.state ?? it.country ?? 'an unknown place';

/**
 * Pay earned in more than one state (or province, or country) in the period is taxed as the main place's
 * (decision 0047: one state per paycheck, not split yet); the preview says so, so the employer can act.
 */
function otherPlacesWarning(places: readonly { item: PoolItem; amount: Decimal }[]): string | null {
  // A place whose pay nets to nothing (a reversal and its correction) is not somewhere the worker earned.
  const others = places.slice(1).filter((p) => !p.amount.isZero());
  if (others.length === 0) return null;
  return `Also worked in ${others.map((p) => placeName(p.item)).join(', ')} this period: all of the pay is taxed as ${placeName(places[0]!.item)} (where most of it was earned); pay is not split between states yet`;
}

/** The onboarding W-4 (2020 and later) as the engine reads it; none on file: the engine's blank W-4. */
function w4Of(data: unknown): FederalW4 | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const w = data as Record<string, unknown>;
  if (typeof w.filing_status !== 'string') return undefined;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : '0');
  return {
    form: '2020_or_later',
    filingStatus: w.filing_status as 'single' | 'married_filing_jointly' | 'head_of_household',
    step2Checked: w.multiple_jobs === true,
    step3Credits: w4DependentsAmount({
      qualifying_children: Number(w.qualifying_children ?? 0),
      other_dependents: Number(w.other_dependents ?? 0),
      other_credits: str(w.other_credits),
    }),
    step4aOtherIncome: str(w.other_income),
    step4bDeductions: str(w.deductions),
    step4cExtra: str(w.extra_withholding),
  };
}

function ytdOf(stored: Record<string, unknown> | undefined): PaycheckYearToDate {
  if (!stored) return EMPTY_YEAR_TO_DATE;
  return { ...EMPTY_YEAR_TO_DATE, ...stored, arrears: (stored.arrears as PaycheckYearToDate['arrears']) ?? {} };
}

const SECTIONS = [
  ['earning', 'earnings'],
  ['pre_tax', 'preTaxDeductions'],
  ['employee_tax', 'employeeTaxes'],
  ['employer_tax', 'employerTaxes'],
  ['post_tax', 'postTaxDeductions'],
] as const;

const total = (lines: readonly PaycheckLine[]) => lines.reduce((a, l) => a.plus(l.amount), new Decimal(0));

/** One worker's paycheck (or refusal) from its items. */
export function workerPaycheck(ctx: RunContext, items: readonly PoolItem[]): WorkerPaycheck {
  const first = items[0]!;
  const paid = items.filter((x) => !x.anchor);
  const places = placesOf(paid.length > 0 ? paid : items);
  const place = places[0]!.item;
  const classification = CLASSIFICATION_OF[first.workerClassification] ?? '1099';
  const international = classification === 'international_ic' || classification === 'international_eor';
  const earnings = new Map<EarningType, Decimal>();
  // An off-cycle worker without ledger items has one anchor item: where they work, no pay of its own.
  for (const it of items.filter((x) => !x.anchor)) {
    const type = EARNING_OF[it.payClass] ?? 'regular';
    earnings.set(type, (earnings.get(type) ?? new Decimal(0)).plus(it.amount));
  }
  const own = ctx.adjustments.get(first.contractorId) ?? [];
  for (const a of own.filter((x) => x.kind === 'earning')) {
    const type = a.type as EarningType;
    earnings.set(type, (earnings.get(type) ?? new Decimal(0)).plus(a.amount));
  }
  const personKey = ctx.personKeyOf(first);
  const rates = ctx.employerRates.get(employerRatesKey(place.state, place.workersCompCode));
  const ownInput: PaycheckInput = {
    classification,
    checkDate: ctx.checkDate,
    frequency: ctx.frequency,
    workState: (international ? place.country : place.state) ?? '',
    // A reversal can leave a type below zero in a period: it nets against the same type's pay, not past it.
    earnings: [...earnings].map(([type, amount]) => ({ type, amount: Decimal.max(amount, 0).toFixed(2) })),
    preTax: own.filter((a) => a.kind === 'pre_tax').map((a) => ({ type: a.type as PreTaxType, amount: a.amount })),
    postTax: own
      .filter((a) => a.kind === 'post_tax')
      .map((a) => ({ key: a.id, type: a.type as PostTaxType, amount: a.amount })),
    w4: first.userId ? w4Of(ctx.w4s.get(first.userId)) : undefined,
    employer: rates && {
      suta: rates.suta ?? undefined,
      workersCompPer100: rates.workersCompPer100 ?? undefined,
    },
    ...(international && { international: { country: place.country ?? '', currency: 'USD' } }),
    ytd: ytdOf(ctx.ytds.get(personKey)),
    ...(ctx.supplementalMethod && { supplementalMethod: ctx.supplementalMethod }),
  };
  // The worker's standing deductions and benefits join the run's own one-off ones (decision 0052).
  const plan = deductionPlan(ctx.deductions?.get(first.contractorId), ctx, {
    classification,
    earnings: ownInput.earnings,
  });
  const elsewhere = otherPlacesWarning(places);
  if (elsewhere) plan.warnings.push(elsewhere);
  const input = withDeductions(ownInput, plan);
  const base: PaycheckInsert = {
    payrollRunId: '',
    employerKey: ctx.employerKey,
    partnerId: ctx.partnerId,
    contractorId: first.contractorId,
    personKey,
    classification,
    workState: input.workState || null,
    checkDate: ctx.checkDate,
    currency: 'USD',
    gross: '0',
    preTax: '0',
    employeeTaxes: '0',
    postTax: '0',
    net: '0',
    employerTaxes: '0',
    employerCost: '0',
    ytd: input.ytd ?? EMPTY_YEAR_TO_DATE,
  };
  const links = items
    .filter((it) => !it.anchor)
    .map((it) => ({ itemId: it.id, earning: EARNING_OF[it.payClass] ?? 'regular' }));
  let result: PaycheckResult;
  try {
    result = traceDeductions(computePaycheck(PAYROLL_TABLES, input), plan, ownInput.preTax?.length ?? 0);
  } catch (e) {
    if (!(e instanceof PayrollRefusal)) throw e;
    return {
      contractorId: first.contractorId,
      name: first.contractorName,
      paycheck: { ...base, refusal: e.message },
      lines: [],
      items: links,
    };
  }
  const lines: PaycheckLineInsert[] = [];
  for (const [section, key] of SECTIONS) {
    for (const l of result[key]) {
      lines.push({ section, position: lines.length, code: l.code, label: l.label, base: l.base, amount: l.amount });
    }
  }
  return {
    contractorId: first.contractorId,
    name: first.contractorName,
    paycheck: {
      ...base,
      currency: result.currency,
      gross: result.gross,
      preTax: total(result.preTaxDeductions).toFixed(2),
      employeeTaxes: total(result.employeeTaxes).toFixed(2),
      postTax: total(result.postTaxDeductions).toFixed(2),
      net: result.net,
      employerTaxes: total(result.employerTaxes).toFixed(2),
      employerCost: result.employerCost,
      ytd: result.ytd,
      warnings: result.warnings,
    },
    lines,
    items: links,
  };
}

/** The run's totals over the paychecks that figured. */
export function runTotals(rows: readonly WorkerPaycheck[]) {
  const sum = (k: 'gross' | 'employeeTaxes' | 'net' | 'employerTaxes' | 'preTax' | 'postTax') =>
    rows.filter((r) => !r.paycheck.refusal).reduce((a, r) => a.plus(r.paycheck[k] ?? 0), new Decimal(0));
  return {
    gross: sum('gross').toFixed(2),
    employeeTaxes: sum('employeeTaxes').toFixed(2),
    deductions: sum('preTax').plus(sum('postTax')).toFixed(2),
    net: sum('net').toFixed(2),
    employerTaxes: sum('employerTaxes').toFixed(2),
    workerCount: rows.filter((r) => !r.paycheck.refusal).length,
    refusedCount: rows.filter((r) => r.paycheck.refusal).length,
  };
}

export type { PayrollRunWorker };
