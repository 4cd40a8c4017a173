/**
 * Notes and notifications (issue 15; decision 0072). A note is a staff-only text on one record (subject
 * type and id) of a partner's; archived, never deleted. An event is what happened (its type, the record,
 * who did it, a title and body frozen when it happened); a notification is that event delivered to one
 * user, read or not. Preferences switch a channel of an event type off for one user (no row: on).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EVENT_TYPES, NOTE_SUBJECT_TYPES, NOTIFICATION_CHANNELS } from '@app/domain';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { userRef, users } from './users.js';

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant: the subject's partner. */
    partnerId: partnerRef().notNull(),
    subjectType: text('subject_type', { enum: NOTE_SUBJECT_TYPES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    body: text('body').notNull(),
    authorId: userRef('author_id').notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: userRef('archived_by'),
  },
  (t) => [
    index('notes_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('notes_partner_idx').on(t.partnerId, t.createdAt, t.id),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    partnerId: partnerRef(),
    subjectType: text('subject_type'),
    subjectId: uuid('subject_id'),
    actorUserId: userRef('actor_user_id'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * What makes the event happen once (decision 0081): a paycheck's id for its pay stub, an invoice's for
     * its overdue notice, a license, its expiry and the threshold… Unique per type; null: no such rule.
     */
    onceKey: text('once_key'),
    createdAt: created(),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt, t.id),
    uniqueIndex('events_once_idx')
      .on(t.type, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
    index('events_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType, t.channel] })],
);
