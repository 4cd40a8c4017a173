/**
 * The assignments the caller may enter time for, with what the entry form needs (contractor, client
 * and its project-code rule, job, work location and time zone). The rules are creating an entry's
 * (`assignmentForEntry` + `assertMayEnterTime`): the caller's assignment scope, not a partner that
 * keeps its own time sheets, live (or ended, for late time, when the caller is not the contractor).
 * Pending assignments take no time.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TimesheetEntryAssignmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { assignments, clients, contractors, jobs, partners, workLocations } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { assignmentScope } from '../../lib/row-scopes.js';
import { containsPattern } from '../../lib/sql.js';
import { contractorNameSql } from './timesheets.repository.js';

export interface EntryAssignmentFilter {
  search?: string | undefined;
  contractorId?: string | undefined;
  clientId?: string | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

/** The same rule as `assertMayEnterTime`, as a condition on the assignment rows. */
function openToEntry(p: Principal, db: DbOrTx, f: EntryAssignmentFilter): SQL | undefined {
  return and(
    assignmentScope(p, db),
    eq(partners.selfTimeSheets, false),
    p.userType === 'contractor' ? eq(assignments.status, 'live') : inArray(assignments.status, ['live', 'ended']),
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

const SORT_COLUMNS: Record<string, SQL> = {
  contractor: contractorNameSql,
  client: sql`${clients.name}`,
  job_title: sql`${jobs.title}`,
  start_date: sql`${assignments.startDate}`,
};

export async function listEntryAssignments(
  db: DbOrTx,
  p: Principal,
  f: EntryAssignmentFilter,
): Promise<{ rows: TimesheetEntryAssignmentView[]; total: number }> {
  const where = openToEntry(p, db, f);
  const order = SORT_COLUMNS[f.sort.column] ?? contractorNameSql;
  const rows = await db
    .select({
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
      locationId: workLocations.id,
      locationName: workLocations.name,
      timezone: workLocations.timezone,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .where(where)
    .orderBy(f.sort.desc ? desc(order) : asc(order), asc(contractorNameSql), asc(clients.name), asc(assignments.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status === 'ended' ? 'ended' : 'live',
      start_date: r.startDate,
      end_date: r.endDate,
      job_title: r.jobTitle,
      contractor: { id: r.contractorId, name: r.contractorName },
      client: { id: r.clientId, name: r.clientName, requires_project_code: r.requiresProjectCode },
      partner: { id: r.partnerId, name: r.partnerName },
      work_location: { id: r.locationId, name: r.locationName, timezone: r.timezone },
    })),
    total: Number(total?.n ?? 0),
  };
}
