/** The reports pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const reportsPages: Record<string, PageLoader> = {
  reports: () => import('./pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
  report_schedules: () => import('./pages/report-schedules-page').then((m) => ({ Component: m.ReportSchedulesPage })),
  data_export: () => import('./pages/data-export-page').then((m) => ({ Component: m.DataExportPage })),
  'reports-id': () => import('./pages/report-detail-page').then((m) => ({ Component: m.ReportDetailPage })),
};
