/** The signed-in user's own rows: the name on their user row and their settings (theme, time zone). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userSettings, users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/principal.js';

export async function updateUserName(
  db: DbOrTx,
  userId: string,
  names: { firstName?: string; lastName?: string },
): Promise<UserRow> {
  const [updated] = await db.update(users).set(names).where(eq(users.id, userId)).returning();
  return updated!;
}

export function userSettingRowsOf(db: DbOrTx, userId: string) {
  return db.select().from(userSettings).where(eq(userSettings.userId, userId));
}

export async function upsertUserSetting(db: DbOrTx, userId: string, key: string, value: unknown) {
  const updatedAt = new Date();
  await db
    .insert(userSettings)
    .values({ userId, key, value, updatedAt })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt } });
}
