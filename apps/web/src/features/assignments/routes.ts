/** The assignments pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const assignmentsPages: Record<string, PageLoader> = {
  assignments: () => import('./pages/assignments-page').then((m) => ({ Component: m.AssignmentsPage })),
  'assignments-id': () =>
    import('./pages/assignment-detail-page').then((m) => ({
      Component: m.AssignmentDetailPage,
    })),
  create_assignment: () =>
    import('./pages/create-assignment-page').then((m) => ({
      Component: m.CreateAssignmentPage,
    })),
};
