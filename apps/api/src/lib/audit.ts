/** The audit trail: who did what to which record, and who really held the session. */
import type { DbOrTx } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';

export interface AuditEntry {
  actorUserId: string | null;
  actualUserId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  metadata?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorUserId: e.actorUserId,
    actualUserId: e.actualUserId ?? null,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId ?? null,
    metadata: e.metadata ?? {},
    ip: e.ip ?? null,
  });
}

/**
 * The audit entry of an edit to a reference record: `{type}_archived` when the edit switches it off,
 * `{type}_updated` otherwise, with the names of the fields sent (never their values).
 */
export async function auditEdit(
  db: DbOrTx,
  who: AuditActor,
  entityType: string,
  entityId: string,
  changes: { active?: boolean | undefined } & object,
  ip: string,
): Promise<void> {
  await auditAs(db, who, ip, {
    action: `${entityType}_${changes.active === false ? 'archived' : 'updated'}`,
    entityType,
    entityId,
    metadata: { fields: Object.keys(changes) },
  });
}

/** Who acts: the signed-in user, and the admin really holding the session while acting as them. */
export interface AuditActor {
  userId: string;
  actualUserId?: string | null;
}

/** An audit row for what `who` just did, from `ip` (null for work no request asked for). */
export async function auditAs(
  db: DbOrTx,
  who: AuditActor,
  ip: string | null,
  e: Omit<AuditEntry, 'actorUserId' | 'actualUserId' | 'ip'>,
): Promise<void> {
  await audit(db, { ...e, actorUserId: who.userId, actualUserId: who.actualUserId ?? null, ip });
}
