import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientRef } from './clients.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';

/** Acceptance of a shown text: click-through steps, the client services addendum, the partner agreement. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agreement: text('agreement').notNull(),
    partnerId: partnerRef(),
    clientId: clientRef(),
    /** SHA-256 of the exact text shown, so what was agreed to can be proven later. */
    textHash: text('text_hash').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_acceptances_user_idx').on(t.userId, t.agreement)],
);
