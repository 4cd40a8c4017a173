/**
 * Messages (issue 15; decision 0074): an in-app inbox. A thread has a subject, the partner whose tenancy
 * it belongs to (null for the platform's own), who started it and when its latest message was sent; its
 * participants are the users who see it, each with when they last read it; a message is one text in a
 * thread by its author. Messages are never edited or deleted once sent (a trigger of the migration
 * refuses UPDATE and DELETE on them): the inbox is an audit trail.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** The tenant: the partner the participants share (null when the platform's own). */
    partnerId: partnerRef(),
    createdBy: userRef('created_by').notNull(),
    createdAt: created(),
    /** When its latest message was sent: the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_threads_last_idx').on(t.lastMessageAt, t.id)],
);

export const messageParticipants = pgTable(
  'message_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id),
    userId: userRef('user_id').notNull(),
    /** When the participant last opened the thread; messages after it (not theirs) are unread. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('message_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id),
    authorId: userRef('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt, t.id)],
);
