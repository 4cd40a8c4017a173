/**
 * The approvals queue's query: pending entries grouped per contractor × workweek (the employer's
 * workweek start day from its pay calendar, Monday by default), scoped like the timesheet list.
 */
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { NamedRef } from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  jobs,
  assignments,
  partners,
  payCalendars,
  timesheets,
  workLocations,
} from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, type ListRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';
import { contractorNameSql, timesheetScope } from './timesheets.repository.js';

/** The entry's workweek start: back to the employer's start day (pay calendar, default Monday). */
const weekStartSql = sql<string>`(${timesheets.date} - ((extract(dow from ${timesheets.date})::int - coalesce(${payCalendars.workweekStartDay}, 1) + 7) % 7))::date::text`;
const employerKeySql = sql`case when ${partners.selfEmployer} then ${partners.id}::text else ${PLATFORM_EMPLOYER} end`;

export interface ApprovalFilter extends ListRequest {
  weekStart?: string | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  search?: string | undefined;
}

function groupedPending(db: DbOrTx, p: Principal, f: ApprovalFilter) {
  return db
    .select({
      contractorId: timesheets.contractorId,
      contractorName: sql<string>`min(${contractorNameSql})`.as('contractor_name'),
      partnerId: sql<string>`min(${timesheets.partnerId}::text)`.as('partner_id'),
      partnerName: sql<string>`min(${partners.name})`.as('partner_name'),
      clients: sql<NamedRef[]>`jsonb_agg(distinct jsonb_build_object('id', ${clients.id}, 'name', ${clients.name}))`.as(
        'clients',
      ),
      weekStart: weekStartSql.as('week_start'),
      pendingCount: sql<number>`count(*)::int`.as('pending_count'),
      pendingMinutes: sql<number>`sum(${timesheets.minutesWorked})::int`.as('pending_minutes'),
      pendingIds: sql<string[]>`array_agg(${timesheets.id}::text order by ${timesheets.date}, ${timesheets.id})`.as(
        'pending_ids',
      ),
      firstEntered: sql<string>`min(${timesheets.createdAt})`.as('first_entered'),
    })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(clients, eq(clients.id, timesheets.clientId))
    .innerJoin(partners, eq(partners.id, timesheets.partnerId))
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(payCalendars, eq(payCalendars.employerKey, employerKeySql))
    .where(
      and(
        timesheetScope(p, db),
        eq(timesheets.status, 'pending'),
        f.clientId ? eq(timesheets.clientId, f.clientId) : undefined,
        f.contractorId ? eq(timesheets.contractorId, f.contractorId) : undefined,
        f.partnerId ? eq(timesheets.partnerId, f.partnerId) : undefined,
        f.search ? sql`${contractorNameSql} ilike ${containsPattern(f.search)}` : undefined,
        f.weekStart
          ? and(gte(timesheets.date, addDays(f.weekStart, -6)), lte(timesheets.date, addDays(f.weekStart, 6)))
          : undefined,
      ),
    )
    .groupBy(timesheets.contractorId, weekStartSql);
}

/**
 * One page of the groups in the asked order (lib/list-page.ts `keysetList`; a group is one
 * contractor's week, so the contractor's name, id and the week make the order unique).
 */
export async function approvalGroupRows(db: DbOrTx, p: Principal, f: ApprovalFilter) {
  const g = groupedPending(db, p, f).as('g');
  const where = f.weekStart ? eq(g.weekStart, f.weekStart) : undefined;
  const sorts = { week_start: g.weekStart, contractor: g.contractorName, pending_minutes: g.pendingMinutes };
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          contractorId: g.contractorId,
          contractorName: g.contractorName,
          partnerId: g.partnerId,
          partnerName: g.partnerName,
          clients: g.clients,
          weekStart: g.weekStart,
          pendingCount: g.pendingCount,
          pendingMinutes: g.pendingMinutes,
          pendingIds: g.pendingIds,
          firstEntered: g.firstEntered,
          listKey,
        })
        .from(g)
        .$dynamic(),
    where,
    matching: db
      .select({ one: sql`1` })
      .from(g)
      .where(where)
      .$dynamic(),
    keyset: keysetOf(sorts, f.sort, 'week_start', [g.contractorName, g.contractorId, g.weekStart]),
    request: f,
    view: (row) => row,
  });
}

/**
 * Every entry the caller sees of these contractor-weeks, any status (what the week page prices), with the
 * currency it bills in — a Canadian work location bills in Canadian dollars, as the invoice run groups
 * (decision 0035). One statement for a whole page of groups (decision 0108).
 */
export async function weekEntriesOfGroups(
  db: DbOrTx,
  p: Principal,
  groups: readonly { contractorId: string; weekStart: string }[],
) {
  if (groups.length === 0) return [];
  return db
    .select({
      id: timesheets.id,
      contractorId: timesheets.contractorId,
      date: timesheets.date,
      currency: sql<string>`case when ${workLocations.country} = 'CA' then 'cad' else 'usd' end`,
    })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .leftJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(
      and(
        timesheetScope(p, db),
        or(
          ...groups.map((g) =>
            and(
              eq(timesheets.contractorId, g.contractorId),
              gte(timesheets.date, g.weekStart),
              lte(timesheets.date, addDays(g.weekStart, 6)),
            ),
          ),
        ),
      ),
    );
}
