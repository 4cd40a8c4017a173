/** The SQL of Checkr connections and webhook events (decision 0080). */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkrConnections, checkrWebhookEvents, partners, users } from '../../db/schema/index.js';

export type CheckrConnectionRow = typeof checkrConnections.$inferSelect;

/** The partner (its name) and its Checkr connection row, if any; null when there is no such partner. */
export async function partnerConnection(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({
      partnerId: partners.id,
      partnerName: partners.name,
      c: checkrConnections,
      connectorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(partners)
    .leftJoin(checkrConnections, eq(checkrConnections.partnerId, partners.id))
    .leftJoin(users, eq(users.id, checkrConnections.connectedBy))
    .where(eq(partners.id, partnerId));
  return row ?? null;
}

/** The partner's connected account: its id and encrypted token; null when not connected. */
export async function activeConnection(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({ accountId: checkrConnections.accountId, token: checkrConnections.accessTokenCiphertext })
    .from(checkrConnections)
    .where(and(eq(checkrConnections.partnerId, partnerId), isNotNull(checkrConnections.accessTokenCiphertext)));
  return row?.accountId && row.token ? { accountId: row.accountId, token: row.token } : null;
}

/** The partner whose connected account this is (a webhook names the account). */
export async function partnerOfAccount(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ partnerId: checkrConnections.partnerId })
    .from(checkrConnections)
    .where(and(eq(checkrConnections.accountId, accountId), isNotNull(checkrConnections.accessTokenCiphertext)));
  return row?.partnerId ?? null;
}

export async function saveConnection(
  db: DbOrTx,
  v: { partnerId: string; accountId: string; tokenCiphertext: string; by: string; at: Date },
) {
  const values = {
    accountId: v.accountId,
    accessTokenCiphertext: v.tokenCiphertext,
    connectedBy: v.by,
    connectedAt: v.at,
    disconnectedBy: null,
    disconnectedAt: null,
  };
  await db
    .insert(checkrConnections)
    .values({ partnerId: v.partnerId, ...values })
    .onConflictDoUpdate({ target: checkrConnections.partnerId, set: values });
}

/** Forgets the token (the row keeps who disconnected and when); false when it was not connected. */
export async function clearConnection(db: DbOrTx, partnerId: string, by: string, at: Date) {
  const rows = await db
    .update(checkrConnections)
    .set({ accessTokenCiphertext: null, disconnectedBy: by, disconnectedAt: at })
    .where(and(eq(checkrConnections.partnerId, partnerId), isNotNull(checkrConnections.accessTokenCiphertext)))
    .returning({ id: checkrConnections.id });
  return rows.length > 0;
}

/** Records a webhook event by Checkr's id; false when that id was already taken (a replay). */
export async function claimEvent(
  db: DbOrTx,
  v: { eventId: string; type: string; accountId: string | null; reportId: string | null; at: Date },
) {
  const rows = await db
    .insert(checkrWebhookEvents)
    .values({ ...v, outcome: 'received', receivedAt: v.at })
    .onConflictDoNothing({ target: checkrWebhookEvents.eventId })
    .returning({ eventId: checkrWebhookEvents.eventId });
  return rows.length > 0;
}

export async function settleEvent(db: DbOrTx, eventId: string, outcome: string, screeningId: string | null) {
  await db.update(checkrWebhookEvents).set({ outcome, screeningId }).where(eq(checkrWebhookEvents.eventId, eventId));
}

export function webhookEvent(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(checkrWebhookEvents)
    .where(eq(checkrWebhookEvents.eventId, eventId))
    .then((r) => r[0] ?? null);
}
