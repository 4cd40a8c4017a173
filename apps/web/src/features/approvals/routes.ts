/** The approvals pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const approvalsPages: Record<string, PageLoader> = {
  approvals: () => import('./pages/approvals-page').then((m) => ({ Component: m.ApprovalsPage })),
  'approvals-id': () => import('./pages/approval-group-page').then((m) => ({ Component: m.ApprovalGroupPage })),
};
