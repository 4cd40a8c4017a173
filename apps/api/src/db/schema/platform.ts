/** Platform settings (admin-edited) with per-partner overrides; logs and the audit trail. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { partnerRef } from './partners.js';

export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

export const partnerSettings = pgTable(
  'partner_settings',
  {
    partnerId: partnerRef().notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.key] })],
);

export const accessLogs = pgTable(
  'access_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    actualUserId: uuid('actual_user_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_logs_created_idx').on(t.createdAt, t.id), index('access_logs_user_idx').on(t.userId)],
);

/** Calls to outside services (mail today; bank, identity and payroll providers later). */
export const serviceLogs = pgTable(
  'service_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service').notNull(),
    operation: text('operation').notNull(),
    status: text('status', { enum: ['success', 'failure'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_logs_created_idx').on(t.createdAt, t.id)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    actualUserId: uuid('actual_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    metadata: jsonb('metadata').notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entityType, t.entityId)],
);

/** Onboarding steps a user has completed (the organizations issue adds the forms behind them). */
export const onboardingCompletions = pgTable(
  'onboarding_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
