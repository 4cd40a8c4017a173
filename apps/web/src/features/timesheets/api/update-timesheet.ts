import type { TimesheetUpdate, TimesheetView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIMESHEETS_PATH } from './timesheet-keys';

export const updateTimesheet = (id: string, body: TimesheetUpdate) =>
  api.patch<TimesheetView>(`${TIMESHEETS_PATH}/${id}`, body);
