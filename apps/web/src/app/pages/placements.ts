/** Pages of the "placements" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const placementsPages: Record<string, PageLoader> = {
  assignments: () =>
    import('../../features/assignments/pages/assignments-page').then((m) => ({ Component: m.AssignmentsPage })),
  'assignments-id': () =>
    import('../../features/assignments/pages/assignment-detail-page').then((m) => ({
      Component: m.AssignmentDetailPage,
    })),
  create_assignment: () =>
    import('../../features/assignments/pages/create-assignment-page').then((m) => ({
      Component: m.CreateAssignmentPage,
    })),
  rates: () => import('../../features/rates/pages/rates-page').then((m) => ({ Component: m.RatesPage })),
  pricing_calculator: () =>
    import('../../features/pricing-calculator/pages/pricing-calculator-page').then((m) => ({
      Component: m.PricingCalculatorPage,
    })),
  gsa_rates: () => import('../../features/gsa-rates/pages/gsa-rates-page').then((m) => ({ Component: m.GsaRatesPage })),
};
