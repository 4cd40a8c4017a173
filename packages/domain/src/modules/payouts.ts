/**
 * Contracts of the payouts a distribution or a commission is paid by (issue 14; decision 0068): each
 * attempt to credit a payee's default payout account is kept — the file's format (a NACHA CCD entry for a
 * US account, a CPA-005 credit for a Canadian one), the account's last four, the entry's trace number and
 * whether the bank returned it — and a bank's return file marks the payouts it names returned.
 */
import { z } from 'zod';

export const PAYOUT_FORMATS = ['nacha', 'cpa005'] as const;
export type PayoutFormat = (typeof PAYOUT_FORMATS)[number];
/** Sent when written (the file is the bank's from then on); returned when a return file names it. */
export const PAYOUT_STATUSES = ['sent', 'returned'] as const;

export const payoutViewSchema = z.object({
  id: z.string(),
  format: z.enum(PAYOUT_FORMATS),
  amount: z.string(),
  currency: z.string(),
  account_last4: z.string(),
  /** The NACHA entry's 15-digit trace number, or the CPA-005 credit's cross reference. */
  trace_number: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  return_code: z.string().nullable(),
  returned_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

/** POST /v2/payout_returns: the bank's ACH return file for payout files, as text. */
export const payoutReturnsImportSchema = z
  .object({ file: z.string().min(1, 'Paste or upload the return file').max(5_000_000) })
  .strict();

export const payoutReturnsResultSchema = z.object({
  /** Payouts marked returned by this file, each with the distribution or commission now failed. */
  returned: z.array(
    z.object({
      payout_id: z.string(),
      distribution_id: z.string().nullable(),
      commission_id: z.string().nullable(),
      trace_number: z.string(),
      return_code: z.string(),
    }),
  ),
  /** Returns of payouts already returned (the file seen before). */
  already_returned: z.number().int(),
  /** Trace numbers no payout has (a payroll deposit's, or another originator's). */
  unmatched: z.array(z.string()),
});
export type PayoutReturnsResult = z.infer<typeof payoutReturnsResultSchema>;
