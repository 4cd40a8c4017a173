/**
 * The bank that receives a run's files — the NACHA credits, a self-funded run's NACHA funding debit and the
 * CPA-005 file of Canadian credits — behind one adapter interface. Only the local sandbox
 * exists today; a real originating bank (its file-transfer API) implements the same interface and is
 * chosen in `payrollBankFor`. The sandbox accepts the file at once and answers each entry the way the bank
 * would settle it or return it days later, failing on purpose for documented test accounts (README:
 * "Paying workers"): account 000111222 is returned R01 (insufficient funds), 000222333 R02 (account
 * closed), 000333444 R03 (no account); every other account settles. A file already received (the same
 * reference) is answered the same way again, as a bank's duplicate check would. A funding debit from
 * one of those test accounts is returned the same way (R01: the employer's account lacks the funds), which
 * stops the run before any credit goes (decision 0051). A new account's prenote is answered the same way,
 * but an R01 account's clears (decision 0067).
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
  /** Each entry the bank answers: a credit (or debit), or a new account's zero-dollar prenote (decision 0067). */
  entries: readonly { traceNumber: string; accountNumber: string; prenote?: boolean }[];
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
  /** What the Canadian bank assigned the originator for CPA-005 files, and where returned items go. */
  readonly cpa005: {
    originatorId: string;
    destinationDataCentre: string;
    returnInstitution: string;
    returnTransit: string;
    returnAccount: string;
  };
  submitCreditFile(file: CreditFile): Promise<CreditFileResult>;
  /** A funding debit file (CCD 27/37): the same shapes, each entry settled or returned. */
  submitDebitFile(file: CreditFile): Promise<CreditFileResult>;
}

/**
 * The sandbox's answer to a file: each entry settled, or returned when its account is a test account — a
 * prenote too (the account closed or not there), except for insufficient funds (R01): a prenote moves no
 * money, so an R01 account's prenote clears and only its live deposits come back.
 */
function sandboxAnswer(kind: string, file: CreditFile): CreditFileResult {
  const bankReference = `sbx_${kind}_${createHash('sha256').update(file.reference).digest('hex').slice(0, 16)}`;
  return {
    bankReference,
    entries: file.entries.map((e) => {
      const code = SANDBOX_RETURNS[e.accountNumber] ?? null;
      const returnCode = e.prenote && code === 'R01' ? null : code;
      return { traceNumber: e.traceNumber, status: returnCode ? 'returned' : 'settled', returnCode };
    }),
  };
}

const sandboxBank: PayrollBank = {
  name: 'sandbox',
  // The Federal Reserve Bank of Boston's routing number: valid check digit, clearly not a customer bank.
  routingNumber: '011000015',
  name23: 'SANDBOX BANK',
  cpa005: {
    originatorId: 'SANDBOX001',
    destinationDataCentre: '00310',
    returnInstitution: '001',
    returnTransit: '00011',
    returnAccount: '0000001',
  },
  async submitCreditFile(file) {
    return sandboxAnswer('ach_file', file);
  },
  async submitDebitFile(file) {
    return sandboxAnswer('ach_debit', file);
  },
};

const unconfigured: PayrollBank = {
  name: 'none',
  routingNumber: '000000000',
  name23: '',
  cpa005: { originatorId: '', destinationDataCentre: '', returnInstitution: '', returnTransit: '', returnAccount: '' },
  async submitCreditFile() {
    throw new HttpError(503, 'No originating bank is configured for direct deposits yet');
  },
  async submitDebitFile() {
    throw new HttpError(503, 'No originating bank is configured for funding debits yet');
  },
};

export function payrollBankFor(config: Pick<Config, 'mode'>): PayrollBank {
  return config.mode === 'production' ? unconfigured : sandboxBank;
}
