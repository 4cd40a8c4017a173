import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimesheetActionBody, TimesheetActionResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { invalidateTime, TIMESHEETS_PATH } from './timesheet-keys';

export function useTimesheetAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TimesheetActionBody }) =>
      api.post<TimesheetActionResult>(`${TIMESHEETS_PATH}/${id}/actions`, body),
    onSuccess: () => invalidateTime(queryClient),
  });
}
