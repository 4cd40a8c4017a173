/**
 * The weekly grid: one contractor's entries for one workweek, day by day, with the assignments time
 * may be entered for. The week starts on the employer's workweek day (Monday unless its pay calendar says).
 */
import type { TimesheetAssignmentOption, TimesheetWeekQuery, TimesheetWeekView } from '@app/domain';
import { addDays, weekdayOf } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { employerKeyFor, loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import type { Principal } from '../../lib/principal.js';
import {
  activeProjectCodes,
  contractorOfAssignment,
  rateRowsOfAssignments,
  employerOfContractor,
  nextAssignmentAfter,
  weekAssignments,
} from './timesheet-entry-assignments.repository.js';
import { rateOn, toTimesheetViews, weekdayName } from './timesheet-view.js';
import { allTimesheetRows } from './timesheets.repository.js';
import { keepsOwnTime, mayEnterLateTime, mayEnterTimeFor, seesPayAmounts } from './timesheets.policy.js';

/** The first day of the workweek holding `date`, for a workweek starting on `startDay` (0 = Sunday). */
function weekStartOn(date: string, startDay: number): string {
  return addDays(date, -((weekdayOf(date) - startDay + 7) % 7));
}

async function assignmentOptions(
  db: DbOrTx,
  p: Principal,
  contractorId: string,
  weekStart: string,
  weekEnd: string,
): Promise<
  (TimesheetAssignmentOption & {
    partnerSelfEmployer: boolean;
    partnerId: string;
    selfTimeSheets: boolean;
    status: string;
  })[]
> {
  const rows = await weekAssignments(db, p, contractorId, weekStart, weekEnd);
  const codes = await activeProjectCodes(db, [...new Set(rows.map((r) => r.clientId))]);
  const rates = seesPayAmounts(p)
    ? await rateRowsOfAssignments(
        db,
        rows.map((r) => r.id),
      )
    : null;
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  return rows.map((r) => ({
    id: r.id,
    job_title: r.jobTitle,
    client: { id: r.clientId, name: r.clientName, requires_project_code: r.requiresProjectCode },
    contractor: { id: r.contractorId, name: r.contractorName },
    work_location: { id: r.locationId, name: r.locationName, timezone: r.timezone },
    start_date: r.startDate,
    end_date: r.endDate,
    project_codes: codes
      .filter((c) => c.clientId === r.clientId)
      .map((c) => ({ id: c.id, code: c.code, description: c.description })),
    // The pay rate in effect each day, as the ledger picks it (null: none yet, or the caller sees no pay).
    pay_rates: days.map((date) => ({ date, pay_rate: rates ? (rateOn(rates, r.id, date)?.payRate ?? null) : null })),
    partnerSelfEmployer: r.partnerSelfEmployer,
    partnerId: r.partnerId,
    selfTimeSheets: r.selfTimeSheets,
    status: r.status,
  }));
}

export async function timesheetWeek(deps: AppDeps, p: Principal, q: TimesheetWeekQuery): Promise<TimesheetWeekView> {
  const db = deps.db;
  let contractorId = keepsOwnTime(p) ? p.contractorId : (q.contractor_id ?? null);
  if (q.assignment_id && !contractorId) {
    const found = await contractorOfAssignment(db, p, q.assignment_id);
    if (!found) throw notFound();
    contractorId = found;
  }
  if (!contractorId)
    throw unprocessable([{ loc: ['querystring', 'assignment_id'], msg: 'Choose an assignment or a contractor' }]);

  // The employer (and so the workweek) comes from the chosen assignment, else any of the contractor's.
  const employer = await employerOfContractor(db, p, contractorId, q.assignment_id);
  // A contractor's own week shows before it has an assignment; anyone else asking for it gets 404.
  if (!employer && (!keepsOwnTime(p) || q.assignment_id)) throw notFound();
  const calendar = employer ? await loadPayCalendar(db, employerKeyFor(employer)) : null;
  const weekStart = weekStartOn(
    q.week_start ?? deps.clock.now().toISOString().slice(0, 10),
    calendar?.workweekStartDay ?? 1,
  );
  const weekEnd = addDays(weekStart, 6);
  const options = await assignmentOptions(db, p, contractorId, weekStart, weekEnd);
  // An empty week says what comes next, if anything (issue 16).
  const next = options.length === 0 ? await nextAssignmentAfter(db, p, contractorId, weekEnd) : undefined;

  const rows = await allTimesheetRows(
    db,
    p,
    { contractorId, assignmentId: q.assignment_id, dateFrom: weekStart, dateTo: weekEnd },
    500,
  );
  const views = toTimesheetViews(p, rows);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const entries = views.filter((v) => v.date === date);
    return { date, day: weekdayName(date), entries, minutes_worked: entries.reduce((s, v) => s + v.minutes_worked, 0) };
  });
  const canEnter = options.some(
    (a) =>
      (q.assignment_id ? a.id === q.assignment_id : true) &&
      !a.selfTimeSheets &&
      (a.status === 'live' || mayEnterLateTime(p)) &&
      mayEnterTimeFor(p, contractorId),
  );
  return {
    week_start: weekStart,
    week_end: weekEnd,
    previous_week_start: addDays(weekStart, -7),
    next_week_start: addDays(weekStart, 7),
    assignment_id: q.assignment_id ?? null,
    assignments: options.map(
      ({ partnerSelfEmployer: _a, partnerId: _b, selfTimeSheets: _c, status: _d, ...option }) => option,
    ),
    days,
    total_minutes: days.reduce((s, d) => s + d.minutes_worked, 0),
    can_enter: canEnter,
    next_assignment: next
      ? {
          id: next.id,
          job_title: next.jobTitle,
          client: { id: next.clientId, name: next.clientName },
          start_date: next.startDate,
        }
      : null,
  };
}
