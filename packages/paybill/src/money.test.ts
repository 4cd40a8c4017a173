import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, roundHalfUp, sumMoney } from './money.js';

describe('money', () => {
  it('rounds half-up to cents', () => {
    expect(money('1.005')).toBe('1.01');
    expect(money('2.675')).toBe('2.68');
    expect(money('-1.005')).toBe('-1.01');
    expect(money(0)).toBe('0.00');
  });

  it('rounds each line before summing', () => {
    expect(sumMoney(['0.005', '0.005', '0.005'])).toBe('0.03');
  });

  it('never drifts: the sum of cents equals the exact integer sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const total = cents.reduce((a, b) => a + b, 0);
        expect(sumMoney(cents.map((c) => (c / 100).toFixed(2)))).toBe(roundHalfUp(total).div(100).toFixed(2));
      }),
    );
  });
});
