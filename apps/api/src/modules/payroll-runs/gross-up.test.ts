/**
 * Gross-up (decision 0050): for a bonus meant as a net amount, the solved gross nets the target to the cent
 * through the real payroll engine — US flat supplemental rate (no state tax; California's own bonus rate;
 * near the Social Security wage base) and Canada's T4127 bonus method — for many targets (property test).
 */
import fc from 'fast-check';
import { computePaycheck, EMPTY_YEAR_TO_DATE, PAYROLL_TABLES, type PaycheckInput } from '@app/paybill';
import { describe, expect, it } from 'vitest';
import { GrossUpImpossible, grossUpFor } from './gross-up.js';

const bonusPaycheck = (base: Omit<PaycheckInput, 'earnings'>) => (gross: string) =>
  computePaycheck(PAYROLL_TABLES, { ...base, earnings: [{ type: 'bonus', amount: gross }] }).net;

const CASES: Record<string, Omit<PaycheckInput, 'earnings'>> = {
  'a Texas W-2, flat supplemental rate': {
    classification: 'w-2',
    checkDate: '2026-06-15',
    frequency: 'weekly',
    workState: 'TX',
    supplementalMethod: 'flat',
  },
  // California's flat bonus rate is refused by the engine (decision 0046): the aggregate method, with SDI.
  'a Californian W-2 (the aggregate method and SDI)': {
    classification: 'w-2',
    checkDate: '2026-06-15',
    frequency: 'biweekly',
    workState: 'CA',
    supplementalMethod: 'aggregate',
  },
  'a Texas W-2 near the Social Security wage base': {
    classification: 'w-2',
    checkDate: '2026-11-15',
    frequency: 'weekly',
    workState: 'TX',
    supplementalMethod: 'flat',
    ytd: {
      ...EMPTY_YEAR_TO_DATE,
      ficaWages: '182000.00',
      futaWages: '7000.00',
      gross: '182000.00',
      socialSecurityTax: '11284.00',
    },
  },
  'an Ontario T4, the bonus method': {
    classification: 'canada_t4',
    checkDate: '2026-06-15',
    frequency: 'biweekly',
    workState: 'ON',
  },
};

describe('grossUpFor', () => {
  for (const [name, base] of Object.entries(CASES)) {
    it(`nets exactly the target for ${name}, for many targets`, () => {
      const netOf = bonusPaycheck(base);
      fc.assert(
        fc.property(fc.integer({ min: 100, max: 2_500_000 }), (targetCents) => {
          const target = (targetCents / 100).toFixed(2);
          const gross = grossUpFor(target, netOf);
          expect(netOf(gross)).toBe(target);
          // Taxes were taken: the gross is more than the net it pays.
          expect(Number(gross)).toBeGreaterThan(Number(target));
        }),
        { numRuns: 60, seed: 13 },
      );
    });
  }

  it('answers 1,000.00 net as the gross a Texas W-2 bonus needs (22% federal, 7.65% FICA)', () => {
    const gross = grossUpFor('1000.00', bonusPaycheck(CASES['a Texas W-2, flat supplemental rate']!));
    // 1000 / (1 − 0.22 − 0.0765) = 1421.46…; the cent that nets exactly 1,000.00 is next to it.
    expect(Math.abs(Number(gross) - 1421.46)).toBeLessThan(0.03);
  });

  it('refuses a net of zero, and a net no gross can reach', () => {
    expect(() => grossUpFor('0.00', (g) => g)).toThrow(GrossUpImpossible);
    expect(() => grossUpFor('10.00', () => '0.00')).toThrow(GrossUpImpossible);
  });
});
