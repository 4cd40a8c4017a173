/** Pages of easy approve and timesheet uploads (issue 4), by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const easyApprovePages: Record<string, PageLoader> = {
  easy_approve: () =>
    import('../../features/easy-approve/pages/easy-approve-page').then((m) => ({ Component: m.EasyApprovePage })),
  timesheet_uploads: () =>
    import('../../features/timesheet-uploads/pages/timesheet-uploads-page').then((m) => ({
      Component: m.TimesheetUploadsPage,
    })),
};
