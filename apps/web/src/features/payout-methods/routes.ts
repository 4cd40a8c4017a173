/** The payout methods page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payoutMethodsPages: Record<string, PageLoader> = {
  payout_methods: () => import('./pages/payout-methods-page').then((m) => ({ Component: m.PayoutMethodsPage })),
};
