import { describe, expect, it } from 'vitest';
import { centsToDecimal, sumMoney, toCents } from './decimal';

describe('exact decimal sums', () => {
  it('adds amounts without binary float error', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumMoney(['9007199254740993.01', '1.00'])).toBe('9007199254740994.01');
  });

  it('rounds each amount half-up to cents first, so a total is the sum of what is shown', () => {
    expect(sumMoney(['0.005', '0.005'])).toBe('0.02');
    expect(sumMoney(['33.3333', '33.3333', '33.3333'])).toBe('99.99');
  });

  it('counts negatives (reversals), and skips blanks', () => {
    expect(sumMoney(['100.00', '-25.50', null, undefined, ''])).toBe('74.50');
    expect(sumMoney(['-0.40', '0.10'])).toBe('-0.30');
    expect(sumMoney([])).toBe('0.00');
  });

  it('reads decimal strings as cents', () => {
    expect(toCents('12.345')).toBe(1235n);
    expect(toCents('-12.345')).toBe(-1235n);
    expect(toCents('.5')).toBe(50n);
    expect(toCents('abc')).toBeNull();
    expect(centsToDecimal(-5n)).toBe('-0.05');
  });
});
