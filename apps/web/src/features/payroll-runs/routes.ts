/** The payroll run pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payrollRunsPages: Record<string, PageLoader> = {
  payroll_runs: () => import('./pages/payroll-runs-page').then((m) => ({ Component: m.PayrollRunsPage })),
  'payroll_runs-id': () => import('./pages/payroll-run-page').then((m) => ({ Component: m.PayrollRunPage })),
  paychecks: () => import('./pages/paychecks-page').then((m) => ({ Component: m.PaychecksPage })),
  paychecks_lite: () => import('./pages/paychecks-page').then((m) => ({ Component: m.PaychecksLitePage })),
  'paychecks-id': () => import('./pages/paycheck-page').then((m) => ({ Component: m.PaycheckPage })),
};
