/**
 * Contracts of the commands that correct or edit invoices (billing issue): a credit memo (whole or per
 * line), its refund, credit and rebill, a write-off, a draft's manual lines, and the fields that stay
 * editable once an invoice is finalized (notes, PO reference, contacts — never an amount).
 */
import { z } from 'zod';
import { calendarDateSchema } from './timesheets/contracts.js';

const reason = (what: string) => z.string().trim().min(3, `Say why ${what}`).max(500, 'At most 500 characters');
/** A positive amount with at most two decimals. */
const positiveMoney = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'An amount like 125.00')
  .refine((v) => Number(v) > 0, 'More than zero');
const signedMoney = z
  .string()
  .trim()
  .regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'An amount like 125.00 or -40.00');
const hours = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Hours like 7.50');
const rate = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,4})?$/, 'A rate like 65.00');

/** POST /v2/invoices/:id/credit_memo: the whole invoice, or named lines by amount. */
export const creditMemoCreateSchema = z
  .object({
    reason: reason('the invoice is credited'),
    /** Absent: every line in full (with its tax). Present: each named line by this much (its tax pro rata). */
    lines: z
      .array(z.object({ line_id: z.string().uuid(), amount: positiveMoney }).strict())
      .min(1, 'Name at least one line')
      .max(500)
      .optional(),
    /** Where the credit goes: the client's open invoices (the original first), or kept for a refund or later invoices. */
    apply: z.enum(['open_invoices', 'keep']).default('open_invoices'),
  })
  .strict();
export type CreditMemoCreate = z.infer<typeof creditMemoCreateSchema>;

/** POST /v2/invoices/:id/credit_and_rebill: a full credit memo and a corrected draft linked to both. */
export const creditAndRebillSchema = z.object({ reason: reason('the invoice is credited and rebilled') }).strict();

/** POST /v2/invoices/:id/refund: paying back a credit memo's unapplied credit. */
export const creditMemoRefundSchema = z
  .object({
    amount: positiveMoney,
    method: z.enum(['ach', 'wire', 'check']),
    refund_date: calendarDateSchema(),
    reference: z.string().trim().max(200).optional(),
  })
  .strict();

/** POST /v2/invoices/:id/write_off: the remaining amount, with a reason. */
export const invoiceWriteOffSchema = z.object({ reason: reason('the balance is written off') }).strict();

/** PATCH /v2/invoices/:id: non-financial fields (any invoice but a void one); payment terms only while a draft. */
export const invoiceUpdateSchema = z
  .object({
    notes: z.string().trim().max(2000).nullable().optional(),
    po_number: z.string().trim().max(100).nullable().optional(),
    contact_emails: z.array(z.string().trim().email('An e-mail address')).max(10).optional(),
    payment_terms_net_days: z.number().int().min(0).max(365).optional(),
  })
  .strict();
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

/**
 * POST /v2/invoices/:id/lines: a manual line on a draft — hours × rate (rounded half-up), or an amount
 * (negative for a discount). Manual lines carry no sales tax.
 */
export const invoiceLineCreateSchema = z
  .object({
    description: z.string().trim().min(2, 'Describe the line').max(300),
    hours: hours.optional(),
    rate: rate.optional(),
    amount: signedMoney.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const timed = v.hours !== undefined || v.rate !== undefined;
    if (timed && (v.hours === undefined || v.rate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.hours === undefined ? 'hours' : 'rate'],
        message: 'Hours and rate go together',
      });
    }
    if (timed && v.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Either hours × rate or an amount, not both' });
    }
    if (!timed && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give hours and a rate, or an amount' });
    }
  });
export type InvoiceLineCreate = z.infer<typeof invoiceLineCreateSchema>;
