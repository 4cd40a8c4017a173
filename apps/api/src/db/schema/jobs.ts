/**
 * A client's job titles and their default classification.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { JOB_CLASSIFICATIONS } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { workersCompCodes } from './workers-comp-codes.js';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef(),
    title: text('title').notNull(),
    description: text('description'),
    classification: text('classification', { enum: JOB_CLASSIFICATIONS }).notNull(),
    workersCompCodeId: uuid('workers_comp_code_id').references(() => workersCompCodes.id),
    salaried: boolean('salaried').notNull().default(false),
    isTravel: boolean('is_travel').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('jobs_partner_idx').on(t.partnerId),
    index('jobs_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
