/** Pages of the "partners" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const partnersPages: Record<string, PageLoader> = {
  partners: () => import('../../features/partners/pages/partners-page').then((m) => ({ Component: m.PartnersPage })),
  'partners-id': () =>
    import('../../features/partners/pages/partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  create_partner: () =>
    import('../../features/partners/pages/create-partner-page').then((m) => ({ Component: m.CreatePartnerPage })),
  referral_partners: () =>
    import('../../features/partners/pages/referral-partners-page').then((m) => ({
      Component: m.ReferralPartnersPage,
    })),
  sales_partners: () =>
    import('../../features/sales-partners/pages/sales-partners-page').then((m) => ({
      Component: m.SalesPartnersPage,
    })),
  'sales_partners-id': () =>
    import('../../features/sales-partners/pages/sales-partner-detail-page').then((m) => ({
      Component: m.SalesPartnerDetailPage,
    })),
  create_sales_partner: () =>
    import('../../features/sales-partners/pages/create-sales-partner-page').then((m) => ({
      Component: m.CreateSalesPartnerPage,
    })),
};
