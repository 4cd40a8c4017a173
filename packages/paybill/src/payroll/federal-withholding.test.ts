import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK_W4,
  federalWithholding,
  supplementalWithholding,
  type FilingStatus,
  type PayFrequency,
  type W4Current,
} from './federal-withholding.js';
import { US_FEDERAL_2026 as Y } from './us-federal-2026.js';

const w4 = (over: Partial<W4Current>): W4Current => ({ ...BLANK_W4, ...over });

describe('Pub 15-T (2026) Worksheet 1A', () => {
  it("matches the primer's worked example: biweekly $2,000, single, a blank W-4 → $156.15", () => {
    expect(federalWithholding(Y, BLANK_W4, 'biweekly', '2000')).toEqual({
      annualWages: '52000.00',
      adjustedAnnualWage: '43400.00',
      annualTentativeTax: '4060.00',
      periodTentativeTax: '156.15',
      afterCredits: '156.15',
      withholding: '156.15',
    });
  });

  // Each figure below worked by hand from the 2026 tables (the row, then C + (1i − A) × D, ÷ periods).
  it('takes the married filing jointly line 1g and spreads Step 3 credits over the year', () => {
    // 120,000 − 12,900 = 107,100 → 2,480 + 12% × 63,000 = 10,040 / 12 = 836.67; credits 4,400 / 12 = 366.67.
    const r = federalWithholding(
      Y,
      w4({ filingStatus: 'married_filing_jointly', step3Credits: 4400 }),
      'monthly',
      '10000',
    );
    expect([r.adjustedAnnualWage, r.periodTentativeTax, r.afterCredits, r.withholding]).toEqual([
      '107100.00',
      '836.67',
      '470.00',
      '470.00',
    ]);
  });

  it('reads the Step 2 checkbox table and subtracts no line 1g', () => {
    // 78,000 → 8,983 + 24% × (78,000 − 60,900) = 13,087 / 52 = 251.67.
    const r = federalWithholding(Y, w4({ step2Checked: true }), 'weekly', '1500');
    expect([r.adjustedAnnualWage, r.annualTentativeTax, r.withholding]).toEqual(['78000.00', '13087.00', '251.67']);
  });

  it('adds Step 4(a) income, takes Step 4(b) deductions and adds Step 4(c) per period (head of household)', () => {
    // 96,000 + 1,200 − (3,000 + 8,600) = 85,600 → 7,740 + 22% × 2,600 = 8,312 / 24 = 346.33; + 25.
    const r = federalWithholding(
      Y,
      w4({ filingStatus: 'head_of_household', step4aOtherIncome: 1200, step4bDeductions: 3000, step4cExtra: 25 }),
      'semimonthly',
      '4000',
    );
    expect([r.adjustedAnnualWage, r.periodTentativeTax, r.withholding]).toEqual(['85600.00', '346.33', '371.33']);
  });

  it('reads married filing separately from the single column', () => {
    const single = federalWithholding(Y, BLANK_W4, 'biweekly', '3100');
    const separate = federalWithholding(Y, w4({ filingStatus: 'married_filing_separately' }), 'biweekly', '3100');
    expect(separate).toEqual(single);
  });

  it('figures a 2019-or-earlier W-4 from its allowances, married in the joint column', () => {
    // 78,000 − 3 × 4,300 = 65,100 → 2,480 + 12% × 21,000 = 5,000 / 26 = 192.31; + 10 extra.
    const r = federalWithholding(
      Y,
      { form: '2019_or_earlier', maritalStatus: 'married', allowances: 3, extra: 10 },
      'biweekly',
      '3000',
    );
    expect([r.adjustedAnnualWage, r.periodTentativeTax, r.withholding]).toEqual(['65100.00', '192.31', '202.31']);
  });

  it('withholds nothing below the first bracket, and never less than zero after credits', () => {
    expect(federalWithholding(Y, BLANK_W4, 'weekly', '150').withholding).toBe('0.00');
    expect(federalWithholding(Y, w4({ step3Credits: 10000 }), 'biweekly', '1000').withholding).toBe('0.00');
  });

  it('never lowers the tax when taxable wages rise, for the same W-4 (property)', () => {
    const statuses: FilingStatus[] = [
      'single',
      'married_filing_separately',
      'married_filing_jointly',
      'head_of_household',
    ];
    const frequencies: PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.constantFrom(...frequencies),
        fc.boolean(),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 900_000 }),
        (filingStatus, frequency, step2Checked, cents, more, credits) => {
          const form = w4({ filingStatus, step2Checked, step3Credits: credits / 100 });
          const a = federalWithholding(Y, form, frequency, new Decimal(cents).dividedBy(100));
          const b = federalWithholding(Y, form, frequency, new Decimal(cents + more).dividedBy(100));
          expect(new Decimal(b.withholding).gte(a.withholding)).toBe(true);
          expect(a.withholding).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });
});

describe('supplemental wages', () => {
  it('aggregate (the default): the whole paycheck through the worksheet, less the regular wages alone', () => {
    // Regular 2,000 → 156.15; 3,000 → 78,000 − 8,600 = 69,400 → 5,800 + 22% × 11,500 = 8,330 / 26 = 320.38.
    expect(
      supplementalWithholding(Y, BLANK_W4, 'biweekly', {
        regularWages: '2000',
        supplementalWages: '1000',
        supplementalYearToDate: 0,
        method: 'aggregate',
      }),
    ).toEqual({ onRegular: '156.15', onSupplemental: '164.23' });
  });

  it('flat: 22% of the supplemental wages', () => {
    expect(
      supplementalWithholding(Y, BLANK_W4, 'biweekly', {
        regularWages: '2000',
        supplementalWages: '1234.56',
        supplementalYearToDate: 0,
        method: 'flat',
      }).onSupplemental,
    ).toBe('271.60');
  });

  it('37% on the supplemental wages past $1,000,000 in the year, whatever the method', () => {
    // 50,000 under the million at 22% = 11,000; 150,000 over at 37% = 55,500.
    expect(
      supplementalWithholding(Y, BLANK_W4, 'monthly', {
        regularWages: '10000',
        supplementalWages: '200000',
        supplementalYearToDate: '950000',
        method: 'flat',
      }).onSupplemental,
    ).toBe('66500.00');
  });
});
