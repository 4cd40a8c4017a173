import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_2026 } from '../payroll/us-federal-2026.js';
import { YearEndRefusal } from './forms.js';
import { form940Of, form941Of, quarterOf, stateWageLists } from './quarterly.js';
import { reversalOf, total, weeklyPaychecks } from './year-end-fixture.test-helpers.js';

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

// Casey: CA, $4,000 a week less $50 section 125 — crosses the SS wage base in Q4 and $200,000 in Q4.
const casey = weeklyPaychecks(
  { employerKey: 'acme', personKey: 'casey' },
  {
    classification: 'w-2',
    workState: 'CA',
    earnings: [{ type: 'regular', amount: '4000.00' }],
    preTax: [{ type: 'section_125', amount: '50.00' }],
    employer: { suta: { ratePercent: '3.4', wageBase: '7000' } },
  },
  52,
);
// Luis: TX, $1,200 a week, no SUTA rate on file.
const luis = weeklyPaychecks(
  { employerKey: 'acme', personKey: 'luis' },
  { classification: 'w-2', workState: 'TX', earnings: [{ type: 'regular', amount: '1200.00' }] },
  52,
);
// Another employer's worker and a 1099 of Acme's: in no Acme return.
const beacon = weeklyPaychecks(
  { employerKey: 'beacon', personKey: 'ines' },
  { classification: 'w-2', workState: 'TX', earnings: [{ type: 'regular', amount: '900.00' }] },
  10,
);
const bruno = weeklyPaychecks(
  { employerKey: 'acme', personKey: 'bruno' },
  { classification: '1099', workState: 'TX', earnings: [{ type: 'regular', amount: '700.00' }] },
  10,
);
const all = [...casey, ...luis, ...beacon, ...bruno].map((p) => p.paycheck);
const acmeW2 = [...casey, ...luis];
const inQuarter = (q: number) => acmeW2.filter((p) => quarterOf(p.paycheck.checkDate) === q);
const lines = (ps: typeof acmeW2, section: string, code: string, of: 'base' | 'amount') =>
  total(ps.flatMap((p) => p.paycheck.lines.filter((l) => l.section === section && l.code === code).map((l) => l[of])));

describe('Form 941', () => {
  it('quarters by check date', () => {
    expect([
      quarterOf('2026-01-01'),
      quarterOf('2026-03-31'),
      quarterOf('2026-04-01'),
      quarterOf('2026-12-31'),
    ]).toEqual([1, 1, 2, 4]);
  });

  for (const quarter of [1, 2, 3, 4]) {
    it(`quarter ${quarter}: wages, income tax, both shares, lines 5a/5c/5d, 6 and 7`, () => {
      const f = form941Of(all, { employerKey: 'acme', year: 2026, quarter, federal: US_FEDERAL_2026 });
      const ps = inQuarter(quarter);
      // Line 2 from what was paid: Casey's wages less section 125, Luis's wages.
      const caseyWeeks = ps.filter((p) => p.paycheck.personKey === 'casey').length;
      const luisWeeks = ps.length - caseyWeeks;
      expect(f.line2).toBe(money(new Decimal(3950).times(caseyWeeks).plus(new Decimal(1200).times(luisWeeks))));
      expect(f.paychecks).toBe(ps.length);
      expect(f.employees).toBe(2);
      expect(f.line3).toBe(money(lines(ps, 'employee_tax', 'federal_income_tax', 'amount')));
      // 5a: SS wages up to the base (Casey's year: 52 × 3,950 = 205,400 > 184,500).
      const ssBefore = (weeksBefore: number) => Decimal.min(new Decimal(3950).times(weeksBefore), 184500);
      const caseyBefore = acmeW2.filter(
        (p) => p.paycheck.personKey === 'casey' && quarterOf(p.paycheck.checkDate) < quarter,
      ).length;
      const caseySs = ssBefore(caseyBefore + caseyWeeks).minus(ssBefore(caseyBefore));
      expect(f.line5aWages).toBe(money(caseySs.plus(new Decimal(1200).times(luisWeeks))));
      expect(f.line5aTax).toBe(
        money(new Decimal(f.line5aWages).times('0.124').toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
      );
      expect(f.line5cWages).toBe(f.line2);
      expect(f.line5cTax).toBe(
        money(new Decimal(f.line5cWages).times('0.029').toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
      );
      // 5d: Casey's Medicare wages over $200,000 in the year.
      const over = (weeks: number) => Decimal.max(new Decimal(3950).times(weeks).minus(200000), 0);
      expect(f.line5dWages).toBe(money(over(caseyBefore + caseyWeeks).minus(over(caseyBefore))));
      expect(f.line5e).toBe(money(total([f.line5aTax, f.line5cTax, f.line5dTax])));
      expect(f.line6).toBe(money(total([f.line3, f.line5e])));
      // Both shares as withheld and owed; line 7 is their difference to line 5e, a few cents at most.
      expect(f.socialSecurityEmployee).toBe(money(lines(ps, 'employee_tax', 'social_security', 'amount')));
      expect(f.socialSecurityEmployer).toBe(money(lines(ps, 'employer_tax', 'social_security_employer', 'amount')));
      expect(f.medicareEmployee).toBe(money(lines(ps, 'employee_tax', 'medicare', 'amount')));
      expect(f.medicareEmployer).toBe(money(lines(ps, 'employer_tax', 'medicare_employer', 'amount')));
      const owed = total([
        f.socialSecurityEmployee,
        f.socialSecurityEmployer,
        f.medicareEmployee,
        f.medicareEmployer,
        f.additionalMedicare,
      ]);
      expect(f.line7).toBe(money(owed.minus(f.line5e)));
      expect(new Decimal(f.line7).abs().lte(new Decimal(ps.length).times('0.02'))).toBe(true);
      expect(f.totalTaxes).toBe(money(owed.plus(f.line3)));
    });
  }

  it('the four quarters add up to the year', () => {
    const qs = [1, 2, 3, 4].map((quarter) =>
      form941Of(all, { employerKey: 'acme', year: 2026, quarter, federal: US_FEDERAL_2026 }),
    );
    expect(money(total(qs.map((q) => q.line5aWages)))).toBe(money(new Decimal(184500).plus(1200 * 52)));
    expect(money(total(qs.map((q) => q.line5dWages)))).toBe(money(new Decimal(3950 * 52).minus(200000)));
  });

  it('a void nets out: the voided paycheck and its reversal leave the quarter', () => {
    const voided = luis[3]!.paycheck;
    const f = (ps: typeof all) =>
      form941Of(ps, { employerKey: 'acme', year: 2026, quarter: 1, federal: US_FEDERAL_2026 });
    expect(f([...all, reversalOf(voided, '2026-05-01')])).toEqual(f(all.filter((p) => p !== voided)));
  });

  it('line 1: the people paid wages for the pay period including the 12th of the quarter’s third month', () => {
    const f = (ps: typeof all, quarter = 1) =>
      form941Of(ps, { employerKey: 'acme', year: 2026, quarter, federal: US_FEDERAL_2026 });
    for (const quarter of [1, 2, 3, 4]) expect(f(all, quarter).line1).toBe(2);
    const includes12 = (p: (typeof all)[number], day: string) => p.periodStart <= day && day <= p.periodEnd;
    const luisMarch = luis.find((p) => includes12(p.paycheck, '2026-03-12'))!.paycheck;
    const caseyMarch = casey.find((p) => includes12(p.paycheck, '2026-03-12'))!.paycheck;
    // Luis not paid for that week: paid in the quarter (line 2 and "employees paid"), not on line 1.
    const withoutLuis = f(all.filter((p) => p !== luisMarch));
    expect([withoutLuis.line1, withoutLuis.employees]).toEqual([1, 2]);
    // Casey's paycheck for it voided: its reversal takes him off line 1 as well.
    expect(f([...all.filter((p) => p !== luisMarch), reversalOf(caseyMarch, '2026-03-27')]).line1).toBe(0);
    // A paycheck for that week that paid no wages (a reimbursement only) counts no one.
    const noWages = { ...luisMarch, id: 'pc-reimbursement', lines: [] };
    expect(f([...all.filter((p) => p !== luisMarch), noWages]).line1).toBe(1);
    // Another employer's worker and a 1099 contractor are never on Acme's line 1.
    expect(f(all.filter((p) => p.employerKey === 'acme' && p.classification === 'w-2')).line1).toBe(2);
  });

  it('refuses a quarter that is not 1–4 and a year without tables', () => {
    expect(() => form941Of(all, { employerKey: 'acme', year: 2026, quarter: 5, federal: US_FEDERAL_2026 })).toThrow(
      YearEndRefusal,
    );
    expect(() => form941Of(all, { employerKey: 'acme', year: 2027, quarter: 1, federal: undefined })).toThrow(
      YearEndRefusal,
    );
  });
});

describe('Form 940', () => {
  const f = form940Of(all, { employerKey: 'acme', year: 2026, federal: US_FEDERAL_2026 });

  it('taxable FUTA wages are $7,000 per employee; the tax 0.6% of them', () => {
    expect(f.line7).toBe('14000.00');
    expect(f.line8).toBe('84.00');
    expect(f.futaOnPaychecks).toBe(money(lines(acmeW2, 'employer_tax', 'futa', 'amount')));
  });

  it('line 3 all wages, line 4 the section 125 exempt, line 5 the rest over the base', () => {
    expect(f.line3).toBe(money(new Decimal(4000 * 52).plus(1200 * 52)));
    expect(f.line4).toBe(money(50 * 52));
    expect(f.line5).toBe(money(new Decimal(f.line3).minus(f.line4).minus(f.line7)));
  });

  it('each quarter’s FUTA liability: all of it in the first quarter here', () => {
    expect(f.quarters.map((q) => q.futa)).toEqual([f.futaOnPaychecks, '0.00', '0.00', '0.00']);
    expect(f.creditReductionNote).toMatch(/No FUTA credit reduction/);
  });
});

describe('state unemployment wage lists', () => {
  it('per state and person: wages less section 125, taxable wages up to the base when a rate was on file', () => {
    const q1 = stateWageLists(all, { employerKey: 'acme', year: 2026, quarter: 1 });
    expect(q1.map((s) => s.state)).toEqual(['CA', 'TX']);
    const [ca, tx] = q1;
    const caWeeks = inQuarter(1).filter((p) => p.paycheck.personKey === 'casey').length;
    expect(ca!.rows).toEqual([
      {
        personKey: 'casey',
        contractorId: 'c-casey',
        paychecks: caWeeks,
        totalWages: money(3950 * caWeeks),
        taxableWages: '7000.00',
        employerTax: money(7000 * 0.034),
        employeeTax: '0.00',
      },
    ]);
    expect(ca!.taxableWages).toBe('7000.00');
    // Texas: no SUTA rate on file → no taxable wages reported, never a guessed base.
    expect(tx!.rows[0]!.taxableWages).toBeNull();
    expect(tx!.rows[0]!.totalWages).toBe(money(1200 * caWeeks));
    const q2 = stateWageLists(all, { employerKey: 'acme', year: 2026, quarter: 2 });
    expect(q2[0]!.rows[0]!.taxableWages).toBe('0.00');
  });

  it('refuses a quarter that is not 1–4', () => {
    expect(() => stateWageLists(all, { employerKey: 'acme', year: 2026, quarter: 0 })).toThrow(YearEndRefusal);
  });
});
