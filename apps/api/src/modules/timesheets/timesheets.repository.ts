/** Timesheet rows with their parties, always read through the caller's scope (a row outside it is not found). */
import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TimesheetStatus, TimesheetType } from '@app/domain';
import { addDays } from '@app/paybill';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockRowsInIdOrder } from '../../lib/locks.js';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  projectCodes,
  timesheets,
  workLocations,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, type ListRequest, type Sort } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { preparedByUserType } from '../../lib/prepared-scope.js';
import { rowScope } from '../../lib/row-scopes.js';
import { paySplitSql, rateInEffectSql, userNameSql } from './timesheet-view.repository.js';

/** Time: sales partners see their referred partners' entries (spec section 6). */
export const timesheetScope = (p: Principal, db: DbOrTx) =>
  rowScope(
    p,
    db,
    { partnerId: timesheets.partnerId, clientId: timesheets.clientId, contractorId: timesheets.contractorId },
    { referredPartners: true },
  );

export const contractorNameSql = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

const selection = {
  entry: timesheets,
  jobTitle: jobs.title,
  contractorName: contractorNameSql,
  client: {
    name: clients.name,
    requiresSignature: clients.requiresSignatureForApproval,
    requiresProjectCode: clients.requiresProjectCode,
  },
  partner: { name: partners.name, selfEmployer: partners.selfEmployer },
  workLocation: {
    name: workLocations.name,
    timezone: workLocations.timezone,
    state: workLocations.state,
    country: workLocations.country,
  },
  projectCode: { id: projectCodes.id, code: projectCodes.code, description: projectCodes.description },
  approvalUserName: userNameSql(timesheets.approvalUserId),
  rejectionUserName: userNameSql(timesheets.rejectionUserId),
  enteringUserName: userNameSql(timesheets.enteringUserId),
  editingUserName: userNameSql(timesheets.editingUserId),
  rate: rateInEffectSql,
  paySplit: paySplitSql,
};

export interface TimesheetJoined {
  entry: typeof timesheets.$inferSelect;
  jobTitle: string;
  contractorName: string;
  client: { name: string; requiresSignature: boolean; requiresProjectCode: boolean };
  partner: { name: string; selfEmployer: boolean };
  workLocation: { name: string; timezone: string; state: string | null; country: 'US' | 'CA' | null };
  projectCode: { id: string; code: string; description: string | null } | null;
  approvalUserName: string | null;
  rejectionUserName: string | null;
  enteringUserName: string | null;
  editingUserName: string | null;
  /** The assignment's rates in effect on the entry's date. */
  rate: { pay: string | null; bill: string | null } | null;
  /** Net pay-side minutes per ledger classification. */
  paySplit: [string, number][] | null;
}

function joined<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({ ...selection, ...extra })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(clients, eq(clients.id, timesheets.clientId))
    .innerJoin(partners, eq(partners.id, timesheets.partnerId))
    .innerJoin(workLocations, eq(workLocations.id, timesheets.workLocationId))
    .leftJoin(projectCodes, eq(projectCodes.id, timesheets.projectCodeId));
}

const asJoined = (rows: unknown[]) =>
  (rows as (Omit<TimesheetJoined, 'projectCode'> & { projectCode: TimesheetJoined['projectCode'] })[]).map((r) => ({
    ...r,
    projectCode: r.projectCode?.id ? r.projectCode : null,
  })) as TimesheetJoined[];

export interface TimesheetFilter {
  weekStart?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
  partnerId?: string | undefined;
  status?: TimesheetStatus | undefined;
  type?: TimesheetType | undefined;
  paid?: boolean | undefined;
  search?: string | undefined;
  ids?: readonly string[] | undefined;
}

function timesheetWhere(p: Principal, db: DbOrTx, f: TimesheetFilter): SQL | undefined {
  return and(
    timesheetScope(p, db),
    f.ids ? inArray(timesheets.id, [...f.ids]) : undefined,
    f.weekStart ? and(gte(timesheets.date, f.weekStart), lte(timesheets.date, addDays(f.weekStart, 6))) : undefined,
    f.dateFrom ? gte(timesheets.date, f.dateFrom) : undefined,
    f.dateTo ? lte(timesheets.date, f.dateTo) : undefined,
    f.clientId ? eq(timesheets.clientId, f.clientId) : undefined,
    f.contractorId ? eq(timesheets.contractorId, f.contractorId) : undefined,
    f.assignmentId ? eq(timesheets.assignmentId, f.assignmentId) : undefined,
    f.partnerId ? eq(timesheets.partnerId, f.partnerId) : undefined,
    f.status ? eq(timesheets.status, f.status) : undefined,
    f.type ? eq(timesheets.type, f.type) : undefined,
    f.paid !== undefined ? eq(timesheets.paid, f.paid) : undefined,
    f.search
      ? or(
          ilike(contractorNameSql, containsPattern(f.search)),
          ilike(clients.name, containsPattern(f.search)),
          ilike(jobs.title, containsPattern(f.search)),
          ilike(timesheets.task, containsPattern(f.search)),
        )
      : undefined,
  );
}

/**
 * The list's sorts (lib/keyset.ts): the column, then the shift's start and the id so the order is
 * unique and one index (partner or client or contractor, status, date, start, id) serves it.
 */
const SORT_KEYS: KeyMap = {
  date: timesheets.date,
  status: timesheets.status,
  contractor: contractorNameSql,
  client: clients.name,
  hours_worked: timesheets.minutesWorked,
  created_date: timesheets.createdAt,
};
const TIE_BREAKS = [timesheets.timeStart, timesheets.id];

const timesheetKeyset = (sort: Sort) => keysetOf(SORT_KEYS, sort, 'date', TIE_BREAKS);

/** The rows the filter matches, on the base table: the joins come in only for the search they serve. */
function matchingTimesheets(db: DbOrTx, where: SQL | undefined, search: boolean) {
  const base = db
    .select({ one: sql`1` })
    .from(timesheets)
    .$dynamic();
  if (!search) return base.where(where);
  return base
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(clients, eq(clients.id, timesheets.clientId))
    .where(where);
}

/** One page of the list (lib/list-page.ts `keysetList`: by cursor or page number, a capped total). */
export async function listTimesheetRows(db: DbOrTx, p: Principal, f: TimesheetFilter & ListRequest) {
  const where = timesheetWhere(p, db, f);
  const page = await keysetList(db, {
    select: (listKey) => joined(db, { listKey }).$dynamic(),
    where,
    matching: matchingTimesheets(db, where, Boolean(f.search)),
    keyset: timesheetKeyset(f.sort),
    request: f,
    view: (row) => row,
  });
  return { ...page, rows: asJoined(page.rows) };
}

/** Every row a filter matches (bulk decisions, the week grid), oldest first. */
export async function allTimesheetRows(db: DbOrTx, p: Principal, f: TimesheetFilter, limit: number) {
  const rows = await joined(db)
    .where(timesheetWhere(p, db, f))
    .orderBy(asc(timesheets.date), asc(timesheets.timeStart), asc(timesheets.id))
    .limit(limit);
  return asJoined(rows);
}

/** The detail's read (GET /v2/timesheets/:id): the same row query, prepared once per user type. */
const visibleTimesheetStatement = preparedByUserType('timesheet_detail', (db, scopeOf, name) =>
  joined(db)
    .where(and(eq(timesheets.id, sql.placeholder('id')), timesheetScope(scopeOf, db)))
    .limit(1)
    .prepare(name),
);

export async function readVisibleTimesheet(db: Db, p: Principal, id: string) {
  return asJoined(await visibleTimesheetStatement(db, p, { id }))[0];
}

export async function findVisibleTimesheet(db: DbOrTx, p: Principal, id: string) {
  const rows = await joined(db)
    .where(and(eq(timesheets.id, id), timesheetScope(p, db)))
    .limit(1);
  return asJoined(rows)[0];
}

/** Locks the entries' rows for the decision (the caller's scope applied first, so foreign ids lock nothing). */
export async function lockTimesheets(db: DbOrTx, ids: readonly string[]) {
  await lockRowsInIdOrder(db, timesheets, ids);
}

/** The table and date a staff list's recent period reads (lib/recent-period.ts). */
export const TIMESHEET_DATES = { table: timesheets, date: timesheets.date };
