/**
 * The assignments the caller may enter time for, with what the entry form needs (contractor, client
 * and its project-code rule, job, work location and time zone). The rules are creating an entry's
 * (`assignmentForEntry` + `assertMayEnterTime`): the caller's assignment scope, not a partner that
 * keeps its own time sheets, live (or ended, for late time, when the caller is not the contractor).
 * Pending assignments take no time.
 */
import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TimesheetEntryAssignmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  projectCodes,
  workLocations,
} from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { assignmentScope } from '../../lib/row-scopes.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, type ListPage, type ListRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';
import { contractorNameSql } from './timesheets.repository.js';
import { mayEnterLateTime } from './timesheets.policy.js';

export interface EntryAssignmentFilter extends ListRequest {
  search?: string | undefined;
  contractorId?: string | undefined;
  clientId?: string | undefined;
}

/** The same rule as `assertMayEnterTime`, as a condition on the assignment rows. */
function openToEntry(p: Principal, db: DbOrTx, f: EntryAssignmentFilter): SQL | undefined {
  return and(
    assignmentScope(p, db),
    eq(partners.selfTimeSheets, false),
    mayEnterLateTime(p) ? inArray(assignments.status, ['live', 'ended']) : eq(assignments.status, 'live'),
    f.contractorId ? eq(assignments.contractorId, f.contractorId) : undefined,
    f.clientId ? eq(assignments.clientId, f.clientId) : undefined,
    f.search
      ? or(
          ilike(contractorNameSql, containsPattern(f.search)),
          ilike(clients.name, containsPattern(f.search)),
          ilike(jobs.title, containsPattern(f.search)),
        )
      : undefined,
  );
}

const SORTS = {
  contractor: contractorNameSql,
  client: clients.name,
  job_title: jobs.title,
  start_date: assignments.startDate,
};

/** Assignments with their job, client, contractor, work location and partner, before WHERE. */
function joinedAssignments<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({
      ...extra,
      id: assignments.id,
      status: assignments.status,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      jobTitle: jobs.title,
      contractorId: contractors.id,
      contractorName: contractorNameSql,
      clientId: clients.id,
      clientName: clients.name,
      requiresProjectCode: clients.requiresProjectCode,
      partnerId: partners.id,
      partnerName: partners.name,
      partnerSelfEmployer: partners.selfEmployer,
      selfTimeSheets: partners.selfTimeSheets,
      locationId: workLocations.id,
      locationName: workLocations.name,
      timezone: workLocations.timezone,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId));
}
export type JoinedAssignment = Awaited<ReturnType<typeof joinedAssignments>>[number];

export async function listEntryAssignments(
  db: DbOrTx,
  p: Principal,
  f: EntryAssignmentFilter,
): Promise<ListPage<TimesheetEntryAssignmentView>> {
  const where = openToEntry(p, db, f);
  return keysetList(db, {
    select: (listKey) => joinedAssignments(db, { listKey }).$dynamic(),
    where,
    // The rule reads the partner, the search the job, client and contractor.
    matching: db
      .select({ one: sql`1` })
      .from(assignments)
      .innerJoin(jobs, eq(jobs.id, assignments.jobId))
      .innerJoin(clients, eq(clients.id, assignments.clientId))
      .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
      .innerJoin(partners, eq(partners.id, assignments.partnerId))
      .where(where)
      .$dynamic(),
    keyset: keysetOf(SORTS, f.sort, 'contractor', [contractorNameSql, clients.name, assignments.id]),
    request: f,
    view: (r): TimesheetEntryAssignmentView => ({
      id: r.id,
      status: r.status === 'ended' ? 'ended' : 'live',
      start_date: r.startDate,
      end_date: r.endDate,
      job_title: r.jobTitle,
      contractor: { id: r.contractorId, name: r.contractorName },
      client: { id: r.clientId, name: r.clientName, requires_project_code: r.requiresProjectCode },
      partner: { id: r.partnerId, name: r.partnerName },
      work_location: { id: r.locationId, name: r.locationName, timezone: r.timezone },
    }),
  });
}

/**
 * The week grid's assignments: the contractor's live and ended assignments in the caller's scope that
 * overlap the week, earliest first (whether time may be entered on each is the week service's rule).
 */
export async function weekAssignments(
  db: DbOrTx,
  p: Principal,
  contractorId: string,
  weekStart: string,
  weekEnd: string,
): Promise<JoinedAssignment[]> {
  return joinedAssignments(db)
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
}

/** The clients' active project codes, by code. */
export async function activeProjectCodes(db: DbOrTx, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(projectCodes)
    .where(and(inArray(projectCodes.clientId, [...clientIds]), eq(projectCodes.active, true)))
    .orderBy(asc(projectCodes.code));
}

/** Every rate row of these assignments (`rateOn` picks the one in effect per day). */
export async function rateRowsOfAssignments(db: DbOrTx, assignmentIds: readonly string[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select()
    .from(assignmentRates)
    .where(inArray(assignmentRates.assignmentId, [...assignmentIds]));
}

/** The contractor of an assignment in the caller's scope (undefined outside it). */
export async function contractorOfAssignment(
  db: DbOrTx,
  p: Principal,
  assignmentId: string,
): Promise<string | undefined> {
  const [a] = await db
    .select({ contractorId: assignments.contractorId })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), assignmentScope(p, db)));
  return a?.contractorId;
}

/** The employer of one of the contractor's assignments in the caller's scope (that assignment's, when given). */
export async function employerOfContractor(
  db: DbOrTx,
  p: Principal,
  contractorId: string,
  assignmentId: string | undefined,
): Promise<{ id: string; selfEmployer: boolean } | undefined> {
  const [employer] = await db
    .select({ id: partners.id, selfEmployer: partners.selfEmployer })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .where(
      and(
        eq(assignments.contractorId, contractorId),
        assignmentScope(p, db),
        assignmentId ? eq(assignments.id, assignmentId) : undefined,
      ),
    )
    .limit(1);
  return employer;
}

/**
 * The contractor's next placement in the caller's scope that starts after the week (pending or live), the
 * earliest first: what an empty week names as coming (issue 16).
 */
export async function nextAssignmentAfter(
  db: DbOrTx,
  p: Principal,
  contractorId: string,
  weekEnd: string,
): Promise<JoinedAssignment | undefined> {
  const [row] = await joinedAssignments(db)
    .where(
      and(
        assignmentScope(p, db),
        eq(assignments.contractorId, contractorId),
        inArray(assignments.status, ['pending', 'live']),
        sql`${assignments.startDate} > ${weekEnd}`,
      ),
    )
    .orderBy(asc(assignments.startDate), asc(assignments.id))
    .limit(1);
  return row;
}
