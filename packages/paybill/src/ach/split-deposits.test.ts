import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitNetPay, type DepositAllocationRule } from './split-deposits.js';

const rest: DepositAllocationRule = { id: 'main', kind: 'remainder', value: null };

describe('splitNetPay', () => {
  it('takes amounts and percents of the whole net pay in order, the remainder the rest', () => {
    expect(
      splitNetPay('1000.00', [
        { id: 'savings', kind: 'amount', value: '200.00' },
        { id: 'kid', kind: 'percent', value: '12.5' },
        rest,
      ]),
    ).toEqual([
      { id: 'savings', amount: '200.00' },
      { id: 'kid', amount: '125.00' },
      { id: 'main', amount: '675.00' },
    ]);
  });

  it('rounds a percent half-up to the cent and caps each share at what is left; an empty share gets no deposit', () => {
    expect(splitNetPay('100.01', [{ id: 'p', kind: 'percent', value: '50' }, rest])).toEqual([
      { id: 'p', amount: '50.01' }, // 50.005 → 50.01
      { id: 'main', amount: '50.00' },
    ]);
    expect(
      splitNetPay('150.00', [
        { id: 'a', kind: 'amount', value: '200.00' },
        { id: 'b', kind: 'amount', value: '5.00' },
        rest,
      ]),
    ).toEqual([{ id: 'a', amount: '150.00' }]);
    expect(splitNetPay('80.00', [{ id: 'p', kind: 'percent', value: '100' }, rest])).toEqual([
      { id: 'p', amount: '80.00' },
    ]);
  });

  it('refuses a split without exactly one remainder account', () => {
    expect(() => splitNetPay('10', [{ id: 'a', kind: 'amount', value: '1' }])).toThrow(/exactly one remainder/);
    expect(() => splitNetPay('10', [rest, { ...rest, id: 'x' }])).toThrow(/exactly one remainder/);
  });

  it('always sums to the net pay, every share positive (property)', () => {
    const rule = fc.oneof(
      fc.record({
        kind: fc.constant('amount' as const),
        value: fc.integer({ min: 1, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
      }),
      fc.record({
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 10_000 }).map((c) => (c / 100).toFixed(2)),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(rule, { maxLength: 5 }), (cents, rules) => {
        const net = (cents / 100).toFixed(2);
        const shares = splitNetPay(net, [...rules.map((r, k) => ({ id: `a${k}`, ...r })), rest]);
        const sum = shares.reduce((s, x) => s.plus(x.amount), new Decimal(0));
        expect(sum.toFixed(2)).toBe(net);
        expect(shares.every((s) => new Decimal(s.amount).greaterThan(0))).toBe(true);
      }),
    );
  });
});
