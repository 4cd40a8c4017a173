/**
 * A CPA Standard 005 (AFT) file of payroll direct-deposit credits for Canadian accounts (issue 13; domain
 * primer section D "Canada: CPA Standard 005"). Pure: input in, file text out.
 *
 * Every logical record is 1,464 characters: type A (the header, first), type C (credits: up to six
 * 240-character payment segments each), type Z (the trailer: counts and totals), joined with "\r\n" (the
 * record is the unit; banks read fixed 1,464-byte records and accept a line break after each — decision
 * 0051). Each record begins with the same 24 characters: type (1), the record's sequence number in the
 * file (9), the originator id (10) and the file creation number (4).
 *
 * A C record's payment segment (positions relative to the segment, 1-based):
 *   1–3 transaction type ("200" payroll deposit, "460" accounts payable) · 4–13 amount in cents · 14–19 due date 0YYDDD ·
 *   20–28 institution id "0" + institution (3) + transit (5) · 29–40 payee account (12, left-justified) ·
 *   41–62 item trace number (zeros: the bank assigns it) · 63–65 stored transaction type (zeros) ·
 *   66–80 originator's short name · 81–110 payee name · 111–140 originator's long name ·
 *   141–150 originating direct clearer's user id (the originator id) · 151–169 originator's cross reference
 *   (our id for the payment) · 170–178 institution id for returns · 179–190 account for returns ·
 *   191–205 originator's sundry information · 206–227 filler · 228–229 settlement code · 230–240 invalid
 *   data element id (zeros).
 * Unused segments of the last C record are blank. Numeric fields are right-justified and zero-filled,
 * alphanumeric ones left-justified, blank-filled and upper-cased; anything that does not fit or is outside
 * printable ASCII is refused with a RangeError naming the field.
 */
import { asciiName } from '../ach/ascii.js';

export interface Cpa005Credit {
  /** Whole cents, more than zero. */
  amountCents: number;
  /** YYYY-MM-DD: the day the money is due in the payee's account (the pay day). */
  dueDate: string;
  /** The payee's financial institution number: 3 digits. */
  institution: string;
  /** The branch transit number: 5 digits. */
  transit: string;
  /** The payee's account: 1 to 12 digits. */
  accountNumber: string;
  /** Up to 30 characters; longer names are cut. */
  payeeName: string;
  /** Our id for the payment (up to 19 characters), echoed back on returns. */
  crossReference: string;
}

export interface Cpa005FileInput {
  /** The originator id the bank assigned (10 characters). */
  originatorId: string;
  /** 1–9999: each file an originator sends carries a new one. */
  fileCreationNumber: number;
  createdAt: Date;
  /** The bank's destination data centre (5 digits). */
  destinationDataCentre: string;
  currency: 'CAD' | 'USD';
  /** ≤ 15 and ≤ 30 characters; cut when longer. */
  originatorShortName: string;
  originatorLongName: string;
  /** Where returned items go back to: the originator's own account. */
  returnInstitution: string;
  returnTransit: string;
  returnAccount: string;
  /** The CPA transaction type of every credit (3 digits): payroll deposits' by default, 460 for payouts. */
  transactionType?: string;
  credits: readonly Cpa005Credit[];
}

export interface Cpa005File {
  /** Records joined with "\r\n", ending with "\r\n". */
  text: string;
  recordCount: number;
  creditCount: number;
  totalCreditCents: number;
}

export const CPA005_RECORD_LENGTH = 1464;
export const CPA005_SEGMENT_LENGTH = 240;
export const CPA005_SEGMENTS_PER_RECORD = 6;
/** The CPA transaction type for a payroll deposit (primer: "commonly 200"; decision 0051). */
export const CPA005_PAYROLL_TRANSACTION_TYPE = '200';
/**
 * The CPA transaction type for a business paid what it is owed — a partner's distribution, a sales
 * partner's commission ("460 Accounts Payable" in the CPA Standard 007 code list; decision 0068).
 */
export const CPA005_ACCOUNTS_PAYABLE_TRANSACTION_TYPE = '460';

const PRINTABLE = /^[\x20-\x7E]*$/;

function refuse(field: string, why: string): never {
  throw new RangeError(`CPA-005 ${field}: ${why}`);
}

function alpha(field: string, value: unknown, width: number, cut = false): string {
  if (typeof value !== 'string') refuse(field, 'must be a string');
  // Spelled in ASCII first (accents dropped); what is left must be printable.
  const spelled = asciiName(value);
  if (!PRINTABLE.test(spelled)) refuse(field, 'must be printable ASCII');
  const v = spelled.trim().toUpperCase();
  if (!cut && v.length > width) refuse(field, `is ${v.length} characters, more than ${width}`);
  return v.slice(0, width).padEnd(width, ' ');
}

function num(field: string, value: number, width: number): string {
  if (!Number.isSafeInteger(value) || value < 0) refuse(field, `${String(value)} is not a whole non-negative number`);
  const s = String(value);
  if (s.length > width) refuse(field, `${value} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

function digits(field: string, value: unknown, min: number, max: number): string {
  if (typeof value !== 'string' || !new RegExp(`^[0-9]{${min},${max}}$`).test(value)) {
    refuse(field, min === max ? `must be exactly ${min} digits` : `must be ${min} to ${max} digits`);
  }
  return value;
}

/** A date as the standard's 0YYDDD (zero, two-digit year, day of the year). */
export function julian(field: string, value: Date | string): string {
  let d: Date;
  if (value instanceof Date) d = value;
  else {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) refuse(field, 'must be a date YYYY-MM-DD');
    d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    if (d.toISOString().slice(0, 10) !== value) refuse(field, `${value} is not a calendar date`);
  }
  if (Number.isNaN(d.getTime())) refuse(field, 'must be a valid date');
  const day = Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  return `0${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(day).padStart(3, '0')}`;
}

function record(parts: string[]): string {
  const r = parts.join('');
  // Every field is padded to its width: another length is a bug here, not bad input.
  if (r.length !== CPA005_RECORD_LENGTH) throw new Error(`CPA-005 record of ${r.length} characters`);
  return r;
}

/** The CPA-005 file for these credits; throws a RangeError on bad input. */
export function buildCpa005File(input: Cpa005FileInput): Cpa005File {
  const originator = alpha('originatorId', input.originatorId, 10);
  if (originator.trim() === '') refuse('originatorId', 'is required');
  const creation = num('fileCreationNumber', input.fileCreationNumber, 4);
  if (input.fileCreationNumber < 1) refuse('fileCreationNumber', 'must be 1 to 9999');
  const centre = digits('destinationDataCentre', input.destinationDataCentre, 5, 5);
  if (input.currency !== 'CAD' && input.currency !== 'USD') refuse('currency', 'must be CAD or USD');
  const shortName = alpha('originatorShortName', input.originatorShortName, 15, true);
  const longName = alpha('originatorLongName', input.originatorLongName, 30, true);
  const returnInstitution = `0${digits('returnInstitution', input.returnInstitution, 3, 3)}${digits('returnTransit', input.returnTransit, 5, 5)}`;
  const returnAccount = alpha('returnAccount', digits('returnAccount', input.returnAccount, 1, 12), 12);
  const transactionType = digits('transactionType', input.transactionType ?? CPA005_PAYROLL_TRANSACTION_TYPE, 3, 3);
  if (!Array.isArray(input.credits as unknown) || input.credits.length === 0)
    refuse('credits', 'a file needs a credit');

  let sequence = 0;
  const head = (type: string) => {
    sequence += 1;
    return `${type}${num('record count', sequence, 9)}${originator}${creation}`;
  };

  const records: string[] = [
    record([head('A'), julian('createdAt', input.createdAt), centre, ' '.repeat(20), input.currency, ' '.repeat(1406)]),
  ];

  let total = 0;
  const segments = input.credits.map((c, k) => {
    const at = `credits[${k}]`;
    if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0) {
      refuse(`${at}.amountCents`, `${String(c.amountCents)} is not a whole number of cents above zero`);
    }
    total += c.amountCents;
    const institution = `0${digits(`${at}.institution`, c.institution, 3, 3)}${digits(`${at}.transit`, c.transit, 5, 5)}`;
    const account = alpha(`${at}.accountNumber`, digits(`${at}.accountNumber`, c.accountNumber, 1, 12), 12);
    const segment = [
      transactionType,
      num(`${at}.amountCents`, c.amountCents, 10),
      julian(`${at}.dueDate`, c.dueDate),
      institution,
      account,
      '0'.repeat(22), // item trace number: the bank assigns it
      '000', // stored transaction type
      shortName,
      alpha(`${at}.payeeName`, c.payeeName, 30, true),
      longName,
      originator, // originating direct clearer's user id
      alpha(`${at}.crossReference`, c.crossReference, 19),
      returnInstitution,
      returnAccount,
      ' '.repeat(15), // originator's sundry information
      ' '.repeat(22), // filler
      '  ', // originator-direct clearer settlement code
      '0'.repeat(11), // invalid data element id
    ].join('');
    if (segment.length !== CPA005_SEGMENT_LENGTH) throw new Error(`CPA-005 segment of ${segment.length} characters`);
    return segment;
  });
  for (let at = 0; at < segments.length; at += CPA005_SEGMENTS_PER_RECORD) {
    const six = segments.slice(at, at + CPA005_SEGMENTS_PER_RECORD);
    while (six.length < CPA005_SEGMENTS_PER_RECORD) six.push(' '.repeat(CPA005_SEGMENT_LENGTH));
    records.push(record([head('C'), ...six]));
  }

  records.push(
    record([
      head('Z'),
      num('total debits', 0, 14),
      num('debit count', 0, 8),
      num('total credits', total, 14),
      num('credit count', segments.length, 8),
      num('total error corrections E', 0, 14),
      num('error corrections E count', 0, 8),
      num('total error corrections F', 0, 14),
      num('error corrections F count', 0, 8),
      ' '.repeat(1352),
    ]),
  );

  return {
    text: records.join('\r\n') + '\r\n',
    recordCount: records.length,
    creditCount: segments.length,
    totalCreditCents: total,
  };
}
