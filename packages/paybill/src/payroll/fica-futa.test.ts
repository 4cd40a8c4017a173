import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fica, futa } from './fica-futa.js';
import { US_FEDERAL_2026 as Y } from './us-federal-2026.js';
import type { FederalYear } from './us-federal-types.js';

const none = { wages: 0, socialSecurityTax: 0 };

describe('FICA (2026)', () => {
  it('takes 6.2% and 1.45% of each side on an ordinary paycheck', () => {
    expect(fica(Y, '2000', none)).toEqual({
      socialSecurityWages: '2000.00',
      socialSecurityEmployee: '124.00',
      socialSecurityEmployer: '124.00',
      medicareWages: '2000.00',
      medicareEmployee: '29.00',
      medicareEmployer: '29.00',
      additionalMedicareWages: '0.00',
      additionalMedicareEmployee: '0.00',
    });
  });

  it('crosses the $184,500 wage base exactly within a paycheck', () => {
    // 182,000 paid before: only 2,500 of this 5,000 is Social Security wages.
    const r = fica(Y, '5000', { wages: '182000', socialSecurityTax: '11284.00' });
    expect([r.socialSecurityWages, r.socialSecurityEmployee, r.medicareEmployee]).toEqual([
      '2500.00',
      '155.00',
      '72.50',
    ]);
    expect(fica(Y, '5000', { wages: '190000', socialSecurityTax: '11439.00' }).socialSecurityEmployee).toBe('0.00');
  });

  it('adds Additional Medicare on the wages past $200,000 with this employer, employee only', () => {
    const r = fica(Y, '10000', { wages: '195000', socialSecurityTax: '11439.00' });
    expect([r.medicareEmployee, r.medicareEmployer, r.additionalMedicareWages, r.additionalMedicareEmployee]).toEqual([
      '145.00',
      '145.00',
      '5000.00',
      '45.00',
    ]);
    expect(fica(Y, '1000', { wages: '250000', socialSecurityTax: '11439.00' }).additionalMedicareEmployee).toBe('9.00');
  });

  // A year of paychecks, each figured on the wages and tax before it, as payroll runs them.
  const year = (paychecks: Decimal[]) => {
    let wages = new Decimal(0);
    let tax = new Decimal(0);
    for (const w of paychecks) {
      tax = tax.plus(fica(Y, w, { wages, socialSecurityTax: tax }).socialSecurityEmployee);
      wages = wages.plus(w);
    }
    return { wages, tax };
  };
  const paychecks = fc.array(
    fc.integer({ min: 0, max: 4_000_000 }).map((c) => new Decimal(c).dividedBy(100)),
    { minLength: 1, maxLength: 60 },
  );

  it('never takes a year past the Social Security maximum of $11,439.00, and reaches it past the base (property)', () => {
    fc.assert(
      fc.property(paychecks, (checks) => {
        const { wages, tax } = year(checks);
        expect(tax.lte('11439.00')).toBe(true);
        if (wages.gte(184500)) expect(tax.toFixed(2)).toBe('11439.00');
      }),
    );
  });

  it("takes the same Social Security in total however a year's wages are split into paychecks (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 2, maxLength: 26 }),
        fc.integer({ min: 1, max: 25 }),
        (cents, cut) => {
          const checks = cents.map((c) => new Decimal(c).dividedBy(100));
          const merged = [checks.slice(0, cut).reduce((a, d) => a.plus(d), new Decimal(0)), ...checks.slice(cut)];
          expect(year(checks).tax.toFixed(2)).toBe(year(merged).tax.toFixed(2));
        },
      ),
    );
  });
});

describe('FUTA (2026)', () => {
  it('takes 0.6% of the first $7,000 of the year', () => {
    expect(futa(Y, '3000', '5000', 'TX')).toEqual({ futaWages: '2000.00', futaEmployer: '12.00' });
    expect(futa(Y, '3000', '7000', 'TX')).toEqual({ futaWages: '0.00', futaEmployer: '0.00' });
  });

  it("adds a state's credit reduction when the year lists one", () => {
    // A made-up reduction for the test: 2026's are not published yet (the primer marks them UNCONFIRMED).
    const reduced: FederalYear = { ...Y, futa: { ...Y.futa, creditReductions: { ZZ: '0.3' } } };
    expect(futa(reduced, '7000', '0', 'ZZ').futaEmployer).toBe('63.00');
    expect(futa(reduced, '7000', '0', 'TX').futaEmployer).toBe('42.00');
  });

  it('never takes more than $42 in a year (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 52 }), (cents) => {
        let ytd = new Decimal(0);
        let total = new Decimal(0);
        for (const c of cents) {
          const w = new Decimal(c).dividedBy(100);
          total = total.plus(futa(Y, w, ytd, 'TX').futaEmployer);
          ytd = ytd.plus(w);
        }
        expect(total.lte(42)).toBe(true);
      }),
    );
  });
});
