/**
 * Demo purchase orders: Globex's PO GX-4410 covers Casey's assignment for the weeks the demo approved
 * (19 October – 7 November 2026), made through the purchase-orders services as the admin; the approved
 * entries consume it as the approval hook does, and its budget is set so that 90% is used: near its
 * budget on /purchase_orders. It ends before Casey's pending week, so approving that week is not refused.
 */
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { syncPurchaseOrderConsumption } from '../../modules/purchase-orders/purchase-order-consumption.service.js';
import {
  createPurchaseOrder,
  purchaseOrderDetail,
  updatePurchaseOrder,
} from '../../modules/purchase-orders/purchase-orders.service.js';
import { assignments, clients, contractors, timesheets } from '../schema/index.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

const STARTS = '2026-10-19';
const ENDS = '2026-11-07';
/** The share of the budget the demo PO has used. */
const USED = new Decimal('0.9');

export async function seedDemoPurchaseOrders(actors: DemoActors): Promise<void> {
  const deps = actors.deps;
  const admin = await actors.as('admin@demo.test');
  const [casey] = await deps.db
    .select({ assignmentId: assignments.id, clientId: assignments.clientId })
    .from(assignments)
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .where(and(eq(contractors.firstName, 'Casey'), eq(clients.name, 'Globex Corporation')));
  if (!casey) throw new Error("Demo seed: Casey's Globex assignment is missing");
  const po = await createPurchaseOrder(
    deps,
    admin,
    {
      client_id: casey.clientId,
      number: 'GX-4410',
      description: "Fall warehouse cover: Casey's weeks through 7 November",
      budget_kind: 'hours',
      // Set below, once the approved weeks have consumed it.
      budget: '10000',
      currency: 'usd',
      starts_on: STARTS,
      ends_on: ENDS,
      assignment_ids: [casey.assignmentId],
    },
    DEMO_IP,
  );
  const approved = await deps.db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, casey.assignmentId), inArray(timesheets.status, ['approved', 'signed'])));
  await deps.db.transaction((tx) =>
    syncPurchaseOrderConsumption(
      tx,
      approved.map((r) => r.id),
      new Date(`${ENDS}T15:00:00Z`),
    ),
  );
  const { consumed } = await purchaseOrderDetail(deps.db, admin, po.id);
  const budget = new Decimal(consumed).dividedBy(USED).toDecimalPlaces(0, Decimal.ROUND_UP).toFixed(2);
  await updatePurchaseOrder(deps, admin, po.id, { budget }, DEMO_IP);
}
