import { describe, expect, it } from 'vitest';
import { formatRatePercent, trimDecimal } from './company-tax-format';

describe('company tax formats', () => {
  it('shows a rate as entered, without its stored trailing zeros', () => {
    expect(formatRatePercent('2.7000')).toBe('2.7%');
    expect(formatRatePercent('3.8220')).toBe('3.822%');
    expect(formatRatePercent('20.0000')).toBe('20%');
    expect(formatRatePercent('1.2345')).toBe('1.2345%');
  });

  it('gives a form the stored figure without trailing zeros', () => {
    expect(trimDecimal('2.7000')).toBe('2.7');
    expect(trimDecimal('9000.00')).toBe('9000');
    expect(trimDecimal('0.3100')).toBe('0.31');
    expect(trimDecimal('10')).toBe('10');
  });
});
