/** The holidays pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const holidaysPages: Record<string, PageLoader> = {
  holidays: () => import('./pages/holidays-page').then((m) => ({ Component: m.HolidaysPage })),
};
