/** Pages of the "onboarding" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

const agreements = () => import('../../features/onboarding/pages/agreement-pages');

export const onboardingPages: Record<string, PageLoader> = {
  onboarding: () =>
    import('../../features/onboarding/pages/onboarding-status-page').then((m) => ({
      Component: m.OnboardingStatusPage,
    })),
  'admin-assignments': () =>
    import('../../features/onboarding/pages/admin-assignments-page').then((m) => ({
      Component: m.AdminAssignmentsPage,
    })),
  direct_deposit: () =>
    import('../../features/onboarding/pages/direct-deposit-page').then((m) => ({ Component: m.DirectDepositPage })),
  client_services_addendum: () => agreements().then((m) => ({ Component: m.ClientServicesAddendumPage })),
  partner_services_agreement: () => agreements().then((m) => ({ Component: m.PartnerServicesAgreementPage })),
  'partner-terms_of_service': () => agreements().then((m) => ({ Component: m.PartnerTermsOfServicePage })),
  i9_forms: () => import('../../features/onboarding/pages/i9-forms-page').then((m) => ({ Component: m.I9FormsPage })),
  'i9_forms-id': () =>
    import('../../features/onboarding/pages/i9-form-detail-page').then((m) => ({ Component: m.I9FormDetailPage })),
  verifications: () =>
    import('../../features/onboarding/pages/verifications-page').then((m) => ({ Component: m.VerificationsPage })),
};
