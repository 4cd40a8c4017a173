/** The SQL of webhook endpoints and deliveries: lists, one row, writes, and claiming due deliveries. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  apiEvents,
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { WebhookDeliveryStatus } from '@app/domain';
import { endpointOwnerMayReceive } from './webhooks.scope.js';

const ownerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const endpointColumns = {
  id: webhookEndpoints.id,
  ownerUserId: webhookEndpoints.ownerUserId,
  partnerId: webhookEndpoints.partnerId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
};
const selectEndpoints = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ ...endpointColumns, ownerName, ...extra })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.ownerUserId));
export type EndpointJoined = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['execute']>>[number];

export function listEndpointRows<V>(
  db: DbOrTx,
  f: ListRequest & { scope: SQL | undefined },
  view: (r: EndpointJoined) => V,
) {
  const sorts: KeyMap = { created_at: webhookEndpoints.createdAt };
  return keysetList(db, {
    select: (listKey) => selectEndpoints(db, { listKey }).$dynamic(),
    where: f.scope,
    matching: matchingRows(db, webhookEndpoints, f.scope),
    keyset: keysetOf(sorts, f.sort, 'created_at', [webhookEndpoints.id]),
    request: f,
    view,
  });
}

export async function findEndpoint(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await selectEndpoints(db).where(and(eq(webhookEndpoints.id, id), scope));
  return row ?? null;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export async function updateEndpoint(db: DbOrTx, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) {
  if (Object.values(values).every((v) => v === undefined)) return;
  await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id));
}

export async function endpointSecret(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ url: webhookEndpoints.url, secretEncrypted: webhookEndpoints.secretEncrypted })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: apiEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastResponse: webhookDeliveries.lastResponse,
  createdAt: webhookDeliveries.createdAt,
};
const selectDeliveries = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ ...deliveryColumns, ...extra })
    .from(webhookDeliveries)
    .innerJoin(apiEvents, eq(apiEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));
export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

export function listDeliveryRows<V>(
  db: DbOrTx,
  f: ListRequest & {
    scope: SQL | undefined;
    endpointId?: string | undefined;
    status?: WebhookDeliveryStatus | undefined;
  },
  view: (r: DeliveryRow) => V,
) {
  const where = and(
    f.scope,
    f.endpointId ? eq(webhookDeliveries.endpointId, f.endpointId) : undefined,
    f.status ? eq(webhookDeliveries.status, f.status) : undefined,
  );
  const sorts: KeyMap = { created_at: webhookDeliveries.createdAt };
  return keysetList(db, {
    select: (listKey) => selectDeliveries(db, { listKey }).$dynamic(),
    where,
    matching: db
      .select({ one: sql`1` })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .$dynamic(),
    keyset: keysetOf(sorts, f.sort, 'created_at', [webhookDeliveries.id]),
    request: f,
    view,
  });
}

export async function findDelivery(db: DbOrTx, id: string, scope: SQL | undefined) {
  const [row] = await selectDeliveries(db).where(and(eq(webhookDeliveries.id, id), scope));
  return row ?? null;
}

export async function insertDelivery(db: DbOrTx, eventId: string, endpointId: string, at: Date) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ eventId, endpointId, nextAttemptAt: at, createdAt: at })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** Puts a delivery back in the queue, due now (a manual redelivery), unless a worker is posting it; answers whether it did. */
export async function requeueDelivery(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: at })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        sql`(${webhookDeliveries.leasedUntil} is null or ${webhookDeliveries.leasedUntil} <= ${at.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints whose owner may still receive (or just `onlyId`), leasing them for
 * `leaseMs` so no other worker posts them meanwhile. Answers what each post needs, and the lease that
 * recordAttempt must still find to write the outcome.
 */
export async function claimDueDeliveries(db: DbOrTx, at: Date, limit: number, leaseMs: number, onlyId?: string) {
  const now = at.toISOString();
  const lease = new Date(at.getTime() + leaseMs).toISOString();
  const only = onlyId ? sql`and d2.id = ${onlyId}` : sql``;
  const result = await db.execute(sql`
    update webhook_deliveries d set leased_until = ${lease}::timestamptz
    from api_events e, webhook_endpoints w
    where d.id in (
        select d2.id from webhook_deliveries d2
        join webhook_endpoints w2 on w2.id = d2.endpoint_id and w2.disabled_at is null
          and ${endpointOwnerMayReceive('w2')}
        where d2.status = 'pending' and d2.next_attempt_at <= ${now}::timestamptz
          and (d2.leased_until is null or d2.leased_until <= ${now}::timestamptz) ${only}
        order by d2.next_attempt_at limit ${limit}
        for update of d2 skip locked)
      and e.id = d.event_id and w.id = d.endpoint_id
    returning d.id, d.attempts, d.endpoint_id, w.url, w.secret_encrypted, e.id as event_id, e.type, e.data, e.created_at`);
  return (
    result as unknown as {
      rows: {
        id: string;
        attempts: number;
        endpoint_id: string;
        url: string;
        secret_encrypted: string;
        event_id: string;
        type: string;
        data: Record<string, unknown> | string;
        created_at: string | Date;
      }[];
    }
  ).rows.map((r) => ({ ...r, lease }));
}

/** Writes a post's outcome only while the claim's lease still holds (`lease`); answers whether it did. */
export async function recordAttempt(
  db: DbOrTx,
  id: string,
  lease: string,
  r: {
    status: WebhookDeliveryStatus;
    attempts: number;
    at: Date;
    nextAttemptAt: Date | null;
    statusCode: number | null;
    response: string;
  },
) {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: r.status,
      attempts: r.attempts,
      lastAttemptAt: r.at,
      nextAttemptAt: r.nextAttemptAt,
      lastStatusCode: r.statusCode,
      lastResponse: r.response,
      leasedUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.leasedUntil} = ${lease}::timestamptz`))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function insertAttempt(db: DbOrTx, values: typeof webhookDeliveryAttempts.$inferInsert) {
  await db.insert(webhookDeliveryAttempts).values(values);
}

/** A delivery's posts, the newest first by default. */
export function listAttemptRows<V>(
  db: DbOrTx,
  f: ListRequest & { deliveryId: string },
  view: (r: typeof webhookDeliveryAttempts.$inferSelect) => V,
) {
  const where = eq(webhookDeliveryAttempts.deliveryId, f.deliveryId);
  const sorts: KeyMap = { attempted_at: webhookDeliveryAttempts.attemptedAt };
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          id: webhookDeliveryAttempts.id,
          deliveryId: webhookDeliveryAttempts.deliveryId,
          attempt: webhookDeliveryAttempts.attempt,
          attemptedAt: webhookDeliveryAttempts.attemptedAt,
          statusCode: webhookDeliveryAttempts.statusCode,
          response: webhookDeliveryAttempts.response,
          durationMs: webhookDeliveryAttempts.durationMs,
          listKey,
        })
        .from(webhookDeliveryAttempts)
        .$dynamic(),
    where,
    matching: matchingRows(db, webhookDeliveryAttempts, where),
    keyset: keysetOf(sorts, f.sort, 'attempted_at', [webhookDeliveryAttempts.id]),
    request: f,
    view,
  });
}
