import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { centsOf, fromCents, money, roundHalfUp, sumMoney } from './money.js';

describe('money', () => {
  it('rounds half-up to cents', () => {
    expect(money('1.005')).toBe('1.01');
    expect(money('2.675')).toBe('2.68');
    expect(money('-1.005')).toBe('-1.01');
    expect(money(0)).toBe('0.00');
  });

  it('rounds each line before summing', () => {
    expect(sumMoney(['0.005', '0.005', '0.005'])).toBe('0.03');
  });

  it('never drifts: the sum of cents equals the exact integer sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const total = cents.reduce((a, b) => a + b, 0);
        expect(sumMoney(cents.map((c) => (c / 100).toFixed(2)))).toBe(roundHalfUp(total).div(100).toFixed(2));
      }),
    );
  });
});

describe('money in whole cents', () => {
  const decimalSum = (values: string[]) =>
    values.reduce<Decimal>((acc, v) => acc.plus(roundHalfUp(v)), new Decimal(0)).toFixed(2);
  const amount = fc
    .tuple(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), fc.boolean())
    .map(([cents, negativeZero]) => (cents === 0 && negativeZero ? '-0.00' : fromCents(cents)));

  it('reads and writes two-place amounts exactly as Decimal does', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(money(a)).toBe(new Decimal(a).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        expect(new Decimal(fromCents(centsOf(a)!)).equals(new Decimal(a))).toBe(true);
      }),
    );
  });

  it('sums like Decimal, falling back to it for anything but two places', () => {
    const any = fc.oneof(amount, fc.constantFrom('1.005', '2.675', '-0.004', '3', '0.1', '1e2'));
    fc.assert(
      fc.property(fc.array(any, { maxLength: 60 }), (values) => {
        expect(sumMoney(values)).toBe(decimalSum(values));
      }),
    );
  });

  it('hands sums past the doubles exact integers to Decimal', () => {
    const big = [...Array<string>(10).fill('9999999999999.99'), '0.01'];
    expect(sumMoney(big)).toBe(decimalSum(big));
    expect(sumMoney(big)).toBe('99999999999999.91');
  });

  it('leaves what is not two places to Decimal', () => {
    expect(centsOf('1.5')).toBeUndefined();
    expect(centsOf('01.50')).toBeUndefined();
    expect(centsOf(1.5)).toBeUndefined();
    expect(money('-0.00')).toBe('0.00');
    expect(sumMoney(['-0.00'])).toBe('0.00');
  });
});
