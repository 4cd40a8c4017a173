/**
 * Contracts of /v2/paycheck_deductions (issue 13, decision 0052): a worker's standing deductions —
 * garnishments (child support, creditor; a federal tax levy is refused until the engine figures
 * Publication 1494's exempt amount), loans and advances with a goal and a running balance, benefit
 * contributions and other deductions — recurring per paycheck or one-off, an amount or a percent of the
 * paycheck's wages. The payroll run's preview takes them through the engine (which may take less than
 * asked: the shortfall is carried as arrears and shown here).
 */
import { z } from 'zod';
import { calendarDateSchema } from './timesheets/contracts.js';

export const DEDUCTION_KINDS = [
  'child_support',
  'creditor_garnishment',
  'tax_levy',
  'loan',
  'advance',
  'benefit_contribution',
  /** A gift to a registered charity the worker asks the employer to take from pay: post-tax; T4 box 46. */
  'charitable_donation',
  /**
   * Dues to a union: for a Canadian (T4) worker taken before income tax (T4127's U1) and reported in T4 box 44;
   * for anyone else post-tax (decision 0114).
   */
  'union_dues',
  'other',
] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

export const DEDUCTION_KIND_LABELS: Record<DeductionKind, string> = {
  child_support: 'Child support',
  creditor_garnishment: 'Creditor garnishment',
  tax_levy: 'Federal tax levy',
  loan: 'Loan',
  advance: 'Advance',
  benefit_contribution: 'Benefit contribution',
  charitable_donation: 'Charitable donation',
  union_dues: 'Union dues',
  other: 'Other',
};

/** Garnishments carry a court or agency order. */
export const GARNISHMENT_KINDS: readonly DeductionKind[] = ['child_support', 'creditor_garnishment', 'tax_levy'];
/** Loans and advances are repaid up to a goal: their balance runs down with each approved paycheck. */
export const BALANCE_KINDS: readonly DeductionKind[] = ['loan', 'advance'];

/**
 * How a benefit contribution or other deduction is taxed: before income tax (a section 125 cafeteria plan,
 * also before FICA; a traditional 401(k); for a Canadian worker, a registered pension plan: T4127's F, T4
 * box 20) or after it (Roth 401(k), or any other post-tax deduction).
 */
export const DEDUCTION_TREATMENTS = ['section_125', 'traditional_401k', 'rpp', 'roth_401k', 'post_tax'] as const;
export type DeductionTreatment = (typeof DEDUCTION_TREATMENTS)[number];
export const PRE_TAX_TREATMENTS: readonly DeductionTreatment[] = ['section_125', 'traditional_401k', 'rpp'];

/**
 * Whether a tax treatment applies to a worker of this classification (decision 0114): section 125 and a
 * 401(k) are US treatments, a registered pension plan a Canadian (T4) one; post-tax and Roth apply to anyone.
 * Enrolling in a plan and taking a deduction both ask it.
 */
export function treatmentFitsWorker(treatment: string | null, classification: string): boolean {
  if (treatment === 'rpp') return classification === 'canada_t4';
  if (treatment === 'section_125' || treatment === 'traditional_401k') return classification !== 'canada_t4';
  return true;
}

export const DEDUCTION_FREQUENCIES = ['recurring', 'one_off'] as const;
export const DEDUCTION_STATUSES = ['scheduled', 'active', 'completed', 'ended', 'stopped'] as const;
export type DeductionStatus = (typeof DEDUCTION_STATUSES)[number];

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount like 250.00')
  .refine((a) => /[1-9]/.test(a), 'The amount must be more than zero');
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, 'Enter a percent from 0.01 to 100')
  .refine((a) => /[1-9]/.test(a), 'The percent must be more than zero');
const text = (max: number) => z.string().trim().min(1).max(max);

export const deductionOrderSchema = z
  .object({
    case_number: text(60),
    /** The court or agency that issued the order. */
    issuer: text(120),
    received_date: calendarDateSchema(),
    /** Among garnishments of the same kind, lower is taken first (then the earlier order). */
    priority: z.number().int().min(1).max(99).default(1),
    /** Child support: the worker supports another spouse or child (the CCPA limit is 50%, else 60%). */
    supports_others: z.boolean().default(false),
    /** Child support 12 weeks or more in arrears: 5 more points of the limit. */
    twelve_weeks_in_arrears: z.boolean().default(false),
  })
  .strict();

export const paycheckDeductionCreateSchema = z
  .object({
    contractor_id: z.string().uuid(),
    kind: z.enum(DEDUCTION_KINDS, 'Choose a kind of deduction'),
    /** Benefit contributions and other deductions only; the rest are post-tax by nature. */
    treatment: z.enum(DEDUCTION_TREATMENTS).optional(),
    description: z.string().trim().max(120).optional(),
    frequency: z.enum(DEDUCTION_FREQUENCIES, 'Choose recurring or one-off'),
    amount: amount.optional(),
    percent: percent.optional(),
    goal_amount: amount.optional(),
    start_date: calendarDateSchema(),
    end_date: calendarDateSchema().optional(),
    order: deductionOrderSchema.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (Boolean(b.amount) === Boolean(b.percent)) issue('amount', 'Give either an amount or a percent of wages');
    const garnishment = GARNISHMENT_KINDS.includes(b.kind);
    if (garnishment && !b.order) issue('order', 'A garnishment needs its order: case number, issuer and date received');
    if (!garnishment && b.order) issue('order', 'Only a garnishment carries an order');
    if (b.kind === 'tax_levy') {
      issue(
        'kind',
        "A federal tax levy is figured from IRS Publication 1494's exempt amount, which the payroll engine does not figure yet",
      );
    }
    if (BALANCE_KINDS.includes(b.kind) && !b.goal_amount)
      issue('goal_amount', 'A loan or advance needs the amount to repay');
    if (!BALANCE_KINDS.includes(b.kind) && b.goal_amount)
      issue('goal_amount', 'Only a loan or advance has an amount to repay');
    const treated = b.kind === 'benefit_contribution' || b.kind === 'other';
    if (treated && !b.treatment) issue('treatment', 'Choose how it is taxed: pre-tax or post-tax');
    if (!treated && b.treatment)
      issue('treatment', 'Only a benefit contribution or other deduction chooses its tax treatment');
    if (b.end_date && b.end_date < b.start_date) issue('end_date', 'The end date must not be before the start date');
    if (b.frequency === 'one_off' && b.end_date) issue('end_date', 'A one-off deduction has no end date');
  });
export type PaycheckDeductionCreate = z.infer<typeof paycheckDeductionCreateSchema>;

export const paycheckDeductionStopSchema = z
  .object({ reason: z.string().trim().min(1, 'Say why it stops').max(200) })
  .strict();
export type PaycheckDeductionStop = z.infer<typeof paycheckDeductionStopSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const paycheckDeductionViewSchema = z.object({
  id: z.string(),
  contractor: ref,
  partner: ref,
  kind: z.enum(DEDUCTION_KINDS),
  treatment: z.enum(DEDUCTION_TREATMENTS).nullable(),
  /** What the pay stub calls it. */
  label: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(DEDUCTION_FREQUENCIES),
  amount: z.string().nullable(),
  percent: z.string().nullable(),
  goal_amount: z.string().nullable(),
  /** What approved paychecks took. */
  taken_to_date: z.string(),
  /** Goal less what was taken: loans and advances only. */
  balance: z.string().nullable(),
  /** What the last approved paycheck could not take (the engine's limits or too little pay), carried to the next. */
  arrears: z.string(),
  status: z.enum(DEDUCTION_STATUSES),
  start_date: z.string(),
  end_date: z.string().nullable(),
  stopped_at: z.string().nullable(),
  stop_reason: z.string().nullable(),
  order: z
    .object({
      case_number: z.string(),
      issuer: z.string(),
      received_date: z.string(),
      priority: z.number().int(),
      supports_others: z.boolean(),
      twelve_weeks_in_arrears: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type PaycheckDeductionView = z.infer<typeof paycheckDeductionViewSchema>;

/** One approved paycheck's take of a deduction: what it asked (with arrears), what it took, what it left. */
export const deductionTakeSchema = z.object({
  paycheck_id: z.string(),
  payroll_run_id: z.string(),
  check_date: z.string(),
  asked: z.string(),
  taken: z.string(),
  arrears_after: z.string(),
});
export type DeductionTake = z.infer<typeof deductionTakeSchema>;

export const paycheckDeductionDetailSchema = paycheckDeductionViewSchema.extend({
  takes: z.array(deductionTakeSchema),
});
export type PaycheckDeductionDetail = z.infer<typeof paycheckDeductionDetailSchema>;

export const PAYCHECK_DEDUCTION_SORTS = ['created_at', 'start_date', 'kind'] as const;
export const paycheckDeductionFilters = {
  contractor_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  kind: z.enum(DEDUCTION_KINDS).optional(),
  /** open: not stopped; stopped: stopped by hand. */
  state: z.enum(['open', 'stopped']).optional(),
};
