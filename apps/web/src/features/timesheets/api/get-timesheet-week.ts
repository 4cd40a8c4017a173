import { useQuery } from '@tanstack/react-query';
import type { TimesheetWeekView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIMESHEETS_PATH } from './timesheet-keys';

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
