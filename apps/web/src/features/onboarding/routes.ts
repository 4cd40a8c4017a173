/** The onboarding pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

const agreements = () => import('./pages/agreement-pages');

export const onboardingPages: Record<string, PageLoader> = {
  onboarding: () =>
    import('./pages/onboarding-status-page').then((m) => ({
      Component: m.OnboardingStatusPage,
    })),
  'admin-assignments': () =>
    import('./pages/admin-assignments-page').then((m) => ({
      Component: m.AdminAssignmentsPage,
    })),
  direct_deposit: () => import('./pages/direct-deposit-page').then((m) => ({ Component: m.DirectDepositPage })),
  client_services_addendum: () => agreements().then((m) => ({ Component: m.ClientServicesAddendumPage })),
  partner_services_agreement: () => agreements().then((m) => ({ Component: m.PartnerServicesAgreementPage })),
  'partner-terms_of_service': () => agreements().then((m) => ({ Component: m.PartnerTermsOfServicePage })),
  i9_forms: () => import('./pages/i9-forms-page').then((m) => ({ Component: m.I9FormsPage })),
  'i9_forms-id': () => import('./pages/i9-form-detail-page').then((m) => ({ Component: m.I9FormDetailPage })),
  verifications: () => import('./pages/verifications-page').then((m) => ({ Component: m.VerificationsPage })),
};
