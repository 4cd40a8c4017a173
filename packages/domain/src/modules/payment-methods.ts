/**
 * Contracts of /v2/payment_methods (a client's bank accounts it pays invoices from) and /v2/pay (a client
 * paying an open invoice, or its whole balance, online). Account numbers are write-only: answers carry
 * the last four digits.
 */
import { z } from 'zod';
import { isValidAbaRouting } from '../tax-ids.js';
import { namedRefSchema } from './timesheets/contracts.js';
import { paymentDetailSchema } from './payments.js';

const holder = z.string().trim().min(1, 'Account holder is required').max(200);
const bankName = z.string().trim().max(200).nullable().default(null);
const accountType = z.enum(['checking', 'savings'], 'Choose checking or savings');

const usBank = z
  .object({
    kind: z.literal('us_bank'),
    client_id: z.string().uuid().optional(),
    account_holder: holder,
    bank_name: bankName,
    routing_number: z.string().trim().refine(isValidAbaRouting, 'Enter a valid 9-digit ABA routing number'),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{4,17}$/, 'An account number is 4 to 17 digits'),
    account_type: accountType,
  })
  .strict();

const caBank = z
  .object({
    kind: z.literal('ca_bank'),
    client_id: z.string().uuid().optional(),
    account_holder: holder,
    bank_name: bankName,
    institution_number: z
      .string()
      .trim()
      .regex(/^\d{3}$/, 'The institution number is 3 digits'),
    transit_number: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'The transit (branch) number is 5 digits'),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{7,12}$/, 'A Canadian account number is 7 to 12 digits'),
    account_type: accountType,
  })
  .strict();

export const paymentMethodCreateSchema = z.discriminatedUnion('kind', [usBank, caBank], {
  error: 'Choose a US or a Canadian bank account',
});
export type PaymentMethodCreate = z.infer<typeof paymentMethodCreateSchema>;

export const paymentMethodViewSchema = z.object({
  id: z.string(),
  client: namedRefSchema,
  kind: z.enum(['us_bank', 'ca_bank']),
  account_holder: z.string(),
  bank_name: z.string().nullable(),
  /** US: the ABA routing number; Canada: institution-transit. Bank identifiers, not secrets. */
  routing: z.string(),
  account_type: z.enum(['checking', 'savings']),
  account_last4: z.string(),
  account_masked: z.string(),
  currency: z.enum(['usd', 'cad']),
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
