import type { TimesheetCreate, TimesheetView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { TIMESHEETS_PATH } from './timesheet-keys';

export const createTimesheet = (body: TimesheetCreate) => api.post<TimesheetView>(TIMESHEETS_PATH, body);
