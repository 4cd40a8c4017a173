import { useQuery, type QueryClient } from '@tanstack/react-query';
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

/** Another week (the one before, to copy from) through the same cache the page's week uses. */
export const fetchTimesheetWeek = (client: QueryClient, params: WeekParams) =>
  client.fetchQuery({
    queryKey: timesheetWeekKey(params),
    queryFn: ({ signal }) => api.get<TimesheetWeekView>(`${TIMESHEETS_PATH}/week`, { params: { ...params }, signal }),
    retry: false,
  });
