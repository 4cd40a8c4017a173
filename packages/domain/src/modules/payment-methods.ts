/**
 * Contracts of /v2/payment_methods (a client's bank accounts it pays invoices from) and /v2/pay (a client
 * paying an open invoice, or its whole balance, online). Account numbers are write-only: answers carry
 * the last four digits.
 */
import { z } from 'zod';
import { bankAccountAnswerFields, caBankAccountFields, usBankAccountFields } from '../bank-accounts.js';
import { namedRefSchema } from './timesheets/contracts.js';
import { paymentDetailSchema } from './payments.js';

const usBank = z.object({ ...usBankAccountFields, client_id: z.string().uuid().optional() }).strict();
const caBank = z.object({ ...caBankAccountFields, client_id: z.string().uuid().optional() }).strict();

export const paymentMethodCreateSchema = z.discriminatedUnion('kind', [usBank, caBank], {
  error: 'Choose a US or a Canadian bank account',
});
export type PaymentMethodCreate = z.infer<typeof paymentMethodCreateSchema>;

export const paymentMethodViewSchema = z.object({
  id: z.string(),
  client: namedRefSchema,
  ...bankAccountAnswerFields,
  created_at: z.string(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

/** GET /v2/payment_methods: the list's filter (one client's accounts) and sort. */
export const paymentMethodFilters = { client_id: z.string().uuid().optional() };
export const PAYMENT_METHOD_SORTS = ['created_at'] as const;

/** POST /v2/pay: pay one open invoice (all it owes, or `amount` of it), or the client's whole open balance. */
export const payRequestSchema = z
  .object({
    payment_method_id: z.string().uuid('Choose a bank account'),
    invoice_id: z.string().uuid().optional(),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 250.00')
      .refine((v) => Number(v) > 0, 'The amount must be more than zero')
      .optional(),
  })
  .strict();
export type PayRequest = z.infer<typeof payRequestSchema>;

export const payResultSchema = z.object({
  /** settled: the bank took the debit; returned: the bank refused it (the payment stays, returned). */
  status: z.enum(['settled', 'returned']),
  message: z.string(),
  payment: paymentDetailSchema,
});
export type PayResult = z.infer<typeof payResultSchema>;
