/** The clients pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const clientsPages: Record<string, PageLoader> = {
  clients: () => import('./pages/clients-page').then((m) => ({ Component: m.ClientsPage })),
  'clients-id': () => import('./pages/client-detail-page').then((m) => ({ Component: m.ClientDetailPage })),
  create_client: () => import('./pages/create-client-page').then((m) => ({ Component: m.CreateClientPage })),
};
