/** The deductions and benefits pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const deductionsBenefitsPages: Record<string, PageLoader> = {
  paycheck_deductions: () =>
    import('./pages/paycheck-deductions-page').then((m) => ({ Component: m.PaycheckDeductionsPage })),
  'paycheck_deductions-id': () =>
    import('./pages/paycheck-deduction-page').then((m) => ({ Component: m.PaycheckDeductionPage })),
  benefits: () => import('./pages/benefits-page').then((m) => ({ Component: m.BenefitsPage })),
  'benefits-id': () => import('./pages/benefit-page').then((m) => ({ Component: m.BenefitPage })),
  'contractor-benefits': () =>
    import('./pages/contractor-benefits-page').then((m) => ({ Component: m.ContractorBenefitsPage })),
};
