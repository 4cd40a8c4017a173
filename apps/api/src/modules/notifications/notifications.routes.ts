/**
 * /v2/notifications and /v2/events (decision 0072): every signed-in user's own notifications (the list,
 * the bell's unread count, mark one or all read) and preferences per event type and channel; the events
 * behind them (what happened, to how many) for platform staff.
 */
import type { FastifyInstance } from 'fastify';
import {
  EVENT_SORTS,
  eventFilters,
  eventViewSchema,
  NOTIFICATION_SORTS,
  notificationFilters,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationViewSchema,
  readAllResultSchema,
  unreadCountSchema,
  type EventView,
  type NotificationView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  eventList,
  notificationList,
  notificationPreferences,
  notificationUnreadCount,
  readAllNotifications,
  readNotification,
  updateNotificationPreferences,
} from './notifications.service.js';

const anyone = {};
const tags = ['notifications'];

const csvColumns: CsvColumn<NotificationView>[] = [
  { header: 'Notification', value: (n) => n.title },
  { header: 'Detail', value: (n) => n.body },
  { header: 'Type', value: (n) => n.type },
  { header: 'By', value: (n) => n.actor?.name },
  { header: 'Received', value: (n) => n.created_at },
  { header: 'Read', value: (n) => n.read_at },
];

const eventCsv: CsvColumn<EventView>[] = [
  { header: 'Event', value: (e) => e.title },
  { header: 'Type', value: (e) => e.type },
  { header: 'By', value: (e) => e.actor?.name },
  { header: 'Recipients', value: (e) => e.recipients },
  { header: 'When', value: (e) => e.created_at },
];

export async function notificationsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/notifications',
    access: anyone,
    tags,
    query: listQuerySchema(NOTIFICATION_SORTS, notificationFilters),
    row: notificationViewSchema,
    list: ({ principal, query: q }) =>
      notificationList(deps, principal, {
        status: q.status,
        type: q.type,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'notifications', columns: csvColumns },
  });

  route(app, {
    method: 'GET',
    url: '/v2/notifications/unread_count',
    access: anyone,
    tags,
    response: unreadCountSchema,
    handler: ({ principal }) => notificationUnreadCount(deps, principal),
  });

  route(app, {
    method: 'POST',
    url: '/v2/notifications/:id/read',
    access: anyone,
    tags,
    params: idParams,
    response: notificationViewSchema,
    handler: ({ principal, params }) => readNotification(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/notifications/read_all',
    access: anyone,
    tags,
    response: readAllResultSchema,
    handler: ({ principal }) => readAllNotifications(deps, principal),
  });

  route(app, {
    method: 'GET',
    url: '/v2/notifications/preferences',
    access: anyone,
    tags,
    response: notificationPreferencesSchema,
    handler: ({ principal }) => notificationPreferences(deps, principal),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/notifications/preferences',
    access: anyone,
    tags,
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
    handler: ({ principal, body }) => updateNotificationPreferences(deps, principal, body.preferences),
  });

  listRoute(app, {
    url: '/v2/events',
    access: { userTypes: ['admin', 'eor'] },
    tags: ['events'],
    query: listQuerySchema(EVENT_SORTS, eventFilters),
    row: eventViewSchema,
    list: ({ principal, query: q }) =>
      eventList(deps, principal, { type: q.type, sort: sortOf(q, '-created_at'), ...pageOf(q) }),
    csv: { filename: 'events', columns: eventCsv },
  });
}
