/** The paycheck calculator pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const paycheckCalculatorPages: Record<string, PageLoader> = {
  calculator: () =>
    import('./pages/paycheck-calculator-page').then((m) => ({
      Component: m.PaycheckCalculatorPage,
    })),
};
