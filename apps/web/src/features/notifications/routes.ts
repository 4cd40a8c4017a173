/** The /notifications page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const notificationsPages: Record<string, PageLoader> = {
  notifications: () => import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
};
