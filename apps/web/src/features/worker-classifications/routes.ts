/** The worker classifications pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const workerClassificationsPages: Record<string, PageLoader> = {
  worker_classifications: () =>
    import('./pages/worker-classifications-page').then((m) => ({
      Component: m.WorkerClassificationsPage,
    })),
  'worker_classifications-id': () =>
    import('./pages/worker-classification-detail-page').then((m) => ({
      Component: m.WorkerClassificationDetailPage,
    })),
  'worker_classifications-create': () =>
    import('./pages/create-worker-classification-page').then((m) => ({
      Component: m.CreateWorkerClassificationPage,
    })),
};
