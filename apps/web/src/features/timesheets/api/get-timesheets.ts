import type { TimesheetView } from '@app/domain';
import { ALL_DATES } from '../../../components/data-list/list-params';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { TIMESHEETS_PATH } from './timesheet-keys';

const TIMESHEET_FILTER_KEYS = [
  'week_start',
  'date_from',
  'date_to',
  'client_id',
  'contractor_id',
  'status',
  'search',
  ALL_DATES,
] as const;

export const useTimesheetsList = () =>
  useListQuery<TimesheetView>({ path: TIMESHEETS_PATH, filterKeys: TIMESHEET_FILTER_KEYS, defaultSort: '-date' });
