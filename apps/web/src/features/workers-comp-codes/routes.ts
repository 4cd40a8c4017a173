/** The workers comp codes pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const workersCompCodesPages: Record<string, PageLoader> = {
  workers_comp_codes: () =>
    import('./pages/workers-comp-codes-page').then((m) => ({
      Component: m.WorkersCompCodesPage,
    })),
};
