/**
 * Which module renders each built route of the table, by route name. Every page is its own
 * chunk; routes with `built: false` share the placeholder page.
 */
import type { PageLoader } from './page-loader';
import { onboardingPages } from './pages/onboarding';
import { partnersPages } from './pages/partners';
import { peoplePages } from './pages/people';
import { placementsPages } from './pages/placements';
import { referencePages } from './pages/reference';
import { teamPages } from './pages/team';
import { easyApprovePages } from './pages/easy-approve';
import { ptoPages } from './pages/pto';
import { ledgerPages } from './pages/ledger';
import { timePages } from './pages/time';
import { expensesPages } from './pages/expenses';

const dashboard: PageLoader = () =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage }));
const legal: PageLoader = () => import('../features/legal/pages/legal-page').then((m) => ({ Component: m.LegalPage }));
const home: PageLoader = () =>
  import('../features/home/pages/home-redirect-page').then((m) => ({ Component: m.HomeRedirectPage }));

const onboarding: PageLoader = () =>
  import('../features/onboarding/pages/onboarding-page').then((m) => ({ Component: m.OnboardingPage }));

export const PAGES: Record<string, PageLoader> = {
  index: home,
  dashboard: home,
  login: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  forgot_password: () =>
    import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  passwordless: () =>
    import('../features/auth/pages/passwordless-page').then((m) => ({ Component: m.PasswordlessPage })),
  two_factor: () => import('../features/auth/pages/two-factor-page').then((m) => ({ Component: m.TwoFactorPage })),
  confirm_email: () =>
    import('../features/auth/pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  change_password: () =>
    import('../features/auth/pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  terms: legal,
  privacy: legal,
  terms_of_service: legal,
  help: legal,
  '404': () => import('./errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  'not-found': () => import('./errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  'admin-dashboard': dashboard,
  'eor-dashboard': dashboard,
  'partner-dashboard': dashboard,
  'sales_partner-dashboard': dashboard,
  'client-dashboard': dashboard,
  'contractor-dashboard': dashboard,
  'onboard-userType': onboarding,
  'onboard-client': onboarding,
  'onboard-contractor': onboarding,
  'onboard-partner': onboarding,
  'onboard-sales_partner': onboarding,
  'admin-users': () =>
    import('../features/admin-users/pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  clients: () => import('../features/clients/pages/clients-page').then((m) => ({ Component: m.ClientsPage })),
  'clients-id': () =>
    import('../features/clients/pages/client-detail-page').then((m) => ({ Component: m.ClientDetailPage })),
  create_client: () =>
    import('../features/clients/pages/create-client-page').then((m) => ({ Component: m.CreateClientPage })),
  logs: () => import('../features/logs/pages/logs-page').then((m) => ({ Component: m.LogsPage })),
  ...partnersPages,
  ...peoplePages,
  ...referencePages,
  ...placementsPages,
  ...onboardingPages,
  ...teamPages,
  ...easyApprovePages,
  ...ptoPages,
  ...ledgerPages,
  ...timePages,
  ...expensesPages,
};

export const placeholderPage: PageLoader = () =>
  import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

export function pageFor(name: string, built: boolean): PageLoader {
  return (built && PAGES[name]) || placeholderPage;
}
