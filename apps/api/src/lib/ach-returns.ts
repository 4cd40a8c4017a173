/**
 * A bank's ACH return file as the API reads it (payroll's deposits, decision 0051; payouts, decision 0068):
 * each return's original trace number and reason code (`readAchReturns`); a file that is not one is
 * refused as a 422 on `body.file`, naming the line.
 *
 * A CPA-005 file (Canadian dollars: 1,464-character records, the header first with record type A) is
 * refused by name (decision 0085): the returned-item records of a CPA-005 return file and their reason
 * codes are in neither our code nor the payroll primer, so they are not read rather than guessed.
 */
import { ACH_RETURN_CODES } from '@app/domain';
import { readAchReturns, type AchReturn } from '@app/paybill';
import { unprocessable } from './errors.js';

const CPA005_RECORD_LENGTH = 1464;

export const CPA005_RETURNS_REFUSED =
  'This is a CPA-005 (Canadian) file: CPA-005 return files are not read — the layout of their returned items ' +
  'and their reason codes are not confirmed (decision 0085). Only ACH (NACHA) return files are imported here; ' +
  'nothing was changed.';

/** A CPA-005 file's shape: the first record 1,464 characters (or the whole text, unbroken) and type A. */
export function looksLikeCpa005(text: string): boolean {
  const start = text.replace(/^[\r\n]+/, '');
  if (!start.startsWith('A')) return false;
  const first = start.split(/\r?\n/, 1)[0]!;
  return first.length === CPA005_RECORD_LENGTH || (first.length > 0 && first.length % CPA005_RECORD_LENGTH === 0);
}

export function returnsOfFile(text: string): AchReturn[] {
  if (looksLikeCpa005(text)) throw unprocessable([{ loc: ['body', 'file'], msg: CPA005_RETURNS_REFUSED }]);
  try {
    return readAchReturns(text);
  } catch (e) {
    if (e instanceof RangeError) throw unprocessable([{ loc: ['body', 'file'], msg: e.message }]);
    throw e;
  }
}

/** A return as an e-mail or a reason says it: "R01: Insufficient funds" ("returned" without a code). */
export function returnReasonText(code: string | null): string {
  if (!code) return 'returned';
  return `${code}: ${(ACH_RETURN_CODES as Record<string, string>)[code] ?? 'returned by the bank'}`;
}
