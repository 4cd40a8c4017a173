/**
 * The developer API (issue 17; decision 0089). An API key acts as its owner with its scopes; only a
 * SHA-256 HMAC of the key is stored, never the key. A webhook endpoint receives the API events it
 * subscribes to, signed with its secret (kept encrypted, shown once). An API event is what happened, with
 * the data sent; a delivery is one event to one endpoint, tried until it succeeds or about three days pass.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@app/domain';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: userRef('owner_user_id').notNull(),
    /** The owner's partner when the key was made (null for platform staff): the key's tenant. */
    partnerId: partnerRef(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The key's first characters, shown in lists to recognise it. */
    prefix: text('prefix').notNull(),
    /** HMAC-SHA256 of the whole key under a server secret (hex). */
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_owner_idx').on(t.ownerUserId, t.createdAt),
    index('api_keys_partner_idx').on(t.partnerId, t.createdAt),
  ],
);

export const apiEvents = pgTable(
  'api_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    partnerId: partnerRef(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The payload's `data` as sent to endpoints: frozen when the event happened. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [
    index('api_events_created_idx').on(t.createdAt, t.id),
    index('api_events_partner_idx').on(t.partnerId, t.createdAt, t.id),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: userRef('owner_user_id').notNull(),
    /** Null: a platform endpoint, which receives every partner's events. */
    partnerId: partnerRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    /** `whsec_…`, encrypted with deps.crypto. */
    secretEncrypted: text('secret_encrypted').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: created(),
  },
  (t) => [index('webhook_endpoints_partner_idx').on(t.partnerId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => apiEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastResponse: text('last_response'),
    /** Set while a worker posts it (the claim's lease, also its token: results are written only while it still matches). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
    uniqueIndex('webhook_deliveries_once_idx').on(t.eventId, t.endpointId),
  ],
);

/** Each post of a delivery: when, the answer's status code (null: no answer) and its first characters. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    response: text('response').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt, t.id)],
);
