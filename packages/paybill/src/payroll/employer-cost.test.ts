import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANADA_2026 } from './canada-2026.js';
import {
  canadaEmployerCostPerHour,
  employerCostPerHour,
  employerYear,
  internationalEmployerCostPerHour,
} from './employer-cost.js';
import { fica, futa, yearToDateTax } from './fica-futa.js';
import { US_FEDERAL_2026 as federal } from './us-federal-2026.js';

const texas = { federal, workState: 'TX', annualHours: 2080, suta: { ratePercent: '2.7', wageBase: '9000' } };
const parts = (b: ReturnType<typeof employerCostPerHour>) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v === null ? null : v.toFixed(4)]));

describe("an employer's cost per hour, from a year of paychecks through the engine", () => {
  it('$25 an hour in Texas: Social Security and Medicare on every hour, FUTA and SUTA only on the first wages', () => {
    const b = employerCostPerHour({ ...texas, pay: '25', workersCompPer100: '1.25' });
    // A year of $1,000 weeks: SS 3,224.00, Medicare 754.00, FUTA 42.00, SUTA 2.7% × 9,000 = 243.00, over 2,080 hours.
    expect(parts(b)).toEqual({
      fica: '1.9125',
      social_security: '1.5500',
      medicare: '0.3625',
      futa: '0.0202',
      suta: '0.1168',
      workers_comp: '0.3125',
      other: '0.0000',
      total: '2.3620',
    });
  });

  it('$90 an hour: Social Security stops at the 2026 wage base, as payroll stops it', () => {
    const b = employerCostPerHour({ ...texas, pay: '90', workersCompPer100: null });
    // 187,200 a year is past the 184,500 base: the year's Social Security is 11,439.00, not 6.2% of every hour.
    expect([b.social_security?.toFixed(4), b.medicare?.toFixed(4)]).toEqual(['5.4995', '1.3050']);
    expect(b.social_security!.lt(new Decimal(90).times('0.062'))).toBe(true);
  });

  it('leaves SUTA out when the employer has no rate in the work state', () => {
    const b = employerCostPerHour({ ...texas, workState: 'CA', pay: '25', suta: null, workersCompPer100: null });
    expect([b.suta.toFixed(4), b.futa.toFixed(4)]).toEqual(['0.0000', '0.0202']);
  });

  it('never costs more per hour than the flat rates on every hour, nor less than Medicare alone (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 30_000 }), (cents) => {
        const pay = new Decimal(cents).dividedBy(100);
        const b = employerCostPerHour({ ...texas, pay, workersCompPer100: null });
        const flat = pay.times(new Decimal('6.2').plus('1.45').plus('0.6').plus('2.7')).dividedBy(100);
        return b.total.lte(flat.plus('0.0004')) && b.total.gte(pay.times('0.0145').minus('0.0001'));
      }),
    );
  });

  it('equals, to the cent, a year of 52 weekly paychecks run one by one through the engine (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom('TX', 'CA', 'NY'),
        fc.integer({ min: 0, max: 1_200 }),
        (cents, state, sutaBasisPoints) => {
          const pay = new Decimal(cents).dividedBy(100);
          const suta = { ratePercent: new Decimal(sutaBasisPoints).dividedBy(100), wageBase: '9000' };
          const closed = employerYear({ federal, workState: state, annualHours: 2080, pay, suta });
          const wages = pay.times(2080);
          const week = wages.dividedBy(52).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          let paid = new Decimal(0);
          let ss = new Decimal(0);
          const run = {
            socialSecurity: new Decimal(0),
            medicare: new Decimal(0),
            futa: new Decimal(0),
            suta: new Decimal(0),
          };
          for (let i = 0; i < 52; i++) {
            const w = i === 51 ? wages.minus(paid) : week;
            const f = fica(federal, w, { wages: paid, socialSecurityTax: ss });
            run.socialSecurity = run.socialSecurity.plus(f.socialSecurityEmployer);
            run.medicare = run.medicare.plus(f.medicareEmployer);
            run.futa = run.futa.plus(futa(federal, w, paid, state).futaEmployer);
            run.suta = run.suta.plus(yearToDateTax(w, paid, suta.wageBase, suta.ratePercent).amount);
            ss = ss.plus(f.socialSecurityEmployee);
            paid = paid.plus(w);
          }
          for (const k of ['socialSecurity', 'medicare', 'futa', 'suta'] as const) {
            if (!closed[k].eq(run[k])) return false;
          }
          return true;
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a Canadian T4 employee: the employer's CPP, CPP2 and EI (1.4×) over a year of weekly paychecks", () => {
    // $25 × 2,080 = 52,000 a year, weekly 1,000: CPP 5.95% × (1,000 − 67.30) = 55.50 × 52 = 2,886.00 (under
    // the 4,230.45 maximum), no CPP2 (under the YMPE), EI 16.30 × 1.4 = 22.82 × 52 = 1,186.64 → 4,072.64 ÷ 2,080.
    const b = canadaEmployerCostPerHour({ canada: CANADA_2026, pay: '25', annualHours: 2080, workersCompPer100: '1' });
    expect([b.other.toFixed(4), b.workers_comp.toFixed(4), b.fica.toFixed(4), b.total.toFixed(4)]).toEqual([
      '1.9580',
      '0.2500',
      '0.0000',
      '2.2080',
    ]);
    // $60: 124,800 a year reaches the CPP, CPP2 and EI maximums: 4,230.45 + 416.00 + 1.4 × 1,123.07.
    const high = canadaEmployerCostPerHour({
      canada: CANADA_2026,
      pay: '60',
      annualHours: 2080,
      workersCompPer100: null,
    });
    const maxima = new Decimal('4230.45').plus('416.00').plus('1572.30');
    expect(high.other.toFixed(4)).toBe(maxima.dividedBy(2080).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4));
  });

  it("an international EOR employee: the country's configured percent of the pay", () => {
    const b = internationalEmployerCostPerHour('40', '13.8');
    expect([b.other.toFixed(4), b.total.toFixed(4)]).toEqual(['5.5200', '5.5200']);
  });
});
