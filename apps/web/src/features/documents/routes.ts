/** The four document pages by route name (merged into the app's page registry); one chunk. */
import type { PageLoader } from '../../app/page-loader';

const page =
  (name: 'Contractor' | 'Client' | 'Employer' | 'Platform'): PageLoader =>
  () =>
    import('./pages/documents-page').then((m) => ({ Component: m[`${name}DocumentsPage`] }));

export const documentsPages: Record<string, PageLoader> = {
  contractor_documents: page('Contractor'),
  client_documents: page('Client'),
  employer_documents: page('Employer'),
  platform_documents: page('Platform'),
};
