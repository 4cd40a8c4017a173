/**
 * Contracts of /v2/payment_uploads: a bank remittance CSV matched to invoices by number and amount. The
 * preview writes nothing; the import re-reads the file in its own transaction (it never trusts a
 * preview) and records one payment per matched row.
 */
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_UPLOAD_STATUSES } from '../enums.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const PAYMENT_UPLOAD_MAX_ROWS = 5000;
/** The file's text travels in a JSON body: at most this many characters (about 2 MB). */
export const PAYMENT_UPLOAD_MAX_CHARS = 2_000_000;
/** The methods a remittance row may name (blank is ACH: most remittance files are ACH credits). */
export const PAYMENT_UPLOAD_METHODS = ['ach', 'wire', 'check'] as const;

/** The columns read, by their canonical name; a header cell names one of them by any of its spellings. */
export const PAYMENT_UPLOAD_COLUMNS = ['invoice', 'amount', 'date', 'reference', 'method', 'client'] as const;
export type PaymentUploadColumn = (typeof PAYMENT_UPLOAD_COLUMNS)[number];

export const paymentUploadRequestSchema = z
  .object({
    file_name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
      .default('remittance.csv'),
    csv: z
      .string()
      .min(1, 'Choose a CSV file')
      .max(PAYMENT_UPLOAD_MAX_CHARS, 'The file is too large (2 MB at most); split it')
      // A spreadsheet or other binary file read as text is no CSV (and Postgres cannot store a NUL).
      .refine(hasNoControlChars, 'This is not a CSV text file; save the sheet as CSV and upload that'),
    /** Staff choose whose invoices the file pays; a partner's users import for their own partner. */
    partner_id: z.string().uuid('Choose the partner').optional(),
    /** The currency of the bank account the file comes from: only invoices in it are matched. */
    currency: z.enum(['usd', 'cad']).default('usd'),
  })
  .strict();
export type PaymentUploadRequest = z.infer<typeof paymentUploadRequestSchema>;

/** How a matched row meets its invoice: the whole balance, part of it, or more (the rest goes on, as a payment does). */
export const PAYMENT_UPLOAD_MATCHES = ['exact', 'short', 'over'] as const;
export const PAYMENT_UPLOAD_UNMATCHED_REASONS = [
  'not_found',
  'ambiguous',
  'client_mismatch',
  'other_currency',
  'not_open',
  'void',
  'already_paid',
  'already_imported',
] as const;
export const PAYMENT_UPLOAD_ROW_OUTCOMES = ['matched', 'unmatched', 'invalid'] as const;

const issueSchema = z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() });

export const paymentUploadRowSchema = z.object({
  /** The file's line the row starts on (the header is line 1). */
  line: z.number().int(),
  /** The cells as read, by column. */
  values: z.record(z.string(), z.string()),
  outcome: z.enum(PAYMENT_UPLOAD_ROW_OUTCOMES),
  /** Parsed when valid. */
  invoice_number: z.string().nullable(),
  amount: z.string().nullable(),
  payment_date: z.string().nullable(),
  method: z.enum(PAYMENT_UPLOAD_METHODS).nullable(),
  reference: z.string().nullable(),
  /** The file's currency (every row of a file has it). */
  currency: z.string(),
  /** Set when matched: the kind of match and the invoice with what it owed before this row. */
  match: z.enum(PAYMENT_UPLOAD_MATCHES).nullable(),
  invoice: z
    .object({
      id: z.string(),
      number: z.string(),
      client: namedRefSchema,
      currency: z.string(),
      remaining: z.string(),
    })
    .nullable(),
  /** Why an unmatched row is left out. */
  reason: z.enum(PAYMENT_UPLOAD_UNMATCHED_REASONS).nullable(),
  /** What the user reads: the reason of an unmatched row, or what an overpayment's excess does. */
  message: z.string().nullable(),
  /** An invalid row's problems, each naming the line and column. */
  errors: z.array(issueSchema),
  /** The payment the import recorded from the row. */
  payment_id: z.string().nullable(),
});
export type PaymentUploadRow = z.infer<typeof paymentUploadRowSchema>;

export const paymentUploadTotalsSchema = z.object({
  rows: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  invalid: z.number().int(),
  matched_amount: z.string(),
});
export type PaymentUploadTotals = z.infer<typeof paymentUploadTotalsSchema>;

export const paymentUploadPreviewSchema = z.object({
  file_name: z.string(),
  partner: namedRefSchema,
  currency: z.string(),
  rows: z.array(paymentUploadRowSchema),
  totals: paymentUploadTotalsSchema,
});
export type PaymentUploadPreview = z.infer<typeof paymentUploadPreviewSchema>;

export const paymentUploadViewSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(PAYMENT_UPLOAD_STATUSES),
  partner: namedRefSchema,
  currency: z.string(),
  row_count: z.number().int(),
  imported_count: z.number().int(),
  /** The cash recorded: the sum of the payments the import created. */
  total_amount: z.string(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
});
export type PaymentUploadView = z.infer<typeof paymentUploadViewSchema>;

/** A payment the import created, as the upload's detail lists it (its own page has the rest). */
export const paymentUploadPaymentSchema = z.object({
  id: z.string(),
  client: namedRefSchema,
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  currency: z.string(),
  payment_date: z.string(),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  allocated_amount: z.string(),
});
export type PaymentUploadPayment = z.infer<typeof paymentUploadPaymentSchema>;

export const paymentUploadDetailSchema = paymentUploadViewSchema.extend({
  rows: z.array(paymentUploadRowSchema),
  totals: paymentUploadTotalsSchema,
  payments: z.array(paymentUploadPaymentSchema),
});
export type PaymentUploadDetail = z.infer<typeof paymentUploadDetailSchema>;

export const paymentUploadFilters = {
  partner_id: z.string().uuid().optional(),
  status: z.enum(PAYMENT_UPLOAD_STATUSES).optional(),
};
export const PAYMENT_UPLOAD_SORTS = ['created_at', 'file_name', 'total_amount'] as const;
