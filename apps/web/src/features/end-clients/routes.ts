/** The end clients pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const endClientsPages: Record<string, PageLoader> = {
  end_clients: () => import('./pages/end-clients-page').then((m) => ({ Component: m.EndClientsPage })),
  'end_clients-id': () =>
    import('./pages/end-client-detail-page').then((m) => ({
      Component: m.EndClientDetailPage,
    })),
};
