/**
 * Invoices: what the business bills its clients. A draft holds the ledger items it took; finalizing
 * numbers it (gap-free per issuer, from a locked counter row) and freezes it: a finalized invoice is
 * corrected by new linked documents, never edited. Lines link to the items behind them, and the link
 * rows stay when a void invoice returns its items to the pool, so every document keeps its trace.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_LINE_KINDS, INVOICE_STATUSES, INVOICE_TYPES, PAY_CLASSES } from '@app/domain';
import { created, employerKey, money, rate } from './columns.js';
import { clientRef } from './clients.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';
import { workLocations } from './work-locations.js';

/** One row per issuer: the next number its invoices take (locked FOR UPDATE while one is finalized). */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  employerKey: employerKey().primaryKey(),
  nextNumber: integer('next_number').notNull().default(1001),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The issuer: 'platform' for EOR work, else the self-employer partner's id. */
    employerKey: employerKey(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    /** Null while a draft; assigned once, on finalize. */
    number: integer('number'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    invoiceType: text('invoice_type', { enum: INVOICE_TYPES }).notNull().default('standard'),
    currency: text('currency').notNull().default('usd'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The client's split: set when the invoice is one work location's or one contractor's. */
    workLocationId: uuid('work_location_id').references(() => workLocations.id),
    contractorId: contractorRef(),
    /** Identifies the invoice across runs (issuer, payer, currency, period, split): a rerun finds its draft. */
    groupKey: text('group_key').notNull(),
    productLine: text('product_line', { enum: ['Self-Employer', 'Eor'] }).notNull(),
    funding: text('funding', { enum: ['Self funded', 'Funded'] }).notNull(),
    payrollFunder: text('payroll_funder').notNull(),
    remitTo: text('remit_to').notNull(),
    paymentTermsNetDays: integer('payment_terms_net_days').notNull(),
    invoiceDate: date('invoice_date'),
    dueDate: date('due_date'),
    totalBillAmount: money('total_bill_amount').notNull().default('0'),
    totalPayAmount: money('total_pay_amount').notNull().default('0'),
    totalSalesTax: money('total_sales_tax').notNull().default('0'),
    totalAdjustmentAmount: money('total_adjustment_amount').notNull().default('0'),
    clientTotalAdjustmentAmount: money('client_total_adjustment_amount').notNull().default('0'),
    totalDue: money('total_due').notNull().default('0'),
    allocatedAmount: money('allocated_amount').notNull().default('0'),
    notes: text('notes'),
    /** The client's PO reference printed on the invoice (editable after finalize: it is not financial). */
    poNumber: text('po_number'),
    /** The purchase order whose time the invoice holds, when the client is invoiced per PO. */
    purchaseOrderId: uuid('purchase_order_id'),
    /** Extra addresses the invoice is e-mailed to, besides the client's billing contact (non-financial). */
    contactEmails: text('contact_emails').array(),
    /** A credit memo's original, or a rebill's: the invoice this document corrects. */
    relatedInvoiceId: uuid('related_invoice_id'),
    /** A rebill's credit memo (credit and rebill links the corrected invoice to both). */
    creditMemoId: uuid('credit_memo_id'),
    writeOffReason: text('write_off_reason'),
    markPaidDate: date('mark_paid_date'),
    voidReason: text('void_reason'),
    createdBy: userRef('created_by'),
    finalizedBy: userRef('finalized_by'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.employerKey, t.number),
    // One live draft or finalized invoice per group: a rerun updates its draft, two runs at once meet here.
    uniqueIndex('invoices_group_live_idx')
      .on(t.groupKey)
      .where(sql`${t.status} <> 'void'`),
    // The list's default order (newest period first, then id) behind each scope, and alone for staff.
    index('invoices_partner_idx').on(t.partnerId, t.periodStart, t.id),
    index('invoices_client_idx').on(t.clientId, t.periodStart, t.id),
    index('invoices_period_idx').on(t.periodStart, t.id),
    index('invoices_due_idx').on(t.dueDate, t.id),
    index('invoices_related_idx')
      .on(t.relatedInvoiceId)
      .where(sql`${t.relatedInvoiceId} is not null`),
  ],
);

export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys (decision 0082): a run writes 40,000 lines in one statement and the two keys' per-row
    // checks were a quarter of its time. A run writes lines for the invoices it has just written or read and
    // the contractors of its ledger items, in the same transaction; invoices and contractors are never
    // deleted (the database refuses it), and a line is deleted only with its links.
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    contractorId: uuid('contractor_id'),
    classification: text('classification', { enum: PAY_CLASSES }),
    description: text('description').notNull(),
    minutes: integer('minutes').notNull().default(0),
    rate: rate('rate'),
    amount: money('amount').notNull(),
    /** What the items behind the line pay (never shown to a client or a sales partner). */
    payAmount: money('pay_amount').notNull().default('0'),
    salesTax: money('sales_tax').notNull().default('0'),
    /** Where the line was taxed ('US-WA', 'CA-ON') and at what combined rate; 'exempt' for an exempt client. */
    taxJurisdiction: text('tax_jurisdiction'),
    taxRatePercent: numeric('tax_rate_percent', { precision: 7, scale: 4 }),
    expenseId: uuid('expense_id'),
    /** Time from a period already invoiced to the client (the late-invoice section). */
    latePeriodStart: date('late_period_start'),
    /** A credit memo's line: the original line it reverses (in part or in whole). */
    creditsLineId: uuid('credits_line_id'),
    createdAt: created(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/** Which ledger items each line took (bill side), and the pay side of the same source for its pay figure. */
export const invoiceLineSources = pgTable(
  'invoice_line_sources',
  {
    // No foreign keys (decision 0040): a run links 120,000 items in one statement and each key's per-row
    // check was a third of its time. Every link is written from rows read in the same transaction; a
    // line's links are deleted with it (emptyDrafts, deleteLine), and the ledger refuses deletes.
    lineId: uuid('line_id').notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_line_sources_pk').on(t.lineId, t.itemId),
    index('invoice_line_sources_item_idx').on(t.itemId),
  ],
);
