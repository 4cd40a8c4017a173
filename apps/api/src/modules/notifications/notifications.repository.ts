/** The SQL of notifications: the caller's list and unread count, marking read, preferences, events. */
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EventType, NotificationChannel } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { events, notificationPreferences, notifications, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

const actorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ n: notifications, e: events, actorName, ...extra })
    .from(notifications)
    .innerJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(users, eq(users.id, events.actorUserId));

export type NotificationJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const SORTS: KeyMap = { created_at: notifications.createdAt };

export interface NotificationFilter extends ListRequest {
  scope: SQL;
  status: 'unread' | 'read' | 'all';
  type?: EventType | undefined;
}

export function listNotifications<V>(db: DbOrTx, f: NotificationFilter, view: (r: NotificationJoined) => V) {
  const t = notifications;
  const where = and(
    f.scope,
    f.status === 'unread' ? isNull(t.readAt) : f.status === 'read' ? isNotNull(t.readAt) : undefined,
    f.type
      ? sql`exists (select 1 from events e where e.id = ${sql.raw('"notifications"."event_id"')} and e.type = ${f.type})`
      : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findNotification(db: DbOrTx, id: string, scope: SQL) {
  const [row] = await select(db)
    .where(and(eq(notifications.id, id), scope))
    .limit(1);
  return row;
}

export async function unreadCount(db: DbOrTx, scope: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(scope, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: DbOrTx, id: string, scope: SQL, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), scope, isNull(notifications.readAt)));
}

export async function markAllRead(db: DbOrTx, scope: SQL, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(scope, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export function preferencesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      eventType: notificationPreferences.eventType,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  tx: DbOrTx,
  userId: string,
  eventType: EventType,
  channel: NotificationChannel,
  enabled: boolean,
) {
  await tx
    .insert(notificationPreferences)
    .values({ userId, eventType, channel, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.eventType, notificationPreferences.channel],
      set: { enabled },
    });
}

const recipients = sql<number>`(select count(*)::int from notifications n where n.event_id = ${sql.raw('"events"."id"')})`;
const EVENT_SORTS: KeyMap = { created_at: events.createdAt };

export function listEvents<V>(
  db: DbOrTx,
  f: ListRequest & { type?: EventType | undefined },
  view: (r: { e: typeof events.$inferSelect; actorName: string | null; recipients: number }) => V,
) {
  const where = f.type ? eq(events.type, f.type) : undefined;
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ e: events, actorName, recipients, listKey })
        .from(events)
        .leftJoin(users, eq(users.id, events.actorUserId))
        .$dynamic(),
    where,
    matching: matchingRows(db, events, where),
    keyset: keysetOf(EVENT_SORTS, f.sort, 'created_at', [events.id]),
    request: f,
    view,
  });
}
