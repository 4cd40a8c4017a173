/** The Canadian payroll page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const canadaPayrollPages: Record<string, PageLoader> = {
  'canada-payroll': () => import('./pages/canada-payroll-page').then((m) => ({ Component: m.CanadaPayrollPage })),
};
