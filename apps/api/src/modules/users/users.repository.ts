/** What /users/:id shows staff about one user: sessions, link grants and the audit trail. */
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserAuditEntry, UserSession } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { auditLogs, sessions, userLinkGrants, users } from '../../db/schema/index.js';

const AUDIT_LIMIT = 100;
const SESSION_LIMIT = 50;
const actingAdmins = alias(users, 'acting_admins');
const actors = alias(users, 'actors');

export async function sessionsOf(db: DbOrTx, userId: string): Promise<UserSession[]> {
  const rows = await db
    .select({ session: sessions, adminEmail: actingAdmins.email })
    .from(sessions)
    .leftJoin(actingAdmins, eq(actingAdmins.id, sessions.actualUserId))
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(SESSION_LIMIT);
  return rows.map(({ session: s, adminEmail }) => ({
    id: s.id,
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    revoked_at: s.revokedAt?.toISOString() ?? null,
    acting_admin_email: adminEmail,
  }));
}

export async function grantsOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(userLinkGrants).where(eq(userLinkGrants.userId, userId));
  return rows.map((g) => ({ link: g.link, granted: g.granted })).sort((a, b) => a.link.localeCompare(b.link));
}

/** Entries about the user and entries the user made, newest first. */
export async function auditTrailOf(db: DbOrTx, userId: string): Promise<UserAuditEntry[]> {
  const rows = await db
    .select({ entry: auditLogs, actorEmail: actors.email })
    .from(auditLogs)
    .leftJoin(actors, eq(actors.id, auditLogs.actorUserId))
    .where(or(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, userId)), eq(auditLogs.actorUserId, userId)))
    .orderBy(desc(auditLogs.createdAt))
    .limit(AUDIT_LIMIT);
  return rows.map(({ entry: a, actorEmail }) => ({
    id: a.id,
    action: a.action,
    actor_email: actorEmail,
    created_at: a.createdAt.toISOString(),
    metadata: (a.metadata ?? {}) as Record<string, unknown>,
  }));
}
