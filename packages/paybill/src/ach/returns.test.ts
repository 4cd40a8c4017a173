import { describe, expect, it } from 'vitest';
import { achReturnAddenda, readAchReturns } from './returns.js';

describe('an ACH return file', () => {
  it('reads each return addenda: the reason code and the original trace number, skipping every other record', () => {
    const file = [
      '1'.padEnd(94, ' '),
      '5'.padEnd(94, ' '),
      '6'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: '011000010000001', returnCode: 'R01' }),
      '6'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: '011000010000007', returnCode: 'R03' }),
      '8'.padEnd(94, ' '),
      '9'.padEnd(94, ' '),
    ].join('\n');
    expect(readAchReturns(file)).toEqual([
      { traceNumber: '011000010000001', returnCode: 'R01' },
      { traceNumber: '011000010000007', returnCode: 'R03' },
    ]);
    expect(achReturnAddenda({ traceNumber: '011000010000001', returnCode: 'R01' })).toHaveLength(94);
  });

  it('refuses lines that are not NACHA records and addenda without a code or a trace number', () => {
    expect(() => readAchReturns('not a nacha file')).toThrow(/94-character/);
    expect(() => readAchReturns('799X01'.padEnd(94, ' '))).toThrow(/return reason code/);
    expect(() => readAchReturns('799R01abc'.padEnd(94, ' '))).toThrow(/trace number/);
  });
});
