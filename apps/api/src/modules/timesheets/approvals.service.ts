/**
 * The approvals queue: pending entries grouped per contractor × workweek (the employer's workweek
 * start day; Monday by default), scoped like the timesheet list. A group's detail is every entry of
 * that contractor-week the caller may see, with its buttons.
 */
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  approvalGroupId,
  parseApprovalGroupId,
  type ApprovalGroupDetail,
  type ApprovalGroupView,
  type NamedRef,
} from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { clients, contractors, jobs, assignments, partners, payCalendars, timesheets } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';
import { toTimesheetViews } from './timesheet-view.js';
import { allTimesheetRows, contractorNameSql, timesheetScope } from './timesheets.repository.js';

/** The entry's workweek start: back to the employer's start day (pay calendar, default Monday). */
const weekStartSql = sql<string>`(${timesheets.date} - ((extract(dow from ${timesheets.date})::int - coalesce(${payCalendars.workweekStartDay}, 1) + 7) % 7))::date::text`;
const employerKeySql = sql`case when ${partners.selfEmployer} then ${partners.id}::text else ${PLATFORM_EMPLOYER} end`;

export interface ApprovalFilter {
  weekStart?: string | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  partnerId?: string | undefined;
  search?: string | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
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

function toGroupView(r: {
  contractorId: string;
  contractorName: string;
  partnerId: string;
  partnerName: string;
  clients: NamedRef[];
  weekStart: string;
  pendingCount: number;
  pendingMinutes: number;
  firstEntered: string | Date;
}): ApprovalGroupView {
  return {
    id: approvalGroupId(r.contractorId, r.weekStart),
    contractor: { id: r.contractorId, name: r.contractorName },
    partner: { id: r.partnerId, name: r.partnerName },
    clients: [...r.clients].sort((a, b) => a.name.localeCompare(b.name)),
    week_start: r.weekStart,
    week_end: addDays(r.weekStart, 6),
    pending_count: Number(r.pendingCount),
    pending_minutes: Number(r.pendingMinutes),
    first_entered: new Date(r.firstEntered).toISOString(),
  };
}

export async function listApprovalGroups(db: DbOrTx, p: Principal, f: ApprovalFilter) {
  const groups = groupedPending(db, p, f).as('g');
  const where = f.weekStart ? eq(groups.weekStart, f.weekStart) : undefined;
  const order =
    f.sort.column === 'contractor'
      ? groups.contractorName
      : f.sort.column === 'pending_minutes'
        ? groups.pendingMinutes
        : groups.weekStart;
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(f.sort.desc ? desc(order) : asc(order), asc(groups.contractorName), asc(groups.contractorId))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(groups).where(where);
  return { rows: rows.map(toGroupView), total: total?.n ?? 0 };
}

export async function approvalGroupDetail(db: DbOrTx, p: Principal, id: string): Promise<ApprovalGroupDetail> {
  const key = parseApprovalGroupId(id);
  if (!key) throw notFound();
  const weekEnd = addDays(key.weekStart, 6);
  const rows = await allTimesheetRows(
    db,
    p,
    { contractorId: key.contractorId, dateFrom: key.weekStart, dateTo: weekEnd },
    500,
  );
  if (rows.length === 0) throw notFound();
  const entries = await toTimesheetViews(db, p, rows);
  const pending = entries.filter((e) => e.status === 'pending');
  const clientsById = new Map(entries.map((e) => [e.client.id, { id: e.client.id, name: e.client.name }]));
  const first = rows[0]!;
  return {
    id: approvalGroupId(key.contractorId, key.weekStart),
    contractor: { id: key.contractorId, name: first.contractorName },
    partner: { id: first.entry.partnerId, name: first.partner.name },
    clients: [...clientsById.values()].sort((a, b) => a.name.localeCompare(b.name)),
    week_start: key.weekStart,
    week_end: weekEnd,
    pending_count: pending.length,
    pending_minutes: pending.reduce((s, e) => s + e.minutes_worked, 0),
    first_entered: rows
      .map((r) => r.entry.createdAt)
      .reduce((a, b) => (a < b ? a : b))
      .toISOString(),
    entries,
    total_minutes: entries.reduce((s, e) => s + e.minutes_worked, 0),
  };
}
