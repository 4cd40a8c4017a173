import type { TimesheetUploadCreate, TimesheetUploadDetail } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { TIMESHEET_UPLOADS_PATH, timesheetUploadKey } from './get-timesheet-uploads';

const createTimesheetUpload = (body: TimesheetUploadCreate) =>
  api.post<TimesheetUploadDetail>(TIMESHEET_UPLOADS_PATH, body);

export function useCreateTimesheetUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimesheetUpload,
    onSuccess: (upload) => {
      queryClient.setQueryData(timesheetUploadKey(upload.id), upload);
      void queryClient.invalidateQueries({ queryKey: ['list', TIMESHEET_UPLOADS_PATH] });
    },
  });
}
