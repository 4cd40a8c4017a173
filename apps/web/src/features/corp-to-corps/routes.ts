/** The corp to corps pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const corpToCorpsPages: Record<string, PageLoader> = {
  corp_to_corps: () => import('./pages/corp-to-corps-page').then((m) => ({ Component: m.CorpToCorpsPage })),
  'corp_to_corps-id': () =>
    import('./pages/corp-to-corp-detail-page').then((m) => ({
      Component: m.CorpToCorpDetailPage,
    })),
};
