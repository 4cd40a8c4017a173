/** The partners pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const partnersPages: Record<string, PageLoader> = {
  partners: () => import('./pages/partners-page').then((m) => ({ Component: m.PartnersPage })),
  'partners-id': () => import('./pages/partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  create_partner: () => import('./pages/create-partner-page').then((m) => ({ Component: m.CreatePartnerPage })),
  referral_partners: () =>
    import('./pages/referral-partners-page').then((m) => ({
      Component: m.ReferralPartnersPage,
    })),
};
