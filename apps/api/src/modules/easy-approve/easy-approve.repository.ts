/** Easy-approve tokens and the weeks they open. Only sha256 of a token is ever stored or looked up. */
import { and, asc, between, eq, inArray, lte, sql } from 'drizzle-orm';
import { EASY_APPROVE_ROLES } from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  easyApproveTokens,
  partners,
  payCalendars,
  projectCodes,
  timesheets,
  users,
  workLocations,
} from '../../db/schema/index.js';
import { DEFAULT_PAY_CALENDAR, PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';

export type EasyApproveTokenRow = typeof easyApproveTokens.$inferSelect;

/** The entry's employer: the platform for EOR work, else the self-employer partner (its pay calendar's key). */
const employerKeySql = sql`case when ${partners.selfEmployer} then ${partners.id}::text else ${PLATFORM_EMPLOYER} end`;
/**
 * The first day of the employer's workweek holding a work date: back to its pay calendar's start day
 * (Monday when it keeps none). A client's entries all have one employer (the client's partner's).
 */
// The default is inlined, not a bound parameter: the grouping must see the select's very expression.
const DEFAULT_START_DAY = sql.raw(String(Number(DEFAULT_PAY_CALENDAR.workweekStartDay)));
const weekStartDate = sql`(${timesheets.date} - ((extract(dow from ${timesheets.date})::int - coalesce(${payCalendars.workweekStartDay}, ${DEFAULT_START_DAY}) + 7) % 7))`;
const weekStartOf = sql<string>`${weekStartDate}::text`;

/**
 * Clients × workweeks (started by `today`) that hold pending entries, with how many. `weekStart` (a
 * Monday) picks, per client, the employer's workweek that holds that Monday.
 */
export async function pendingWeeks(
  db: DbOrTx,
  f: { today: string; clientId?: string | undefined; weekStart?: string | undefined },
) {
  return db
    .select({
      clientId: timesheets.clientId,
      clientName: clients.name,
      weekStart: weekStartOf,
      entries: sql<number>`count(*)::int`,
    })
    .from(timesheets)
    .innerJoin(clients, eq(clients.id, timesheets.clientId))
    .innerJoin(partners, eq(partners.id, timesheets.partnerId))
    .leftJoin(payCalendars, eq(payCalendars.employerKey, employerKeySql))
    .where(
      and(
        eq(timesheets.status, 'pending'),
        f.weekStart
          ? and(
              between(timesheets.date, addDays(f.weekStart, -6), addDays(f.weekStart, 6)),
              sql`${weekStartDate} between ${addDays(f.weekStart, -6)}::date and ${f.weekStart}::date`,
            )
          : lte(timesheets.date, f.today),
        f.clientId ? eq(timesheets.clientId, f.clientId) : undefined,
      ),
    )
    .groupBy(timesheets.clientId, clients.name, weekStartOf)
    .orderBy(asc(clients.name), asc(weekStartOf));
}

/** A client's users who decide its timesheets by e-mail (active, with an approving role). */
export async function clientApprovers(db: DbOrTx, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, clientId: users.clientId })
    .from(users)
    .where(
      and(
        inArray(users.clientId, [...clientIds]),
        eq(users.active, true),
        inArray(users.role, [...EASY_APPROVE_ROLES]),
      ),
    )
    .orderBy(asc(users.email));
}

/**
 * Issues the link of an approver × client × week: a new hash replaces any earlier one (so only the
 * latest mailed link works), with a fresh expiry and not yet used.
 */
export async function upsertToken(
  db: DbOrTx,
  v: { tokenHash: string; approverUserId: string; clientId: string; weekStart: string; expiresAt: Date },
) {
  await db
    .insert(easyApproveTokens)
    .values(v)
    .onConflictDoUpdate({
      target: [easyApproveTokens.approverUserId, easyApproveTokens.clientId, easyApproveTokens.weekStart],
      set: { tokenHash: v.tokenHash, expiresAt: v.expiresAt, usedAt: null, createdAt: new Date() },
    });
}

/** The token row by hash; `lock` holds it for the submitting transaction (a second submit waits, then sees it used). */
export async function findToken(db: DbOrTx, tokenHash: string, lock = false) {
  const q = db.select().from(easyApproveTokens).where(eq(easyApproveTokens.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function markTokenUsed(db: DbOrTx, id: string, at: Date) {
  await db.update(easyApproveTokens).set({ usedAt: at }).where(eq(easyApproveTokens.id, id));
}

export async function clientName(db: DbOrTx, clientId: string) {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.name ?? '';
}

/** Every entry of one client's week (the seven days from its start, by work date), in the order the approver reads them. */
export async function weekEntries(db: DbOrTx, clientId: string, weekStart: string) {
  return db
    .select({
      id: timesheets.id,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      date: timesheets.date,
      timeStart: timesheets.timeStart,
      timeEnd: timesheets.timeEnd,
      breakTimeMinutes: timesheets.breakTimeMinutes,
      minutesWorked: timesheets.minutesWorked,
      type: timesheets.type,
      status: timesheets.status,
      projectCode: projectCodes.code,
      task: timesheets.task,
      workLocation: workLocations.name,
    })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(workLocations, eq(workLocations.id, timesheets.workLocationId))
    .leftJoin(projectCodes, eq(projectCodes.id, timesheets.projectCodeId))
    .where(and(eq(timesheets.clientId, clientId), between(timesheets.date, weekStart, addDays(weekStart, 6))))
    .orderBy(asc(contractors.lastName), asc(contractors.firstName), asc(timesheets.date), asc(timesheets.timeStart));
}

/** Of `ids`, those that are entries of this client's week: anything else the token cannot touch. */
export async function idsInWeek(db: DbOrTx, clientId: string, weekStart: string, ids: readonly string[]) {
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.id, [...ids]),
        eq(timesheets.clientId, clientId),
        between(timesheets.date, weekStart, addDays(weekStart, 6)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
