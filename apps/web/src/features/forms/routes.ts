/** The forms pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const formsPages: Record<string, PageLoader> = {
  forms: () => import('./pages/forms-page').then((m) => ({ Component: m.FormsPage })),
  'forms-id': () => import('./pages/form-detail-page').then((m) => ({ Component: m.FormDetailPage })),
  'forms-new': () => import('./pages/form-builder-page').then((m) => ({ Component: m.FormBuilderPage })),
};
