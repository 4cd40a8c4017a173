import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyShort } from './money-format.js';

describe('currency formatting', () => {
  it.each([
    ['1234567.5', '$1,234,567.50'],
    ['0', '$0.00'],
    ['-3', '-$3.00'],
    ['0.005', '$0.01'],
    ['1.004', '$1.00'],
    ['99999999999999.99', '$99,999,999,999,999.99'],
    ['not money', '$0.00'],
  ])('%s → %s', (v, out) => expect(formatCurrency(v)).toBe(out));

  it('switches to k above 999', () => {
    expect(formatCurrencyShort(999)).toBe('$999.00');
    expect(formatCurrencyShort('1500')).toBe('$1.5k');
    expect(formatCurrencyShort('2000')).toBe('$2k');
    expect(formatCurrencyShort('-1550')).toBe('-$1.6k');
  });

  it('agrees with exact cents for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const abs = cents < 0n ? -cents : cents;
        const text = `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
        expect(formatCurrency(text).replace(/[$,]/g, '')).toBe(text.replace(/^-?/, (m) => m));
      }),
    );
  });
});
