import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANADA_2026 as Y } from './canada-2026.js';
import { canadaDeductions, type CanadaInput } from './canada.js';

const fresh = { pensionable: 0, cpp: 0, cpp2: 0, ei: 0 };

describe('T4127 (122nd edition, January 2026), Option 1', () => {
  it("matches the primer's check case: Ontario, weekly $1,000, claim code 1", () => {
    const r = canadaDeductions(Y, { province: 'ON', frequency: 'weekly', gross: '1000', ytd: fresh });
    expect(r).toMatchObject({
      cpp: '55.50',
      ei: '16.30',
      eiEmployer: '22.82',
      annualTaxableIncome: '51514.84',
      federalTax: '81.61',
      incomeTax: '127.41',
    });
  });

  it('takes RPP contributions (F) and union dues (U1) off the income taxed, not off CPP or EI (decision 0114)', () => {
    const plain = canadaDeductions(Y, { province: 'ON', frequency: 'weekly', gross: '1000', ytd: fresh });
    const r = canadaDeductions(Y, {
      province: 'ON',
      frequency: 'weekly',
      gross: '1000',
      rpp: '50',
      unionDues: '20',
      ytd: fresh,
    });
    // CPP and EI are figured on the whole pay.
    expect([r.cpp, r.cpp2, r.ei, r.eiEmployer]).toEqual([plain.cpp, plain.cpp2, plain.ei, plain.eiEmployer]);
    // A = 52 × (I − F − F5A − U1): F5A is 9.33 (the check case's A, 51,514.84, is 52 × 990.67).
    expect(r.periodTaxableIncome).toBe('920.67');
    expect(r.annualTaxableIncome).toBe('47874.84');
    // Both in the lowest federal bracket: the federal tax falls by its rate on the 70.00 a week.
    const lowest = new Decimal(Y.federal.brackets[0]![1]).dividedBy(100);
    expect(new Decimal(plain.federalTax).minus(r.federalTax).toFixed(2)).toBe(lowest.times(70).toFixed(2));
    expect(new Decimal(r.provincialTax).lt(plain.provincialTax)).toBe(true);
  });

  // CRA PDOC results for a $60,000 salary paid biweekly, recorded 2025-12-30 for this edition
  // (domain primer part 2, [P2]): CPP 129.30, EI 37.62, federal tax 205.32 in every province.
  it.each([
    ['ON', '114.68'],
    ['BC', '91.80'],
    ['AB', '101.20'],
  ])('matches CRA PDOC for %s: $2,307.69 biweekly, basic claims', (province, provincialTax) => {
    const r = canadaDeductions(Y, { province, frequency: 'biweekly', gross: '2307.69', ytd: fresh });
    expect([r.cpp, r.cpp2, r.ei, r.federalTax, r.provincialTax]).toEqual([
      '129.30',
      '0.00',
      '37.62',
      '205.32',
      provincialTax,
    ]);
  });

  it('truncates the basic exemption per period (weekly 67.30, biweekly 134.61)', () => {
    // Biweekly 2,307.69: 5.95% × (2,307.69 − 134.61) = 129.298… → 129.30.
    const r = canadaDeductions(Y, { province: 'AB', frequency: 'biweekly', gross: '134.61', ytd: fresh });
    expect(r.cpp).toBe('0.00');
  });

  it('takes CPP2 only on pensionable earnings past the YMPE, and stops CPP and EI at their maximums', () => {
    const r = canadaDeductions(Y, {
      province: 'ON',
      frequency: 'monthly',
      gross: '10000',
      ytd: { pensionable: '70000', cpp: '4000', cpp2: 0, ei: '1100' },
    });
    // CPP: only 230.45 left; CPP2: 4% × (80,000 − 74,600) = 216.00; EI: 23.07 left.
    expect([r.cpp, r.cpp2, r.ei, r.eiEmployer]).toEqual(['230.45', '216.00', '23.07', '32.30']);
  });

  describe("a bonus, by T4127's bonus method (chapter 6)", () => {
    it('taxes the bonus as the year with it less the year without: Alberta, weekly $1,000 + $2,500', () => {
      const r = canadaDeductions(Y, { province: 'AB', frequency: 'weekly', gross: '1000', bonus: '2500', ytd: fresh });
      // CPP on the whole payment, one exemption: 5.95% × (3,500 − 67.30) = 204.25; EI 1.63% × 3,500 = 57.05.
      // F5B = 148.75 × 1/5.95 = 25.00, so the year's income grows 2,475 and the CPP/EI credit bases 123.75 + 40.75:
      // federal 14% × (2,475 − 164.50) = 323.47; Alberta 8% × (2,475 − 164.50) = 184.84 (no K5P at this income).
      expect([r.cpp, r.ei, r.bonusEnhancedCpp, r.bonusTax]).toEqual(['204.25', '57.05', '25.00', '508.31']);
      // The regular pay's own tax is unchanged by the bonus.
      const plain = canadaDeductions(Y, { province: 'AB', frequency: 'weekly', gross: '1000', ytd: fresh });
      expect([r.federalTax, r.provincialTax]).toEqual([plain.federalTax, plain.provincialTax]);
      expect(r.incomeTax).toBe(new Decimal(plain.incomeTax).plus('508.31').toFixed(2));
    });

    it('allows no basic exemption on a bonus paid alone', () => {
      const r = canadaDeductions(Y, { province: 'ON', frequency: 'weekly', gross: '0', bonus: '2500', ytd: fresh });
      expect(r.cpp).toBe('148.75');
    });

    it('takes 15% of the bonus when the year with it is $5,000 or less', () => {
      const r = canadaDeductions(Y, { province: 'BC', frequency: 'weekly', gross: '0', bonus: '1000', ytd: fresh });
      expect(r.bonusTax).toBe('150.00');
    });

    it('counts the bonuses already paid this year: a second bonus is taxed at the higher bracket they reached', () => {
      const first = canadaDeductions(Y, {
        province: 'ON',
        frequency: 'monthly',
        gross: '4500',
        bonus: '3000',
        ytd: fresh,
      });
      const second = canadaDeductions(Y, {
        province: 'ON',
        frequency: 'monthly',
        gross: '4500',
        bonus: '3000',
        ytd: { ...fresh, bonuses: '30000', bonusEnhancedCpp: '300' },
      });
      expect(new Decimal(second.bonusTax).gt(first.bonusTax)).toBe(true);
    });
  });

  it('refuses Quebec, and a province it has no table for, by name', () => {
    const input: CanadaInput = { province: 'QC', frequency: 'weekly', gross: '1000', ytd: fresh };
    expect(() => canadaDeductions(Y, input)).toThrow(/Quebec/);
    expect(() => canadaDeductions(Y, { ...input, province: 'MB' })).toThrow(/MB/);
  });

  it('never takes a year past the CPP, CPP2 and EI maximums (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_500_000 }), { minLength: 1, maxLength: 52 }),
        fc.constantFrom('ON', 'BC', 'AB'),
        (cents, province) => {
          const ytd = { pensionable: new Decimal(0), cpp: new Decimal(0), cpp2: new Decimal(0), ei: new Decimal(0) };
          for (const c of cents) {
            const gross = new Decimal(c).dividedBy(100);
            const r = canadaDeductions(Y, { province, frequency: 'weekly', gross, ytd });
            ytd.pensionable = ytd.pensionable.plus(gross);
            ytd.cpp = ytd.cpp.plus(r.cpp);
            ytd.cpp2 = ytd.cpp2.plus(r.cpp2);
            ytd.ei = ytd.ei.plus(r.ei);
            expect(new Decimal(r.incomeTax).gte(0)).toBe(true);
          }
          expect(ytd.cpp.lte('4230.45')).toBe(true);
          expect(ytd.cpp2.lte('416.00')).toBe(true);
          expect(ytd.ei.lte('1123.07')).toBe(true);
        },
      ),
    );
  });
});
