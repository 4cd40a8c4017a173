/**
 * Failed-login throttling per account and per IP over a sliding window. Only failures are recorded,
 * so successful logins never count against anyone.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';
import { tooManyRequests } from '../../lib/errors.js';

export const THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const;

export async function assertNotThrottled(db: DbOrTx, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  if ((byAccount?.n ?? 0) >= THROTTLE.perAccount || (byIp?.n ?? 0) >= THROTTLE.perIp) {
    throw tooManyRequests(
      `Too many failed login attempts. Please wait ${THROTTLE.windowMinutes} minutes or reset your password.`,
    );
  }
}

export async function recordFailedLogin(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip });
}
