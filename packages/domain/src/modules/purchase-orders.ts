/**
 * Contracts of /v2/purchase_orders: a client's budget, in hours or money, for the assignments it covers
 * over a validity window. Approving time consumes it (decision 0038); the client sees what is consumed
 * and what is left.
 */
import { z } from 'zod';
import { PURCHASE_ORDER_BUDGET_KINDS, PURCHASE_ORDER_STATUSES } from '../enums.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';
import { positiveMoneySchema } from './payments.js';

/** A PO counts as near its budget from this share consumed (the list's filter and the page's warning). */
export const PO_NEAR_BUDGET_PERCENT = 80;

/**
 * A PO number as the client wrote it. No commas: an invoice lists several PO numbers comma-separated.
 */
const poNumberSchema = z
  .string()
  .trim()
  .min(1, 'Enter the PO number')
  .max(40, 'At most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/, 'Letters, digits, spaces and . _ / # - only');

const budgetSchema = positiveMoneySchema;
const assignmentIdsSchema = z.array(z.string().uuid()).max(500, 'At most 500 assignments');

export const purchaseOrderCreateSchema = z
  .object({
    client_id: z.string().uuid('Choose the client'),
    number: poNumberSchema,
    description: z.string().trim().max(500).nullable().default(null),
    budget_kind: z.enum(PURCHASE_ORDER_BUDGET_KINDS, 'Choose a budget in hours or in money'),
    /** Hours (two decimals) or money in `currency`. */
    budget: budgetSchema,
    currency: z.enum(['usd', 'cad']).default('usd'),
    starts_on: calendarDateSchema(),
    /** Null: open-ended. */
    ends_on: calendarDateSchema().nullable().default(null),
    assignment_ids: assignmentIdsSchema.default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.ends_on && b.ends_on < b.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'The end date must not be before the start date' });
    }
  });
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreateSchema>;

export const purchaseOrderUpdateSchema = z
  .object({
    description: z.string().trim().max(500).nullable(),
    ends_on: calendarDateSchema().nullable(),
    /** A new budget: never below what is consumed. */
    budget: budgetSchema,
    add_assignment_ids: assignmentIdsSchema,
    remove_assignment_ids: assignmentIdsSchema,
    /** 'closed' stops the PO taking time; its consumption stays. */
    status: z.enum(PURCHASE_ORDER_STATUSES),
  })
  .partial()
  .strict();
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdateSchema>;

export const purchaseOrderViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string().nullable(),
  client: namedRefSchema,
  partner: namedRefSchema,
  budget_kind: z.enum(PURCHASE_ORDER_BUDGET_KINDS),
  budget: z.string(),
  currency: z.string(),
  /** Hours or money of the standing consumption. */
  consumed: z.string(),
  /** Budget less consumed (negative when time went past it under the 'flag' policy). */
  remaining: z.string(),
  /** Consumed as a share of the budget, one decimal ("90.0"). */
  percent_used: z.string(),
  near_budget: z.boolean(),
  over_budget: z.boolean(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  assignment_count: z.number().int(),
  created_at: z.string(),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderViewSchema>;

export const purchaseOrderAssignmentViewSchema = z.object({
  id: z.string(),
  contractor: namedRefSchema,
  job_title: z.string().nullable(),
  start_date: z.string().nullable(),
  status: z.string(),
});

export const purchaseOrderConsumptionViewSchema = z.object({
  id: z.string(),
  timesheet: z.object({ id: z.string(), date: z.string(), contractor: namedRefSchema }),
  hours: z.string(),
  amount: z.string(),
  /** Approved past the budget under the client's 'flag' policy. */
  over_budget: z.boolean(),
  /** Set when the approval was undone: the row no longer counts. */
  released_at: z.string().nullable(),
  created_at: z.string(),
});
export type PurchaseOrderConsumptionView = z.infer<typeof purchaseOrderConsumptionViewSchema>;

export const purchaseOrderDetailSchema = purchaseOrderViewSchema.extend({
  assignments: z.array(purchaseOrderAssignmentViewSchema),
  consumptions: z.array(purchaseOrderConsumptionViewSchema),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const purchaseOrderFilters = {
  client_id: z.string().uuid().optional(),
  partner_id: z.string().uuid().optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  /** 'true': consumed at least PO_NEAR_BUDGET_PERCENT of the budget. */
  near_budget: z.enum(['true', 'false']).optional(),
};
export const PURCHASE_ORDER_SORTS = ['number', 'starts_on', 'ends_on', 'created_at'] as const;
