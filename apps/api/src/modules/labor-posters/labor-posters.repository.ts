/** The SQL of labor posters: the list, one poster, the writes. */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { laborPosters, storedFiles, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

const uploaderName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      poster: laborPosters,
      filename: storedFiles.filename,
      sizeBytes: storedFiles.sizeBytes,
      uploaderName,
      ...extra,
    })
    .from(laborPosters)
    .innerJoin(storedFiles, eq(storedFiles.id, laborPosters.fileId))
    .leftJoin(users, eq(users.id, laborPosters.uploadedBy));

export type LaborPosterJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** By jurisdiction: the country, then federal first (region null sorts as ''), then the state. */
const SORTS: KeyMap = {
  region: [laborPosters.country, sql`coalesce(${laborPosters.region}, '')`, laborPosters.title],
  title: laborPosters.title,
  created_at: laborPosters.createdAt,
};

export interface LaborPosterFilter extends ListRequest {
  scope: SQL | undefined;
  status: 'active' | 'archived';
  country?: 'US' | 'CA' | undefined;
  region?: string | undefined;
}

export function listLaborPosters<V>(db: DbOrTx, f: LaborPosterFilter, view: (r: LaborPosterJoined) => V) {
  const t = laborPosters;
  const where = and(
    f.scope,
    f.status === 'active' ? isNull(t.archivedAt) : isNotNull(t.archivedAt),
    f.country ? eq(t.country, f.country) : undefined,
    f.region ? eq(t.region, f.region) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'region', [t.id]),
    request: f,
    view,
  });
}

export async function findLaborPoster(db: DbOrTx, id: string, scope: SQL | undefined, forUpdate = false) {
  const q = select(db).where(and(eq(laborPosters.id, id), scope));
  const [row] = forUpdate ? await q.for('update', { of: laborPosters }) : await q;
  return row ?? null;
}

export async function insertPosterFile(db: DbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function insertLaborPoster(db: DbOrTx, values: typeof laborPosters.$inferInsert) {
  const [row] = await db.insert(laborPosters).values(values).returning({ id: laborPosters.id });
  return row!.id;
}

export async function archiveLaborPosterRow(db: DbOrTx, id: string, userId: string, at: Date) {
  await db.update(laborPosters).set({ archivedAt: at, archivedBy: userId }).where(eq(laborPosters.id, id));
}
