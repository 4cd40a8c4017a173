/** Assignment rows with their parties, always read through the caller's scope (a row outside it is not found). */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssignmentStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  clients,
  contractors,
  departments,
  endClients,
  jobs,
  partners,
  workersCompCodes,
  workLocations,
} from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { assignmentScope } from '../../lib/row-scopes.js';

const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

const selection = {
  assignment: assignments,
  clientName: clients.name,
  contractorName,
  contractorClassification: contractors.classification,
  partnerName: partners.name,
  partnerSelfEmployer: partners.selfEmployer,
  job: { id: jobs.id, title: jobs.title, classification: jobs.classification, salaried: jobs.salaried },
  workersCompCode: workersCompCodes.code,
  workLocation: {
    id: workLocations.id,
    name: workLocations.name,
    streetAddressLine1: workLocations.streetAddressLine1,
    city: workLocations.city,
    state: workLocations.state,
    zipcode: workLocations.zipcode,
    country: workLocations.country,
  },
  endClientName: endClients.name,
  departmentName: departments.name,
};

export type AssignmentJoined = {
  assignment: typeof assignments.$inferSelect;
  clientName: string;
  contractorName: string;
  contractorClassification: (typeof contractors.$inferSelect)['classification'];
  partnerName: string;
  /** Whether the partner employs its own workers: whose company taxes set the margin's SUTA and workers' comp. */
  partnerSelfEmployer: boolean;
  job: { id: string; title: string; classification: (typeof jobs.$inferSelect)['classification']; salaried: boolean };
  workersCompCode: string | null;
  workLocation: {
    id: string;
    name: string;
    streetAddressLine1: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    country: 'US' | 'CA' | null;
  };
  endClientName: string | null;
  departmentName: string | null;
};

function joined<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({ ...selection, ...extra })
    .from(assignments)
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(workersCompCodes, eq(workersCompCodes.id, jobs.workersCompCodeId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .leftJoin(endClients, eq(endClients.id, assignments.endClientId))
    .leftJoin(departments, eq(departments.id, assignments.departmentId));
}

const SORTS = {
  start_date: assignments.startDate,
  end_date: assignments.endDate,
  status: assignments.status,
  created_at: assignments.createdAt,
  client: clients.name,
  contractor: contractorName,
  job_title: jobs.title,
} as const;
export const ASSIGNMENT_SORTS = Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]];

export interface AssignmentListFilter extends ListRequest {
  status?: AssignmentStatus | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  search?: string | undefined;
}

export async function listAssignmentRows(db: DbOrTx, p: Principal, f: AssignmentListFilter) {
  const where = and(
    assignmentScope(p, db),
    f.status ? eq(assignments.status, f.status) : undefined,
    f.clientId ? eq(assignments.clientId, f.clientId) : undefined,
    f.contractorId ? eq(assignments.contractorId, f.contractorId) : undefined,
    f.partnerId ? eq(assignments.partnerId, f.partnerId) : undefined,
    f.search
      ? or(
          ilike(contractorName, containsPattern(f.search)),
          ilike(clients.name, containsPattern(f.search)),
          ilike(jobs.title, containsPattern(f.search)),
        )
      : undefined,
  );
  return keysetList(db, {
    select: (listKey) => joined(db, { listKey }).$dynamic(),
    where,
    // The search reads the contractor, client and job: only then does the count need those joins.
    matching: f.search
      ? db
          .select({ one: sql`1` })
          .from(assignments)
          .innerJoin(clients, eq(clients.id, assignments.clientId))
          .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
          .innerJoin(jobs, eq(jobs.id, assignments.jobId))
          .where(where)
          .$dynamic()
      : matchingRows(db, assignments, where),
    keyset: keysetOf(SORTS, f.sort, 'start_date', [assignments.id]),
    request: f,
    view: (row) => row as AssignmentJoined,
  });
}

export async function findVisibleAssignment(db: DbOrTx, p: Principal, id: string) {
  const [row] = (await joined(db)
    .where(and(eq(assignments.id, id), assignmentScope(p, db)))
    .limit(1)) as AssignmentJoined[];
  return row;
}

export type AssignmentRateRow = typeof assignmentRates.$inferSelect;

export async function ratesOf(db: DbOrTx, assignmentIds: readonly string[]): Promise<AssignmentRateRow[]> {
  if (assignmentIds.length === 0) return [];
  return db
    .select()
    .from(assignmentRates)
    .where(inArray(assignmentRates.assignmentId, [...assignmentIds]))
    .orderBy(desc(assignmentRates.effectiveDate), desc(assignmentRates.createdAt));
}

/**
 * The live and pending placements of these contractors that the caller sees, each contractor's live ones first,
 * then by the latest start: the first of each is its current placement (the contractors list, issue 16).
 */
export async function openAssignmentRowsOf(db: DbOrTx, p: Principal, contractorIds: readonly string[]) {
  if (contractorIds.length === 0) return [];
  return (await joined(db)
    .where(
      and(
        assignmentScope(p, db),
        inArray(assignments.contractorId, [...contractorIds]),
        inArray(assignments.status, ['live', 'pending']),
      ),
    )
    .orderBy(
      assignments.contractorId,
      sql`(${assignments.status} = 'live') desc`,
      desc(assignments.startDate),
      assignments.id,
    )) as AssignmentJoined[];
}
