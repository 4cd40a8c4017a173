/**
 * The bank that receives a run's direct deposit file, behind one adapter interface. Only the local sandbox
 * exists today; a real originating bank (its file-transfer API) implements the same interface and is
 * chosen in `payrollBankFor`. The sandbox accepts the file at once and answers each entry the way the bank
 * would settle it or return it days later, failing on purpose for documented test accounts (README:
 * "Paying workers"): account 000111222 is returned R01 (insufficient funds), 000222333 R02 (account
 * closed), 000333444 R03 (no account); every other account settles. A file already received (the same
 * reference) is answered the same way again, as a bank's duplicate check would.
 */
import { createHash } from 'node:crypto';
import type { AchReturnCode } from '@app/domain';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import { SANDBOX_RETURNS } from '../payments/payment-processor.js';

export interface CreditFile {
  /** Our id for the file: a resubmission after a crash carries the same one. */
  reference: string;
  text: string;
  entries: readonly { traceNumber: string; accountNumber: string }[];
}

export interface CreditFileResult {
  bankReference: string;
  entries: { traceNumber: string; status: 'settled' | 'returned'; returnCode: AchReturnCode | null }[];
}

export interface PayrollBank {
  readonly name: string;
  /** The ODFI's routing number (9 digits) and what the file header names. */
  readonly routingNumber: string;
  readonly name23: string;
  submitCreditFile(file: CreditFile): Promise<CreditFileResult>;
}

const sandboxBank: PayrollBank = {
  name: 'sandbox',
  // The Federal Reserve Bank of Boston's routing number: valid check digit, clearly not a customer bank.
  routingNumber: '011000015',
  name23: 'SANDBOX BANK',
  async submitCreditFile(file) {
    const bankReference = `sbx_ach_file_${createHash('sha256').update(file.reference).digest('hex').slice(0, 16)}`;
    return {
      bankReference,
      entries: file.entries.map((e) => {
        const returnCode = SANDBOX_RETURNS[e.accountNumber] ?? null;
        return { traceNumber: e.traceNumber, status: returnCode ? 'returned' : 'settled', returnCode };
      }),
    };
  },
};

const unconfigured: PayrollBank = {
  name: 'none',
  routingNumber: '000000000',
  name23: '',
  async submitCreditFile() {
    throw new HttpError(503, 'No originating bank is configured for direct deposits yet');
  },
};

export function payrollBankFor(config: Pick<Config, 'mode'>): PayrollBank {
  return config.mode === 'production' ? unconfigured : sandboxBank;
}
