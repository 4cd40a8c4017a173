/**
 * Forms I-9 with the contractor, its partner, who signed section 2, and the dates that make one due
 * (decision 0079): the first day of employment (the contractor's earliest assignment start), section 2's
 * due date (three business days later, W-2 workers only) and the work authorization's current expiry
 * (the last re-verification's, else section 1's). The document verifier's queue reads them.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  bankHolidaysBetween,
  I9_REVERIFICATION_WARNING_DAYS,
  I9_SECTION2_BUSINESS_DAYS,
  type I9ListFilter,
  type I9Row,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  contractors,
  i9RemindersSent,
  i9Reverifications,
  i9Forms,
  partners,
  users,
} from '../../db/schema/index.js';
import { nullableKey } from '../../lib/keyset.js';
import type { Principal } from '../../lib/principal.js';
import { contractorScope } from '../verifications/verifier-queue.js';

const signers = alias(users, 'signers');
const verifiers = alias(users, 'verifiers');

/**
 * The bank holidays the due date skips, as one array parameter: the years a start date may fall in. A
 * start before 2000 counts weekdays only (such a form is long complete).
 */
const BANK_HOLIDAYS = `{${bankHolidaysBetween(2000, 2060).join(',')}}`;

const firstStart = sql`min(${assignments.startDate})`;
/**
 * Per form, one lateral subquery: the first day of employment and section 2's due date — the third
 * business day after it (weekdays less the bank holidays, as `section2DueOn` counts; three weeks always
 * hold three of them), for W-2 workers only.
 */
const employment = new QueryBuilder()
  .select({
    startDate: sql<string | null>`${firstStart}`.as('employment_start_date'),
    // The outer row's contractor, named in full: this subquery's own FROM is assignments alone.
    dueOn: sql<string | null>`case when "contractors"."classification" = 'w-2' then (
        select ${firstStart} + g.n from generate_series(1, 21) as g(n)
        where extract(isodow from ${firstStart} + g.n) < 6 and ${firstStart} + g.n <> all(${BANK_HOLIDAYS}::date[])
        order by g.n offset ${sql.raw(String(I9_SECTION2_BUSINESS_DAYS - 1))} limit 1
      ) end`.as('section2_due_on'),
  })
  .from(assignments)
  .where(eq(assignments.contractorId, contractors.id))
  .as('employment');

/** The subquery's columns as the outer query names them. */
const employmentStart = sql<string | null>`"employment"."employment_start_date"`;
const dueOn = sql<string | null>`"employment"."section2_due_on"`;

/** The authorization's current expiry: the last re-verification's (null when it no longer expires), else section 1's. */
const currentExpiry = sql<string | null>`(coalesce(
  (select array[r.work_authorization_expires_on] from i9_reverifications r
    where r.i9_form_id = ${i9Forms.id} order by r.seq desc limit 1),
  array[${i9Forms.workAuthorizationExpiresOn}]
))[1]`;

const isOverdue = (today: string) => sql`(${i9Forms.section2SignedAt} is null and ${dueOn} < ${today}::date)`;
const isReverificationDue = (today: string) =>
  sql`(${i9Forms.section2SignedAt} is not null and ${currentExpiry} <= ${today}::date + ${I9_REVERIFICATION_WARNING_DAYS}::int)`;

function baseQuery<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, today: string, extra = {} as E) {
  return db
    .select({
      form: i9Forms,
      contractor: contractors,
      partner: partners,
      signer: signers,
      employmentStartDate: sql<string | null>`(${employmentStart})::text`,
      section2DueOn: sql<string | null>`(${dueOn})::text`,
      section2Overdue: sql<boolean>`coalesce(${isOverdue(today)}, false)`,
      expiresOn: sql<string | null>`(${currentExpiry})::text`,
      reverificationDue: sql<boolean>`coalesce(${isReverificationDue(today)}, false)`,
      ...extra,
    })
    .from(i9Forms)
    .innerJoin(contractors, eq(contractors.id, i9Forms.contractorId))
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .leftJoin(signers, eq(signers.id, i9Forms.section2SignedBy))
    .leftJoinLateral(employment, sql`true`);
}
export type SelectedI9Form = Awaited<ReturnType<typeof baseQuery>>[number];

export const i9RowOf = (r: SelectedI9Form): I9Row => ({
  id: r.form.id,
  contractor: { id: r.contractor.id, name: `${r.contractor.firstName} ${r.contractor.lastName}` },
  partner: { id: r.partner.id, name: r.partner.name },
  citizenship_status: String((r.form.section1 as Record<string, unknown>).citizenship_status ?? ''),
  section1_signed_at: r.form.section1SignedAt.toISOString(),
  section2_signed_at: r.form.section2SignedAt?.toISOString() ?? null,
  status: r.form.section2SignedAt ? 'complete' : 'awaiting_section2',
  employment_start_date: r.employmentStartDate,
  section2_due_on: r.section2DueOn,
  section2_overdue: r.section2Overdue,
  work_authorization_expires_on: r.expiresOn,
  reverification_due: r.reverificationDue,
});

function filterOf(status: I9ListFilter | undefined, today: string): SQL | undefined {
  switch (status) {
    case 'due':
      return isNull(i9Forms.section2SignedAt);
    case 'overdue':
      return isOverdue(today);
    case 'completed':
      return isNotNull(i9Forms.section2SignedAt);
    case 'reverification_due':
      return isReverificationDue(today);
    default:
      return undefined;
  }
}

/** The verifier queue's query parts (verifier-queue.ts's list route adds scope, search, sort and page). */
export const i9Queue = {
  rows: (db: DbOrTx, listKey: SQL<(string | null)[]>, ctx: { today: string }) =>
    baseQuery(db, ctx.today, { listKey }).$dynamic(),
  matching: (db: DbOrTx, where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(i9Forms)
      .innerJoin(contractors, eq(contractors.id, i9Forms.contractorId))
      .leftJoinLateral(employment, sql`true`)
      .where(where)
      .$dynamic(),
  searchIn: [contractors.firstName, contractors.lastName],
  filter: (q: { status?: I9ListFilter | undefined }, ctx: { today: string }) => filterOf(q.status, ctx.today),
  sortable: {
    name: [contractors.lastName, contractors.firstName],
    section1_signed_at: i9Forms.section1SignedAt,
    section2_due_on: nullableKey(dueOn),
    work_authorization_expires_on: nullableKey(currentExpiry),
  },
  id: i9Forms.id,
  rowOf: i9RowOf,
};

/** The form when the caller's queue holds it. */
export async function findVisibleI9Form(db: DbOrTx, p: Principal, id: string, today: string) {
  const [found] = await baseQuery(db, today).where(and(contractorScope(p), eq(i9Forms.id, id)));
  return found;
}

export async function findI9Form(db: DbOrTx, id: string, today: string) {
  const [found] = await baseQuery(db, today).where(eq(i9Forms.id, id));
  return found;
}

/** Signs section 2 unless someone already has (a signed section is never overwritten); says whether it did. */
export async function signSection2(db: DbOrTx, id: string, section2: unknown, signedBy: string): Promise<boolean> {
  const signed = await db
    .update(i9Forms)
    .set({ section2, section2SignedBy: signedBy, section2SignedAt: new Date() })
    .where(and(eq(i9Forms.id, id), isNull(i9Forms.section2SignedAt)))
    .returning({ id: i9Forms.id });
  return signed.length > 0;
}

/** A form's re-verifications, oldest first, with who examined each document. */
export function reverificationsOf(db: DbOrTx, i9FormId: string) {
  return db
    .select({ reverification: i9Reverifications, verifier: verifiers })
    .from(i9Reverifications)
    .leftJoin(verifiers, eq(verifiers.id, i9Reverifications.verifiedBy))
    .where(eq(i9Reverifications.i9FormId, i9FormId))
    .orderBy(asc(i9Reverifications.seq));
}

/** The form's last re-verification (what a new one follows), read in the writing transaction. */
export async function lastReverification(db: DbOrTx, i9FormId: string) {
  const [last] = await db
    .select()
    .from(i9Reverifications)
    .where(eq(i9Reverifications.i9FormId, i9FormId))
    .orderBy(desc(i9Reverifications.seq))
    .limit(1);
  return last;
}

/**
 * Adds a re-verification after `previous` (none: the first). Two at once cannot both follow the same
 * one: the (form, seq) key refuses the second, answered as null.
 */
export async function insertReverification(
  db: DbOrTx,
  values: Omit<typeof i9Reverifications.$inferInsert, 'id' | 'seq' | 'previousId'>,
  previous: { id: string; seq: number } | undefined,
): Promise<string | null> {
  const [row] = await db
    .insert(i9Reverifications)
    .values({ ...values, seq: (previous?.seq ?? 0) + 1, previousId: previous?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: i9Reverifications.id });
  return row?.id ?? null;
}

/**
 * The forms an I-9 reminder may be owed to `today` (decision 0079): section 2 open past its due date,
 * or the authorization expiring within `withinDays` (or expired), with the partner and the worker.
 */
export function formsToRemind(db: DbOrTx, today: string, withinDays: number) {
  return baseQuery(db, today)
    .where(sql`(${isOverdue(today)} or ${currentExpiry} <= ${today}::date + ${withinDays}::int)`)
    .orderBy(asc(i9Forms.id));
}

/**
 * Records that a reminder went: true the first time for this form, kind and date, false when it had
 * gone already (the caller then emits nothing). Written in the transaction that emits the reminder.
 */
export async function claimReminder(
  db: DbOrTx,
  i9FormId: string,
  kind: (typeof i9RemindersSent.$inferInsert)['kind'],
  onDate: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(i9RemindersSent)
    .values({ i9FormId, kind, onDate, sentAt: at })
    .onConflictDoNothing()
    .returning({ id: i9RemindersSent.i9FormId });
  return rows.length > 0;
}
