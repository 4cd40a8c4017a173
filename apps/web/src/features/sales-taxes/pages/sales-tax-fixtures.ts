import type { SalesTaxView } from '@app/domain';
import { makeUser } from '../../../test/factories';

export const salesTax = (over: Partial<SalesTaxView> = {}): SalesTaxView => ({
  id: 'st-wa',
  country: 'US',
  jurisdiction: 'WA',
  product_line: null,
  tax_name: 'Sales tax',
  taxable: true,
  rate_percent: null,
  needs_rate: true,
  effective_from: '2025-10-01',
  effective_to: null,
  source: 'Washington DOR, ESSB 5814',
  created_at: '2025-08-01T10:00:00Z',
  ...over,
});

/** Ontario's HST at 13%: a rated row. */
export const hst = (over: Partial<SalesTaxView> = {}): SalesTaxView =>
  salesTax({
    id: 'st-on',
    country: 'CA',
    jurisdiction: 'ON',
    tax_name: 'HST',
    rate_percent: '13.0000',
    needs_rate: false,
    effective_from: '2010-07-01',
    source: 'CRA',
    ...over,
  });

/** Texas: not taxable (an explicit zero), ended. */
export const texas = (over: Partial<SalesTaxView> = {}): SalesTaxView =>
  salesTax({
    id: 'st-tx',
    jurisdiction: 'TX',
    taxable: false,
    rate_percent: null,
    needs_rate: false,
    effective_from: '2020-01-01',
    effective_to: '2025-12-31',
    product_line: 'Eor',
    source: null,
    ...over,
  });

export const admin = makeUser({ user_type: 'admin', links: ['/sales_taxes'], base_links: ['/sales_taxes'] });
export const eor = makeUser({ user_type: 'eor', links: ['/sales_taxes'], base_links: ['/sales_taxes'] });
