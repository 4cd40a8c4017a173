/**
 * Partner distributions and sales-partner commissions (issue 14; decisions 0055, 0062): per partner, per
 * currency and period, the share of the cash its clients paid that is the partner's, one line per invoice
 * line × payment allocation the cash reached, each traced to the invoice line, the allocation and the
 * paychecks behind the line's pay. A returned payment is a negative line in the period it is returned
 * (a clawback); an approved or paid distribution is never edited. Commissions are accrued on the same
 * lines (the plan, basis and amount per line) and summed per sales partner in `commissions`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DISTRIBUTION_FUNDINGS,
  DISTRIBUTION_STATUSES,
  PAYOUT_FORMATS,
  PAYOUT_OWNER_KINDS,
  PAYOUT_STATUSES,
} from '@app/domain';
import { created, money } from './columns.js';
import { commissionPlans } from './commissions.js';
import { partnerRef } from './partners.js';
import { payoutMethods } from './payout-methods.js';
import { salesPartners } from './sales-partners.js';
import { userRef } from './users.js';

/** The money columns a distribution sums from its lines (a line has each of them too). */
const amounts = () => ({
  /** The cash the allocation brought the line, before sales tax (negative for a clawback). */
  cash: money('cash').notNull().default('0'),
  /** The part of the allocation that paid the line's sales tax: neither party's. */
  salesTax: money('sales_tax').notNull().default('0'),
  pay: money('pay').notNull().default('0'),
  burden: money('burden').notNull().default('0'),
  platformFee: money('platform_fee').notNull().default('0'),
  adjustments: money('adjustments').notNull().default('0'),
  margin: money('margin').notNull().default('0'),
  reimbursement: money('reimbursement').notNull().default('0'),
  partnerAmount: money('partner_amount').notNull().default('0'),
  platformAmount: money('platform_amount').notNull().default('0'),
  /** What the platform keeps: its part less the pay and burden it laid out and the commission. */
  platformRevenue: money('platform_revenue').notNull().default('0'),
  commission: money('commission').notNull().default('0'),
});

export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    currency: text('currency').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status', { enum: DISTRIBUTION_STATUSES }).notNull().default('calculated'),
    ...amounts(),
    /** The previous period's partner_amount_due (0 or negative), netted here. */
    carriedIn: money('carried_in').notNull().default('0'),
    /** Paid out: the partner amounts with what was carried in, never negative. */
    payable: money('payable').notNull().default('0'),
    /** What the partner still owes, carried to the next period (0 or negative). */
    partnerAmountDue: money('partner_amount_due').notNull().default('0'),
    calculatedBy: userRef('calculated_by'),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull(),
    approvedBy: userRef('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: userRef('paid_by'),
    /** Why the payout failed: no payout account, or the bank's return (its payout in `payouts`). */
    failureReason: text('failure_reason'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('distributions_period_idx').on(t.partnerId, t.currency, t.periodStart),
    index('distributions_list_idx').on(t.periodStart, t.id),
  ],
);

export const distributionLines = pgTable(
  'distribution_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id),
    partnerId: partnerRef().notNull(),
    // The trace: no foreign keys to the billing rows (they are never deleted), so a recalculation's
    // delete-and-write of its own lines checks nothing it does not need.
    invoiceId: uuid('invoice_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    paymentAllocationId: uuid('payment_allocation_id').notNull(),
    /** The allocation a clawback undoes. */
    reversesAllocationId: uuid('reverses_allocation_id'),
    /** The day the cash reached the invoice: the payment's date, or the return's for a returned payment. */
    allocationDate: date('allocation_date').notNull(),
    clawback: boolean('clawback').notNull().default(false),
    funding: text('funding', { enum: DISTRIBUTION_FUNDINGS }).notNull(),
    /** The invoice line's billed amount (before tax), whole. */
    bill: money('bill').notNull(),
    ...amounts(),
    /** The paychecks that paid the time or expense behind the line. */
    paycheckIds: uuid('paycheck_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    commissionPlanId: uuid('commission_plan_id').references(() => commissionPlans.id),
    salesPartnerId: uuid('sales_partner_id').references(() => salesPartners.id),
    /** The margin or billing the commission was figured on, and the plan year's basis before it (its tier). */
    commissionBasis: money('commission_basis').notNull().default('0'),
    commissionBasisBefore: money('commission_basis_before').notNull().default('0'),
    createdAt: created(),
  },
  (t) => [
    index('distribution_lines_distribution_idx').on(t.distributionId, t.allocationDate, t.id),
    // An allocation's cash is distributed once: a second calculation over it finds this.
    uniqueIndex('distribution_lines_allocation_idx').on(t.paymentAllocationId, t.invoiceLineId),
    index('distribution_lines_plan_idx')
      .on(t.commissionPlanId, t.allocationDate)
      .where(sql`${t.commissionPlanId} is not null`),
  ],
);

/** A sales partner's commission on one referred partner's distribution (the period's lines under its plans). */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id),
    salesPartnerId: uuid('sales_partner_id')
      .notNull()
      .references(() => salesPartners.id),
    partnerId: partnerRef().notNull(),
    currency: text('currency').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    basis: money('basis').notNull(),
    /** The period's lines netted (decision 0068). */
    amount: money('amount').notNull(),
    /** Approved with its distribution; paid with it or by itself; failed by a missing account or a return. */
    status: text('status', { enum: DISTRIBUTION_STATUSES }).notNull().default('calculated'),
    /** The referral's previous commission's amount_due (0 or negative), netted here. */
    carriedIn: money('carried_in').notNull().default('0'),
    /** Paid out: the amount with what was carried in, never negative. */
    payable: money('payable').notNull().default('0'),
    /** What the sales partner still owes, carried to the referral's next commission (0 or negative). */
    amountDue: money('amount_due').notNull().default('0'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: userRef('paid_by'),
    failureReason: text('failure_reason'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('commissions_distribution_idx').on(t.distributionId, t.salesPartnerId),
    index('commissions_sales_partner_idx').on(t.salesPartnerId, t.periodStart, t.id),
  ],
);

/**
 * Every attempt to pay a distribution or a commission (decision 0068): the payee's default payout account
 * then (its last four), the entry's trace number (NACHA) or cross reference (CPA-005), and the file as
 * written (like payroll_files, kept as sent, never answered). A bank's return marks it returned; paying
 * again writes another. Nothing here is ever deleted.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    payeeKind: text('payee_kind', { enum: PAYOUT_OWNER_KINDS }).notNull(),
    distributionId: uuid('distribution_id').references(() => distributions.id),
    commissionId: uuid('commission_id').references(() => commissions.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    format: text('format', { enum: PAYOUT_FORMATS }).notNull(),
    payoutMethodId: uuid('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id),
    accountLast4: text('account_last4').notNull(),
    traceNumber: text('trace_number').notNull(),
    file: text('file').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('sent'),
    returnCode: text('return_code'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    check('payouts_one_subject', sql`(${t.distributionId} is null) <> (${t.commissionId} is null)`),
    // A return names the trace number: one payout per trace in each format.
    uniqueIndex('payouts_trace_idx').on(t.format, t.traceNumber),
    index('payouts_distribution_idx')
      .on(t.distributionId, t.createdAt)
      .where(sql`${t.distributionId} is not null`),
    index('payouts_commission_idx')
      .on(t.commissionId, t.createdAt)
      .where(sql`${t.commissionId} is not null`),
  ],
);
