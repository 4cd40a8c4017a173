/** The screenings and licenses pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const screeningsPages: Record<string, PageLoader> = {
  screenings: () => import('./pages/screenings-page').then((m) => ({ Component: m.ScreeningsPage })),
  'screenings-id': () => import('./pages/screening-detail-page').then((m) => ({ Component: m.ScreeningDetailPage })),
  licenses: () => import('./pages/licenses-page').then((m) => ({ Component: m.LicensesPage })),
  'integrations-complete-checkr': () =>
    import('./pages/checkr-complete-page').then((m) => ({ Component: m.CheckrCompletePage })),
};
