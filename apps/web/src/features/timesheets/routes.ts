/**
 * The timesheets pages by route name (merged into the app's page registry); each is its own chunk.
 * The approval queue is here too: it decides timesheet entries with the same buttons, dialog and calls.
 */
import type { PageLoader } from '../../app/page-loader';

export const timesheetsPages: Record<string, PageLoader> = {
  timesheets: () => import('./pages/timesheets-page').then((m) => ({ Component: m.TimesheetsPage })),
  'contractor-timesheets': () =>
    import('./pages/contractor-timesheets-page').then((m) => ({
      Component: m.ContractorTimesheetsPage,
    })),
  approvals: () => import('./pages/approvals-page').then((m) => ({ Component: m.ApprovalsPage })),
  'approvals-id': () => import('./pages/approval-group-page').then((m) => ({ Component: m.ApprovalGroupPage })),
};
