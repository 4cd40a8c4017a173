/**
 * Contracts of /v2/payroll_runs (issue 13): a run per employer × partner × pay period, previewed in
 * pre_draft — every worker's paycheck through the payroll engine from the approved, untaken pay-side
 * ledger items, each earnings line traced to the items behind it — and moved through the section 4
 * statuses by guarded transitions (decision 0047).
 */
import { z } from 'zod';
import { bankingDaysFrom } from '../banking-calendar.js';
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
  // A failed run's transfers re-sent (or its paychecks reissued) pay it after all, in part or whole.
  // A bank return days after pay day: the run is paid in part (or not at all) after all.
  paid: ['partially_paid', 'failed'],
  failed: ['pre_draft', 'partially_paid', 'paid'],
};
export const mayMovePayrollRun = (from: PayrollRunStatus, to: PayrollRunStatus) =>
  PAYROLL_RUN_TRANSITIONS[from].includes(to);

/** Banking days needed between approval and pay day: an ACH credit settles a day after it is sent, sent a day after the debit that funds it. */
export const FUNDING_LEAD_BANKING_DAYS = 2;

// Banking days: weekdays less the Federal Reserve holidays (decision 0059).
export {
  bankingDaysFrom,
  bankingDayOnOrBefore,
  isBankingDay,
  federalReserveHolidays,
  notABankingDay,
} from '../banking-calendar.js';

/**
 * The last day a run can be approved and still pay on its pay day: two banking days before it (decision
 * 0047). Approved later, it pays two banking days after the approval instead, and says so.
 */
export const fundingDeadlineOf = (payDate: string) => bankingDaysFrom(payDate, -FUNDING_LEAD_BANKING_DAYS);
export const earliestPayDateAfter = (approvalDate: string) => bankingDaysFrom(approvalDate, FUNDING_LEAD_BANKING_DAYS);

/** Spec section 4's transfer statuses. */
export const TRANSFER_STATUSES = ['processing', 'paid', 'failed'] as const;
/** How a paycheck's money goes: a deposit, a pay card load (decision 0058), a check on pay day, or nothing (net zero). */
export const TRANSFER_METHODS = ['direct_deposit', 'pay_card', 'check', 'none'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Why a share of net pay went by check instead of to the account the worker's split names (decision 0067):
 * the account is new and its prenote has not cleared yet, or its prenote came back from the bank, or a live
 * deposit to it came back because the account cannot take entries (closed, not found …; decision 0078).
 */
export const TRANSFER_FALLBACK_REASONS = ['prenote_pending', 'prenote_returned', 'account_returned'] as const;
export type TransferFallbackReason = (typeof TRANSFER_FALLBACK_REASONS)[number];

/** The account a fallback check stands in for: its last four, why, and what its prenote says now. */
export const transferFallbackSchema = z.object({
  reason: z.enum(TRANSFER_FALLBACK_REASONS),
  account_masked: z.string(),
  /** The day the account's prenote clears (deposits go to it from then), while it is pending. */
  clears_on: z.string().nullable(),
  /** The bank's return code, once its prenote (or a live deposit to it) came back. */
  return_code: z.string().nullable(),
});
export type TransferFallback = z.infer<typeof transferFallbackSchema>;

export const PAYROLL_RUN_KINDS = ['regular', 'off_cycle'] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];

/**
 * Why an off-cycle run is made, which sets how it is figured (decision 0050): a bonus is taxed by the
 * supplemental method (US flat rate; Canada T4127's bonus method) without recurring deductions; a
 * correction is regular wages; a final paycheck pays the worker's untaken approved time with the one-offs.
 */
export const OFF_CYCLE_REASONS = ['bonus', 'correction', 'final_paycheck'] as const;
export type OffCycleReason = (typeof OFF_CYCLE_REASONS)[number];

export const OFF_CYCLE_REASON_LABELS: Record<OffCycleReason, string> = {
  bonus: 'Bonus',
  correction: 'Correction',
  final_paycheck: 'Final paycheck',
};

/** What each reason does to the run, as the off-cycle dialog explains it. */
export const OFF_CYCLE_REASON_DEFAULTS: Record<OffCycleReason, string> = {
  bonus:
    'Taxed by the supplemental method (US flat rate, Canada’s bonus method); no recurring deductions. Gross-up pays the amount as net.',
  correction: 'Taxed as regular wages, with the worker’s usual deductions.',
  final_paycheck: 'Pays the worker’s approved time not yet paid, up to the check date, plus the amounts below.',
};

const offCycleAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount like 250.00')
  .refine((a) => /[1-9]/.test(a), 'The amount must be more than zero');

/** POST /v2/payroll_runs/off_cycle: an off-cycle run for chosen workers, its reason setting how it is figured. */
export const offCycleRunCreateSchema = z
  .object({
    partner_id: z.string().uuid().optional(),
    reason: z.enum(OFF_CYCLE_REASONS, 'Choose a reason: bonus, correction or final paycheck'),
    check_date: calendarDateSchema(),
    /** A bonus meant as a net amount: each worker's bonus is the net pay to reach; the gross is solved. */
    gross_up: z.boolean().default(false),
    workers: z
      .array(
        z
          .object({
            contractor_id: z.string().uuid(),
            earnings: z
              .array(
                z.object({ type: z.enum(EARNING_TYPES, 'Choose an earning type'), amount: offCycleAmount }).strict(),
              )
              .max(10)
              .default([]),
          })
          .strict(),
      )
      .min(1, 'Choose at least one worker')
      .max(500),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.gross_up && b.reason !== 'bonus') {
      ctx.addIssue({ code: 'custom', path: ['gross_up'], message: 'Gross-up is for a bonus meant as a net amount' });
    }
    const seen = new Set<string>();
    b.workers.forEach((w, k) => {
      if (seen.has(w.contractor_id)) {
        ctx.addIssue({ code: 'custom', path: ['workers', k, 'contractor_id'], message: 'This worker is listed twice' });
      }
      seen.add(w.contractor_id);
      if (b.reason !== 'final_paycheck' && w.earnings.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['workers', k, 'earnings'], message: 'Enter an amount to pay' });
      }
      if (b.reason === 'bonus' && w.earnings.some((e) => e.type !== 'bonus' && e.type !== 'commission')) {
        ctx.addIssue({
          code: 'custom',
          path: ['workers', k, 'earnings'],
          message: 'A bonus run pays bonuses and commissions',
        });
      }
      if (b.gross_up && (w.earnings.length !== 1 || w.earnings[0]!.type !== 'bonus')) {
        ctx.addIssue({
          code: 'custom',
          path: ['workers', k, 'earnings'],
          message: 'With gross-up, enter one bonus: the net pay the worker should receive',
        });
      }
    });
  });
export type OffCycleRunCreate = z.infer<typeof offCycleRunCreateSchema>;

/** POST /v2/paychecks/{id}/void: why the paycheck is voided (a reversing paycheck is written). */
export const paycheckVoidSchema = z
  .object({ reason: z.string().trim().min(3, 'Say why the paycheck is voided').max(200) })
  .strict();
/** POST /v2/paychecks/{id}/reissue: the new paycheck's check date (today when not given). */
export const paycheckReissueSchema = z.object({ check_date: calendarDateSchema().optional() }).strict();

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
  /** An off-cycle run's reason (null for a regular run), and what it set. */
  off_cycle_reason: z.enum(OFF_CYCLE_REASONS).nullable(),
  skip_recurring_deductions: z.boolean(),
  gross_up: z.boolean(),
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
  /** A void's reversing paycheck or a reissue, written into the run after it was paid (decision 0050). */
  correction: z.enum(['reversal', 'reissue']).nullable(),
  /** What pays the paycheck, once the run is processing: how, the account's last four, its status and any bank return code. */
  transfer: z
    .object({
      method: z.enum(TRANSFER_METHODS),
      status: z.enum(TRANSFER_STATUSES),
      account_last4: z.string().nullable(),
      return_code: z.string().nullable(),
      /** A share paid by check in place of an account whose prenote has not cleared (decision 0067). */
      fallback: transferFallbackSchema.nullable(),
    })
    .nullable(),
});
export type PayrollRunWorker = z.infer<typeof payrollRunWorkerSchema>;

/**
 * A run's bank files (GET /v2/payroll_runs/{id}/files; decision 0066): the NACHA credits (US deposits), the
 * CPA-005 credits (Canadian) and a self-funded run's NACHA funding debit, as written and sent. The list says
 * what each holds; the file itself (full account numbers) is a download, audited on each one.
 */
export const PAYROLL_FILE_FORMATS = ['nacha', 'nacha_debit', 'cpa005'] as const;
export type PayrollFileFormat = (typeof PAYROLL_FILE_FORMATS)[number];
export const PAYROLL_FILE_FORMAT_LABELS: Record<PayrollFileFormat, string> = {
  nacha: 'NACHA direct deposits',
  nacha_debit: 'NACHA funding debit',
  cpa005: 'CPA-005 direct deposits',
};

export const payrollFileViewSchema = z.object({
  id: z.string(),
  format: z.enum(PAYROLL_FILE_FORMATS),
  label: z.string(),
  /** Credits pay the workers; the debit pulls the run's net pay from the employer's account. */
  direction: z.enum(['credit', 'debit']),
  currency: z.enum(['USD', 'CAD']),
  entry_count: z.number().int(),
  /** Of the entries, the zero-amount prenotes to new deposit accounts (decision 0067). */
  prenote_count: z.number().int(),
  total: z.string(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  filename: z.string(),
});
export type PayrollFileView = z.infer<typeof payrollFileViewSchema>;
export const payrollFileListSchema = z.array(payrollFileViewSchema);

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
  /** Voids and reissues (decision 0050): what this paycheck reverses or pays again, and what reversed or reissued it. */
  reversal_of_id: z.string().nullable(),
  void_reason: z.string().nullable(),
  reversed_by_id: z.string().nullable(),
  reissue_of_id: z.string().nullable(),
  reissued_by_id: z.string().nullable(),
  /** Every transfer that paid it, a re-send linked to the failed transfer it replaces. */
  transfers: z.array(
    z.object({
      id: z.string(),
      method: z.enum(TRANSFER_METHODS),
      status: z.enum(TRANSFER_STATUSES),
      amount: money,
      account_last4: z.string().nullable(),
      return_code: z.string().nullable(),
      resent_from_id: z.string().nullable(),
      created_at: z.string(),
      fallback: transferFallbackSchema.nullable(),
    }),
  ),
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
  /** Prenotes the bank returned (decision 0067): those deposit accounts are marked failed and not paid to. */
  prenotes_failed: z.array(
    z.object({ bank_account_id: z.string(), trace_number: z.string(), return_code: z.string() }),
  ),
  /**
   * Self-funded runs' funding debits the bank returned (after they settled, or before): each debit is marked
   * failed with its code; a run that had paid its workers stays paid and its funding says what the partner
   * owes; one not yet paid fails before any credit goes (decision 0051).
   */
  debits_returned: z.array(
    z.object({ payroll_run_id: z.string(), trace_number: z.string(), return_code: z.string(), amount: z.string() }),
  ),
  /** Trace numbers no transfer, prenote or funding debit has: the bank's, not ours, or another originator's. */
  unmatched: z.array(z.string()),
});
export type PayrollReturnsResult = z.infer<typeof payrollReturnsResultSchema>;

export const PAYROLL_RUN_SORTS = ['period_start', 'pay_date', 'created_at', 'status'] as const;

export const payrollRunFilters = {
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  partner_id: z.string().uuid().optional(),
};

/** GET /v2/payroll_tax_liabilities: a period's liabilities per employer, by the paychecks' check dates. */
export const periodTaxLiabilitiesQuerySchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    /** Staff narrow to one partner's runs; a partner's users read their own. */
    partner_id: z.string().uuid().optional(),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The period ends before it starts' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'Choose a period of a year or less',
  });
export const periodTaxLiabilitiesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One group per employer (the platform for EOR work, a self-employer its own): what each owes. */
  employers: z.array(
    z.object({
      employer_key: z.string(),
      liabilities: z.array(taxLiabilitySchema),
      totals: z.object({ withheld: z.string(), employer: z.string(), total: z.string() }),
    }),
  ),
  note: z.string(),
});
export type PeriodTaxLiabilities = z.infer<typeof periodTaxLiabilitiesSchema>;
