import { api } from '../../../lib/api/client';
import { TIMESHEETS_PATH } from './timesheet-keys';

export const deleteTimesheet = (id: string) => api.delete<void>(`${TIMESHEETS_PATH}/${id}`);
