/** The project codes pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const projectCodesPages: Record<string, PageLoader> = {
  project_codes: () => import('./pages/project-codes-page').then((m) => ({ Component: m.ProjectCodesPage })),
  'project_codes-id': () =>
    import('./pages/project-code-detail-page').then((m) => ({
      Component: m.ProjectCodeDetailPage,
    })),
};
