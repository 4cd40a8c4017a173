import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { JOB_CLASSIFICATIONS } from '@app/domain';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';

/** A worker classification assessment (IC vs employee), recorded with its answers and result. */
export const workerClassifications = pgTable(
  'worker_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef(),
    workerName: text('worker_name').notNull(),
    answers: jsonb('answers').notNull().default({}),
    result: text('result', { enum: JOB_CLASSIFICATIONS }).notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('worker_classifications_partner_idx').on(t.partnerId)],
);
