import type { QueryClient } from '@tanstack/react-query';
import { APPROVALS_PATH } from './get-approvals';

export const TIMESHEETS_PATH = '/timesheets';

/** Anything showing entries: the lists, the weekly grids and the approval queue. */
export function invalidateTime(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['list', TIMESHEETS_PATH] });
  void queryClient.invalidateQueries({ queryKey: ['list', APPROVALS_PATH] });
  void queryClient.invalidateQueries({ queryKey: ['approval-group'] });
  void queryClient.invalidateQueries({ queryKey: ['timesheet-week'] });
}
