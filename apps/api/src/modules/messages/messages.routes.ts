/**
 * /v2/messages (decision 0074): every signed-in user's inbox — their threads (paged, with each one's
 * unread count), the total unread, the users they may write to, a thread opened (marked read), started
 * or replied to. Another user's thread is 404; messages are never edited or deleted.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MESSAGE_SORTS,
  messageFilters,
  messageRecipientsQuerySchema,
  messageReplySchema,
  messageThreadCreateSchema,
  messageThreadDetailSchema,
  messageThreadViewSchema,
  messageUnreadSchema,
  messageUserSchema,
  type MessageThreadView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf, type CsvColumn } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { messagesUnread, openThread, recipients, reply, startThread, threadList } from './messages.service.js';

const anyone = {};
const tags = ['messages'];

const csvColumns: CsvColumn<MessageThreadView>[] = [
  { header: 'Subject', value: (t) => t.subject },
  { header: 'With', value: (t) => t.participants.map((u) => u.name).join('; ') },
  { header: 'Latest message', value: (t) => t.last_message.excerpt },
  { header: 'From', value: (t) => t.last_message.author?.name },
  { header: 'Sent', value: (t) => t.last_message.created_at },
  { header: 'Messages', value: (t) => t.message_count },
  { header: 'Unread', value: (t) => t.unread },
];

export async function messagesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/messages',
    access: anyone,
    tags,
    query: listQuerySchema(MESSAGE_SORTS, messageFilters),
    row: messageThreadViewSchema,
    list: ({ principal, query: q }) =>
      threadList(deps, principal, { status: q.status, q: q.q, sort: sortOf(q, '-last_message_at'), ...pageOf(q) }),
    csv: { filename: 'messages', columns: csvColumns },
  });

  route(app, {
    method: 'GET',
    url: '/v2/messages/unread_count',
    access: anyone,
    tags,
    response: messageUnreadSchema,
    handler: ({ principal }) => messagesUnread(deps, principal),
  });

  route(app, {
    method: 'GET',
    url: '/v2/messages/recipients',
    access: anyone,
    tags,
    summary: 'The users the caller may start a thread with',
    query: messageRecipientsQuerySchema,
    response: z.array(messageUserSchema),
    handler: ({ principal, query }) => recipients(deps, principal, query),
  });

  route(app, {
    method: 'POST',
    url: '/v2/messages',
    access: anyone,
    tags,
    summary: 'Start a thread: its first message to the recipients',
    body: messageThreadCreateSchema,
    response: messageThreadDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => startThread(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'GET',
    url: '/v2/messages/:id',
    access: anyone,
    tags,
    summary: 'A thread with its messages; opening it marks it read',
    params: idParams,
    response: messageThreadDetailSchema,
    handler: ({ principal, params }) => openThread(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/messages/:id/replies',
    access: anyone,
    tags,
    params: idParams,
    body: messageReplySchema,
    response: messageThreadDetailSchema,
    status: 201,
    handler: ({ principal, params, body, request }) => reply(deps, principal, params.id, body, request.ip),
  });
}
