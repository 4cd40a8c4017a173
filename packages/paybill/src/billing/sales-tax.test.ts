import { describe, expect, it } from 'vitest';
import { resolveSalesTax, salesTaxOf, type SalesTaxRow } from './sales-tax.js';

const row = (over: Partial<SalesTaxRow>): SalesTaxRow => ({
  id: Math.random().toString(36).slice(2),
  country: 'US',
  jurisdiction: 'WA',
  productLine: null,
  taxName: 'Sales tax',
  taxable: false,
  ratePercent: null,
  effectiveFrom: '1900-01-01',
  effectiveTo: null,
  ...over,
});

const WA = [
  row({ id: 'before', effectiveTo: '2025-09-30' }),
  row({ id: 'after', taxable: true, ratePercent: '6.5000', effectiveFrom: '2025-10-01' }),
];
const at = (date: string, rows = WA) =>
  resolveSalesTax(rows, { country: 'US', jurisdiction: 'WA', productLine: 'Eor', date });

describe('sales tax resolution', () => {
  it('follows a rate that starts mid-period, on both sides of its start date', () => {
    expect(at('2025-09-30')).toMatchObject({ kind: 'taxed', ratePercent: '0.0000', rows: [] });
    expect(at('2025-10-01')).toMatchObject({ kind: 'taxed', ratePercent: '6.5000', jurisdiction: 'US-WA' });
    expect(
      at('2025-09-30').kind === 'taxed' &&
        at('2025-10-01').kind === 'taxed' &&
        (at('2025-09-30') as { key: string }).key,
    ).not.toBe((at('2025-10-01') as { key: string }).key);
  });

  it('refuses a place with no row, and a taxable row whose rate is not confirmed', () => {
    expect(
      resolveSalesTax(WA, { country: 'US', jurisdiction: 'OR', productLine: 'Eor', date: '2026-01-01' }),
    ).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('No sales tax row for US-OR'),
    });
    const unconfirmed = [row({ taxable: true, ratePercent: null })];
    expect(at('2026-01-01', unconfirmed)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('not confirmed'),
    });
    expect(
      resolveSalesTax(WA, { country: null, jurisdiction: null, productLine: 'Eor', date: '2026-01-01' }).kind,
    ).toBe('refused');
  });

  it("adds a province's components (GST + QST) and lets a product line's own row replace the general one", () => {
    const qc = [
      row({ country: 'CA', jurisdiction: 'QC', taxName: 'GST', taxable: true, ratePercent: '5' }),
      row({ country: 'CA', jurisdiction: 'QC', taxName: 'QST', taxable: true, ratePercent: '9.975' }),
      row({ country: 'CA', jurisdiction: 'QC', taxName: 'QST', productLine: 'Self-Employer', taxable: false }),
    ];
    const eor = resolveSalesTax(qc, { country: 'CA', jurisdiction: 'QC', productLine: 'Eor', date: '2026-01-01' });
    expect(eor).toMatchObject({ ratePercent: '14.9750' });
    const self = resolveSalesTax(qc, {
      country: 'CA',
      jurisdiction: 'QC',
      productLine: 'Self-Employer',
      date: '2026-01-01',
    });
    expect(self).toMatchObject({ ratePercent: '5.0000' });
    if (eor.kind !== 'taxed') throw new Error('taxed');
    // Each component rounded on its own: 5% of 100.10 = 5.005 → 5.01; 9.975% = 9.984975 → 9.98.
    expect(salesTaxOf('100.10', eor.rows)).toBe('14.99');
  });
});
