/** The agreements and document templates pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const agreementsPages: Record<string, PageLoader> = {
  agreements: () => import('./pages/agreements-page').then((m) => ({ Component: m.AgreementsPage })),
  'agreements-id': () => import('./pages/agreement-detail-page').then((m) => ({ Component: m.AgreementDetailPage })),
  document_templates: () =>
    import('./pages/document-templates-page').then((m) => ({ Component: m.DocumentTemplatesPage })),
};
