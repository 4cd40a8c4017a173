import type { AssignmentRateView, AssignmentView } from '@app/domain';

/** An assignment as GET /v2/assignments and /v2/assignments/:id answer it (hidden rate fields absent). */
export type AssignmentRow = AssignmentView;
export type AssignmentRateRow = AssignmentRateView;

export const ASSIGNMENTS_PATH = '/assignments';
export const assignmentQueryKey = (id: string) => ['assignment', id] as const;
export const assignmentRatesQueryKey = (id: string) => ['assignment-rates', id] as const;
