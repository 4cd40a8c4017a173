/** The sales taxes pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const salesTaxesPages: Record<string, PageLoader> = {
  sales_taxes: () => import('./pages/sales-taxes-page').then((m) => ({ Component: m.SalesTaxesPage })),
  'sales_taxes-id': () => import('./pages/sales-tax-detail-page').then((m) => ({ Component: m.SalesTaxDetailPage })),
};
