/** Timesheet answers as the API gives them, for the web tests of the time pages. */
import { displayClock, parseClock, type TimesheetView, type TimesheetWeekView } from '@app/domain';
import { addDays, weekDays } from '../../lib/week';

export const CASEY = { id: 'k-casey', name: 'Casey Worker' };
export const GLOBEX = { id: 'c-globex', name: 'Globex Corporation' };

export function entry(overrides: Partial<TimesheetView> & { start?: string; end?: string } = {}): TimesheetView {
  const { start = '09:00', end = '17:00', ...rest } = overrides;
  const s = parseClock(start)!;
  const e = parseClock(end)!;
  const brk = rest.break_time_minutes ?? 30;
  const span = e > s ? e - s : e + 1440 - s;
  const minutes = span - brk;
  return {
    id: 't-1',
    date: '2026-03-02',
    time_start: s,
    time_end: e,
    time_start_string: displayClock(s),
    time_end_string: displayClock(e),
    overnight: e <= s,
    break_time_minutes: brk,
    minutes_worked: minutes,
    hours_worked: Number((minutes / 60).toFixed(2)),
    status: 'pending',
    type: 'regular',
    paid: false,
    day: 'Monday',
    timezone: 'America/Chicago',
    approval_date: null,
    approval_email: null,
    approval_ip: null,
    approval_user: null,
    approval_evidence_file_id: null,
    signed_date: null,
    project_code: null,
    task: null,
    rejection_date: null,
    rejection_reason: null,
    rejection_user: null,
    entering_user: null,
    editing_user: null,
    created_date: '2026-03-02T18:00:00Z',
    edited_date: null,
    payroll_submission_date: null,
    client_billing_invoice_date: null,
    locked: false,
    metadata: {},
    assignment: { id: 'a-casey', job_title: 'Software Developer' },
    work_location: { id: 'wl-austin', name: 'Globex Austin', timezone: 'America/Chicago', state: 'TX', country: 'US' },
    contractor: CASEY,
    client: { ...GLOBEX, requires_signature_for_approval: false, requires_project_code: false },
    partner: { id: 'p1', name: 'Acme Staffing' },
    pay_rate: null,
    bill_rate: null,
    actions: [],
    editable: true,
    split: null,
    ...rest,
  };
}

export function week(
  entries: TimesheetView[],
  opts: { weekStart?: string; requiresProjectCode?: boolean; canEnter?: boolean; payRate?: string | null } = {},
): TimesheetWeekView {
  const start = opts.weekStart ?? '2026-03-02';
  const days = weekDays(start).map((date) => {
    const list = entries.filter((e) => e.date === date);
    return { date, day: date, entries: list, minutes_worked: list.reduce((s, e) => s + e.minutes_worked, 0) };
  });
  return {
    week_start: start,
    week_end: addDays(start, 6),
    previous_week_start: addDays(start, -7),
    next_week_start: addDays(start, 7),
    assignment_id: null,
    assignments: [
      {
        id: 'a-casey',
        job_title: 'Software Developer',
        client: { ...GLOBEX, requires_project_code: opts.requiresProjectCode ?? false },
        contractor: CASEY,
        work_location: { id: 'wl-austin', name: 'Globex Austin', timezone: 'America/Chicago' },
        start_date: '2026-01-05',
        end_date: null,
        project_codes: [{ id: 'pc-1', code: 'ALPHA', description: 'Project Alpha' }],
        pay_rates: weekDays(start).map((date) => ({ date, pay_rate: opts.payRate ?? null })),
      },
    ],
    days,
    total_minutes: days.reduce((s, d) => s + d.minutes_worked, 0),
    can_enter: opts.canEnter ?? true,
    next_assignment: null,
  };
}
