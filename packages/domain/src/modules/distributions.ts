/**
 * Contracts of /v2/distributions and /v2/commissions (issue 14; decisions 0055, 0062): a partner's share of
 * the cash its clients paid in a period, line by line down to the invoice line, payment allocation and
 * paychecks behind it, and the sales partners' commissions accrued on the same allocations.
 */
import { z } from 'zod';
import { payoutViewSchema } from './payouts.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

/**
 * calculated → approved → paid, or failed (no payout method, a bank refusal); a failed one may be paid
 * again, and a paid one whose payout the bank returns is failed (decision 0068). A commission moves the
 * same way: approved with its distribution, paid with it or by itself.
 */
export const DISTRIBUTION_STATUSES = ['calculated', 'approved', 'paid', 'failed'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

export const DISTRIBUTION_TRANSITIONS: Record<DistributionStatus, readonly DistributionStatus[]> = {
  calculated: ['approved'],
  approved: ['paid', 'failed'],
  failed: ['paid'],
  paid: ['failed'],
};
export const mayMoveDistribution = (from: DistributionStatus, to: DistributionStatus) =>
  DISTRIBUTION_TRANSITIONS[from].includes(to);

export const DISTRIBUTION_FUNDINGS = ['funded', 'self_funded'] as const;

export const distributionCalculateSchema = z
  .object({
    partner_id: z.string().uuid('Choose a partner'),
    period_start: calendarDateSchema(),
    period_end: calendarDateSchema(),
    currency: z.enum(['usd', 'cad']).default('usd'),
  })
  .strict()
  .refine((b) => b.period_end >= b.period_start, { path: ['period_end'], message: 'The period ends before it starts' })
  .refine((b) => b.period_end <= addYear(b.period_start), {
    path: ['period_end'],
    message: 'A period is at most a year',
  });
export type DistributionCalculate = z.infer<typeof distributionCalculateSchema>;

/** The same calendar date a year on (string order is date order for YYYY-MM-DD). */
function addYear(date: string): string {
  return `${String(Number(date.slice(0, 4)) + 1).padStart(4, '0')}${date.slice(4)}`;
}

/** Pay, burden and reimbursement are null for a sales partner (its referral's payroll is not its to read). */
const totals = {
  cash: z.string(),
  sales_tax: z.string(),
  pay: z.string().nullable(),
  burden: z.string().nullable(),
  platform_fee: z.string(),
  adjustments: z.string(),
  margin: z.string(),
  reimbursement: z.string().nullable(),
  partner_amount: z.string(),
  platform_amount: z.string(),
  /** Staff and sales partners only (null for a partner): the platform pays commissions from its part. */
  commission: z.string().nullable(),
  /** The platform's part less what it laid out and the commission (staff only). */
  platform_revenue: z.string().nullable(),
};

export const distributionViewSchema = z.object({
  id: z.string(),
  partner: namedRefSchema,
  currency: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(DISTRIBUTION_STATUSES),
  line_count: z.number(),
  ...totals,
  /** The previous period's `partner_amount_due` netted here (0 or negative). */
  carried_in: z.string(),
  /** What is paid out (never negative). */
  payable: z.string(),
  /** What the partner still owes, carried to the next period (0 or negative). */
  partner_amount_due: z.string(),
  calculated_at: z.string(),
  approved_by: namedRefSchema.nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The payout account's last four digits and the CCD entry's trace number, once paid. */
  payout_account_last4: z.string().nullable(),
  payout_trace_number: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type DistributionView = z.infer<typeof distributionViewSchema>;

export const distributionLineViewSchema = z.object({
  id: z.string(),
  allocation_date: z.string(),
  /** A returned payment's (or an unallocation's) negative line: it undoes an earlier allocation. */
  clawback: z.boolean(),
  funding: z.enum(DISTRIBUTION_FUNDINGS),
  invoice: z.object({ id: z.string(), number: z.string().nullable() }),
  invoice_line: z.object({ id: z.string(), position: z.number(), description: z.string(), amount: z.string() }),
  payment: z.object({ id: z.string(), reference: z.string().nullable() }),
  payment_allocation_id: z.string(),
  reverses_allocation_id: z.string().nullable(),
  paycheck_ids: z.array(z.string()),
  ...totals,
  commission_plan_id: z.string().nullable(),
});
export type DistributionLineView = z.infer<typeof distributionLineViewSchema>;

export const distributionDetailSchema = distributionViewSchema.extend({
  lines: z.array(distributionLineViewSchema),
  commissions: z.array(
    z.object({
      id: z.string(),
      sales_partner: namedRefSchema,
      basis: z.string(),
      amount: z.string(),
      status: z.enum(DISTRIBUTION_STATUSES),
    }),
  ),
  /** Every payout attempt, newest first (staff and the partner; a returned one stays). */
  payouts: z.array(payoutViewSchema),
});
export type DistributionDetail = z.infer<typeof distributionDetailSchema>;

export const DISTRIBUTION_SORTS = ['period_start', 'payable', 'status'] as const;
export const distributionFilters = {
  partner_id: z.string().uuid().optional(),
  status: z.enum(DISTRIBUTION_STATUSES).optional(),
  currency: z.enum(['usd', 'cad']).optional(),
};

export const commissionViewSchema = z.object({
  id: z.string(),
  distribution_id: z.string(),
  sales_partner: namedRefSchema,
  partner: namedRefSchema,
  currency: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  /** The commission's own: approved with its distribution, then paid or failed by its payout. */
  status: z.enum(DISTRIBUTION_STATUSES),
  /** The margin or billing the period's cash carried under the plans in effect. */
  basis: z.string(),
  /** The period's commission lines netted: clawbacks against the positive ones. */
  amount: z.string(),
  /** The referral's previous commission's `amount_due` netted here (0 or negative). */
  carried_in: z.string(),
  /** What is paid out (never negative). */
  payable: z.string(),
  /** What the sales partner still owes, carried to the referral's next commission (0 or negative). */
  amount_due: z.string(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The latest payout attempt: which file and entry paid it (or was returned). */
  payout: payoutViewSchema.nullable(),
  created_at: z.string(),
});
export type CommissionView = z.infer<typeof commissionViewSchema>;

/** One distribution line's commission: the trace from a commission to the cash behind it. */
export const commissionLineViewSchema = z.object({
  id: z.string(),
  allocation_date: z.string(),
  clawback: z.boolean(),
  invoice: z.object({ id: z.string(), number: z.string().nullable() }),
  invoice_line: z.object({ id: z.string(), position: z.number(), description: z.string() }),
  payment: z.object({ id: z.string(), reference: z.string().nullable() }),
  payment_allocation_id: z.string(),
  reverses_allocation_id: z.string().nullable(),
  basis: z.string(),
  commission: z.string(),
});
export type CommissionLineView = z.infer<typeof commissionLineViewSchema>;

export const commissionDetailSchema = commissionViewSchema.extend({
  lines: z.array(commissionLineViewSchema),
  /** Every payout attempt, newest first. */
  payouts: z.array(payoutViewSchema),
});
export type CommissionDetail = z.infer<typeof commissionDetailSchema>;

export const COMMISSION_SORTS = ['period_start', 'amount'] as const;
export const commissionFilters = {
  sales_partner_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  status: z.enum(DISTRIBUTION_STATUSES).optional(),
};
