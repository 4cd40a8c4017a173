/** Pages of the "reference" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const referencePages: Record<string, PageLoader> = {
  work_locations: () =>
    import('../../features/work-locations/pages/work-locations-page').then((m) => ({ Component: m.WorkLocationsPage })),
  'work_locations-id': () =>
    import('../../features/work-locations/pages/work-location-detail-page').then((m) => ({
      Component: m.WorkLocationDetailPage,
    })),
  departments: () =>
    import('../../features/departments/pages/departments-page').then((m) => ({ Component: m.DepartmentsPage })),
  'departments-id': () =>
    import('../../features/departments/pages/department-detail-page').then((m) => ({
      Component: m.DepartmentDetailPage,
    })),
  end_clients: () =>
    import('../../features/end-clients/pages/end-clients-page').then((m) => ({ Component: m.EndClientsPage })),
  'end_clients-id': () =>
    import('../../features/end-clients/pages/end-client-detail-page').then((m) => ({
      Component: m.EndClientDetailPage,
    })),
  jobs: () => import('../../features/jobs/pages/jobs-page').then((m) => ({ Component: m.JobsPage })),
  'jobs-id': () => import('../../features/jobs/pages/job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
  'jobs-create': () =>
    import('../../features/jobs/pages/create-job-page').then((m) => ({ Component: m.CreateJobPage })),
  workers_comp_codes: () =>
    import('../../features/workers-comp-codes/pages/workers-comp-codes-page').then((m) => ({
      Component: m.WorkersCompCodesPage,
    })),
  worker_classifications: () =>
    import('../../features/worker-classifications/pages/worker-classifications-page').then((m) => ({
      Component: m.WorkerClassificationsPage,
    })),
  'worker_classifications-id': () =>
    import('../../features/worker-classifications/pages/worker-classification-detail-page').then((m) => ({
      Component: m.WorkerClassificationDetailPage,
    })),
  'worker_classifications-create': () =>
    import('../../features/worker-classifications/pages/create-worker-classification-page').then((m) => ({
      Component: m.CreateWorkerClassificationPage,
    })),
};
