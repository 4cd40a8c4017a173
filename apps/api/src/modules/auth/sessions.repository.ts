import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
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

/**
 * Every authenticated request's one statement: is the session live, and what is the principal epoch
 * (migration 0008) now. Prepared once per database handle, so neither the SQL text nor its plan is
 * rebuilt per request.
 */
function prepareSessionCheck(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      actualUserId: sessions.actualUserId,
      epoch: sql<string>`(select last_value::text from principal_epoch)`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_check');
}

const sessionChecks = new WeakMap<Db, ReturnType<typeof prepareSessionCheck>>();

export async function checkSession(db: Db, id: string, now: Date) {
  let check = sessionChecks.get(db);
  if (!check) {
    check = prepareSessionCheck(db);
    sessionChecks.set(db, check);
  }
  const [row] = await check.execute({ id, now });
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
