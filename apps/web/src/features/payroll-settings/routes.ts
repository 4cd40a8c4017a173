/** The payroll settings pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payrollSettingsPages: Record<string, PageLoader> = {
  payroll_settings: () =>
    import('./pages/payroll-settings-page').then((m) => ({
      Component: m.PayrollSettingsPage,
    })),
};
