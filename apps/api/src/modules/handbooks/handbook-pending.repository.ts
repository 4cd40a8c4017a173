/**
 * The SQL of who has not acknowledged (decision 0081): each W-2 worker (not inactive) and its current
 * handbook — its partner's latest version, else the platform's — when no acknowledgement of that version
 * exists; the list staff page through, and the reminder: one 'handbook_to_acknowledge' event per worker,
 * version and day (the once_key), to the worker's users, by one INSERT…SELECT.
 */
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, handbookVersions, partners, users } from '../../db/schema/index.js';
import { emitEvents } from '../../lib/events.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

const ZERO = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/** The worker's current handbook version: its partner's latest, else the platform's (null: none published). */
const currentHandbookId = sql<string | null>`coalesce(
  (select hv.id from handbook_versions hv where coalesce(hv.partner_id, ${ZERO}) = ${contractors.partnerId}
    order by hv.version desc limit 1),
  (select hv.id from handbook_versions hv where coalesce(hv.partner_id, ${ZERO}) = ${ZERO}
    order by hv.version desc limit 1))`;

/** W-2, not inactive, with a current handbook it has not acknowledged. */
const pending = and(
  eq(contractors.classification, 'w-2'),
  sql`${contractors.status} <> 'inactive'`,
  sql`${currentHandbookId} is not null`,
  sql`not exists (select 1 from handbook_acknowledgements a
        where a.handbook_id = ${currentHandbookId} and a.contractor_id = ${contractors.id})`,
)!;

const hasLogin = sql<boolean>`exists (select 1 from ${users} u where u.contractor_id = ${contractors.id} and u.active)`;

export interface PendingFilter {
  scope: SQL | undefined;
  partnerId?: string | undefined;
  q?: string | undefined;
  contractorIds?: readonly string[] | undefined;
}

const pendingWhere = (f: PendingFilter) =>
  and(
    f.scope,
    pending,
    f.partnerId ? eq(contractors.partnerId, f.partnerId) : undefined,
    f.q ? ilike(sql`${contractors.firstName} || ' ' || ${contractors.lastName}`, containsPattern(f.q)) : undefined,
    f.contractorIds ? inArray(contractors.id, [...f.contractorIds]) : undefined,
  );

const pendingSelect = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      c: {
        id: contractors.id,
        firstName: contractors.firstName,
        lastName: contractors.lastName,
        status: contractors.status,
        partnerId: contractors.partnerId,
      },
      partnerName: partners.name,
      handbook: { id: handbookVersions.id, title: handbookVersions.title, version: handbookVersions.version },
      previousVersion: sql<number | null>`(select max(v.version) from handbook_acknowledgements a
        join handbook_versions v on v.id = a.handbook_id
        where a.contractor_id = ${contractors.id} and v.version < ${handbookVersions.version}
          and coalesce(v.partner_id, ${ZERO}) = coalesce(${handbookVersions.partnerId}, ${ZERO}))`,
      hasLogin,
      lastRemindedAt: sql<string | null>`(select max(e.created_at) from events e
        where e.type = 'handbook_to_acknowledge' and e.subject_type = 'contractor' and e.subject_id = ${contractors.id}
          and e.data->>'handbook_id' = ${handbookVersions.id}::text)`,
      ...extra,
    })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .innerJoin(handbookVersions, eq(handbookVersions.id, currentHandbookId));

export type PendingJoined = Awaited<ReturnType<ReturnType<typeof pendingSelect>['execute']>>[number];

export function listPending<V>(db: DbOrTx, f: PendingFilter & ListRequest, view: (r: PendingJoined) => V) {
  const where = pendingWhere(f);
  return keysetList(db, {
    select: (listKey) => pendingSelect(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, contractors, where),
    keyset: keysetOf({ worker: [contractors.lastName, contractors.firstName] }, f.sort, 'worker', [contractors.id]),
    request: f,
    view,
  });
}

/** The workers among `ids` the scope lets the caller see (whatever their handbook). */
export async function visibleWorkers(db: DbOrTx, ids: readonly string[], scope: SQL | undefined) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(inArray(contractors.id, [...ids]), scope));
  return rows.map((r) => r.id);
}

/** How many workers the filter finds pending, and how many of them have a login. */
export async function pendingCounts(db: DbOrTx, f: PendingFilter) {
  const [row] = await db
    .select({ all: sql<number>`count(*)::int`, withLogin: sql<number>`count(*) filter (where ${hasLogin})::int` })
    .from(contractors)
    .where(pendingWhere(f));
  return { all: Number(row?.all ?? 0), withLogin: Number(row?.withLogin ?? 0) };
}

/**
 * Reminds the pending workers the filter finds who have a login: one event each per version and day,
 * in the caller's transaction. Answers the workers reminded now (not those reminded earlier today).
 */
export async function remindPending(
  tx: DbOrTx,
  f: PendingFilter,
  today: string,
  actorUserId: string,
): Promise<string[]> {
  const rows = tx
    .select({
      onceKey: sql`${handbookVersions.id}::text || ':' || ${contractors.id}::text || ':' || ${today}::text`.as(
        'once_key',
      ),
      partnerId: sql`${contractors.partnerId}`.as('partner_id'),
      subjectType: sql`'contractor'::text`.as('subject_type'),
      subjectId: sql`${contractors.id}`.as('subject_id'),
      title: sql`'Please read and acknowledge the employee handbook'::text`.as('title'),
      body: sql`${handbookVersions.title} || ' (version ' || ${handbookVersions.version}::text || ')'`.as('body'),
      link: sql`'/contractor/employee_handbook'::text`.as('link'),
      data: sql`jsonb_build_object('handbook_id', ${handbookVersions.id}::text, 'version', ${handbookVersions.version})`.as(
        'data',
      ),
      toContractorId: sql`${contractors.id}`.as('to_contractor_id'),
      toClientId: sql`null::uuid`.as('to_client_id'),
      toPartnerId: sql`null::uuid`.as('to_partner_id'),
      toUserId: sql`null::uuid`.as('to_user_id'),
    })
    .from(contractors)
    .innerJoin(handbookVersions, eq(handbookVersions.id, currentHandbookId))
    .where(and(pendingWhere(f), hasLogin));
  const written = await emitEvents(tx, { type: 'handbook_to_acknowledge', rows: sql`${rows}`, actorUserId });
  return written.map((w) => w.onceKey.split(':')[1]!);
}

/** The active logins of these workers (the e-mail copy of a reminder). */
export function workerLogins(db: DbOrTx, contractorIds: readonly string[]) {
  if (contractorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, contractorId: users.contractorId })
    .from(users)
    .where(and(inArray(users.contractorId, [...contractorIds]), eq(users.active, true)));
}
