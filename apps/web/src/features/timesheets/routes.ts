/** The timesheets pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const timesheetsPages: Record<string, PageLoader> = {
  timesheets: () => import('./pages/timesheets-page').then((m) => ({ Component: m.TimesheetsPage })),
  'contractor-timesheets': () =>
    import('./pages/contractor-timesheets-page').then((m) => ({
      Component: m.ContractorTimesheetsPage,
    })),
};
