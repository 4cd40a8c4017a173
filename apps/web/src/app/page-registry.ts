/**
 * Which module renders each built route of the table, by route name. Every page is its own
 * chunk; routes with `built: false` share the placeholder page.
 */
import type { PageLoader } from './page-loader';
import { adjustmentsPages } from '../features/adjustments/routes';
import { agreementsPages } from '../features/agreements/routes';
import { adminUsersPages } from '../features/admin-users/routes';
import { assignmentsPages } from '../features/assignments/routes';
import { authPages } from '../features/auth/routes';
import { billsPages } from '../features/bills/routes';
import { clientsPages } from '../features/clients/routes';
import { canadaPayrollPages } from '../features/canada-payroll/routes';
import { payCardPages } from '../features/pay-card/routes';
import { commissionCalculatorPages } from '../features/commission-calculator/routes';
import { companyTaxesPages } from '../features/company-taxes/routes';
import { consentSettingsPages } from '../features/consent-settings/routes';
import { contractorsPages } from '../features/contractors/routes';
import { corpToCorpsPages } from '../features/corp-to-corps/routes';
import { departmentsPages } from '../features/departments/routes';
import { developersPages } from '../features/developers/routes';
import { documentsPages } from '../features/documents/routes';
import { formsPages } from '../features/forms/routes';
import { notesPages } from '../features/notes/routes';
import { notificationsPages } from '../features/notifications/routes';
import { messagesPages } from '../features/messages/routes';
import { screeningsPages } from '../features/screenings/routes';
import { reviewsPages } from '../features/reviews/routes';
import { reportsPages } from '../features/reports/routes';
import { accountingPages } from '../features/accounting/routes';
import { distributionsPages } from '../features/distributions/routes';
import { easyApprovePages } from '../features/easy-approve/routes';
import { employeeHandbookPages } from '../features/employee-handbook/routes';
import { endClientsPages } from '../features/end-clients/routes';
import { expensesPages } from '../features/expenses/routes';
import { gsaRatesPages } from '../features/gsa-rates/routes';
import { holidaysPages } from '../features/holidays/routes';
import { invoicesPages } from '../features/invoices/routes';
import { purchaseOrdersPages } from '../features/purchase-orders/routes';
import { jobsPages } from '../features/jobs/routes';
import { laborPostersPages } from '../features/labor-posters/routes';
import { logsPages } from '../features/logs/routes';
import { onboardingPages } from '../features/onboarding/routes';
import { partnersPages } from '../features/partners/routes';
import { payPages } from '../features/pay/routes';
import { paycheckCalculatorPages } from '../features/paycheck-calculator/routes';
import { paymentMethodsPages } from '../features/payment-methods/routes';
import { payoutMethodsPages } from '../features/payout-methods/routes';
import { paymentsPages } from '../features/payments/routes';
import { payrollRunsPages } from '../features/payroll-runs/routes';
import { deductionsBenefitsPages } from '../features/deductions-benefits/routes';
import { payrollBankAccountsPages } from '../features/payroll-bank-accounts/routes';
import { payrollSettingsPages } from '../features/payroll-settings/routes';
import { permissionsPages } from '../features/permissions/routes';
import { pricingCalculatorPages } from '../features/pricing-calculator/routes';
import { profilePages } from '../features/profile/routes';
import { projectCodesPages } from '../features/project-codes/routes';
import { ptoPages } from '../features/pto/routes';
import { ratesPages } from '../features/rates/routes';
import { salesPartnersPages } from '../features/sales-partners/routes';
import { salesTaxesPages } from '../features/sales-taxes/routes';
import { settingsPages } from '../features/settings/routes';
import { teamPages } from '../features/team/routes';
import { timeOffPages } from '../features/time-off/routes';
import { timesheetUploadsPages } from '../features/timesheet-uploads/routes';
import { timesheetsPages } from '../features/timesheets/routes';
import { trainingPages } from '../features/training/routes';
import { transactionsPages } from '../features/transactions/routes';
import { workLocationsPages } from '../features/work-locations/routes';
import { workerClassificationsPages } from '../features/worker-classifications/routes';
import { workersCompCodesPages } from '../features/workers-comp-codes/routes';

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
  ...adjustmentsPages,
  ...purchaseOrdersPages,
  ...agreementsPages,
  ...adminUsersPages,
  ...assignmentsPages,
  ...authPages,
  ...billsPages,
  ...clientsPages,
  ...consentSettingsPages,
  ...contractorsPages,
  ...corpToCorpsPages,
  ...departmentsPages,
  ...developersPages,
  ...documentsPages,
  ...formsPages,
  ...notesPages,
  ...notificationsPages,
  ...messagesPages,
  ...screeningsPages,
  ...reviewsPages,
  ...reportsPages,
  ...accountingPages,
  ...distributionsPages,
  ...easyApprovePages,
  ...employeeHandbookPages,
  ...endClientsPages,
  ...expensesPages,
  ...gsaRatesPages,
  ...holidaysPages,
  ...companyTaxesPages,
  ...canadaPayrollPages,
  ...payCardPages,
  ...commissionCalculatorPages,
  ...invoicesPages,
  ...jobsPages,
  ...laborPostersPages,
  ...logsPages,
  ...onboardingPages,
  ...partnersPages,
  ...payPages,
  ...paycheckCalculatorPages,
  ...paymentMethodsPages,
  ...payoutMethodsPages,
  ...paymentsPages,
  ...payrollRunsPages,
  ...deductionsBenefitsPages,
  ...payrollBankAccountsPages,
  ...payrollSettingsPages,
  ...permissionsPages,
  ...pricingCalculatorPages,
  ...profilePages,
  ...projectCodesPages,
  ...ptoPages,
  ...ratesPages,
  ...salesPartnersPages,
  ...salesTaxesPages,
  ...settingsPages,
  ...teamPages,
  ...timeOffPages,
  ...timesheetUploadsPages,
  ...timesheetsPages,
  ...trainingPages,
  ...transactionsPages,
  ...workLocationsPages,
  ...workerClassificationsPages,
  ...workersCompCodesPages,
};

export const placeholderPage: PageLoader = () =>
  import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

export function pageFor(name: string, built: boolean): PageLoader {
  return (built && PAGES[name]) || placeholderPage;
}
