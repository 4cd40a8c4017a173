import { describe, expect, it } from 'vitest';
import { moneyIn } from './money';

describe('amounts in their currency', () => {
  it('keeps $ for US dollars and names any other currency by its code', () => {
    expect(moneyIn('USD')('1234.5')).toBe('$1,234.50');
    expect(moneyIn('GBP')('4000')).toBe('GBP 4,000.00');
    expect(moneyIn('CAD')('-12.345')).toBe('-CAD 12.35');
  });
});
