import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@app/domain';
import { created } from './columns.js';
import { users } from './users.js';

/** Identity verification through a provider adapter (the local sandbox decides by rule). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('verifications_user_idx').on(t.userId)],
);
