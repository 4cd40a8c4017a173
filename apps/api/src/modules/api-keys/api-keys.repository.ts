/** The SQL of API keys: the list, one key, the key a hash names, create, revoke and the last-used touch. */
import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

const ownerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ key: apiKeys, ownerName, ...extra })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerUserId));

export type ApiKeyJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = { created_at: apiKeys.createdAt, name: apiKeys.name };

export interface ApiKeyFilter extends ListRequest {
  scope: SQL | undefined;
  status: 'active' | 'revoked' | 'all';
}

export function listApiKeyRows<V>(db: DbOrTx, f: ApiKeyFilter, view: (r: ApiKeyJoined) => V) {
  const where = and(
    f.scope,
    f.status === 'active'
      ? isNull(apiKeys.revokedAt)
      : f.status === 'revoked'
        ? isNotNull(apiKeys.revokedAt)
        : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, apiKeys, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [apiKeys.id]),
    request: f,
    view,
  });
}

export async function findApiKey(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await select(db).where(and(eq(apiKeys.id, id), scope));
  return row ?? null;
}

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

export async function revokeApiKeyRow(db: DbOrTx, id: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** The unrevoked key with this hash: its id, owner and scopes. */
export async function liveKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, ownerUserId: apiKeys.ownerUserId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** The unrevoked key with this id: its owner and scopes (a key-bound file link checks it on use). */
export async function liveKeyById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: apiKeys.id, ownerUserId: apiKeys.ownerUserId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Records a use, unless one was recorded less than `minGapMs` ago (another process may have). */
export async function touchApiKey(db: DbOrTx, id: string, at: Date, minGapMs: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - minGapMs))),
      ),
    );
}
