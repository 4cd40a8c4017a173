/** The logs pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const logsPages: Record<string, PageLoader> = {
  logs: () => import('./pages/logs-page').then((m) => ({ Component: m.LogsPage })),
};
