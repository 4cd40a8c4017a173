import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billFromMarkup,
  billFromTargetMargin,
  marginPercent,
  marginPerHour,
  marginToMarkup,
  markupPercent,
  markupToMargin,
  premiumRates,
  rateString,
} from './pricing.js';

/** Decimal strings with up to four places, as rates are stored. */
const rate = (min: number, max: number) =>
  fc.integer({ min: min * 10_000, max: max * 10_000 }).map((n) => new Decimal(n).div(10_000));
const percent = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((n) => new Decimal(n).div(100));

describe('premium rates from multipliers', () => {
  it('multiplies the base rate and rounds half-up to four places', () => {
    const r = premiumRates('25', { overtime: '1.5', double_overtime: '2', holiday: '1.5' });
    expect([r.overtime, r.double_overtime, r.holiday].map((d) => d.toFixed(4))).toEqual([
      '37.5000',
      '50.0000',
      '37.5000',
    ]);
    expect(premiumRates('33.3333', { overtime: '1.5', double_overtime: '2', holiday: '1' }).overtime.toFixed(4)).toBe(
      '50.0000',
    );
    expect(rateString('0.00005')).toBe('0.0001');
  });
});

describe('markup and margin', () => {
  it('prices the primer example: pay $20, bill $30 is a 50% markup and a 33.33% margin', () => {
    expect(billFromMarkup('20', '50').toFixed(2)).toBe('30.00');
    expect(markupPercent('20', '30')?.toFixed(2)).toBe('50.00');
    expect(marginPercent('30', '20')?.toFixed(2)).toBe('33.33');
    expect(markupToMargin('50').toFixed(2)).toBe('33.33');
    expect(marginToMarkup('33.3333').toFixed(2)).toBe('50.00');
    expect(marginPerHour('30', '20', '2.5').toFixed(2)).toBe('7.50');
  });

  it('round-trips markup → bill → markup within the rounding of the bill', () => {
    fc.assert(
      fc.property(rate(1, 500), percent(0, 300), (pay, markup) => {
        const back = markupPercent(pay, billFromMarkup(pay, markup))!;
        // The bill is rounded to 0.00005 at most, which moves the markup by 0.00005 ÷ pay × 100.
        const tolerance = new Decimal('0.00005').div(pay).times(100).plus('0.0001');
        expect(back.minus(markup).abs().lte(tolerance)).toBe(true);
      }),
    );
  });

  it('never reports a margin above 100% when cost is not negative', () => {
    fc.assert(
      fc.property(rate(0.01, 1000), rate(0, 1000), (bill, cost) => {
        expect(marginPercent(bill, cost)!.lte(100)).toBe(true);
      }),
    );
  });

  it('bills from a target margin that yields that margin within rounding', () => {
    fc.assert(
      fc.property(rate(1, 500), rate(0, 50), percent(0, 90), (pay, burden, target) => {
        const bill = billFromTargetMargin(pay, burden, target);
        const got = marginPercent(bill, pay.plus(burden))!;
        // A bill off by 0.00005 moves the margin by at most 0.00005 ÷ bill × 100 (plus its own rounding).
        const tolerance = new Decimal('0.00005').div(bill).times(100).plus('0.0001');
        expect(got.minus(target).abs().lte(tolerance)).toBe(true);
      }),
    );
  });

  it('converts markup to margin and back', () => {
    fc.assert(
      fc.property(percent(0, 500), (markup) => {
        const margin = markupToMargin(markup);
        expect(margin.lt(100)).toBe(true);
        expect(marginToMarkup(margin).minus(markup).abs().lte(new Decimal('0.05'))).toBe(true);
      }),
    );
  });

  it('refuses margins of 100% or more and answers null without pay or bill', () => {
    expect(() => billFromTargetMargin('20', '0', '100')).toThrow(RangeError);
    expect(() => marginToMarkup('100')).toThrow(RangeError);
    expect(markupPercent('0', '10')).toBeNull();
    expect(marginPercent('0', '10')).toBeNull();
  });
});
