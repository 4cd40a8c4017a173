/** The departments pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const departmentsPages: Record<string, PageLoader> = {
  departments: () => import('./pages/departments-page').then((m) => ({ Component: m.DepartmentsPage })),
  'departments-id': () =>
    import('./pages/department-detail-page').then((m) => ({
      Component: m.DepartmentDetailPage,
    })),
};
