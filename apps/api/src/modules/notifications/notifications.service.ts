/**
 * Notifications (decision 0072): the caller's own — the list, the unread count the header's bell polls,
 * marking one or all read — their preferences per event type and channel, and the events list for
 * platform staff. Events and notifications are written by the modules where things happen
 * (lib/events.ts).
 */
import {
  EVENT_TYPES,
  type EventType,
  type EventView,
  type NotificationPreference,
  type NotificationView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  findNotification,
  listEvents,
  listNotifications,
  markAllRead,
  markRead,
  preferencesOf,
  unreadCount,
  upsertPreference,
  type NotificationJoined,
} from './notifications.repository.js';
import { notificationScope, seesEvents } from './notifications.scope.js';

function viewOf(r: NotificationJoined): NotificationView {
  return {
    id: r.n.id,
    type: r.e.type,
    title: r.e.title,
    body: r.e.body,
    link: r.e.link,
    subject_type: r.e.subjectType,
    subject_id: r.e.subjectId,
    actor: r.e.actorUserId && r.actorName ? { id: r.e.actorUserId, name: r.actorName } : null,
    created_at: r.n.createdAt.toISOString(),
    read_at: r.n.readAt?.toISOString() ?? null,
  };
}

export interface NotificationListQuery extends ListRequest {
  status: 'unread' | 'read' | 'all';
  type?: EventType | undefined;
}

export function notificationList(deps: AppDeps, p: Principal, q: NotificationListQuery) {
  return listNotifications(deps.db, { ...q, scope: notificationScope(p) }, viewOf);
}

export async function notificationUnreadCount(deps: AppDeps, p: Principal) {
  return { unread: await unreadCount(deps.db, notificationScope(p)) };
}

/** Marks one of the caller's notifications read (again: no change); another's is not found. */
export async function readNotification(deps: AppDeps, p: Principal, id: string) {
  const scope = notificationScope(p);
  return deps.db.transaction(async (tx) => {
    if (!(await findNotification(tx, id, scope))) throw notFound();
    await markRead(tx, id, scope, deps.clock.now());
    return viewOf((await findNotification(tx, id, scope))!);
  });
}

export async function readAllNotifications(deps: AppDeps, p: Principal) {
  return { marked: await markAllRead(deps.db, notificationScope(p), deps.clock.now()) };
}

/** Every event type with both channels: on unless switched off. */
export async function notificationPreferences(deps: AppDeps, p: Principal): Promise<NotificationPreference[]> {
  const rows = await preferencesOf(deps.db, p.userId);
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => `${r.eventType}:${r.channel}`));
  return EVENT_TYPES.map((type) => ({
    type,
    in_app: !off.has(`${type}:in_app`),
    email: !off.has(`${type}:email`),
  }));
}

export async function updateNotificationPreferences(deps: AppDeps, p: Principal, prefs: NotificationPreference[]) {
  await deps.db.transaction(async (tx) => {
    for (const pref of prefs) {
      await upsertPreference(tx, p.userId, pref.type, 'in_app', pref.in_app);
      await upsertPreference(tx, p.userId, pref.type, 'email', pref.email);
    }
  });
  return notificationPreferences(deps, p);
}

export function eventList(deps: AppDeps, p: Principal, q: ListRequest & { type?: EventType | undefined }) {
  if (!seesEvents(p)) throw forbidden();
  return listEvents(deps.db, q, (r): EventView => ({
    id: r.e.id,
    type: r.e.type,
    title: r.e.title,
    subject_type: r.e.subjectType,
    subject_id: r.e.subjectId,
    actor: r.e.actorUserId && r.actorName ? { id: r.e.actorUserId, name: r.actorName } : null,
    recipients: Number(r.recipients),
    created_at: r.e.createdAt.toISOString(),
  }));
}
