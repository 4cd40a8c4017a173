/**
 * The weekly grid: one contractor's entries for one workweek, day by day, with the assignments time
 * may be entered for. The week starts on the employer's workweek day (Monday unless its pay calendar says).
 */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  mayWriteTime,
  type TimesheetAssignmentOption,
  type TimesheetWeekQuery,
  type TimesheetWeekView,
} from '@app/domain';
import { addDays, weekdayOf } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  projectCodes,
  workLocations,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { assignmentScope } from '../../lib/row-scopes.js';
import { employerKeyFor, loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import type { Principal } from '../../lib/principal.js';
import { toTimesheetViews, weekdayName } from './timesheet-view.js';
import { allTimesheetRows, contractorNameSql } from './timesheets.repository.js';

/** The first day of the workweek holding `date`, for a workweek starting on `startDay` (0 = Sunday). */
export function weekStartOn(date: string, startDay: number): string {
  return addDays(date, -((weekdayOf(date) - startDay + 7) % 7));
}

const todayIso = () => new Date().toISOString().slice(0, 10);

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
  const rows = await db
    .select({
      id: assignments.id,
      status: assignments.status,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      jobTitle: jobs.title,
      clientId: clients.id,
      clientName: clients.name,
      requiresProjectCode: clients.requiresProjectCode,
      contractorId: contractors.id,
      contractorName: contractorNameSql,
      locationId: workLocations.id,
      locationName: workLocations.name,
      timezone: workLocations.timezone,
      partnerId: partners.id,
      partnerSelfEmployer: partners.selfEmployer,
      selfTimeSheets: partners.selfTimeSheets,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .where(
      and(
        assignmentScope(p, db),
        eq(assignments.contractorId, contractorId),
        inArray(assignments.status, ['live', 'ended']),
        lte(assignments.startDate, weekEnd),
        or(isNull(assignments.endDate), gte(assignments.endDate, weekStart)),
      ),
    )
    .orderBy(asc(assignments.startDate), asc(assignments.id));
  const clientIds = [...new Set(rows.map((r) => r.clientId))];
  const codes =
    clientIds.length === 0
      ? []
      : await db
          .select()
          .from(projectCodes)
          .where(and(inArray(projectCodes.clientId, clientIds), eq(projectCodes.active, true)))
          .orderBy(asc(projectCodes.code));
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
    partnerSelfEmployer: r.partnerSelfEmployer,
    partnerId: r.partnerId,
    selfTimeSheets: r.selfTimeSheets,
    status: r.status,
  }));
}

export async function timesheetWeek(deps: AppDeps, p: Principal, q: TimesheetWeekQuery): Promise<TimesheetWeekView> {
  const db = deps.db;
  let contractorId = p.userType === 'contractor' ? p.contractorId : (q.contractor_id ?? null);
  if (q.assignment_id && !contractorId) {
    const [a] = await db
      .select({ contractorId: assignments.contractorId })
      .from(assignments)
      .where(and(eq(assignments.id, q.assignment_id), assignmentScope(p, db)));
    if (!a) throw notFound();
    contractorId = a.contractorId;
  }
  if (!contractorId)
    throw unprocessable([{ loc: ['querystring', 'assignment_id'], msg: 'Choose an assignment or a contractor' }]);

  // The employer (and so the workweek) comes from the chosen assignment, else any of the contractor's.
  const [employer] = await db
    .select({ id: partners.id, selfEmployer: partners.selfEmployer })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .where(
      and(
        eq(assignments.contractorId, contractorId),
        assignmentScope(p, db),
        q.assignment_id ? eq(assignments.id, q.assignment_id) : undefined,
      ),
    )
    .limit(1);
  if (!employer && (p.userType !== 'contractor' || q.assignment_id)) throw notFound();
  const calendar = employer ? await loadPayCalendar(db, employerKeyFor(employer)) : null;
  const weekStart = weekStartOn(q.week_start ?? todayIso(), calendar?.workweekStartDay ?? 1);
  const weekEnd = addDays(weekStart, 6);
  const options = await assignmentOptions(db, p, contractorId, weekStart, weekEnd);

  const rows = await allTimesheetRows(
    db,
    p,
    { contractorId, assignmentId: q.assignment_id, dateFrom: weekStart, dateTo: weekEnd },
    500,
  );
  const views = await toTimesheetViews(db, p, rows);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    const entries = views.filter((v) => v.date === date);
    return { date, day: weekdayName(date), entries, minutes_worked: entries.reduce((s, v) => s + v.minutes_worked, 0) };
  });
  const canEnter = options.some(
    (a) =>
      (q.assignment_id ? a.id === q.assignment_id : true) &&
      !a.selfTimeSheets &&
      (a.status === 'live' || p.userType !== 'contractor') &&
      mayWriteTime({ subject: p.subject, ownEntry: p.userType === 'contractor' && p.contractorId === contractorId }),
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
  };
}
