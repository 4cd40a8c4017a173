/**
 * Who has been told of which expiring thing (documents, licenses): one row per subject, person and expiry
 * date, written once that person's e-mail went, so a failed send re-mails only the one it failed for and a
 * changed expiry date is told again.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { expiryRemindersSent, users } from '../db/schema/index.js';

type SubjectKind = (typeof expiryRemindersSent.$inferInsert)['subjectKind'];

/** Who was already told of which of these subjects' expiry dates: keys `subjectId|userId|expiresOn`. */
export async function remindersSent(db: DbOrTx, kind: SubjectKind, subjectIds: string[]) {
  if (subjectIds.length === 0) return new Set<string>();
  const rows = await db
    .select({
      subjectId: expiryRemindersSent.subjectId,
      userId: expiryRemindersSent.userId,
      expiresOn: sql<string>`${expiryRemindersSent.expiresOn}::text`,
    })
    .from(expiryRemindersSent)
    .where(and(eq(expiryRemindersSent.subjectKind, kind), inArray(expiryRemindersSent.subjectId, subjectIds)));
  return new Set(rows.map((r) => `${r.subjectId}|${r.userId}|${r.expiresOn}`));
}

/** Records that this person's e-mail naming these subjects went (a second record of the same is ignored). */
export async function recordRemindersSent(
  db: DbOrTx,
  kind: SubjectKind,
  userId: string,
  subjects: { id: string; expiresOn: string }[],
  at: Date,
) {
  if (subjects.length === 0) return;
  await db
    .insert(expiryRemindersSent)
    .values(subjects.map((d) => ({ subjectKind: kind, subjectId: d.id, userId, expiresOn: d.expiresOn, sentAt: at })))
    .onConflictDoNothing();
}

/** The active users of these partners, with the role each reminder's policy reads: who may be told. */
export function activePartnerUsers(db: DbOrTx, partnerIds: string[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      partnerId: users.partnerId,
    })
    .from(users)
    .where(and(inArray(users.partnerId, partnerIds), eq(users.active, true)));
}

/**
 * The subjects (and their expiry dates) a reminder names, as a short stable key: a reminder's Message-ID
 * holds it with the recipient, not the day, so a resend of the same reminder collapses into one.
 */
export const reminderKey = (subjects: { id: string; expiresOn: string }[]) =>
  createHash('sha256')
    .update(
      subjects
        .map((d) => `${d.id}:${d.expiresOn}`)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 24);
