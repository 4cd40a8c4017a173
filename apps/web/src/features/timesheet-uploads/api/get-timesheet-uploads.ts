import type { TimesheetUploadDetail, TimesheetUploadView } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

export const TIMESHEET_UPLOADS_PATH = '/timesheet_uploads';

export const useTimesheetUploadsList = () =>
  useListQuery<TimesheetUploadView>({
    path: TIMESHEET_UPLOADS_PATH,
    filterKeys: ['status'],
    defaultSort: '-created_at',
  });

export const timesheetUploadKey = (id: string) => ['timesheet_upload', id] as const;

const getTimesheetUpload = (id: string) => api.get<TimesheetUploadDetail>(`${TIMESHEET_UPLOADS_PATH}/${id}`);

export const useTimesheetUpload = (id: string) =>
  useQuery({ queryKey: timesheetUploadKey(id), queryFn: () => getTimesheetUpload(id) });
