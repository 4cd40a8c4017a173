/**
 * Contractors: the workers a partner places, one row per partner a person works for.
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { JOB_CLASSIFICATIONS } from '@app/domain';
import { addressColumns, created, taxIdColumns } from './columns.js';
import { corpToCorps } from './corp-to-corps.js';
import { partnerRef } from './partners.js';

export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    classification: text('classification', { enum: JOB_CLASSIFICATIONS }).notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    ...addressColumns(),
    ...taxIdColumns(),
    /** Set when the contractor works through a corp-to-corp vendor. */
    corpToCorpId: uuid('corp_to_corp_id').references(() => corpToCorps.id),
    status: text('status', { enum: ['onboarding', 'active', 'inactive'] })
      .notNull()
      .default('onboarding'),
    createdAt: created(),
  },
  (t) => [
    // The list's default order (name, then id) behind the partner's scope, and alone for staff.
    index('contractors_partner_idx').on(t.partnerId, t.lastName, t.firstName, t.id),
    index('contractors_name_idx').on(t.lastName, t.firstName, t.id),
    index('contractors_tax_id_bidx').on(t.taxIdBlindIndex),
    index('contractors_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** A reference to a contractor row (the column is contractor_id unless named). */
export const contractorRef = (name = 'contractor_id', actions?: Parameters<ReturnType<typeof uuid>['references']>[1]) =>
  uuid(name).references(() => contractors.id, actions);
