/**
 * GET /v2/timesheets/assignments: the assignments the caller may enter time for, with what the entry
 * form needs (contractor, client and its project-code rule, job, work location and time zone). The
 * rules are creating an entry's (`assignmentForEntry` + `assertMayEnterTime`): the caller's assignment
 * scope, input time allowed for their role, not a partner that keeps its own time sheets, live (or
 * ended, for late time, when the caller is not the contractor). Pending assignments take no time.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mayWriteTime,
  TIMESHEET_ENTRY_ASSIGNMENT_SORTS,
  timesheetEntryAssignmentFilters,
  type TimesheetEntryAssignmentView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { assignments, clients, contractors, jobs, partners, workLocations } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { containsPattern } from '../../lib/sql.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { assignmentScope } from '../../lib/row-scopes.js';
import type { Principal } from '../../lib/principal.js';
import { contractorNameSql } from './timesheets.repository.js';

const query = listQuerySchema(TIMESHEET_ENTRY_ASSIGNMENT_SORTS, timesheetEntryAssignmentFilters);

interface Filter {
  search?: string | undefined;
  contractorId?: string | undefined;
  clientId?: string | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

/** The same rule as `assertMayEnterTime`, as a condition on the assignment rows. */
function openToEntry(p: Principal, db: DbOrTx, f: Filter): SQL | undefined {
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
  f: Filter,
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

export async function timesheetEntryAssignmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/timesheets/assignments',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/timesheets' } },
      schema: { querystring: query, tags: ['timesheets'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      if (!mayWriteTime({ subject: p.subject, ownEntry: p.userType === 'contractor' }))
        throw forbidden('Your role may not enter time');
      const q = req.query;
      const result = await listEntryAssignments(deps.db, p, {
        search: q.search,
        contractorId: q.contractor_id,
        clientId: q.client_id,
        sort: sortOf(q, 'contractor'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'timesheet-assignments',
        columns: [
          { header: 'Contractor', value: (a) => a.contractor.name },
          { header: 'Client', value: (a) => a.client.name },
          { header: 'Job', value: (a) => a.job_title },
          { header: 'Work location', value: (a) => a.work_location.name },
          { header: 'Time zone', value: (a) => a.work_location.timezone },
          { header: 'Status', value: (a) => a.status },
          { header: 'Start date', value: (a) => a.start_date },
          { header: 'End date', value: (a) => a.end_date },
          { header: 'Requires project code', value: (a) => a.client.requires_project_code },
        ],
      });
    },
  );
}
