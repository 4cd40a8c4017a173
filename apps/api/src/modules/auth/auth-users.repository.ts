/** The account security columns of a user that sign-in and its links change. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailConfirmed(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}
