/** The sales partners pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const salesPartnersPages: Record<string, PageLoader> = {
  sales_partners: () =>
    import('./pages/sales-partners-page').then((m) => ({
      Component: m.SalesPartnersPage,
    })),
  'sales_partners-id': () =>
    import('./pages/sales-partner-detail-page').then((m) => ({
      Component: m.SalesPartnerDetailPage,
    })),
  create_sales_partner: () =>
    import('./pages/create-sales-partner-page').then((m) => ({
      Component: m.CreateSalesPartnerPage,
    })),
};
