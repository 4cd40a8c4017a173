import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimesheetBulkBody, TimesheetBulkResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { invalidateTime, TIMESHEETS_PATH } from './timesheet-keys';

export function useBulkTimesheetAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetBulkBody) => api.post<TimesheetBulkResult>(`${TIMESHEETS_PATH}/bulk`, body),
    onSuccess: () => invalidateTime(queryClient),
  });
}
