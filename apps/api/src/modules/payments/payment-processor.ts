/**
 * The bank debit behind a client's online payment (/pay), behind one adapter interface. Only the local
 * sandbox exists today; a real processor (an ACH originator's API) implements the same interface and is
 * chosen in `paymentProcessorFor`. The sandbox answers at once, the way a real debit settles or comes
 * back days later, and fails on purpose for documented test accounts (README: "Paying online"), so a
 * returned debit can be tried: account number 000111222 is returned R01 (insufficient funds), 000222333
 * R02 (account closed), 000333444 R03 (no account); every other account settles.
 */
import { randomBytes } from 'node:crypto';
import type { AchReturnCode } from '@app/domain';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/errors.js';

export interface DebitRequest {
  amount: string;
  currency: string;
  /** US: the ABA routing number; Canada: institution-transit. */
  routing: string;
  accountNumber: string;
  /** What the client's statement shows (the invoice number). */
  description: string;
}

export interface DebitResult {
  status: 'settled' | 'returned';
  reference: string;
  returnCode: AchReturnCode | null;
}

export interface PaymentProcessor {
  readonly name: string;
  debit(request: DebitRequest): Promise<DebitResult>;
}

export const SANDBOX_RETURNS: Record<string, AchReturnCode> = {
  '000111222': 'R01',
  '000222333': 'R02',
  '000333444': 'R03',
};

const sandboxProcessor: PaymentProcessor = {
  name: 'sandbox',
  async debit(request) {
    const reference = `sbx_ach_${randomBytes(8).toString('hex')}`;
    const returnCode = SANDBOX_RETURNS[request.accountNumber] ?? null;
    return { status: returnCode ? 'returned' : 'settled', reference, returnCode };
  },
};

/** Production has no processor configured yet: paying online is refused there rather than pretended. */
const unconfigured: PaymentProcessor = {
  name: 'none',
  async debit() {
    throw new HttpError(503, 'Paying online is not available yet: pay by ACH, wire or check to the remit-to account');
  },
};

export function paymentProcessorFor(config: Pick<Config, 'mode'>): PaymentProcessor {
  return config.mode === 'production' ? unconfigured : sandboxProcessor;
}
