import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burdenPerHour, STANDARD_ANNUAL_HOURS, wageBasedTaxPerHour } from './burden.js';

const TX = {
  fica: { percent: '7.65' },
  futa: { percent: '0.6', wage_base: '7000' },
  suta: { percent: '2.7', wage_base: '9000' },
  workers_comp_per_100: '0.18',
};

describe('employer burden per hour (annualised)', () => {
  it('spreads capped taxes over the year and charges workers comp per $100 of pay', () => {
    const b = burdenPerHour('25', TX);
    expect(b.fica.toFixed(4)).toBe('1.9125'); // 25 × 7.65%
    expect(b.futa.toFixed(4)).toBe('0.0202'); // 7,000 × 0.6% ÷ 2,080
    expect(b.suta.toFixed(4)).toBe('0.1168'); // 9,000 × 2.7% ÷ 2,080
    expect(b.workers_comp.toFixed(4)).toBe('0.0450'); // 25 ÷ 100 × 0.18
    expect(b.total.toFixed(4)).toBe('2.0945');
  });

  it('charges the full rate on pay that stays under the wage base for the year', () => {
    // $3/h × 2,080 h = $6,240, under FUTA's $7,000.
    expect(wageBasedTaxPerHour('3', { percent: '0.6', wage_base: '7000' }, STANDARD_ANNUAL_HOURS).toFixed(4)).toBe(
      '0.0180',
    );
  });

  it('never charges more for a capped tax than the capped yearly amount, and never less for higher pay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 0, max: 10_000 }), (cents, extra) => {
        const pay = new Decimal(cents).div(100);
        const tax = { percent: '2.7', wage_base: '9000' };
        const perHour = wageBasedTaxPerHour(pay, tax, STANDARD_ANNUAL_HOURS);
        expect(
          perHour
            .times(STANDARD_ANNUAL_HOURS)
            .lte(new Decimal('243').plus(new Decimal('0.00005').times(STANDARD_ANNUAL_HOURS))),
        ).toBe(true);
        const higher = wageBasedTaxPerHour(pay.plus(new Decimal(extra).div(100)), tax, STANDARD_ANNUAL_HOURS);
        expect(higher.gte(perHour)).toBe(true);
      }),
    );
  });

  it('adds its parts up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (cents) => {
        const b = burdenPerHour(new Decimal(cents).div(100), TX);
        expect(b.fica.plus(b.futa).plus(b.suta).plus(b.workers_comp).eq(b.total)).toBe(true);
      }),
    );
  });
});
