/** A platform user's hidden columns, one row per (user, table). */
import { and, eq } from 'drizzle-orm';
import type { ColumnPreferences } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { columnPreferences } from '../../db/schema/index.js';

/** The user's choice for the table; nothing hidden when they never chose. */
export async function findColumnPreferences(db: DbOrTx, userId: string, table: string): Promise<ColumnPreferences> {
  const [row] = await db
    .select()
    .from(columnPreferences)
    .where(and(eq(columnPreferences.userId, userId), eq(columnPreferences.tableName, table)));
  return {
    table,
    hidden_columns: (row?.hiddenColumns as string[] | undefined) ?? [],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function upsertColumnPreferences(db: DbOrTx, userId: string, table: string, hiddenColumns: string[]) {
  const updatedAt = new Date();
  await db
    .insert(columnPreferences)
    .values({ userId, tableName: table, hiddenColumns, updatedAt })
    .onConflictDoUpdate({
      target: [columnPreferences.userId, columnPreferences.tableName],
      set: { hiddenColumns, updatedAt },
    });
}
