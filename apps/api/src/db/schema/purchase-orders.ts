/**
 * Purchase orders: a client's budget, in hours or money, for the assignments it covers over a validity
 * window. Approving time consumes it: the consumption row is written under the PO's row lock, so two
 * approvals at once never spend the same budget twice; unapproving releases it (released_at), never a delete.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_BUDGET_KINDS, PURCHASE_ORDER_STATUSES } from '@app/domain';
import { created, money } from './columns.js';
import { assignmentRef } from './assignments.js';
import { clientRef } from './clients.js';
import { partnerRef } from './partners.js';
import { timesheets } from './timesheets.js';
import { userRef } from './users.js';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    number: text('number').notNull(),
    description: text('description'),
    budgetKind: text('budget_kind', { enum: PURCHASE_ORDER_BUDGET_KINDS }).notNull(),
    /** Hours (two decimals) or money in the PO's currency. */
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('active'),
    /** Running total of the standing consumption rows (hours or money), moved under this row's lock. */
    consumed: numeric('consumed', { precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_idx').on(t.clientId, t.number),
    index('purchase_orders_partner_idx').on(t.partnerId, t.createdAt, t.id),
  ],
);

/** The assignments a purchase order covers. */
export const purchaseOrderAssignments = pgTable(
  'purchase_order_assignments',
  {
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    assignmentId: assignmentRef().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseOrderId, t.assignmentId] }),
    index('purchase_order_assignments_assignment_idx').on(t.assignmentId),
  ],
);

/** What one approved timesheet took from a PO; flagged when it went past the budget under the 'flag' policy. */
export const purchaseOrderConsumptions = pgTable(
  'purchase_order_consumptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id),
    hours: numeric('hours', { precision: 14, scale: 2 }).notNull(),
    amount: money('amount').notNull(),
    overBudget: boolean('over_budget').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('purchase_order_consumptions_po_idx').on(t.purchaseOrderId, t.createdAt),
    // One standing consumption per timesheet.
    uniqueIndex('purchase_order_consumptions_timesheet_idx')
      .on(t.timesheetId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
