/**
 * Contracts of /v2/adjustments: a credit to the client or a debit (a charge) outside the time and
 * expenses, landing on the client's next invoice (`invoice_charged_against`) and optionally naming the
 * invoice it corrects (`invoice_related_to`). A finalized invoice is never edited: it is corrected here.
 */
import { z } from 'zod';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES } from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';
import { positiveMoneySchema } from './payments.js';

export const adjustmentCreateSchema = z
  .object({
    client_id: z.string().uuid('Choose the client'),
    /** One of the public globals' adjustment_types. */
    type: z.string().trim().min(1, 'Choose a type').max(40),
    direction: z.enum(ADJUSTMENT_DIRECTIONS, 'Choose a credit to the client or a debit'),
    amount: positiveMoneySchema,
    currency: z.enum(['usd', 'cad']).default('usd'),
    description: z.string().trim().min(3, 'Describe the adjustment as the client will read it').max(300),
    notes: z.string().trim().max(2000).nullable().default(null),
    date: calendarDateSchema(),
    invoice_related_to: z.string().uuid().nullable().default(null),
    /** What the partner owes (or is owed) for it, for distributions; never shown to the client. */
    partner_amount_due: z
      .string()
      .trim()
      .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'An amount like 25.00')
      .default('0.00'),
  })
  .strict();
export type AdjustmentCreate = z.infer<typeof adjustmentCreateSchema>;

export const adjustmentVoidSchema = z.object({ reason: z.string().trim().min(3, 'Say why').max(500) }).strict();

const invoiceRef = z.object({ id: z.string(), number: z.string().nullable() });

export const adjustmentViewSchema = z.object({
  id: z.string(),
  payer: namedRefSchema,
  partner: namedRefSchema,
  type: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.string(),
  /** What it does to the client's total: a credit is negative. */
  signed_amount: z.string(),
  currency: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  date: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  invoice_charged_against: invoiceRef.nullable(),
  invoice_related_to: invoiceRef.nullable(),
  /** Charged to a supplemental invoice (late time's invoice). */
  late_invoice: z.boolean(),
  invoice_date: z.string().nullable(),
  mark_paid_date: z.string().nullable(),
  partner_amount_due: z.string(),
  product_line: z.enum(['Self-Employer', 'Eor']),
  void_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdjustmentView = z.infer<typeof adjustmentViewSchema>;

export const adjustmentFilters = {
  client_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS).optional(),
  invoice_id: z.string().uuid().optional(),
};
export const ADJUSTMENT_SORTS = ['date', 'amount', 'created_at'] as const;
