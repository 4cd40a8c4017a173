/** The employee handbook pages by route name (merged into the app's page registry); each its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const employeeHandbookPages: Record<string, PageLoader> = {
  employee_handbook: () =>
    import('./pages/employee-handbook-page').then((m) => ({ Component: m.EmployeeHandbookPage })),
  'contractor-employee_handbook': () =>
    import('./pages/contractor-handbook-page').then((m) => ({ Component: m.ContractorHandbookPage })),
};
