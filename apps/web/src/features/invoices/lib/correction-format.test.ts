import { describe, expect, it } from 'vitest';
import { creditIn, leftToCreditText, lineAmountOf, memoTotal } from './correction-format';

const lines = [
  { id: 'a', amount: '100.00', sales_tax: '10.25', credited_amount: '0.00' },
  { id: 'b', amount: '0.30', sales_tax: '0.00', credited_amount: '0.10' },
];

describe('correction format', () => {
  it('adds a memo exactly in cents, each part taking its tax pro rata half-up', () => {
    expect(memoTotal({ total_adjustment_amount: '0.00', lines }, { a: '33.33', b: '0.10' })).toBe('36.85');
    expect(memoTotal({ total_adjustment_amount: '0.00', lines }, { a: '', b: 'x' })).toBe('0.00');
    // The whole invoice: every line's rest with its tax, and the adjustments.
    expect(memoTotal({ total_adjustment_amount: '-5.00', lines }, null)).toBe('105.45');
  });

  it('prices hours × rate half-up to cents, and says what is left of a line', () => {
    expect(lineAmountOf('7.5', '65.25')).toBe('489.38');
    expect(lineAmountOf('0.1', '0.2')).toBe('0.02');
    expect(lineAmountOf('8', '')).toBeNull();
    expect(leftToCreditText({ amount: '1800.00', credited_amount: '40.10' })).toBe('1759.90');
  });

  it('reads a negative amount as a credit', () => {
    expect(creditIn('-40.00', 'usd')).toBe('$40.00 credit');
    expect(creditIn('-1200.50', 'cad')).toBe('$1,200.50 CAD credit');
    expect(creditIn('0.00', 'usd')).toBe('$0.00');
  });
});
