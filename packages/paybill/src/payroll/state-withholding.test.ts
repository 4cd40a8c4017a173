import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CA_RATES_PERCENT, CALIFORNIA_2026 } from './california-2026.js';
import { stateWithholding, type StateWithholdingInput } from './state-withholding.js';

const ca = (over: Partial<StateWithholdingInput>): StateWithholdingInput => ({
  state: 'CA',
  taxYear: 2026,
  frequency: 'biweekly',
  wages: '2000',
  supplemental: 0,
  sdiWages: '2000',
  ...over,
});

describe('California, DE 44 Method B (2026)', () => {
  it('has consistent rate tables: each base tax is the one before plus that bracket’s rate on its width', () => {
    for (const [period, t] of Object.entries(CALIFORNIA_2026.periods)) {
      for (const status of ['single', 'married', 'headOfHousehold'] as const) {
        const { over, plus } = t[status];
        expect(over, `${period} ${status}`).toHaveLength(10);
        for (let i = 1; i < over.length; i++) {
          const expected = new Decimal(plus[i - 1]!).plus(
            new Decimal(over[i]! - over[i - 1]!).times(CA_RATES_PERCENT[i - 1]!).dividedBy(100),
          );
          // The schedules round each base to the cent.
          expect(expected.minus(plus[i]!).abs().lte('0.02'), `${period} ${status} row ${i}`).toBe(true);
        }
      }
    }
  });

  // Each figure below worked by hand from the tables (the steps of Method B).
  it('biweekly $2,000, single, no DE 4: 2,000 − 219 = 1,781 → 43.24 + 6.6% × 187 = 55.58; SDI 1.3% = 26.00', () => {
    expect(stateWithholding(ca({}))).toEqual({ incomeTax: '55.58', sdi: '26.00' });
  });

  it('monthly $5,000, married, 2 allowances and 1 estimated deduction: 3,966 → 66.93 − 28.05 = 38.88', () => {
    const form = { filingStatus: 'married' as const, allowances: 2, estimatedDeductionAllowances: 1, additional: 0 };
    expect(stateWithholding(ca({ frequency: 'monthly', wages: '5000', sdiWages: '5000', form })).incomeTax).toBe(
      '38.88',
    );
  });

  it('weekly $1,000, head of household, 1 allowance: 781 → 12.50 − 3.24 = 9.26, plus the additional amount', () => {
    const form = {
      filingStatus: 'head_of_household' as const,
      allowances: 1,
      estimatedDeductionAllowances: 0,
      additional: 5,
    };
    expect(stateWithholding(ca({ frequency: 'weekly', wages: '1000', form })).incomeTax).toBe('14.26');
  });

  it('withholds on a bonus through the tables with the regular wages (aggregate), or 6.6% flat on a commission', () => {
    // Aggregate: 2,000 regular + 500 bonus through Method B as one 2,500 paycheck.
    const whole = stateWithholding(ca({ wages: '2500', sdiWages: '2500' }));
    expect(stateWithholding(ca({ wages: '2500', supplemental: '500', sdiWages: '2500' }))).toEqual(whole);
    // Flat: the 2,000 through the tables (55.58) + 6.6% × 500 = 33.00.
    const flat = stateWithholding(
      ca({ wages: '2500', supplemental: '500', commission: '500', supplementalMethod: 'flat', sdiWages: '2500' }),
    );
    expect(flat).toEqual({ incomeTax: '88.58', sdi: '32.50' });
  });

  it('withholds nothing at or under the low-income exemption', () => {
    expect(stateWithholding(ca({ frequency: 'weekly', wages: '363' })).incomeTax).toBe('0.00');
    expect(stateWithholding(ca({ frequency: 'weekly', wages: '364' })).incomeTax).not.toBe('0.00');
  });

  it('refuses a flat-rate bonus (its rate is not confirmed here) and any state without a table, by name', () => {
    expect(() => stateWithholding(ca({ supplemental: '100', supplementalMethod: 'flat' }))).toThrow(/aggregate/);
    expect(() => stateWithholding(ca({ state: 'NY' }))).toThrow(/work state NY/);
    expect(() => stateWithholding(ca({ taxYear: 2027 }))).toThrow(/2027/);
    expect(stateWithholding(ca({ state: 'WA' }))).toEqual({ incomeTax: '0.00', sdi: null });
  });
});

describe('Pennsylvania (2026): 3.07% of compensation, and the employee UC contribution', () => {
  const pa = (over: Partial<StateWithholdingInput>): StateWithholdingInput => ({
    state: 'PA',
    taxYear: 2026,
    frequency: 'biweekly',
    wages: '2000',
    supplemental: '0',
    sdiWages: '2000',
    ...over,
  });

  it('withholds 3.07% and 0.07% UC of the wages, whatever the period or form, and says local tax is not figured', () => {
    const r = stateWithholding(pa({}));
    expect(r).toMatchObject({ incomeTax: '61.40', unemployment: { wages: '2000.00', amount: '1.40' } });
    expect(r.warnings).toEqual([expect.stringMatching(/local earned income tax/)]);
    expect(stateWithholding(pa({ frequency: 'weekly' })).incomeTax).toBe('61.40');
  });

  it('taxes a bonus at the same rate, and a 401(k) deferral is not excluded (the FICA wages are the base)', () => {
    // Federal income-tax wages 1,850 (after a 100 401(k) and 50 section 125); PA's base 1,950.
    const r = stateWithholding(pa({ wages: '1850', supplemental: '500', sdiWages: '1950' }));
    // 1,950 × 3.07% = 59.865 → 59.87; UC 1,950 × 0.07% = 1.365 → 1.37.
    expect(r).toMatchObject({ incomeTax: '59.87', incomeTaxWages: '1950.00', unemployment: { amount: '1.37' } });
  });

  it('refuses a year it has no figures for', () => {
    expect(() => stateWithholding(pa({ taxYear: 2027 }))).toThrow(/2027/);
  });
});
