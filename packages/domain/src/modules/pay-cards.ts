/**
 * Contracts of /v2/pay_card (issue 13, /contractor/pay_card; decision 0058): the worker's own pay card —
 * its last four, status, balance and whether it receives their pay — and its transactions.
 */
import { z } from 'zod';

export const PAY_CARD_TRANSACTION_KINDS = ['load', 'purchase', 'atm_withdrawal', 'fee'] as const;
export const PAY_CARD_TRANSACTION_LABELS: Record<(typeof PAY_CARD_TRANSACTION_KINDS)[number], string> = {
  load: 'Pay loaded',
  purchase: 'Purchase',
  atm_withdrawal: 'ATM withdrawal',
  fee: 'Fee',
};

export const payCardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  status: z.enum(['active', 'closed']),
  receives_pay: z.boolean(),
  balance: z.string(),
  created_at: z.string(),
});
export type PayCardView = z.infer<typeof payCardSchema>;

export const payCardStateSchema = z.object({
  /** The open card, or null before enrolment (or after closing). */
  card: payCardSchema.nullable(),
  /** Whether the worker's employer offers pay cards (its pay goes through this platform). */
  offered: z.boolean(),
});
export type PayCardState = z.infer<typeof payCardStateSchema>;

export const payCardUpdateSchema = z.object({ receives_pay: z.boolean() }).strict();

export const payCardTransactionRowSchema = z.object({
  id: z.string(),
  kind: z.enum(PAY_CARD_TRANSACTION_KINDS),
  amount: z.string(),
  description: z.string(),
  balance_after: z.string(),
  occurred_at: z.string(),
  payroll_transfer_id: z.string().nullable(),
});
export type PayCardTransactionRow = z.infer<typeof payCardTransactionRowSchema>;

export const PAY_CARD_TRANSACTION_SORTS = ['occurred_at'] as const;
export const payCardTransactionFilters = {};
