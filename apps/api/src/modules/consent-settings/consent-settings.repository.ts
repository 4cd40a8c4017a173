/** A user's consent rows: one per (user, key), with when it was last decided. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consentSettings } from '../../db/schema/index.js';

export function consentRowsOf(db: DbOrTx, userId: string) {
  return db.select().from(consentSettings).where(eq(consentSettings.userId, userId));
}

export async function upsertConsent(db: DbOrTx, userId: string, key: string, granted: boolean) {
  const updatedAt = new Date();
  await db
    .insert(consentSettings)
    .values({ userId, key, granted, updatedAt })
    .onConflictDoUpdate({
      target: [consentSettings.userId, consentSettings.key],
      set: { granted, updatedAt },
    });
}
