/**
 * A bank's ACH return file as the API reads it (payroll's deposits, decision 0051; payouts, decision 0068):
 * each return's original trace number and reason code (`readAchReturns`); a file that is not one is
 * refused as a 422 on `body.file`, naming the line.
 */
import { readAchReturns, type AchReturn } from '@app/paybill';
import { unprocessable } from './errors.js';

export function returnsOfFile(text: string): AchReturn[] {
  try {
    return readAchReturns(text);
  } catch (e) {
    if (e instanceof RangeError) throw unprocessable([{ loc: ['body', 'file'], msg: e.message }]);
    throw e;
  }
}
