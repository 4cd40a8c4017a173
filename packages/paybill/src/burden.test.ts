import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burdenPerHour, STANDARD_ANNUAL_HOURS, wageBasedTaxPerHour } from './burden.js';

const FICA_2026 = { social_security: { percent: '6.2', wage_base: '184500' }, medicare_percent: '1.45' };
const TX = {
  fica: FICA_2026,
  futa: { percent: '0.6', wage_base: '7000' },
  suta: { percent: '2.7', wage_base: '9000' },
  workers_comp_per_100: '0.18',
};

describe('employer burden per hour (annualised)', () => {
  it('spreads capped taxes over the year and charges workers comp per $100 of pay', () => {
    const b = burdenPerHour('25', TX);
    expect(b.social_security?.toFixed(4)).toBe('1.5500'); // 25 × 6.2% (52,000 a year, under the base)
    expect(b.medicare?.toFixed(4)).toBe('0.3625'); // 25 × 1.45%
    expect(b.fica.toFixed(4)).toBe('1.9125');
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

  it('adds its parts up to the total, and Social Security and Medicare up to FICA', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (cents) => {
        const b = burdenPerHour(new Decimal(cents).div(100), TX);
        expect(b.fica.plus(b.futa).plus(b.suta).plus(b.workers_comp).eq(b.total)).toBe(true);
        expect(b.social_security!.plus(b.medicare!).eq(b.fica)).toBe(true);
      }),
    );
  });
});

describe('FICA per hour (Social Security capped at its wage base, Medicare not)', () => {
  it('charges less Social Security per hour than a flat 6.2% once the year passes the wage base', () => {
    // $100/h × 2,080 h = $208,000, over the $184,500 base: 184,500 × 6.2% = 11,439 spread over 2,080 h.
    const b = burdenPerHour('100', TX);
    expect(b.social_security?.toFixed(4)).toBe('5.4995');
    expect(b.social_security!.lt('6.2')).toBe(true);
    expect(b.medicare?.toFixed(4)).toBe('1.4500'); // uncapped: the full 1.45%
    expect(b.fica.toFixed(4)).toBe('6.9495');
  });

  it('stays a flat 6.2% up to the base (about $88.70/h) and never exceeds the yearly maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const pay = new Decimal(cents).div(100);
        const b = burdenPerHour(pay, TX);
        const flat = pay.times('0.062').toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
        if (pay.times(STANDARD_ANNUAL_HOURS).lte(184_500)) expect(b.social_security!.eq(flat)).toBe(true);
        else expect(b.social_security!.lt(flat)).toBe(true);
        // 11,439.00 a year at most, give or take the rounding of each hour to 4 places.
        expect(b.social_security!.times(STANDARD_ANNUAL_HOURS).lte(new Decimal('11439').plus('0.104'))).toBe(true);
        expect(b.medicare!.eq(pay.times('0.0145').toDecimalPlaces(4, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });

  it('honours a combined FICA rate flat and uncapped, with no parts', () => {
    const b = burdenPerHour('100', { ...TX, fica: { combined_percent: '7.65' } });
    expect(b.fica.toFixed(4)).toBe('7.6500');
    expect(b.social_security).toBeNull();
    expect(b.medicare).toBeNull();
  });
});
