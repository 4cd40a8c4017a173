/** The jobs pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const jobsPages: Record<string, PageLoader> = {
  jobs: () => import('./pages/jobs-page').then((m) => ({ Component: m.JobsPage })),
  'jobs-id': () => import('./pages/job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
  'jobs-create': () => import('./pages/create-job-page').then((m) => ({ Component: m.CreateJobPage })),
};
