import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TimesheetActionBody,
  TimesheetActionResult,
  TimesheetBulkBody,
  TimesheetBulkResult,
  TimesheetCreate,
  TimesheetEvidenceView,
  TimesheetUpdate,
  TimesheetView,
  TimesheetWeekView,
} from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/api/upload-image';

export const TIMESHEETS_PATH = '/timesheets';
const TIMESHEET_FILTER_KEYS = [
  'week_start',
  'date_from',
  'date_to',
  'client_id',
  'contractor_id',
  'status',
  'search',
] as const;

export const useTimesheetsList = () =>
  useListQuery<TimesheetView>({ path: TIMESHEETS_PATH, filterKeys: TIMESHEET_FILTER_KEYS, defaultSort: '-date' });

export interface WeekParams {
  week_start?: string | undefined;
  assignment_id?: string | undefined;
  contractor_id?: string | undefined;
}

const timesheetWeekKey = (params: WeekParams) => ['timesheet-week', params] as const;

export const useTimesheetWeek = (params: WeekParams, enabled = true) =>
  useQuery({
    queryKey: timesheetWeekKey(params),
    queryFn: ({ signal }) => api.get<TimesheetWeekView>(`${TIMESHEETS_PATH}/week`, { params: { ...params }, signal }),
    enabled,
    retry: false,
  });

/** Anything showing entries: the lists, the weekly grids and the approval queue. */
export function invalidateTime(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['list', TIMESHEETS_PATH] });
  void queryClient.invalidateQueries({ queryKey: ['list', '/approvals'] });
  void queryClient.invalidateQueries({ queryKey: ['approval-group'] });
  void queryClient.invalidateQueries({ queryKey: ['timesheet-week'] });
}

export const createTimesheet = (body: TimesheetCreate) => api.post<TimesheetView>(TIMESHEETS_PATH, body);
export const updateTimesheet = (id: string, body: TimesheetUpdate) =>
  api.patch<TimesheetView>(`${TIMESHEETS_PATH}/${id}`, body);
export const deleteTimesheet = (id: string) => api.delete<void>(`${TIMESHEETS_PATH}/${id}`);

export function useTimesheetAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TimesheetActionBody }) =>
      api.post<TimesheetActionResult>(`${TIMESHEETS_PATH}/${id}/actions`, body),
    onSuccess: () => invalidateTime(queryClient),
  });
}

export function useBulkTimesheetAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetBulkBody) => api.post<TimesheetBulkResult>(`${TIMESHEETS_PATH}/bulk`, body),
    onSuccess: () => invalidateTime(queryClient),
  });
}

/** approve_with_evidence: the client's approval is uploaded first; the action names the stored file. */
export async function uploadEvidence(file: File): Promise<TimesheetEvidenceView> {
  const content_base64 = await fileToBase64(file);
  return api.post<TimesheetEvidenceView>(`${TIMESHEETS_PATH}/evidence`, { filename: file.name, content_base64 });
}
