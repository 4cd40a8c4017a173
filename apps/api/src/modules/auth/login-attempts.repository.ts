/** The recorded sign-in attempts the throttle counts (decision 0026). */
import { and, count, eq, gt, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

export interface AttemptCount {
  n: number;
  latest: Date | null;
}

/** The attempts for the account (by e-mail) or from the IP made after `since`, and the latest of them. */
export async function attemptsSince(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<AttemptCount> {
  const who = 'email' in by ? eq(loginAttempts.email, by.email) : eq(loginAttempts.ip, by.ip);
  const [row] = await db
    .select({ n: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(who, gt(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, latest: row?.latest ?? null };
}

export async function insertLoginAttempt(db: DbOrTx, email: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, createdAt: at });
}

/** Deletes the account's attempts made up to `at` (the successful one included). */
export async function deleteAttemptsThrough(db: DbOrTx, email: string, at: Date): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), lte(loginAttempts.createdAt, at)));
}
