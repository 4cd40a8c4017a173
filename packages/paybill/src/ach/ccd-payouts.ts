/**
 * A payout file paying businesses (issue 14: a staffing partner's approved distributions, a sales partner's
 * commissions; decision 0060): one CCD batch (corporate credit or debit, company to company) of credits —
 * transaction code 22 to a checking account, 32 to a savings one — so service class 220, each entry with an
 * optional addenda record carrying the remittance (e.g. "DISTRIBUTION 2026-11 ACME"). Written by the one
 * NACHA writer, `buildNachaFile` (nacha.ts); it refuses bad input with a RangeError naming the field.
 */
import { buildNachaFile, type NachaEntry, type NachaFile, type NachaFileInput } from './nacha.js';

export interface CcdPayout {
  /** The payee's account kind: 22 (checking credit) or 32 (savings credit). */
  accountType: 'checking' | 'savings';
  /** The payee's bank's 9-digit ABA routing number (its check digit is verified). */
  routingNumber: string;
  /** Up to 17 characters, as the payee gave it (the caller decrypts it for the file only). */
  accountNumber: string;
  /** Whole cents, more than zero. */
  amountCents: number;
  /** Up to 15 characters: our reference for the payment (the identification number), e.g. a distribution id. */
  payeeId: string;
  /** The receiving company's name; cut to 22 characters. */
  payeeName: string;
  /** Payment-related information for an addenda record, up to 80 characters; absent: no addenda. */
  paymentInfo?: string;
}

export interface CcdPayoutFileInput extends Omit<NachaFileInput, 'batches'> {
  /** The originator (the platform or the self-employer paying out): ≤ 16, cut. */
  companyName: string;
  /** 10 characters (e.g. "1" + the 9-digit FEIN). */
  companyId: string;
  /** ≤ 10, e.g. "PAYOUT" or "COMMISSION". */
  entryDescription: string;
  effectiveEntryDate: string; // YYYY-MM-DD
  /** The ODFI's 8-digit routing (no check digit). */
  originatingDfi: string;
  payouts: readonly CcdPayout[];
}

/** The transaction code of a credit to a business's account of this kind. */
export const ccdCreditCode = (accountType: CcdPayout['accountType']): 22 | 32 => (accountType === 'savings' ? 32 : 22);

/** The NACHA file of one CCD batch of payout credits (service class 220). */
export function buildCcdPayoutFile(input: CcdPayoutFileInput): NachaFile {
  const { companyName, companyId, entryDescription, effectiveEntryDate, originatingDfi, payouts, ...file } = input;
  const entries: NachaEntry[] = payouts.map((p) => ({
    transactionCode: ccdCreditCode(p.accountType),
    routingNumber: p.routingNumber,
    accountNumber: p.accountNumber,
    amountCents: p.amountCents,
    individualId: p.payeeId,
    individualName: p.payeeName,
    ...(p.paymentInfo !== undefined && { addenda: p.paymentInfo }),
  }));
  return buildNachaFile({
    ...file,
    batches: [
      { secCode: 'CCD', companyName, companyId, entryDescription, effectiveEntryDate, originatingDfi, entries },
    ],
  });
}
