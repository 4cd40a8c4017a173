/**
 * Contracts of /v2/invoices: the invoice run (preview and run), the list, one invoice with its lines and
 * their trace to the ledger, and the commands that move an invoice (finalize, void). Shared by API and web.
 */
import { z } from 'zod';
import {
  ALLOCATION_SOURCES,
  INVOICE_FREQUENCIES,
  INVOICE_GROUPINGS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAY_CLASSES,
} from '../enums.js';
import type { InvoiceStatus } from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

const uuidFilter = z.string().uuid().optional();
const money = z.string();
const periodSchema = z.object({ start: z.string(), end: z.string() });

/**
 * Which moves each status allows (the billing issue's lifecycle). Paid-in-part and paid follow cash,
 * never a button; void needs no cash applied; written off is an admin's decision with a reason.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['open', 'void'],
  open: ['partially_paid', 'paid', 'void', 'written_off'],
  partially_paid: ['paid', 'open', 'written_off'],
  paid: ['partially_paid', 'open'],
  void: [],
  written_off: [],
};
export const mayMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus) => INVOICE_TRANSITIONS[from].includes(to);

/** POST /v2/invoices/preview and /v2/invoices/run: which periods (ended by `through`) and whose. */
export const invoiceRunRequestSchema = z
  .object({
    /** The last day a billing period may end on (default today): periods still running wait. */
    through: calendarDateSchema().optional(),
    client_id: z.string().uuid().optional(),
  })
  .strict();
export type InvoiceRunRequest = z.infer<typeof invoiceRunRequestSchema>;

export const invoiceRunEntrySchema = z.object({
  client: namedRefSchema,
  partner: namedRefSchema,
  period: periodSchema,
  invoice_type: z.enum(INVOICE_TYPES),
  currency: z.string(),
  work_location: namedRefSchema.nullable(),
  contractor: namedRefSchema.nullable(),
  line_count: z.number().int(),
  late_line_count: z.number().int(),
  subtotal: money,
  /** The draft this entry updates (a rerun), or, after a run, the invoice it wrote. */
  invoice_id: z.string().nullable(),
});
export type InvoiceRunEntry = z.infer<typeof invoiceRunEntrySchema>;

export const invoiceRunResultSchema = z.object({
  through: z.string(),
  invoices: z.array(invoiceRunEntrySchema),
  totals: z.object({ invoices: z.number().int(), lines: z.number().int(), subtotal: money }),
  /** Set by a run (not a preview): drafts written and drafts brought up to date. */
  created: z.number().int().optional(),
  updated: z.number().int().optional(),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>;

export const invoiceViewSchema = z.object({
  id: z.string(),
  /** Assigned on finalize (gap-free per issuer); null while a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  invoice_type: z.enum(INVOICE_TYPES),
  /** 'platform' (EOR) or the self-employer partner that issues it. */
  employer_key: z.string(),
  payer: namedRefSchema,
  client: namedRefSchema,
  partner: namedRefSchema,
  work_location: namedRefSchema.nullable(),
  contractor: namedRefSchema.nullable(),
  product_line: z.enum(['Self-Employer', 'Eor']),
  funding: z.enum(['Self funded', 'Funded']),
  period: periodSchema,
  currency: z.string(),
  invoice_date: z.string().nullable(),
  due_date: z.string().nullable(),
  created_date: z.string(),
  mark_paid_date: z.string().nullable(),
  payment_terms_net_days: z.number().int(),
  payroll_funder: z.string(),
  remit_to: z.string(),
  purchase_orders: z.array(z.string()),
  total_bill_amount: money,
  total_sales_tax: money,
  total_adjustment_amount: money,
  client_total_adjustment_amount: money,
  total_due: money,
  allocated_amount: money,
  remaining_amount: money,
  /** What the work behind the invoice pays: staff and the partner only, never a client or sales partner. */
  total_pay_amount: money.optional(),
  /** Open with money still due after its due date. */
  overdue: z.boolean(),
  days_past_due: z.number().int(),
  notes: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** The client's PO reference printed on the invoice (editable after finalize). */
  po_number: z.string().nullable(),
  /** Addresses the invoice is e-mailed to besides the client's billing contact. */
  contact_emails: z.array(z.string()),
  /** A credit memo's or a rebill's original invoice. */
  related_invoice: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  /** A rebill's credit memo. */
  credit_memo: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  write_off_reason: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoiceLineSourceSchema = z.object({
  item_id: z.string(),
  work_date: z.string(),
  minutes: z.number().int(),
  amount: money,
  timesheet_id: z.string().nullable(),
  expense_id: z.string().nullable(),
  reverses_item_id: z.string().nullable(),
});

export const invoiceLineViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  contractor: namedRefSchema.nullable(),
  classification: z.enum(PAY_CLASSES).nullable(),
  minutes: z.number().int(),
  hours: z.string(),
  rate: z.string().nullable(),
  amount: money,
  sales_tax: money,
  /** Where the line was taxed ('US-WA', 'CA-ON'), or 'exempt' for a tax-exempt client. */
  tax_jurisdiction: z.string().nullable(),
  tax_rate_percent: z.string().nullable(),
  /** Late time: the earlier period it was worked in (the late-invoice section). */
  late_period_start: z.string().nullable(),
  /** A credit memo's line: the original line it reverses. */
  credits_line_id: z.string().nullable(),
  /** On an original invoice: how much of the line credit memos have reversed so far (positive). */
  credited_amount: money,
  pay_amount: money.optional(),
  /** The ledger items the line took: line → item → timesheet or expense. */
  items: z.array(invoiceLineSourceSchema),
});
export type InvoiceLineView = z.infer<typeof invoiceLineViewSchema>;

/** Cash applied to an invoice: each allocation row (a reversal, when a payment was unapplied or returned, is negative). */
export const invoicePaymentViewSchema = z.object({
  allocation_id: z.string(),
  /** Cash, a credit memo's credit (on the memo itself: the credit it gave, negative), a refund or a write-off. */
  source: z.enum(ALLOCATION_SOURCES),
  payment_id: z.string().nullable(),
  credit_memo: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  payment_date: z.string(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  amount: money,
  reason: z.string().nullable(),
  applied_at: z.string(),
});

/** An adjustment charged to the invoice (signed: a credit to the client is negative). */
export const invoiceAdjustmentViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: money,
  description: z.string(),
  date: z.string(),
});

export const invoiceCorrectionRefSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  invoice_type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  total_due: money,
});

export const invoiceDetailSchema = invoiceViewSchema.extend({
  lines: z.array(invoiceLineViewSchema),
  payments: z.array(invoicePaymentViewSchema),
  adjustments: z.array(invoiceAdjustmentViewSchema),
  /** Documents that correct this one: its credit memos and rebills. */
  corrections: z.array(invoiceCorrectionRefSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceVoidSchema = z
  .object({ reason: z.string().trim().min(3, 'Say why the invoice is void').max(500, 'At most 500 characters') })
  .strict();

export const invoiceFilters = {
  status: z.enum(INVOICE_STATUSES).optional(),
  client_id: uuidFilter,
  partner_id: uuidFilter,
  invoice_type: z.enum(INVOICE_TYPES).optional(),
  /** Open with money due after the due date. */
  overdue: z.enum(['true', 'false']).optional(),
  due_from: calendarDateSchema().optional(),
  due_to: calendarDateSchema().optional(),
  period_start: calendarDateSchema().optional(),
};
export const INVOICE_SORTS = ['period_start', 'due_date', 'number', 'total_due', 'created_at'] as const;

/** The client's billing settings (edited on the client record). */
export const clientBillingSchema = z.object({
  invoice_frequency: z.enum(INVOICE_FREQUENCIES),
  invoice_grouping: z.enum(INVOICE_GROUPINGS),
});

/** GET /v2/invoices/aging: what is still owed, by how far past due (staff and partners). */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export const invoiceAgingQuerySchema = z
  .object({ client_id: z.string().uuid().optional(), partner_id: z.string().uuid().optional() })
  .strict();
export const invoiceAgingRowSchema = z.object({
  currency: z.string(),
  current: money,
  days_1_30: money,
  days_31_60: money,
  days_61_90: money,
  days_over_90: money,
  total: money,
  invoice_count: z.number().int(),
});
export const invoiceAgingSchema = z.object({ as_of: z.string(), rows: z.array(invoiceAgingRowSchema) });
export type InvoiceAging = z.infer<typeof invoiceAgingSchema>;

/** POST /v2/invoices/:id/send: whom the invoice was e-mailed to. */
export const invoiceSentSchema = z.object({ sent_to: z.string().nullable() });
