/**
 * Contracts of /v2/payroll_runs (issue 13): a run per employer × partner × pay period, previewed in
 * pre_draft — every worker's paycheck through the payroll engine from the approved, untaken pay-side
 * ledger items, each earnings line traced to the items behind it — and moved through the section 4
 * statuses by guarded transitions (decision 0047).
 */
import { z } from 'zod';
import { EARNING_TYPES, POST_TAX_TYPES, PRE_TAX_TYPES } from './paychecks.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

/** Spec section 4's payroll run statuses. */
export const PAYROLL_RUN_STATUSES = ['pre_draft', 'pending', 'processing', 'paid', 'partially_paid', 'failed'] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

export const PAYROLL_RUN_STATUS_LABELS: Record<PayrollRunStatus, string> = {
  pre_draft: 'Pre-draft',
  pending: 'Pending approval',
  processing: 'Processing',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  failed: 'Failed',
};

/**
 * Which moves each status allows: a pre-draft is submitted (pending) once every worker figures; a pending
 * run is reopened (back to pre-draft) or approved (processing); processing ends paid, partially paid (some
 * transfers failed) or failed; a partially paid run becomes paid when its failed transfers are re-sent.
 */
export const PAYROLL_RUN_TRANSITIONS: Record<PayrollRunStatus, readonly PayrollRunStatus[]> = {
  pre_draft: ['pending'],
  pending: ['pre_draft', 'processing'],
  processing: ['paid', 'partially_paid', 'failed'],
  partially_paid: ['paid', 'failed'],
  // A bank return days after pay day: the run is paid in part (or not at all) after all.
  paid: ['partially_paid', 'failed'],
  failed: ['pre_draft'],
};
export const mayMovePayrollRun = (from: PayrollRunStatus, to: PayrollRunStatus) =>
  PAYROLL_RUN_TRANSITIONS[from].includes(to);

/** Banking days needed between approval and pay day: an ACH credit settles a day after it is sent, sent a day after the debit that funds it. */
export const FUNDING_LEAD_BANKING_DAYS = 2;

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const shiftDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const isBankingDay = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;

/** `n` banking days (Monday to Friday) after a date, or before it for a negative `n`. */
export function bankingDaysFrom(iso: string, n: number): string {
  let d = iso;
  for (let left = Math.abs(n); left > 0;) {
    d = shiftDays(d, Math.sign(n));
    if (isBankingDay(d)) left -= 1;
  }
  return d;
}

/**
 * The last day a run can be approved and still pay on its pay day: two banking days before it (decision
 * 0047). Approved later, it pays two banking days after the approval instead, and says so.
 */
export const fundingDeadlineOf = (payDate: string) => bankingDaysFrom(payDate, -FUNDING_LEAD_BANKING_DAYS);
export const earliestPayDateAfter = (approvalDate: string) => bankingDaysFrom(approvalDate, FUNDING_LEAD_BANKING_DAYS);

/** Spec section 4's transfer statuses. */
export const TRANSFER_STATUSES = ['processing', 'paid', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const PAYROLL_RUN_KINDS = ['regular', 'off_cycle'] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];

/** How the run's money reaches the workers (the partner's `self_funded` flag, decision 0047). */
export const PAYROLL_FUNDINGS = ['self_funded', 'funded'] as const;

/** POST /v2/payroll_runs: a regular run of one pay period (its first day) for a partner's workers. */
export const payrollRunCreateSchema = z
  .object({
    /** Staff name the partner; a partner's users run their own. */
    partner_id: z.string().uuid().optional(),
    /** The first day of a pay period of the employer's pay calendar. */
    period_start: calendarDateSchema(),
  })
  .strict();
export type PayrollRunCreate = z.infer<typeof payrollRunCreateSchema>;

export const PAYROLL_ADJUSTMENT_KINDS = ['earning', 'pre_tax', 'post_tax'] as const;
const TYPES_OF_KIND: Record<(typeof PAYROLL_ADJUSTMENT_KINDS)[number], readonly string[]> = {
  earning: EARNING_TYPES,
  pre_tax: PRE_TAX_TYPES,
  post_tax: POST_TAX_TYPES,
};

/** POST /v2/payroll_runs/{id}/adjustments: a one-off earning or deduction for a worker of a pre-draft run. */
export const payrollRunAdjustmentCreateSchema = z
  .object({
    contractor_id: z.string().uuid(),
    kind: z.enum(PAYROLL_ADJUSTMENT_KINDS, 'Choose an earning or a deduction'),
    type: z.string().trim().min(1, 'Choose a type'),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount like 250.00')
      .refine((a) => /[1-9]/.test(a), 'The amount must be more than zero'),
    note: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!TYPES_OF_KIND[b.kind].includes(b.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Not a ${b.kind.replace('_', '-')} type: choose one of ${TYPES_OF_KIND[b.kind].join(', ')}`,
      });
    }
  });
export type PayrollRunAdjustmentCreate = z.infer<typeof payrollRunAdjustmentCreateSchema>;

export const payrollRunAdjustmentViewSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYROLL_ADJUSTMENT_KINDS),
  type: z.string(),
  amount: z.string(),
  note: z.string().nullable(),
});

/** POST /v2/payroll_runs/{id}/exclusions: leave a worker out of (or back in) a pre-draft run. */
export const payrollRunExclusionSchema = z.object({ contractor_id: z.string().uuid(), excluded: z.boolean() }).strict();
export type PayrollRunExclusion = z.infer<typeof payrollRunExclusionSchema>;

const money = z.string();

export const payrollRunTotalsSchema = z.object({
  gross: money,
  employee_taxes: money,
  deductions: money,
  net: money,
  employer_taxes: money,
});

export const payrollRunViewSchema = z.object({
  id: z.string(),
  employer_key: z.string(),
  partner: namedRefSchema,
  kind: z.enum(PAYROLL_RUN_KINDS),
  status: z.enum(PAYROLL_RUN_STATUSES),
  funding: z.enum(PAYROLL_FUNDINGS),
  period_start: z.string(),
  period_end: z.string(),
  pay_date: z.string(),
  /** Workers with a paycheck in the run (excluded and refused ones not counted). */
  worker_count: z.number().int(),
  /** Workers the engine refused (a state without a table …): the run cannot be submitted until they are excluded or fixed. */
  refused_count: z.number().int(),
  totals: payrollRunTotalsSchema,
  previewed_at: z.string().nullable(),
  /** The last day to approve and still pay on the pay day. */
  funding_deadline: z.string(),
  approved_at: z.string().nullable(),
  /** Set when the run was approved after its funding deadline: the pay day it had before it moved. */
  pay_date_moved_from: z.string().nullable(),
  /** Processing's progress: paychecks issued of `worker_count`. */
  processed_count: z.number().int(),
  created_at: z.string(),
});
export type PayrollRunView = z.infer<typeof payrollRunViewSchema>;

export const paycheckLineViewSchema = z.object({
  section: z.enum(['earning', 'pre_tax', 'employee_tax', 'employer_tax', 'post_tax']),
  code: z.string(),
  label: z.string(),
  base: money,
  amount: money,
});

/** One worker of a run: the paycheck's figures, or why the engine refused it, or that it was excluded. */
export const payrollRunWorkerSchema = z.object({
  paycheck_id: z.string().nullable(),
  contractor: namedRefSchema,
  classification: z.string(),
  work_state: z.string().nullable(),
  currency: z.string(),
  gross: money,
  employee_taxes: money,
  deductions: money,
  net: money,
  employer_taxes: money,
  excluded: z.boolean(),
  /** The engine's refusal (e.g. "No 2026 income tax withholding table for the work state NY"). */
  refusal: z.string().nullable(),
  warnings: z.array(z.string()),
  /** How many ledger items the paycheck's earnings came from. */
  item_count: z.number().int(),
  /** One-off earnings and deductions added to this worker in the run. */
  adjustments: z.array(payrollRunAdjustmentViewSchema),
  /** What pays the paycheck, once the run is processing: how, the account's last four, its status and any bank return code. */
  transfer: z
    .object({
      method: z.enum(['direct_deposit', 'check', 'none']),
      status: z.enum(TRANSFER_STATUSES),
      account_last4: z.string().nullable(),
      return_code: z.string().nullable(),
    })
    .nullable(),
});
export type PayrollRunWorker = z.infer<typeof payrollRunWorkerSchema>;

export const payrollRunDetailSchema = payrollRunViewSchema.extend({
  workers: z.array(payrollRunWorkerSchema),
});
export type PayrollRunDetail = z.infer<typeof payrollRunDetailSchema>;

/** GET /v2/paychecks/{id}: every line, and for each earnings line the ledger items behind it. */
export const paycheckDetailSchema = z.object({
  id: z.string(),
  payroll_run_id: z.string(),
  run_status: z.enum(PAYROLL_RUN_STATUSES),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  classification: z.string(),
  work_state: z.string().nullable(),
  check_date: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  currency: z.string(),
  gross: money,
  net: money,
  employer_cost: money,
  /** The engine's refusal, when the paycheck could not be figured (no lines then). */
  refusal: z.string().nullable(),
  lines: z.array(paycheckLineViewSchema),
  warnings: z.array(z.string()),
  /** The year to date after this paycheck, per figure (snake_case keys of the engine's year-to-date). */
  ytd: z.record(z.string(), z.string()),
  items: z.array(
    z.object({
      id: z.string(),
      earning: z.string(),
      work_date: z.string(),
      pay_class: z.string(),
      minutes: z.number().int(),
      rate: z.string().nullable(),
      amount: money,
      timesheet_id: z.string().nullable(),
      expense_id: z.string().nullable(),
    }),
  ),
});
export type PaycheckDetail = z.infer<typeof paycheckDetailSchema>;

/** A row of /v2/paychecks: one paycheck of an approved (or later) run, or a preview's for staff and partners. */
export const paycheckListRowSchema = z.object({
  id: z.string(),
  payroll_run_id: z.string(),
  run_status: z.enum(PAYROLL_RUN_STATUSES),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  classification: z.string(),
  work_state: z.string().nullable(),
  check_date: z.string(),
  currency: z.string(),
  gross: money,
  employee_taxes: money,
  deductions: money,
  net: money,
  employer_taxes: money,
  transfer_status: z.enum(TRANSFER_STATUSES).nullable(),
});
export type PaycheckListRow = z.infer<typeof paycheckListRowSchema>;

export const PAYCHECK_SORTS = ['check_date', 'net', 'gross', 'created_at'] as const;
export const paycheckFilters = {
  payroll_run_id: z.string().uuid().optional(),
  contractor_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  check_date_from: calendarDateSchema().optional(),
  check_date_to: calendarDateSchema().optional(),
};

/** GET /v2/payroll_runs/{id}/tax_liabilities: what the run's paychecks owe each agency, withheld and the employer's own. */
export const taxLiabilitySchema = z.object({
  /** Who is owed: "IRS", a state's code (its withholding or unemployment agency), "CRA". */
  agency: z.string(),
  /** The return the amount is reported on (941, 940, 945, the state's, the CRA remittance). */
  form: z.string(),
  code: z.string(),
  label: z.string(),
  /** Withheld from the workers, and the employer's own share. */
  withheld: money,
  employer: money,
  total: money,
});
export const taxLiabilitiesSchema = z.object({
  payroll_run_id: z.string(),
  /** The day the taxes are withheld (the run's pay day): deposits are due by the employer's schedule from it. */
  pay_date: z.string(),
  liabilities: z.array(taxLiabilitySchema),
  totals: z.object({ withheld: money, employer: money, total: money }),
  /** Why no due dates are given: the deposit schedule (monthly or semiweekly; a state's own) is the employer's. */
  note: z.string(),
});
export type TaxLiabilities = z.infer<typeof taxLiabilitiesSchema>;

/** POST /v2/payroll_returns: a bank's ACH return file, as text. */
export const payrollReturnsImportSchema = z
  .object({ file: z.string().min(1, 'Paste or upload the return file').max(5_000_000) })
  .strict();
export const payrollReturnsResultSchema = z.object({
  /** Transfers marked failed by this file. */
  failed: z.array(
    z.object({
      transfer_id: z.string(),
      payroll_run_id: z.string(),
      trace_number: z.string(),
      return_code: z.string(),
    }),
  ),
  /** Returns for transfers already failed with that code (the file seen before). */
  already_failed: z.number().int(),
  /** Trace numbers no transfer has: the bank's, not ours, or another originator's. */
  unmatched: z.array(z.string()),
});
export type PayrollReturnsResult = z.infer<typeof payrollReturnsResultSchema>;

export const PAYROLL_RUN_SORTS = ['period_start', 'pay_date', 'created_at', 'status'] as const;

export const payrollRunFilters = {
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  partner_id: z.string().uuid().optional(),
};
