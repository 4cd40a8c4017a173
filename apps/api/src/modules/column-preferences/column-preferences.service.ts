/**
 * The hidden columns of one table, kept per platform user (spec section 9): the real admin's id while
 * acting as someone, so their own choice follows them. A change is audited in its transaction.
 */
import type { ColumnPreferences } from '@app/domain';
import type { Db } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import type { Principal } from '../../lib/principal.js';
import { findColumnPreferences, upsertColumnPreferences } from './column-preferences.repository.js';

const platformUserId = (p: Principal) => p.actualUserId ?? p.userId;

export function columnPreferencesOf(db: Db, p: Principal, table: string): Promise<ColumnPreferences> {
  return findColumnPreferences(db, platformUserId(p), table);
}

export async function saveColumnPreferences(
  db: Db,
  p: Principal,
  table: string,
  hidden: readonly string[],
  ip: string,
): Promise<ColumnPreferences> {
  const userId = platformUserId(p);
  const hiddenColumns = [...new Set(hidden)].sort();
  await db.transaction(async (tx) => {
    await upsertColumnPreferences(tx, userId, table, hiddenColumns);
    await auditAs(tx, p, ip, {
      action: 'column_preferences_changed',
      entityType: 'column_preferences',
      entityId: table,
      metadata: { hidden_columns: hiddenColumns },
    });
  });
  return findColumnPreferences(db, userId, table);
}
