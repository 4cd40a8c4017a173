/**
 * Assignments (placements): a contractor working for a client through a partner.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { departments } from './departments.js';
import { endClients } from './end-clients.js';
import { jobs } from './jobs.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';
import { workLocations } from './work-locations.js';

export const ASSIGNMENT_STATUSES = ['pending', 'live', 'ended'] as const;

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    contractorId: contractorRef().notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    workLocationId: uuid('work_location_id')
      .notNull()
      .references(() => workLocations.id),
    endClientId: uuid('end_client_id').references(() => endClients.id),
    departmentId: uuid('department_id').references(() => departments.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('pending'),
    processingStatus: text('processing_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    processingStatusMessage: text('processing_status_message'),
    hasWorked: boolean('has_worked').notNull().default(false),
    endedReason: text('ended_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [
    index('assignments_partner_idx').on(t.partnerId),
    index('assignments_client_idx').on(t.clientId),
    index('assignments_contractor_idx').on(t.contractorId),
    check('assignments_dates', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** A reference to a assignment row (the column is assignment_id unless named). */
export const assignmentRef = (name = 'assignment_id', actions?: Parameters<ReturnType<typeof uuid>['references']>[1]) =>
  uuid(name).references(() => assignments.id, actions);

/**
 * The parties of a placement, copied from the assignment onto every row it produces (time, time off,
 * expenses, ledger items) so every list scopes by tenant, client or worker in its own query.
 */
export const placementParties = () => ({
  assignmentId: assignmentRef().notNull(),
  partnerId: partnerRef().notNull(),
  clientId: clientRef().notNull(),
  contractorId: contractorRef().notNull(),
});
