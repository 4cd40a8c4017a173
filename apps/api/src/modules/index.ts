/**
 * Every module's routes, in one list: app.ts registers each in this order. A new module adds its
 * `<name>.routes.ts` plugin here (docs/architecture.md, "Adding a module").
 */
import type { FastifyInstance } from 'fastify';
import { orgAgreementsRoutes } from './agreements/org-agreements.routes.js';
import { apiKeysRoutes } from './api-keys/api-keys.routes.js';
import { apiEventsRoutes } from './events/events.routes.js';
import { webhooksRoutes } from './webhooks/webhooks.routes.js';
import { agreementsRoutes } from './agreements/agreements.routes.js';
import { agreementTemplatesRoutes } from './agreements/agreement-templates.routes.js';
import { assignmentRatesRoutes } from './assignment-rates/assignment-rates.routes.js';
import { assignmentsRoutes } from './assignments/assignments.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { clientsRoutes } from './clients/clients.routes.js';
import { columnPreferencesRoutes } from './column-preferences/column-preferences.routes.js';
import { savedViewsRoutes } from './saved-views/saved-views.routes.js';
import { consentSettingsRoutes } from './consent-settings/consent-settings.routes.js';
import { contractorsRoutes } from './contractors/contractors.routes.js';
import { corpToCorpsRoutes } from './corp-to-corps/corp-to-corps.routes.js';
import { departmentsRoutes } from './departments/departments.routes.js';
import { directDepositRoutes } from './direct-deposit/direct-deposit.routes.js';
import { documentsRoutes } from './documents/documents.routes.js';
import { formsRoutes } from './forms/forms.routes.js';
import { formTemplatesRoutes } from './forms/form-templates.routes.js';
import { licensesRoutes } from './licenses/licenses.routes.js';
import { checkrRoutes } from './screenings/checkr.routes.js';
import { accountingRoutes } from './accounting/accounting.routes.js';
import { serviceCredentialsRoutes } from './service-credentials/service-credentials.routes.js';
import { screeningsRoutes } from './screenings/screenings.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { reportSchedulesRoutes } from './report-schedules/report-schedules.routes.js';
import { dataExportsRoutes } from './reports/data-exports.routes.js';
import { notesRoutes } from './notes/notes.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { easyApproveRoutes } from './easy-approve/easy-approve.routes.js';
import { endClientsRoutes } from './end-clients/end-clients.routes.js';
import { expensesRoutes } from './expenses/expenses.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { globalsRoutes } from './globals/globals.routes.js';
import { gsaRatesRoutes } from './gsa-rates/gsa-rates.routes.js';
import { handbooksRoutes } from './handbooks/handbooks.routes.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { paymentUploadsRoutes } from './payments/payment-uploads.routes.js';
import { adjustmentsRoutes } from './adjustments/adjustments.routes.js';
import { billsRoutes } from './bills/bills.routes.js';
import { paymentMethodsRoutes } from './payment-methods/payment-methods.routes.js';
import { salesTaxesRoutes } from './sales-taxes/sales-taxes.routes.js';
import { purchaseOrdersRoutes } from './purchase-orders/purchase-orders.routes.js';
import { holidaysRoutes } from './holidays/holidays.routes.js';
import { companyTaxesRoutes } from './company-taxes/company-taxes.routes.js';
import { i9FormsRoutes } from './i9-forms/i9-forms.routes.js';
import { imagesRoutes } from './images/images.routes.js';
import { jobsRoutes } from './jobs/jobs.routes.js';
import { laborPostersRoutes } from './labor-posters/labor-posters.routes.js';
import { ledgerRoutes } from './ledger/ledger.routes.js';
import { logsRoutes } from './logs/logs.routes.js';
import { onboardingStatusRoutes } from './onboarding/onboarding-status.routes.js';
import { onboardingRoutes } from './onboarding/onboarding.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { payCalendarsRoutes } from './pay-calendars/pay-calendars.routes.js';
import { permissionsRoutes } from './permissions/permissions.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { userSettingsRoutes } from './profile/user-settings.routes.js';
import { projectCodesRoutes } from './project-codes/project-codes.routes.js';
import { ptoRoutes } from './pto/pto.routes.js';
import { timeOffRoutes } from './pto/time-off.routes.js';
import { ratesQuoteRoutes } from './rates-quote/rates-quote.routes.js';
import { paychecksRoutes } from './paychecks/paychecks.routes.js';
import { payrollRunsRoutes } from './payroll-runs/payroll-runs.routes.js';
import { payrollBankAccountsRoutes } from './payroll-bank-accounts/payroll-bank-accounts.routes.js';
import { canadaPayrollRoutes } from './canada-payroll/canada-payroll.routes.js';
import { taxFormsRoutes } from './tax-forms/tax-forms.routes.js';
import { payrollRunRecoveryRoutes } from './payroll-runs/payroll-run-recovery.routes.js';
import { payCardsRoutes } from './pay-cards/pay-cards.routes.js';
import { commissionsRoutes } from './commissions/commissions.routes.js';
import { distributionsRoutes } from './distributions/distributions.routes.js';
import { payoutMethodsRoutes } from './payout-methods/payout-methods.routes.js';
import { paycheckDeductionsRoutes } from './paycheck-deductions/paycheck-deductions.routes.js';
import { benefitsRoutes } from './benefits/benefits.routes.js';
import { ratesRoutes } from './rates/rates.routes.js';
import { salesPartnersRoutes } from './sales-partners/sales-partners.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { partnerSettingsRoutes } from './settings/partner-settings.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { summaryRoutes } from './summary/summary.routes.js';
import { teamRoutes } from './team/team.routes.js';
import { timesheetUploadsRoutes } from './timesheet-uploads/timesheet-uploads.routes.js';
import { trainingRoutes } from './training/training.routes.js';
import { approvalsRoutes } from './timesheets/approvals.routes.js';
import { timesheetEntryAssignmentsRoutes } from './timesheets/timesheet-entry-assignments.routes.js';
import { timesheetsRoutes } from './timesheets/timesheets.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { verificationsRoutes } from './verifications/verifications.routes.js';
import { workLocationsRoutes } from './work-locations/work-locations.routes.js';
import { workerClassificationsRoutes } from './worker-classifications/worker-classifications.routes.js';
import { workersCompCodesRoutes } from './workers-comp-codes/workers-comp-codes.routes.js';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** Alphabetical by module; the route snapshot (routes.access.snap) lists what they register. */
const moduleRoutes: readonly RoutePlugin[] = [
  orgAgreementsRoutes,
  agreementsRoutes,
  agreementTemplatesRoutes,
  apiKeysRoutes,
  apiEventsRoutes,
  webhooksRoutes,
  assignmentRatesRoutes,
  assignmentsRoutes,
  authRoutes,
  clientsRoutes,
  columnPreferencesRoutes,
  savedViewsRoutes,
  consentSettingsRoutes,
  contractorsRoutes,
  corpToCorpsRoutes,
  departmentsRoutes,
  directDepositRoutes,
  documentsRoutes,
  formsRoutes,
  formTemplatesRoutes,
  licensesRoutes,
  screeningsRoutes,
  checkrRoutes,
  accountingRoutes,
  serviceCredentialsRoutes,
  reviewsRoutes,
  reportsRoutes,
  reportSchedulesRoutes,
  dataExportsRoutes,
  notesRoutes,
  notificationsRoutes,
  messagesRoutes,
  easyApproveRoutes,
  endClientsRoutes,
  expensesRoutes,
  filesRoutes,
  globalsRoutes,
  gsaRatesRoutes,
  handbooksRoutes,
  holidaysRoutes,
  companyTaxesRoutes,
  i9FormsRoutes,
  imagesRoutes,
  jobsRoutes,
  laborPostersRoutes,
  ledgerRoutes,
  logsRoutes,
  onboardingRoutes,
  onboardingStatusRoutes,
  partnersRoutes,
  payCalendarsRoutes,
  invoicesRoutes,
  paymentsRoutes,
  paymentUploadsRoutes,
  adjustmentsRoutes,
  billsRoutes,
  paymentMethodsRoutes,
  salesTaxesRoutes,
  purchaseOrdersRoutes,
  permissionsRoutes,
  profileRoutes,
  userSettingsRoutes,
  projectCodesRoutes,
  ptoRoutes,
  timeOffRoutes,
  ratesRoutes,
  ratesQuoteRoutes,
  paychecksRoutes,
  payrollRunsRoutes,
  payrollBankAccountsRoutes,
  canadaPayrollRoutes,
  taxFormsRoutes,
  payrollRunRecoveryRoutes,
  payCardsRoutes,
  commissionsRoutes,
  distributionsRoutes,
  payoutMethodsRoutes,
  paycheckDeductionsRoutes,
  benefitsRoutes,
  salesPartnersRoutes,
  searchRoutes,
  settingsRoutes,
  partnerSettingsRoutes,
  summaryRoutes,
  teamRoutes,
  timesheetUploadsRoutes,
  trainingRoutes,
  timesheetsRoutes,
  timesheetEntryAssignmentsRoutes,
  approvalsRoutes,
  usersRoutes,
  verificationsRoutes,
  workLocationsRoutes,
  workerClassificationsRoutes,
  workersCompCodesRoutes,
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const routes of moduleRoutes) await app.register(routes);
}
