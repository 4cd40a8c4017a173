/**
 * Saved views (issue 16, decision 0093): kept per platform user — the real admin's id while acting as someone,
 * like column preferences — so a view is always its maker's own. A change is audited in its transaction.
 */
import { SAVED_VIEWS_PER_TABLE, savedViewCreateSchema, savedViewUpdateSchema, type SavedView } from '@app/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  countSavedViews,
  deleteOwnSavedView,
  findOwnSavedView,
  insertSavedView,
  listSavedViews,
  updateOwnSavedView,
} from './saved-views.repository.js';

const platformUserId = (p: Principal) => p.actualUserId ?? p.userId;
const nameTaken = (name: string) => conflict(`You already have a view named "${name}" for this list`);

export const savedViewsOf = (db: Db, p: Principal, table: string, request: ListRequest) =>
  listSavedViews(db, platformUserId(p), table, request);

export async function savedViewOf(db: Db, p: Principal, id: string): Promise<SavedView> {
  const view = await findOwnSavedView(db, platformUserId(p), id);
  if (!view) throw notFound();
  return view;
}

export async function createSavedView(
  db: Db,
  p: Principal,
  input: z.output<typeof savedViewCreateSchema>,
  ip: string,
): Promise<SavedView> {
  const userId = platformUserId(p);
  try {
    return await db.transaction(async (tx) => {
      if ((await countSavedViews(tx, userId, input.table)) >= SAVED_VIEWS_PER_TABLE) {
        throw unprocessable([
          { loc: ['body', 'name'], msg: `A list keeps at most ${SAVED_VIEWS_PER_TABLE} views: delete one first` },
        ]);
      }
      const view = await insertSavedView(tx, {
        userId,
        tableName: input.table,
        name: input.name,
        query: input.query,
        hiddenColumns: [...new Set(input.hidden_columns)].sort(),
      });
      await auditAs(tx, p, ip, {
        action: 'saved_view_created',
        entityType: 'saved_view',
        entityId: view.id,
        metadata: { table: view.table, name: view.name },
      });
      return view;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function updateSavedView(
  db: Db,
  p: Principal,
  id: string,
  patch: z.output<typeof savedViewUpdateSchema>,
  ip: string,
): Promise<SavedView> {
  const userId = platformUserId(p);
  try {
    return await db.transaction(async (tx) => {
      const view = await updateOwnSavedView(tx, userId, id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.query !== undefined && { query: patch.query }),
        ...(patch.hidden_columns !== undefined && { hiddenColumns: [...new Set(patch.hidden_columns)].sort() }),
      });
      if (!view) throw notFound();
      await auditAs(tx, p, ip, {
        action: 'saved_view_updated',
        entityType: 'saved_view',
        entityId: id,
        metadata: { table: view.table, name: view.name },
      });
      return view;
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.name) throw nameTaken(patch.name);
    throw err;
  }
}

export async function deleteSavedView(db: Db, p: Principal, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteOwnSavedView(tx, platformUserId(p), id))) throw notFound();
    await auditAs(tx, p, ip, { action: 'saved_view_deleted', entityType: 'saved_view', entityId: id, metadata: {} });
  });
}
