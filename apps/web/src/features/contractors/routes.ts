/** The contractors pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const contractorsPages: Record<string, PageLoader> = {
  contractors: () => import('./pages/contractors-page').then((m) => ({ Component: m.ContractorsPage })),
  'contractors-id': () =>
    import('./pages/contractor-detail-page').then((m) => ({
      Component: m.ContractorDetailPage,
    })),
  create_contractor: () =>
    import('./pages/create-contractor-page').then((m) => ({
      Component: m.CreateContractorPage,
    })),
};
