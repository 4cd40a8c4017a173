/** Easy approve links: only the SHA-256 of each one-time token is stored. */
import { date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { users } from './users.js';
import { clientRef } from './clients.js';

/** A one-time link that opens one week of one client approver's timesheets without a login. */
export const easyApproveTokens = pgTable(
  'easy_approve_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the 32 random bytes mailed in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    approverUserId: uuid('approver_user_id')
      .notNull()
      .references(() => users.id),
    clientId: clientRef().notNull(),
    weekStart: date('week_start').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('easy_approve_one_per_week').on(t.approverUserId, t.clientId, t.weekStart)],
);
