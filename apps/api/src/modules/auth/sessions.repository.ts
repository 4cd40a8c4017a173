import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { SESSION_HOURS } from './tokens.js';

export async function createSession(db: DbOrTx, input: { userId: string; actualUserId?: string | null; ip: string }) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      actualUserId: input.actualUserId ?? null,
      ip: input.ip,
      expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
    })
    .returning();
  return row!;
}

export async function findActiveSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
