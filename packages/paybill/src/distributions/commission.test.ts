import { describe, expect, it } from 'vitest';
import { commissionFor, validateTiers, type CommissionPlan } from './commission.js';

const plan = (over: Partial<CommissionPlan> = {}): CommissionPlan => ({
  basis: 'billing',
  tiers: [
    { from: 0, percent: 5 },
    { from: 100_000, percent: 3 },
  ],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  ...over,
});

describe("a sales partner's commission", () => {
  it('takes the tier the cumulative basis is in', () => {
    expect(commissionFor(plan(), { date: '2026-03-01', before: 0, increment: '2000.00' })).toBe('100.00');
    expect(commissionFor(plan(), { date: '2026-03-01', before: 150_000, increment: '2000.00' })).toBe('60.00');
  });

  it('splits an increment that crosses a tier at the boundary (marginal, like brackets)', () => {
    // 1,000 at 5% below 100,000 and 1,000 at 3% above.
    expect(commissionFor(plan(), { date: '2026-03-01', before: 99_000, increment: '2000.00' })).toBe('80.00');
  });

  it('pays nothing outside the plan’s dates (e.g. after the referral’s first 12 months)', () => {
    expect(commissionFor(plan(), { date: '2027-01-01', before: 0, increment: '2000.00' })).toBe('0.00');
    expect(commissionFor(plan(), { date: '2025-12-31', before: 0, increment: '2000.00' })).toBe('0.00');
    expect(commissionFor(plan({ endDate: null }), { date: '2030-01-01', before: 0, increment: '10' })).toBe('0.50');
  });

  it('earns nothing on a margin below zero, and takes back down the tiers on a return', () => {
    expect(commissionFor(plan(), { date: '2026-03-01', before: -500, increment: '400.00' })).toBe('0.00');
    expect(commissionFor(plan(), { date: '2026-03-01', before: 101_000, increment: '-2000.00' })).toBe('-80.00');
  });

  it('rounds half-up per amount', () => {
    // 0.10 × 5% = 0.005 → 0.01.
    expect(commissionFor(plan(), { date: '2026-03-01', before: 0, increment: '0.10' })).toBe('0.01');
  });

  it('checks a plan’s tiers', () => {
    expect(validateTiers(plan().tiers)).toBeNull();
    expect(validateTiers([])).toMatch(/at least one/);
    expect(validateTiers([{ from: 10, percent: 5 }])).toMatch(/starts at 0/);
    expect(validateTiers([{ from: 0, percent: 101 }])).toMatch(/between 0 and 100/);
    expect(
      validateTiers([
        { from: 0, percent: 5 },
        { from: 0, percent: 3 },
      ]),
    ).toMatch(/above/);
  });
});
