/** The payroll bank accounts page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payrollBankAccountsPages: Record<string, PageLoader> = {
  payroll_bank_accounts: () =>
    import('./pages/payroll-bank-accounts-page').then((m) => ({ Component: m.PayrollBankAccountsPage })),
};
