/**
 * The SQL of the approval hook: each decided timesheet's status and standing consumption, the active POs
 * covering its assignment on its work date, the PO rows under their lock, the timesheet's billed hours
 * and amount from the ledger, and the consumption writes. Runs in the decision's transaction.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  clients,
  payBillTransactionItems as items,
  purchaseOrderAssignments as poAssignments,
  purchaseOrderConsumptions as consumptions,
  purchaseOrders,
  timesheets,
} from '../../db/schema/index.js';

/** Each timesheet's status and work date, with its standing consumption when it has one. */
export function consumptionFacts(tx: Tx, timesheetIds: string[]) {
  return tx
    .select({
      id: timesheets.id,
      status: timesheets.status,
      date: timesheets.date,
      minutesWorked: timesheets.minutesWorked,
      standingId: consumptions.id,
      standingPoId: consumptions.purchaseOrderId,
      standingHours: consumptions.hours,
      standingAmount: consumptions.amount,
    })
    .from(timesheets)
    .leftJoin(consumptions, and(eq(consumptions.timesheetId, timesheets.id), isNull(consumptions.releasedAt)))
    .where(inArray(timesheets.id, timesheetIds))
    .orderBy(asc(timesheets.date), asc(timesheets.id));
}

/**
 * The active POs covering each timesheet (its assignment, its work date inside the validity window), in
 * the order one is chosen: the one ending soonest (open-ended last), then the earliest start, then the
 * oldest.
 */
export function coveringPurchaseOrders(tx: Tx, timesheetIds: string[]) {
  if (timesheetIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ timesheetId: timesheets.id, purchaseOrderId: purchaseOrders.id })
    .from(timesheets)
    .innerJoin(poAssignments, eq(poAssignments.assignmentId, timesheets.assignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(
      and(
        inArray(timesheets.id, timesheetIds),
        eq(purchaseOrders.status, 'active'),
        eq(purchaseOrders.clientId, timesheets.clientId),
        sql`${purchaseOrders.startsOn} <= ${timesheets.date}`,
        sql`(${purchaseOrders.endsOn} is null or ${purchaseOrders.endsOn} >= ${timesheets.date})`,
      ),
    )
    .orderBy(
      asc(timesheets.id),
      sql`${purchaseOrders.endsOn} asc nulls last`,
      asc(purchaseOrders.startsOn),
      asc(purchaseOrders.createdAt),
      asc(purchaseOrders.id),
    );
}

/**
 * The POs under their row locks, in id order (two commands locking the same POs never deadlock), with
 * their client's overrun policy. Only the PO rows are locked: `of purchase_orders`.
 */
export function lockPurchaseOrders(tx: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      budgetKind: purchaseOrders.budgetKind,
      budget: purchaseOrders.budget,
      currency: purchaseOrders.currency,
      consumed: purchaseOrders.consumed,
      policy: clients.poOverrunPolicy,
    })
    .from(purchaseOrders)
    .innerJoin(clients, eq(clients.id, purchaseOrders.clientId))
    .where(inArray(purchaseOrders.id, ids))
    .orderBy(asc(purchaseOrders.id))
    .for('update', { of: purchaseOrders });
}

/** Each timesheet's billed minutes and amount: its bill-side ledger items, net of reversals. */
export function billedTotals(tx: Tx, timesheetIds: string[]) {
  if (timesheetIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      timesheetId: items.timesheetId,
      minutes: sql<number>`coalesce(sum(${items.minutes}), 0)::int`,
      amount: sql<string>`coalesce(sum(${items.amount}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(items)
    .where(and(inArray(items.timesheetId, timesheetIds), eq(items.side, 'bill')))
    .groupBy(items.timesheetId);
}

export async function insertConsumptions(tx: Tx, rows: (typeof consumptions.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(consumptions).values(rows);
}

/** Releases standing rows (never a delete: the PO page keeps the history). */
export async function releaseConsumptions(tx: Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(consumptions)
    .set({ releasedAt: at })
    .where(and(inArray(consumptions.id, ids), isNull(consumptions.releasedAt)));
}

/** Moves a locked PO's running total. */
export async function setConsumed(tx: Tx, id: string, consumed: string): Promise<void> {
  await tx.update(purchaseOrders).set({ consumed }).where(eq(purchaseOrders.id, id));
}
