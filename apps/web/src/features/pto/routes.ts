/** The pto pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const ptoPages: Record<string, PageLoader> = {
  pto_rules: () => import('./pages/pto-rules-page').then((m) => ({ Component: m.PtoRulesPage })),
  pto_rules_accruals: () =>
    import('./pages/pto-rules-accruals-page').then((m) => ({ Component: m.PtoRulesAccrualsPage })),
  pto_accruals: () => import('./pages/pto-accruals-page').then((m) => ({ Component: m.PtoAccrualsPage })),
};
