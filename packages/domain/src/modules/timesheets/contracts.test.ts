import { describe, expect, it } from 'vitest';
import {
  displayClock,
  formatClock,
  minutesWorkedOf,
  parseApprovalGroupId,
  parseClock,
  timesheetActionBodySchema,
  timesheetBulkBodySchema,
  timesheetCreateSchema,
} from './contracts.js';

const base = { assignment_id: '00000000-0000-4000-8000-000000000001', date: '2026-12-07' };

describe('timesheet times', () => {
  it('parses HH:MM to minutes, 24:00 only as the end of a day', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('9:05')).toBe(545);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['24:01', '12:60', '9am', '', '7']) expect(parseClock(bad)).toBeNull();
    expect(formatClock(545)).toBe('09:05');
    expect(displayClock(0)).toBe('12:00 AM');
    expect(displayClock(720)).toBe('12:00 PM');
    expect(displayClock(1320)).toBe('10:00 PM');
  });

  it('rolls an end at or before the start to the next day and subtracts the break', () => {
    expect(minutesWorkedOf(22 * 60, 6 * 60, 30)).toBe(450);
    expect(minutesWorkedOf(9 * 60, 17 * 60, 60)).toBe(420);
    expect(minutesWorkedOf(8 * 60, 8 * 60, 0)).toBe(1440);
  });

  it('refuses a start of 24:00 and a break as long as the shift', () => {
    const start = timesheetCreateSchema.safeParse({ ...base, time_start: '24:00', time_end: '08:00' });
    expect(start.success ? [] : start.error.issues.map((i) => i.path[0])).toEqual(['time_start']);
    const brk = timesheetCreateSchema.safeParse({
      ...base,
      time_start: '09:00',
      time_end: '10:00',
      break_time_minutes: 60,
    });
    expect(brk.success ? [] : brk.error.issues.map((i) => i.path[0])).toEqual(['break_time_minutes']);
    const ok = timesheetCreateSchema.parse({ ...base, time_start: '22:00', time_end: '06:00' });
    expect(ok).toMatchObject({ break_time_minutes: 0, type: 'regular', project_code_id: null, metadata: {} });
  });
});

describe('action bodies', () => {
  it('asks for a reason to reject and for evidence and the e-mail to approve with evidence', () => {
    const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
      r.success ? [] : r.error!.issues.map((i) => i.path[0]);
    expect(paths(timesheetActionBodySchema.safeParse({ action: 'reject' }))).toEqual(['reason']);
    expect(paths(timesheetActionBodySchema.safeParse({ action: 'approve_with_evidence' }))).toEqual([
      'evidence_file_id',
      'approval_email',
    ]);
    expect(paths(timesheetBulkBodySchema.safeParse({ action: 'approve' }))).toEqual(['ids']);
    expect(
      paths(timesheetBulkBodySchema.safeParse({ action: 'approve', ids: [base.assignment_id], filter: {} })),
    ).toEqual(['ids']);
  });

  it('reads an approval group id', () => {
    expect(parseApprovalGroupId(`${base.assignment_id}_2026-12-07`)).toEqual({
      contractorId: base.assignment_id,
      weekStart: '2026-12-07',
    });
    expect(parseApprovalGroupId('nonsense')).toBeNull();
    // Only a real uuid and a real calendar date: anything else would reach the database as a 500.
    expect(parseApprovalGroupId(`${'-'.repeat(36)}_2026-12-07`)).toBeNull();
    expect(parseApprovalGroupId(`${base.assignment_id}_2026-13-45`)).toBeNull();
    expect(parseApprovalGroupId(`${base.assignment_id}_9999-12-31`)).toBeNull();
  });

  it('keeps dates within 1900–2999, beside the field', () => {
    for (const date of ['0000-01-01', '9999-12-31', '2026-02-30']) {
      const r = timesheetCreateSchema.safeParse({ ...base, date, time_start: '09:00', time_end: '17:00' });
      expect(r.success, date).toBe(false);
      expect(r.error?.issues[0]?.path, date).toEqual(['date']);
    }
  });
});
