/**
 * Reading an ACH return file (issue 13): the bank sends back entries it could not post, each with a
 * return addenda (record type 7, addenda type 99) carrying the return reason code (positions 4–6, R01 …)
 * and the original entry's trace number (positions 7–21). Only those two matter to payroll: the transfer
 * with that trace number failed for that reason. A line that is not a 94-character NACHA record is refused.
 */

export interface AchReturn {
  /** The original entry's trace number (15 digits). */
  traceNumber: string;
  /** R01, R02 … */
  returnCode: string;
}

export function readAchReturns(text: string): AchReturn[] {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const out: AchReturn[] = [];
  lines.forEach((line, i) => {
    if (line.length !== 94)
      throw new RangeError(`Line ${i + 1} is ${line.length} characters, not a 94-character NACHA record`);
    if (line[0] === '7' && line.slice(1, 3) === '99') {
      const returnCode = line.slice(3, 6);
      const traceNumber = line.slice(6, 21);
      if (!/^R\d{2}$/.test(returnCode))
        throw new RangeError(`Line ${i + 1}: "${returnCode}" is not a return reason code`);
      if (!/^\d{15}$/.test(traceNumber)) throw new RangeError(`Line ${i + 1}: "${traceNumber}" is not a trace number`);
      out.push({ traceNumber, returnCode });
    }
  });
  return out;
}

/** A return addenda record (type 7, addenda 99) for a trace number: what a bank's return file carries (for tests and the sandbox). */
export function achReturnAddenda(r: AchReturn, receivingDfi = '01100001'): string {
  const line =
    '799' +
    r.returnCode +
    r.traceNumber.padStart(15, '0') +
    ' '.repeat(6) + // date of death
    receivingDfi.padStart(8, '0') +
    ' '.repeat(44) + // addenda information
    r.traceNumber.padStart(15, '0');
  return line.padEnd(94, ' ').slice(0, 94);
}
