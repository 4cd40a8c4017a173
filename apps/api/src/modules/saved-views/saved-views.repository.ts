/** A platform user's saved views of their lists (issue 16, decision 0093); every read names its owner. */
import { and, eq, sql } from 'drizzle-orm';
import type { SavedView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { savedViews } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

type SavedViewRow = typeof savedViews.$inferSelect;

const toView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  table: row.tableName,
  name: row.name,
  query: row.query,
  hidden_columns: row.hiddenColumns,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const SORTS = { name: sql`lower(${savedViews.name})`, created_at: savedViews.createdAt } as const;

export function listSavedViews(db: DbOrTx, userId: string, table: string, request: ListRequest) {
  const where = and(eq(savedViews.userId, userId), eq(savedViews.tableName, table));
  return keysetList(db, {
    select: (listKey) => db.select({ row: savedViews, listKey }).from(savedViews).$dynamic(),
    where,
    matching: matchingRows(db, savedViews, where),
    keyset: keysetOf(SORTS, request.sort, 'name', [savedViews.id]),
    request,
    view: ({ row }) => toView(row),
  });
}

export async function countSavedViews(db: DbOrTx, userId: string, table: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableName, table)));
  return row?.n ?? 0;
}

/** The user's own view, or nothing: another user's id reads as absent. */
export async function findOwnSavedView(db: DbOrTx, userId: string, id: string): Promise<SavedView | undefined> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)));
  return row && toView(row);
}

export async function insertSavedView(
  db: DbOrTx,
  values: { userId: string; tableName: string; name: string; query: string; hiddenColumns: string[] },
): Promise<SavedView> {
  const [row] = await db.insert(savedViews).values(values).returning();
  return toView(row!);
}

export async function updateOwnSavedView(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: Partial<{ name: string; query: string; hiddenColumns: string[] }>,
): Promise<SavedView | undefined> {
  const [row] = await db
    .update(savedViews)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning();
  return row && toView(row);
}

export async function deleteOwnSavedView(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
