/**
 * A NACHA (US ACH) file of payroll direct-deposit credits (issue 13; domain primer section D): PPD
 * batches of service class 220 (credits only) with entry detail records 22/32 (checking/savings credit)
 * and their zero-amount prenotes 23/33, no addenda. A self-funded run's funding debit is a CCD batch of
 * debits 27/37 (and their prenotes 28/38): service class 225 (debits only), or 200 for a mixed batch. A
 * payout to a business (a partner's distribution, a sales partner's commission; ccd-payouts.ts) is a CCD
 * batch of credits 22/32. Any entry may carry one addenda record (type 05, 80 characters of payment-related
 * information), counted with the entries in the batch and file controls.
 *
 * Records are 94 ASCII characters joined with "\n", padded with all-"9" records to a multiple of 10
 * (blocking factor 10). Alphanumeric fields are left-justified and space-filled, numeric ones
 * right-justified and zero-filled. Names and descriptions are upper-cased, and names (company, individual,
 * destination, origin) are cut to their field; nothing else is changed: identifiers (account number,
 * individual id, company id, immediate origin) are written exactly as given, and anything that does not
 * fit, is not in the NACHA character set (printable ASCII, 0x20–0x7E) or breaks a rule is refused with a
 * RangeError naming the field (e.g. `batches[0].entries[3].routingNumber`).
 */
import { asciiName } from './ascii.js';

export interface NachaEntry {
  /** 22 checking credit, 32 savings credit, 23 / 33 their zero-amount prenotes; 27 / 37 debits, 28 / 38 their prenotes. */
  transactionCode: 22 | 23 | 32 | 33 | 27 | 28 | 37 | 38;
  /** The receiving bank's 9-digit ABA routing number (its check digit is verified). */
  routingNumber: string;
  /** Up to 17 characters. */
  accountNumber: string;
  /** Whole cents, a non-negative integer; 0 for a prenote (and only a prenote). */
  amountCents: number;
  /** Up to 15 characters: our id for the payee (e.g. a transfer id's first 15 chars). */
  individualId: string;
  /** Up to 22 characters; longer names are cut. */
  individualName: string;
  /**
   * Payment-related information for one addenda record (type 05) after the entry, up to 80 characters
   * (spelled in ASCII and upper-cased like a description; refused if longer: a remittance reference is not
   * cut). Absent: no addenda.
   */
  addenda?: string;
}

export interface NachaBatch {
  /** PPD (consumer payroll, the default) or CCD (a business's account, e.g. the employer's funding debit). */
  secCode?: 'PPD' | 'CCD';
  companyName: string; // ≤ 16
  companyId: string; // 10 characters (e.g. "1" + the 9-digit FEIN)
  entryDescription: string; // ≤ 10, e.g. "PAYROLL"
  effectiveEntryDate: string; // YYYY-MM-DD
  originatingDfi: string; // the ODFI's 8-digit routing (no check digit)
  entries: readonly NachaEntry[];
}

export interface NachaFileInput {
  immediateDestination: string; // 9-digit routing of the ODFI/operator
  immediateOrigin: string; // 10 characters (e.g. "1" + FEIN)
  destinationName: string; // ≤ 23
  originName: string; // ≤ 23
  createdAt: Date; // file creation date and time (UTC)
  fileIdModifier: string; // A–Z or 0–9
  batches: readonly NachaBatch[];
  /**
   * The entries' 7-digit trace sequences, in order across batches (1–9,999,999). Absent: 1, 2, 3 … —
   * unique within the file only; an originator whose returns are matched by trace number gives sequences
   * unique across its files.
   */
  traceSequences?: readonly number[];
}

export interface NachaFile {
  text: string; // records joined with "\n", ending with "\n"
  /** Each batch's entries' trace numbers (ODFI 8 digits + 7-digit sequence), in entry order. */
  traceNumbers: string[][];
  /** Entry detail and addenda records (what the file control counts). */
  entryCount: number;
  totalCreditCents: number;
  totalDebitCents: number;
  entryHash: string; // 10 digits
  blockCount: number;
}

const NACHA_RECORD_LENGTH = 94;
const NACHA_BLOCKING_FACTOR = 10;

const SERVICE_CLASS_CREDITS_ONLY = '220';
const SERVICE_CLASS_DEBITS_ONLY = '225';
const SERVICE_CLASS_MIXED = '200';
const SEC_CODES = new Set(['PPD', 'CCD']);
const HASH_MODULUS = 10_000_000_000; // the entry hash keeps the 10 low-order digits
const MAX_AMOUNT_CENTS = 9_999_999_999; // 10 digits
const MAX_TOTAL_CENTS = 999_999_999_999; // 12 digits
const MAX_TRACE_SEQUENCE = 9_999_999; // 7 digits
const MAX_BATCHES = 999_999; // the file control's batch count has 6 digits
const TRANSACTION_CODES = new Set([22, 23, 32, 33, 27, 28, 37, 38]);
const PRENOTE_CODES = new Set([23, 33, 28, 38]);
const DEBIT_CODES = new Set([27, 28, 37, 38]);

/** Whether a 9-digit ABA routing number's check digit is right (weights 3,7,1). */
export function isValidRoutingNumber(routing: string): boolean {
  if (typeof routing !== 'string' || !/^[0-9]{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(routing[i]) * weights[i]!;
  return sum % 10 === 0;
}

function refuse(field: string, why: string): never {
  throw new RangeError(`NACHA ${field}: ${why}`);
}

/** Printable ASCII, the character set NACHA allows in alphanumeric fields. */
const NACHA_CHARACTERS = /^[\x20-\x7E]*$/;

function checkCharacters(field: string, value: unknown): string {
  if (typeof value !== 'string') refuse(field, 'must be a string');
  if (!NACHA_CHARACTERS.test(value)) {
    const bad = [...value].find((c) => !NACHA_CHARACTERS.test(c)) ?? '';
    const code = bad.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? '';
    refuse(field, `U+${code} is outside the NACHA character set (printable ASCII only)`);
  }
  return value;
}

/** A name or description: trimmed and upper-cased; cut to `width` when `cut`, else refused if longer. */
function text(field: string, value: unknown, width: number, opts: { cut: boolean; required: boolean }): string {
  // Names and descriptions are spelled in ASCII first (accents dropped, anything else a space).
  const v = checkCharacters(field, typeof value === 'string' ? asciiName(value) : value)
    .trim()
    .toUpperCase();
  if (opts.required && v === '') refuse(field, 'is required');
  if (!opts.cut && v.length > width) refuse(field, `is ${v.length} characters, more than ${width}`);
  return v.slice(0, width).padEnd(width, ' ');
}

/**
 * An identifier, written exactly as given: refused rather than cut or changed. One that fills its field
 * (`exact`) is taken as it is, spaces and all (an immediate origin may be " " + a routing number); a
 * shorter one may not begin or end with a space: a leading one would shift it in its left-justified field,
 * a trailing one is lost in the fill.
 */
function identifier(
  field: string,
  value: unknown,
  width: number,
  opts: { exact?: boolean; required?: boolean; spaces?: boolean } = {},
): string {
  const v = checkCharacters(field, value);
  if (opts.exact && v.length !== width) refuse(field, `is ${v.length} characters, must be exactly ${width}`);
  if (v.length > width) refuse(field, `is ${v.length} characters, more than ${width}`);
  if (opts.required && v.trim() === '') refuse(field, 'is required');
  if (opts.spaces === false && v.includes(' ')) refuse(field, 'may not contain spaces');
  if (!opts.exact && v !== v.trim()) refuse(field, 'may not begin or end with a space');
  return v.padEnd(width, ' ');
}

/** A non-negative safe integer, right-justified and zero-filled; refused if it does not fit. */
function numeric(field: string, value: number, width: number): string {
  const s = String(value);
  if (s.length > width) refuse(field, `${value} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

function digits(field: string, value: unknown, count: number): string {
  if (typeof value !== 'string' || !new RegExp(`^[0-9]{${count}}$`).test(value)) {
    refuse(field, `must be exactly ${count} digits`);
  }
  return value;
}

function routingNumber(field: string, value: unknown): string {
  const v = digits(field, value, 9);
  if (!isValidRoutingNumber(v)) {
    refuse(field, 'fails the ABA check digit');
  }
  return v;
}

/** YYYY-MM-DD, a real calendar date, as YYMMDD. */
function yymmdd(field: string, value: unknown): string {
  const m = typeof value === 'string' ? /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value) : null;
  if (!m) refuse(field, 'must be a date YYYY-MM-DD');
  const [y, mo, d] = [m[1]!, m[2]!, m[3]!];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    refuse(field, `${String(value)} is not a calendar date`);
  }
  return y.slice(2) + mo + d;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function record(parts: string[]): string {
  const line = parts.join('');
  // Every field above is padded to its width: a wrong length here is a bug in this file, not bad input.
  if (line.length !== NACHA_RECORD_LENGTH) throw new Error(`NACHA record of ${line.length} characters: ${line}`);
  return line;
}

function cents(field: string, value: unknown, prenote: boolean): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    refuse(field, `${String(value)} is not a whole number of cents`);
  if (value < 0) refuse(field, `${value} is negative`);
  if (value > MAX_AMOUNT_CENTS) refuse(field, `${value} is more than the 10-digit field holds`);
  if (prenote && value !== 0) refuse(field, `a prenote (23/33/28/38) carries 0 cents, not ${value}`);
  if (!prenote && value === 0) refuse(field, 'an entry (22/32/27/37) of 0 cents: send a prenote instead');
  return value;
}

/** The NACHA file for these batches of direct-deposit credits (or funding debits); throws a RangeError on bad input. */
export function buildNachaFile(input: NachaFileInput): NachaFile {
  const destination = routingNumber('immediateDestination', input.immediateDestination);
  const origin = identifier('immediateOrigin', input.immediateOrigin, 10, { exact: true, required: true });
  const destinationName = text('destinationName', input.destinationName, 23, { cut: true, required: false });
  const originName = text('originName', input.originName, 23, { cut: true, required: false });
  const createdAt = input.createdAt;
  if (!(createdAt instanceof Date) || Number.isNaN(createdAt.getTime())) refuse('createdAt', 'must be a valid Date');
  const modifier = input.fileIdModifier;
  if (typeof modifier !== 'string' || !/^[A-Z0-9]$/.test(modifier)) {
    refuse('fileIdModifier', 'must be one character, A–Z or 0–9');
  }
  if (!Array.isArray(input.batches as unknown) || input.batches.length === 0)
    refuse('batches', 'a file needs at least one batch');
  if (input.batches.length > MAX_BATCHES) refuse('batches', `${input.batches.length} batches are too many`);

  const lines: string[] = [
    record([
      '1',
      '01',
      ' ' + destination,
      origin,
      two(createdAt.getUTCFullYear() % 100),
      two(createdAt.getUTCMonth() + 1),
      two(createdAt.getUTCDate()),
      two(createdAt.getUTCHours()),
      two(createdAt.getUTCMinutes()),
      modifier,
      '094',
      '10',
      '1',
      destinationName,
      originName,
      ' '.repeat(8),
    ]),
  ];

  const traceNumbers: string[][] = [];
  let sequence = 0;
  let fileEntryCount = 0;
  let fileHash = 0;
  let fileCredits = 0;
  let fileDebits = 0;

  input.batches.forEach((batch, b) => {
    const at = `batches[${b}]`;
    const companyName = text(`${at}.companyName`, batch.companyName, 16, { cut: true, required: true });
    const companyId = identifier(`${at}.companyId`, batch.companyId, 10, { exact: true, required: true });
    const description = text(`${at}.entryDescription`, batch.entryDescription, 10, { cut: false, required: true });
    const effective = yymmdd(`${at}.effectiveEntryDate`, batch.effectiveEntryDate);
    const odfi = digits(`${at}.originatingDfi`, batch.originatingDfi, 8);
    const batchNumber = numeric(`${at} number`, b + 1, 7);
    if (!Array.isArray(batch.entries as unknown) || batch.entries.length === 0) {
      refuse(`${at}.entries`, 'a batch needs at least one entry');
    }
    const secCode = batch.secCode ?? 'PPD';
    if (!SEC_CODES.has(secCode)) refuse(`${at}.secCode`, `${String(secCode)} is not PPD or CCD`);
    const debitEntries = batch.entries.filter((e) => DEBIT_CODES.has(e.transactionCode)).length;
    const serviceClass =
      debitEntries === 0
        ? SERVICE_CLASS_CREDITS_ONLY
        : debitEntries === batch.entries.length
          ? SERVICE_CLASS_DEBITS_ONLY
          : SERVICE_CLASS_MIXED;

    lines.push(
      record([
        '5',
        serviceClass,
        companyName,
        ' '.repeat(20), // company discretionary data
        companyId,
        secCode,
        description,
        ' '.repeat(6), // company descriptive date
        effective,
        '   ', // settlement date: the ACH operator fills it
        '1', // originator status: a depository financial institution
        odfi,
        batchNumber,
      ]),
    );

    const traces: string[] = [];
    let hash = 0;
    let credits = 0;
    let debits = 0;
    let addendaCount = 0;
    batch.entries.forEach((entry, e) => {
      const ef = `${at}.entries[${e}]`;
      const code = entry.transactionCode as unknown;
      if (typeof code !== 'number' || !TRANSACTION_CODES.has(code)) {
        refuse(`${ef}.transactionCode`, `${String(code)} is not 22, 23, 32, 33, 27, 28, 37 or 38`);
      }
      const routing = routingNumber(`${ef}.routingNumber`, entry.routingNumber);
      const account = identifier(`${ef}.accountNumber`, entry.accountNumber, 17, { required: true, spaces: false });
      const amount = cents(`${ef}.amountCents`, entry.amountCents, PRENOTE_CODES.has(code));
      const individualId = identifier(`${ef}.individualId`, entry.individualId, 15);
      const name = text(`${ef}.individualName`, entry.individualName, 22, { cut: true, required: true });
      const given = input.traceSequences?.[sequence];
      sequence += 1;
      if (input.traceSequences && given === undefined) refuse('traceSequences', 'fewer trace sequences than entries');
      const traceSequence = given ?? sequence;
      if (!Number.isInteger(traceSequence) || traceSequence < 1 || traceSequence > MAX_TRACE_SEQUENCE) {
        refuse(
          ef,
          given === undefined
            ? 'more entries than 7-digit trace sequences'
            : `trace sequence ${given} is not 1–9999999`,
        );
      }
      const trace = odfi + numeric(`${ef} trace sequence`, traceSequence, 7);
      const addenda =
        entry.addenda === undefined ? null : text(`${ef}.addenda`, entry.addenda, 80, { cut: false, required: true });

      lines.push(
        record([
          '6',
          String(code),
          routing, // RDFI routing (8) then its check digit (1)
          account,
          numeric(`${ef}.amountCents`, amount, 10),
          individualId,
          name,
          '  ', // discretionary data
          addenda === null ? '0' : '1', // addenda record indicator
          trace,
        ]),
      );
      if (addenda !== null) {
        addendaCount += 1;
        lines.push(
          record([
            '7',
            '05', // addenda type: payment-related information
            addenda,
            '0001', // addenda sequence number: the entry's first (and only) addenda
            trace.slice(8), // the entry detail sequence number: its trace number's last 7 digits
          ]),
        );
      }
      traces.push(trace);
      hash = (hash + Number(routing.slice(0, 8))) % HASH_MODULUS;
      if (DEBIT_CODES.has(code)) debits += amount;
      else credits += amount;
      if (credits > MAX_TOTAL_CENTS) refuse(`${at}.entries`, 'total credits exceed the 12-digit control field');
      if (debits > MAX_TOTAL_CENTS) refuse(`${at}.entries`, 'total debits exceed the 12-digit control field');
    });

    lines.push(
      record([
        '8',
        serviceClass,
        numeric(`${at}.entries count`, batch.entries.length + addendaCount, 6),
        numeric(`${at} entry hash`, hash, 10),
        numeric(`${at} total debits`, debits, 12),
        numeric(`${at} total credits`, credits, 12),
        companyId,
        ' '.repeat(19), // message authentication code
        ' '.repeat(6), // reserved
        odfi,
        batchNumber,
      ]),
    );

    traceNumbers.push(traces);
    fileEntryCount += batch.entries.length + addendaCount;
    fileHash = (fileHash + hash) % HASH_MODULUS;
    fileCredits += credits;
    fileDebits += debits;
    if (fileCredits > MAX_TOTAL_CENTS) refuse('batches', 'total credits exceed the 12-digit control field');
    if (fileDebits > MAX_TOTAL_CENTS) refuse('batches', 'total debits exceed the 12-digit control field');
  });

  // The file control record counts the blocks of the padded file, itself included.
  const blockCount = Math.ceil((lines.length + 1) / NACHA_BLOCKING_FACTOR);
  const entryHash = numeric('file entry hash', fileHash, 10);
  lines.push(
    record([
      '9',
      numeric('batches count', input.batches.length, 6),
      numeric('file block count', blockCount, 6),
      numeric('file entry count', fileEntryCount, 8),
      entryHash,
      numeric('file total debits', fileDebits, 12),
      numeric('file total credits', fileCredits, 12),
      ' '.repeat(39), // reserved
    ]),
  );
  while (lines.length % NACHA_BLOCKING_FACTOR !== 0) lines.push('9'.repeat(NACHA_RECORD_LENGTH));

  return {
    text: lines.join('\n') + '\n',
    traceNumbers,
    entryCount: fileEntryCount,
    totalCreditCents: fileCredits,
    totalDebitCents: fileDebits,
    entryHash,
    blockCount,
  };
}
