/**
 * Reading a bank remittance CSV (pure: no database). A header row names the columns in any order and
 * case, by any of the spellings banks export; unknown columns are ignored (bank files carry many). Each
 * row is parsed on its own: a bad cell makes that row invalid, naming its line and column, while a
 * file-level problem (no header, a required column missing, too many rows) refuses the whole file.
 */
import Decimal from 'decimal.js';
import {
  PAYMENT_UPLOAD_MAX_ROWS,
  PAYMENT_UPLOAD_METHODS,
  calendarDateSchema,
  type PaymentUploadColumn,
} from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { parseCsvLines } from '../gsa-rates/csv-text.js';

/** Header spellings (lower case, spaces, dashes and dots read as underscores) of each column. */
const ALIASES: Record<PaymentUploadColumn, readonly string[]> = {
  invoice: ['invoice', 'invoice_number', 'invoice_no', 'invoice_#', 'invoice_num', 'inv', 'inv_no'],
  amount: ['amount', 'amount_paid', 'payment_amount', 'paid'],
  date: ['date', 'payment_date', 'paid_on', 'value_date'],
  reference: ['reference', 'ref', 'payment_reference', 'check_number', 'trace_number'],
  method: ['method', 'payment_method', 'type'],
  client: ['client', 'client_name', 'customer', 'payer'],
};
const REQUIRED: readonly PaymentUploadColumn[] = ['invoice', 'amount', 'date'];

export interface RowIssue {
  loc: (string | number)[];
  msg: string;
}

export interface RemittanceRow {
  line: number;
  values: Record<PaymentUploadColumn, string>;
  errors: RowIssue[];
  /** Set when the row has no errors. */
  parsed: {
    invoiceNumber: number;
    amount: string;
    date: string;
    method: (typeof PAYMENT_UPLOAD_METHODS)[number];
    reference: string | null;
    client: string | null;
  } | null;
}

type Parsed<T> = { value: T } | { error: string };

const fileError = (msg: string) => unprocessable([{ loc: ['body', 'csv'], msg }]);
const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');

/** `$1,234.56`, `1234.5`, ` 12 ` → a two-place amount; never a float, never rounded (a third decimal is an error). */
export function parseAmount(cell: string): Parsed<string> {
  const raw = cell.trim();
  if (raw === '') return { error: 'The amount is missing' };
  if (/^\(.*\)$/.test(raw) || raw.includes('-')) return { error: `The amount must be more than zero (read "${raw}")` };
  const plain = raw.replace(/^(usd|cad|us\$|c\$|\$)\s*/i, '').replace(/\s*(usd|cad)$/i, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$/.test(plain)) return { error: `Enter an amount like 1250.00 (read "${raw}")` };
  const digits = plain.replace(/,/g, '');
  const [whole, frac = ''] = digits.split('.');
  if (frac.length > 2) return { error: `At most two decimals: cents (read "${raw}")` };
  if (whole!.replace(/^0+/, '').length > 12) return { error: `The amount is too large (read "${raw}")` };
  const value = new Decimal(digits === '' ? '0' : digits);
  if (value.lte(0)) return { error: `The amount must be more than zero (read "${raw}")` };
  return { value: value.toFixed(2) };
}

const isoDate = calendarDateSchema();

/** `2027-08-01` or `8/1/2027` (US month first) → `2027-08-01`, when that day exists. */
export function parseDate(cell: string): Parsed<string> {
  const raw = cell.trim();
  if (raw === '') return { error: 'The date is missing' };
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : raw;
  if (!isoDate.safeParse(iso).success) return { error: `Enter the date as YYYY-MM-DD or MM/DD/YYYY (read "${raw}")` };
  return { value: iso };
}

/** `1001`, `#1001`, `INV-1001`, `Invoice 1001` → 1001 (numbers are whole and positive). */
export function parseInvoiceNumber(cell: string): Parsed<number> {
  const raw = cell.trim();
  if (raw === '') return { error: 'The invoice number is missing' };
  const m = /^(?:inv(?:oice)?)?[\s#:_-]*(?:no\.?\s*)?(\d{1,9})$/i.exec(raw);
  if (!m || Number(m[1]) <= 0) return { error: `Not an invoice number (read "${raw}")` };
  return { value: Number(m[1]) };
}

export function parseMethod(cell: string): Parsed<(typeof PAYMENT_UPLOAD_METHODS)[number]> {
  const raw = cell.trim().toLowerCase();
  if (raw === '') return { value: 'ach' };
  const found = PAYMENT_UPLOAD_METHODS.find((m) => m === raw || (m === 'check' && raw === 'cheque'));
  return found ? { value: found } : { error: `The method is ach, wire or check (read "${cell.trim()}")` };
}

function columnsOf(header: string[]): Map<PaymentUploadColumn, number> {
  const at = new Map<PaymentUploadColumn, number>();
  header.forEach((h, i) => {
    const key = headerKey(h);
    const column = (Object.keys(ALIASES) as PaymentUploadColumn[]).find((c) => ALIASES[c].includes(key));
    if (!column) return;
    if (at.has(column)) throw fileError(`Two columns name the ${column}: "${header[at.get(column)!]}" and "${h}"`);
    at.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !at.has(c));
  if (missing.length > 0) {
    throw fileError(
      `The header row must name the columns invoice, amount and date; missing ${missing.join(', ')} (read: ${header.join(', ')})`,
    );
  }
  return at;
}

/** The file's rows, each parsed or with its errors; throws a 422 for a file that cannot be read as a remittance. */
export function readRemittance(csv: string): RemittanceRow[] {
  const [header, ...lines] = parseCsvLines(csv);
  if (!header) throw fileError('The file is empty');
  const at = columnsOf(header.cells);
  if (lines.length === 0) throw fileError('The file has no rows below the header');
  if (lines.length > PAYMENT_UPLOAD_MAX_ROWS) {
    throw fileError(`At most ${PAYMENT_UPLOAD_MAX_ROWS} rows per file (this one has ${lines.length}); split it`);
  }
  return lines.map(({ line, cells }) => {
    const cell = (c: PaymentUploadColumn) => (at.has(c) ? (cells[at.get(c)!] ?? '').trim() : '');
    const values = Object.fromEntries(
      (Object.keys(ALIASES) as PaymentUploadColumn[]).map((c) => [c, cell(c)]),
    ) as RemittanceRow['values'];
    const errors: RowIssue[] = [];
    const take = <T>(column: PaymentUploadColumn, r: Parsed<T>): T | undefined => {
      if ('value' in r) return r.value;
      errors.push({ loc: ['body', 'csv', line, column], msg: `Line ${line}, ${column}: ${r.error}` });
      return undefined;
    };
    const invoiceNumber = take('invoice', parseInvoiceNumber(values.invoice));
    const amount = take('amount', parseAmount(values.amount));
    const date = take('date', parseDate(values.date));
    const method = take('method', parseMethod(values.method));
    if (values.reference.length > 200) take('reference', { error: 'At most 200 characters' });
    const ok = errors.length === 0;
    return {
      line,
      values,
      errors,
      parsed: ok
        ? {
            invoiceNumber: invoiceNumber!,
            amount: amount!,
            date: date!,
            method: method!,
            reference: values.reference || null,
            client: values.client || null,
          }
        : null,
    };
  });
}
