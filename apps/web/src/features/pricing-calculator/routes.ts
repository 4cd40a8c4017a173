/** The pricing calculator pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const pricingCalculatorPages: Record<string, PageLoader> = {
  pricing_calculator: () =>
    import('./pages/pricing-calculator-page').then((m) => ({
      Component: m.PricingCalculatorPage,
    })),
};
