/** The rates pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const ratesPages: Record<string, PageLoader> = {
  rates: () => import('./pages/rates-page').then((m) => ({ Component: m.RatesPage })),
};
