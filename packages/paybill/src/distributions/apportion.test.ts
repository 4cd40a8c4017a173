import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { apportion, cashToLines } from './apportion.js';

describe('an allocation divided among the invoice lines', () => {
  it('divides in proportion, the rounding cents to the largest remainders', () => {
    expect(apportion('100.00', [1, 1, 1])).toEqual(['33.34', '33.33', '33.33']);
    expect(apportion('-100.00', [1, 1, 1])).toEqual(['-33.34', '-33.33', '-33.33']);
    expect(apportion('0', [0, 0])).toEqual(['0.00', '0.00']);
    expect(() => apportion('1', [0])).toThrow(/Nothing/);
  });

  it('splits each line into the cash for its amount and its sales tax', () => {
    // $1,000 line taxed 10%, $500 line untaxed; the client pays half of $1,600.
    expect(
      cashToLines('800.00', [
        { amount: '1000.00', salesTax: '100.00' },
        { amount: '500.00', salesTax: '0' },
      ]),
    ).toEqual([
      { applied: '550.00', cash: '500.00', salesTax: '50.00' },
      { applied: '250.00', cash: '250.00', salesTax: '0.00' },
    ]);
  });

  it('always adds up to the allocation, never pays a line more than it bills, and a reversal mirrors it', () => {
    const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100));
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: cents(1, 10_000_000), taxPct: fc.integer({ min: 0, max: 15 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 100 }),
        (rows, paidPct) => {
          const lines = rows.map((r) => ({
            amount: r.amount,
            salesTax: r.amount.times(r.taxPct).dividedBy(100).toDecimalPlaces(2),
          }));
          const due = lines.reduce((a, l) => a.plus(l.amount).plus(l.salesTax), new Decimal(0));
          const paid = due.times(paidPct).dividedBy(100).toDecimalPlaces(2);
          const split = cashToLines(paid, lines);
          const sum = split.reduce((a, s) => a.plus(s.cash).plus(s.salesTax), new Decimal(0));
          expect(sum.toFixed(2)).toBe(paid.toFixed(2));
          split.forEach((s, i) => expect(new Decimal(s.cash).lte(lines[i]!.amount)).toBe(true));
          const back = cashToLines(paid.negated(), lines);
          back.forEach((b, i) => {
            expect(new Decimal(b.cash).plus(split[i]!.cash).toFixed(2)).toBe('0.00');
            expect(new Decimal(b.salesTax).plus(split[i]!.salesTax).toFixed(2)).toBe('0.00');
          });
        },
      ),
    );
  });
});
