/**
 * Contracts of /v2/payments: cash received from a client, how it is applied to the client's invoices
 * (payment_allocations), and a returned payment. Every money-moving POST carries an Idempotency-Key.
 */
import { z } from 'zod';
import {
  ACH_RETURN_CODES,
  PAYMENT_ALLOCATION_STATUSES,
  PAYMENT_ALLOCATION_SUB_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AchReturnCode,
} from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

/** A positive amount of money: digits with at most two decimals. */
export const positiveMoneySchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 1250.00')
  .refine((v) => Number(v) > 0, 'The amount must be more than zero');

export const paymentCreateSchema = z
  .object({
    client_id: z.string().uuid('Choose the client who paid'),
    amount: positiveMoneySchema,
    currency: z.enum(['usd', 'cad']).default('usd'),
    method: z.enum(PAYMENT_METHODS, 'Choose ACH, wire, check or card'),
    payment_date: calendarDateSchema(),
    reference: z.string().trim().max(200, 'At most 200 characters').optional(),
    /** The invoices the remittance names, paid first in this order. */
    invoice_ids: z.array(z.string().uuid()).max(200).optional(),
    notes: z.string().trim().max(2000).optional(),
  })
  .strict();
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

/** PATCH /v2/payments/:id (admin): what does not move money. */
export const paymentUpdateSchema = z
  .object({
    reference: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();

/** POST /v2/payments/:id/allocations: apply unapplied cash by hand. */
export const paymentAllocateSchema = z
  .object({
    allocations: z
      .array(z.object({ invoice_id: z.string().uuid(), amount: positiveMoneySchema }).strict())
      .min(1, 'Name at least one invoice')
      .max(200),
  })
  .strict();

/** POST /v2/payments/:id/unallocate: undo one allocation (a reversing row; nothing is deleted). */
export const paymentUnallocateSchema = z
  .object({
    allocation_id: z.string().uuid(),
    reason: z.string().trim().min(3, 'Say why').max(500),
  })
  .strict();

const RETURN_CODES = Object.keys(ACH_RETURN_CODES) as [AchReturnCode, ...AchReturnCode[]];
export const paymentReturnSchema = z
  .object({
    return_code: z.enum(RETURN_CODES, 'Choose the bank return code (R01, R02 …)'),
    return_date: calendarDateSchema(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();

export const paymentAllocationViewSchema = z.object({
  id: z.string(),
  invoice: z.object({ id: z.string(), number: z.string().nullable() }),
  amount: z.string(),
  sub_status: z.enum(PAYMENT_ALLOCATION_SUB_STATUSES).nullable(),
  /** Set on a reversing row (unallocation or return): the allocation it undoes. */
  reverses_allocation_id: z.string().nullable(),
  reversed: z.boolean(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentAllocationView = z.infer<typeof paymentAllocationViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  client: namedRefSchema,
  partner: namedRefSchema,
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  currency: z.string(),
  payment_date: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  allocated_amount: z.string(),
  unapplied_amount: z.string(),
  allocation_status: z.enum(PAYMENT_ALLOCATION_STATUSES),
  return_code: z.string().nullable(),
  return_date: z.string().nullable(),
  return_reason: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentDetailSchema = paymentViewSchema.extend({ allocations: z.array(paymentAllocationViewSchema) });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentFilters = {
  client_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  allocation_status: z.enum(PAYMENT_ALLOCATION_STATUSES).optional(),
  date_from: calendarDateSchema().optional(),
  date_to: calendarDateSchema().optional(),
};
export const PAYMENT_SORTS = ['payment_date', 'amount', 'created_at'] as const;

// The remittance import's contracts live beside these (re-exported so the package index need not change).
export * from './payment-uploads.js';
