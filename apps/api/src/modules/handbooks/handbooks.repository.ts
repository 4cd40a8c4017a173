/** The SQL of the employee handbook: versions (list, one, the current one, the next number), acknowledgements. */
import { aliasedTable, and, desc, eq, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contractors,
  handbookAcknowledgements,
  handbookVersions,
  partners,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

const ZERO = sql`'00000000-0000-0000-0000-000000000000'::uuid`;
const owner = (col: typeof handbookVersions.partnerId) => sql`coalesce(${col}, ${ZERO})`;

/**
 * A version's acknowledgements counted among those the caller sees (`within`: the acknowledgement scope):
 * the platform's handbook never tells a partner, or a worker, about another partner's workers.
 */
const acknowledgedCount = (db: DbOrTx, within: SQL | undefined) =>
  sql<number>`(${db
    .select({ n: sql`count(*)::int` })
    .from(handbookAcknowledgements)
    .where(and(eq(handbookAcknowledgements.handbookId, handbookVersions.id), within))})`;
const isCurrent = sql<boolean>`not exists (select 1 from ${handbookVersions} nv where coalesce(nv.partner_id, ${ZERO}) = ${owner(handbookVersions.partnerId)} and nv.version > ${handbookVersions.version})`;
const personName = (u: typeof users) => sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

const versionSelect = <E extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  within: SQL | undefined,
  extra = {} as E,
) =>
  db
    .select({
      h: handbookVersions,
      partnerName: partners.name,
      filename: storedFiles.filename,
      storageKey: storedFiles.storageKey,
      publisherName: personName(users),
      acknowledged: acknowledgedCount(db, within),
      current: isCurrent,
      ...extra,
    })
    .from(handbookVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, handbookVersions.fileId))
    .leftJoin(partners, eq(partners.id, handbookVersions.partnerId))
    .leftJoin(users, eq(users.id, handbookVersions.publishedBy));

export type HandbookJoined = Awaited<ReturnType<ReturnType<typeof versionSelect>['execute']>>[number];

const SORTS: KeyMap = { published_at: handbookVersions.publishedAt, version: handbookVersions.version };

export interface HandbookFilter extends ListRequest {
  scope: SQL | undefined;
  /** The acknowledgements the caller sees: what the counts count. */
  countWithin: SQL | undefined;
  partnerId?: string | undefined;
  current?: boolean | undefined;
}

export function listHandbooks<V>(db: DbOrTx, f: HandbookFilter, view: (r: HandbookJoined) => V) {
  const t = handbookVersions;
  const where = and(
    f.scope,
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
    f.current === undefined ? undefined : f.current ? isCurrent : sql`not ${isCurrent}`,
  );
  return keysetList(db, {
    select: (listKey) => versionSelect(db, f.countWithin, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'published_at', [t.id]),
    request: f,
    view,
  });
}

export async function findHandbook(db: DbOrTx, id: string, scope: SQL | undefined, countWithin: SQL | undefined) {
  const [row] = await versionSelect(db, countWithin).where(and(eq(handbookVersions.id, id), scope));
  return row ?? null;
}

/** The latest version of this owner's handbook (null: the platform's). */
export async function latestHandbookOf(db: DbOrTx, partnerId: string | null, countWithin: SQL | undefined) {
  const [row] = await versionSelect(db, countWithin)
    .where(partnerId ? eq(handbookVersions.partnerId, partnerId) : isNull(handbookVersions.partnerId))
    .orderBy(desc(handbookVersions.version))
    .limit(1);
  return row ?? null;
}

/** The next version number of this owner's handbook (the unique index refuses a racing twin). */
export async function nextVersionOf(db: DbOrTx, partnerId: string | null) {
  const [row] = await db
    .select({ v: max(handbookVersions.version) })
    .from(handbookVersions)
    .where(partnerId ? eq(handbookVersions.partnerId, partnerId) : isNull(handbookVersions.partnerId));
  return (row?.v ?? 0) + 1;
}

export async function insertHandbookFile(db: DbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function insertHandbook(db: DbOrTx, values: typeof handbookVersions.$inferInsert) {
  const [row] = await db.insert(handbookVersions).values(values).returning({ id: handbookVersions.id });
  return row!.id;
}

export { partnerExists } from '../../lib/partners.js';

/* --------------------------------------------------------- acknowledgements */

const acker = aliasedTable(users, 'acker');

const ackSelect = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      a: handbookAcknowledgements,
      title: handbookVersions.title,
      version: handbookVersions.version,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      partnerName: partners.name,
      ackerName: sql<string>`${acker.firstName} || ' ' || ${acker.lastName}`,
      ...extra,
    })
    .from(handbookAcknowledgements)
    .innerJoin(handbookVersions, eq(handbookVersions.id, handbookAcknowledgements.handbookId))
    .innerJoin(contractors, eq(contractors.id, handbookAcknowledgements.contractorId))
    .innerJoin(partners, eq(partners.id, handbookAcknowledgements.partnerId))
    .innerJoin(acker, eq(acker.id, handbookAcknowledgements.userId));

export type AckJoined = Awaited<ReturnType<ReturnType<typeof ackSelect>['execute']>>[number];

export interface AckFilter extends ListRequest {
  scope: SQL | undefined;
  handbookId?: string | undefined;
  contractorId?: string | undefined;
}

export function listAcks<V>(db: DbOrTx, f: AckFilter, view: (r: AckJoined) => V) {
  const t = handbookAcknowledgements;
  const where = and(
    f.scope,
    f.handbookId ? eq(t.handbookId, f.handbookId) : undefined,
    f.contractorId ? eq(t.contractorId, f.contractorId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => ackSelect(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf({ acknowledged_at: t.acknowledgedAt }, f.sort, 'acknowledged_at', [t.id]),
    request: f,
    view,
  });
}

export async function findAck(db: DbOrTx, handbookId: string, contractorId: string) {
  const [row] = await ackSelect(db).where(
    and(eq(handbookAcknowledgements.handbookId, handbookId), eq(handbookAcknowledgements.contractorId, contractorId)),
  );
  return row ?? null;
}

/** Inserts the acknowledgement unless this worker's of this version exists; answers whether it wrote. */
export async function insertAck(db: DbOrTx, values: typeof handbookAcknowledgements.$inferInsert) {
  const rows = await db
    .insert(handbookAcknowledgements)
    .values(values)
    .onConflictDoNothing({ target: [handbookAcknowledgements.handbookId, handbookAcknowledgements.contractorId] })
    .returning({ id: handbookAcknowledgements.id });
  return rows.length > 0;
}

/** The newest version before `version` of the same handbook this worker acknowledged. */
export async function previousAckedVersion(
  db: DbOrTx,
  contractorId: string,
  partnerId: string | null,
  version: number,
) {
  const [row] = await db
    .select({ version: handbookVersions.version })
    .from(handbookAcknowledgements)
    .innerJoin(handbookVersions, eq(handbookVersions.id, handbookAcknowledgements.handbookId))
    .where(
      and(
        eq(handbookAcknowledgements.contractorId, contractorId),
        partnerId ? eq(handbookVersions.partnerId, partnerId) : isNull(handbookVersions.partnerId),
        lt(handbookVersions.version, version),
      ),
    )
    .orderBy(desc(handbookVersions.version))
    .limit(1);
  return row?.version ?? null;
}
