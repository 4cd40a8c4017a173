import type { TimesheetUploadDetail } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { TIMESHEET_UPLOADS_PATH, timesheetUploadKey } from './get-timesheet-uploads';

const importTimesheetUpload = ({ id, only_valid }: { id: string; only_valid: boolean }) =>
  api.post<TimesheetUploadDetail>(`${TIMESHEET_UPLOADS_PATH}/${id}/import`, { only_valid });

export function useImportTimesheetUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTimesheetUpload,
    onSuccess: (upload) => {
      queryClient.setQueryData(timesheetUploadKey(upload.id), upload);
      void queryClient.invalidateQueries({ queryKey: ['list', TIMESHEET_UPLOADS_PATH] });
      // The new entries show in the timesheet lists and week grids.
      void queryClient.invalidateQueries({ queryKey: ['list', '/timesheets'] });
    },
  });
}
