/** The timesheet uploads pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const timesheetUploadsPages: Record<string, PageLoader> = {
  timesheet_uploads: () =>
    import('./pages/timesheet-uploads-page').then((m) => ({
      Component: m.TimesheetUploadsPage,
    })),
};
