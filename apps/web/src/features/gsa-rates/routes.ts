/** The gsa rates pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const gsaRatesPages: Record<string, PageLoader> = {
  gsa_rates: () => import('./pages/gsa-rates-page').then((m) => ({ Component: m.GsaRatesPage })),
};
