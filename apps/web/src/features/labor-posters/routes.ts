/** The /labor_posters page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const laborPostersPages: Record<string, PageLoader> = {
  labor_posters: () => import('./pages/labor-posters-page').then((m) => ({ Component: m.LaborPostersPage })),
};
