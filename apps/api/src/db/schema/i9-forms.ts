import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { users } from './users.js';

/** Form I-9: section 1 by the employee; section 2 (documents examined) by admin or a document verifier. */
export const i9Forms = pgTable(
  'i9_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: contractorRef().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    section1: jsonb('section1').notNull(),
    section1SensitiveCiphertext: text('section1_sensitive_ciphertext'),
    section1SignedAt: timestamp('section1_signed_at', { withTimezone: true }).notNull(),
    section1Ip: text('section1_ip'),
    section2: jsonb('section2'),
    section2SignedBy: uuid('section2_signed_by').references(() => users.id),
    section2SignedAt: timestamp('section2_signed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('i9_forms_contractor_idx').on(t.contractorId)],
);
