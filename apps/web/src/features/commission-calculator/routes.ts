/** The commission calculator by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const commissionCalculatorPages: Record<string, PageLoader> = {
  commission_calculator: () =>
    import('./pages/commission-calculator-page').then((m) => ({ Component: m.CommissionCalculatorPage })),
};
