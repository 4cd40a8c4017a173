/** Pages of the "time" area of issue 4 (timesheets, approvals, project codes), by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const timePages: Record<string, PageLoader> = {
  timesheets: () =>
    import('../../features/timesheets/pages/timesheets-page').then((m) => ({ Component: m.TimesheetsPage })),
  'contractor-timesheets': () =>
    import('../../features/timesheets/pages/contractor-timesheets-page').then((m) => ({
      Component: m.ContractorTimesheetsPage,
    })),
  approvals: () =>
    import('../../features/approvals/pages/approvals-page').then((m) => ({ Component: m.ApprovalsPage })),
  'approvals-id': () =>
    import('../../features/approvals/pages/approval-group-page').then((m) => ({ Component: m.ApprovalGroupPage })),
  project_codes: () =>
    import('../../features/project-codes/pages/project-codes-page').then((m) => ({ Component: m.ProjectCodesPage })),
  'project_codes-id': () =>
    import('../../features/project-codes/pages/project-code-detail-page').then((m) => ({
      Component: m.ProjectCodeDetailPage,
    })),
};
