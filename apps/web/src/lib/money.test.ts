import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyShort } from './money';

describe('money formatting (re-exported from @app/domain)', () => {
  it('uses $, two decimals and thousands separators', () => {
    expect(formatCurrency('1234567.5')).toBe('$1,234,567.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
    expect(formatCurrencyShort(1500)).toBe('$1.5k');
    expect(formatCurrencyShort(999)).toBe('$999.00');
  });
});
