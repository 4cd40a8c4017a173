/**
 * The SQL of purchase orders: the list and one PO through the caller's scope, their assignments and
 * consumption rows, and the writes of create and update. The approval hook's SQL (covering PO, lock,
 * consumption) is in purchase-order-consumption.repository.ts.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  purchaseOrderAssignments as poAssignments,
  purchaseOrderConsumptions as consumptions,
  purchaseOrders,
  timesheets,
} from '../../db/schema/index.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { PO_NEAR_BUDGET_PERCENT } from '@app/domain';
import { purchaseOrderScope } from './purchase-orders.scope.js';

const assignmentCount = sql<number>`(select count(*)::int from purchase_order_assignments pa
  where pa.purchase_order_id = ${purchaseOrders.id})`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      po: purchaseOrders,
      clientName: clients.name,
      partnerName: partners.name,
      assignmentCount,
      ...extra,
    })
    .from(purchaseOrders)
    .innerJoin(clients, eq(clients.id, purchaseOrders.clientId))
    .innerJoin(partners, eq(partners.id, purchaseOrders.partnerId));
export type PurchaseOrderRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export interface PurchaseOrderFilter extends ListRequest {
  clientId?: string | undefined;
  partnerId?: string | undefined;
  status?: 'active' | 'closed' | undefined;
  nearBudget?: boolean | undefined;
}

const SORTS: KeyMap = {
  number: purchaseOrders.number,
  starts_on: purchaseOrders.startsOn,
  ends_on: nullableKey(purchaseOrders.endsOn),
  created_at: purchaseOrders.createdAt,
};

/** Consumed at least PO_NEAR_BUDGET_PERCENT of the budget (exact: numeric on both sides). */
const near = sql`${purchaseOrders.consumed} * 100 >= ${purchaseOrders.budget} * ${PO_NEAR_BUDGET_PERCENT}`;

export function listPurchaseOrders<V>(
  db: DbOrTx,
  p: Principal,
  f: PurchaseOrderFilter,
  view: (r: PurchaseOrderRow) => V,
) {
  const where = and(
    purchaseOrderScope(p, db),
    f.clientId ? eq(purchaseOrders.clientId, f.clientId) : undefined,
    f.partnerId ? eq(purchaseOrders.partnerId, f.partnerId) : undefined,
    f.status ? eq(purchaseOrders.status, f.status) : undefined,
    f.nearBudget === undefined ? undefined : f.nearBudget ? near : sql`not (${near})`,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, purchaseOrders, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [purchaseOrders.id]),
    request: f,
    view,
  });
}

export async function findVisiblePurchaseOrder(db: DbOrTx, p: Principal, id: string) {
  const [row] = await select(db)
    .where(and(eq(purchaseOrders.id, id), purchaseOrderScope(p, db)))
    .limit(1);
  return row;
}

/** The assignments a PO covers, with who works them. */
export function assignmentsOf(db: DbOrTx, poId: string) {
  return db
    .select({
      id: assignments.id,
      contractorId: assignments.contractorId,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      jobTitle: jobs.title,
      startDate: assignments.startDate,
      status: assignments.status,
    })
    .from(poAssignments)
    .innerJoin(assignments, eq(assignments.id, poAssignments.assignmentId))
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(eq(poAssignments.purchaseOrderId, poId))
    .orderBy(asc(contractors.lastName), asc(contractors.firstName), asc(assignments.id));
}

/** Every consumption row of a PO (standing and released), newest first, with its timesheet. */
export function consumptionsOf(db: DbOrTx, poId: string) {
  return db
    .select({
      c: consumptions,
      date: timesheets.date,
      contractorId: timesheets.contractorId,
      contractorName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
    })
    .from(consumptions)
    .innerJoin(timesheets, eq(timesheets.id, consumptions.timesheetId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .where(eq(consumptions.purchaseOrderId, poId))
    .orderBy(desc(consumptions.createdAt), desc(consumptions.id));
}

export async function clientForPurchaseOrder(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** Of these assignment ids, those that are this client's. */
export async function clientAssignmentIds(db: DbOrTx, clientId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.clientId, clientId), inArray(assignments.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertPurchaseOrder(db: DbOrTx, values: typeof purchaseOrders.$inferInsert) {
  const [row] = await db.insert(purchaseOrders).values(values).returning({ id: purchaseOrders.id });
  return row!.id;
}

export async function addAssignments(db: DbOrTx, poId: string, assignmentIds: string[]): Promise<void> {
  if (assignmentIds.length === 0) return;
  await db
    .insert(poAssignments)
    .values(assignmentIds.map((assignmentId) => ({ purchaseOrderId: poId, assignmentId })))
    .onConflictDoNothing();
}

export async function removeAssignments(db: DbOrTx, poId: string, assignmentIds: string[]): Promise<void> {
  if (assignmentIds.length === 0) return;
  await db
    .delete(poAssignments)
    .where(and(eq(poAssignments.purchaseOrderId, poId), inArray(poAssignments.assignmentId, assignmentIds)));
}

/** The PO row under its lock: an update and an approval never interleave on `budget` and `consumed`. */
export async function lockPurchaseOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  return row;
}

export async function updatePurchaseOrderColumns(
  tx: Tx,
  id: string,
  values: Partial<Pick<typeof purchaseOrders.$inferInsert, 'description' | 'endsOn' | 'budget' | 'status'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(purchaseOrders).set(values).where(eq(purchaseOrders.id, id));
}
