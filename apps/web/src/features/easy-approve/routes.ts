/** The easy approve pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const easyApprovePages: Record<string, PageLoader> = {
  easy_approve: () => import('./pages/easy-approve-page').then((m) => ({ Component: m.EasyApprovePage })),
};
