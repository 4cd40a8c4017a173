/** Pages of the "people" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const peoplePages: Record<string, PageLoader> = {
  contractors: () =>
    import('../../features/contractors/pages/contractors-page').then((m) => ({ Component: m.ContractorsPage })),
  'contractors-id': () =>
    import('../../features/contractors/pages/contractor-detail-page').then((m) => ({
      Component: m.ContractorDetailPage,
    })),
  create_contractor: () =>
    import('../../features/contractors/pages/create-contractor-page').then((m) => ({
      Component: m.CreateContractorPage,
    })),
  corp_to_corps: () =>
    import('../../features/corp-to-corps/pages/corp-to-corps-page').then((m) => ({ Component: m.CorpToCorpsPage })),
  'corp_to_corps-id': () =>
    import('../../features/corp-to-corps/pages/corp-to-corp-detail-page').then((m) => ({
      Component: m.CorpToCorpDetailPage,
    })),
};
