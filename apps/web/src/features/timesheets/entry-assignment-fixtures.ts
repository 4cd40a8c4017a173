/** GET /v2/timesheets/assignments answers for the web tests of the on-behalf picker. */
import type { TimesheetEntryAssignmentView } from '@app/domain';
import { CASEY, GLOBEX } from './test-fixtures';

export function entryAssignment(overrides: Partial<TimesheetEntryAssignmentView> = {}): TimesheetEntryAssignmentView {
  return {
    id: 'a-casey',
    status: 'live',
    start_date: '2026-01-05',
    end_date: null,
    job_title: 'Software Developer',
    contractor: CASEY,
    client: { ...GLOBEX, requires_project_code: false },
    partner: { id: 'p1', name: 'Acme Staffing' },
    work_location: { id: 'wl-austin', name: 'Globex Austin', timezone: 'America/Chicago' },
    ...overrides,
  };
}
