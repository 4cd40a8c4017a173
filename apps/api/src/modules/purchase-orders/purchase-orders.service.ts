/**
 * Purchase orders (billing issue): created for a client with a budget in hours or money, a validity
 * window and the assignments they cover; changed (description, end, budget raised, assignments added or
 * removed, closed) under the PO's row lock, so a change never races an approval consuming it.
 */
import Decimal from 'decimal.js';
import {
  PO_NEAR_BUDGET_PERCENT,
  type PurchaseOrderCreate,
  type PurchaseOrderDetail,
  type PurchaseOrderUpdate,
  type PurchaseOrderView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mustManagePurchaseOrdersFor, namesClientOf } from './purchase-orders.policy.js';
import {
  addAssignments,
  assignmentsOf,
  clientAssignmentIds,
  clientForPurchaseOrder,
  consumptionsOf,
  findVisiblePurchaseOrder,
  insertPurchaseOrder,
  listPurchaseOrders,
  lockPurchaseOrder,
  removeAssignments,
  updatePurchaseOrderColumns,
  type PurchaseOrderFilter,
  type PurchaseOrderRow,
} from './purchase-orders.repository.js';

const d = (v: unknown) => new Decimal(String(v ?? 0));
const two = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export function toPurchaseOrderView(r: PurchaseOrderRow): PurchaseOrderView {
  const po = r.po;
  const budget = d(po.budget);
  const consumed = d(po.consumed);
  const percent = budget.gt(0) ? consumed.times(100).dividedBy(budget) : new Decimal(0);
  return {
    id: po.id,
    number: po.number,
    description: po.description,
    client: { id: po.clientId, name: r.clientName },
    partner: { id: po.partnerId, name: r.partnerName },
    budget_kind: po.budgetKind,
    budget: two(budget),
    currency: po.currency,
    consumed: two(consumed),
    remaining: two(budget.minus(consumed)),
    percent_used: percent.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1),
    near_budget: percent.gte(PO_NEAR_BUDGET_PERCENT),
    over_budget: consumed.gt(budget),
    starts_on: po.startsOn,
    ends_on: po.endsOn,
    status: po.status,
    assignment_count: Number(r.assignmentCount),
    created_at: po.createdAt.toISOString(),
  };
}

export const purchaseOrderList = (db: DbOrTx, p: Principal, f: PurchaseOrderFilter) =>
  listPurchaseOrders(db, p, f, toPurchaseOrderView);

export async function purchaseOrderDetail(db: DbOrTx, p: Principal, id: string): Promise<PurchaseOrderDetail> {
  const row = await findVisiblePurchaseOrder(db, p, id);
  if (!row) throw notFound();
  const [covered, consumed] = await Promise.all([assignmentsOf(db, id), consumptionsOf(db, id)]);
  return {
    ...toPurchaseOrderView(row),
    assignments: covered.map((a) => ({
      id: a.id,
      contractor: { id: a.contractorId, name: a.contractorName },
      job_title: a.jobTitle,
      start_date: a.startDate,
      status: a.status,
    })),
    consumptions: consumed.map(({ c, date, contractorId, contractorName }) => ({
      id: c.id,
      timesheet: { id: c.timesheetId, date, contractor: { id: contractorId, name: contractorName } },
      hours: two(d(c.hours)),
      amount: two(d(c.amount)),
      over_budget: c.overBudget,
      released_at: c.releasedAt?.toISOString() ?? null,
      created_at: c.createdAt.toISOString(),
    })),
  };
}

async function assertClientAssignments(db: DbOrTx, clientId: string, ids: string[], field: string) {
  const own = await clientAssignmentIds(db, clientId, ids);
  const stranger = ids.find((id) => !own.has(id));
  if (stranger) {
    throw unprocessable([{ loc: ['body', field], msg: `Assignment ${stranger} is not one of this client's` }]);
  }
}

const numberTaken = (number: string) =>
  unprocessable([{ loc: ['body', 'number'], msg: `This client already has a purchase order ${number}` }]);

export async function createPurchaseOrder(
  deps: AppDeps,
  p: Principal,
  body: PurchaseOrderCreate,
  ip: string,
): Promise<PurchaseOrderDetail> {
  const client = await clientForPurchaseOrder(deps.db, body.client_id);
  if (!client || !namesClientOf(p, client.partnerId, client.id)) {
    throw unprocessable([{ loc: ['body', 'client_id'], msg: 'No such client' }]);
  }
  mustManagePurchaseOrdersFor(p, client.partnerId);
  const assignmentIds = [...new Set(body.assignment_ids)];
  await assertClientAssignments(deps.db, client.id, assignmentIds, 'assignment_ids');
  try {
    return await deps.db.transaction(async (tx) => {
      const id = await insertPurchaseOrder(tx, {
        partnerId: client.partnerId,
        clientId: client.id,
        number: body.number,
        description: body.description,
        budgetKind: body.budget_kind,
        budget: body.budget,
        currency: body.currency,
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        createdBy: p.userId,
      });
      await addAssignments(tx, id, assignmentIds);
      await auditAs(tx, p, ip, {
        action: 'purchase_order_created',
        entityType: 'purchase_order',
        entityId: id,
        metadata: { client_id: client.id, number: body.number, budget_kind: body.budget_kind, budget: body.budget },
      });
      return purchaseOrderDetail(tx, p, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken(body.number);
    throw err;
  }
}

export async function updatePurchaseOrder(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: PurchaseOrderUpdate,
  ip: string,
): Promise<PurchaseOrderDetail> {
  const visible = await findVisiblePurchaseOrder(deps.db, p, id);
  if (!visible) throw notFound();
  mustManagePurchaseOrdersFor(p, visible.po.partnerId);
  const adding = [...new Set(changes.add_assignment_ids ?? [])];
  await assertClientAssignments(deps.db, visible.po.clientId, adding, 'add_assignment_ids');
  return deps.db.transaction(async (tx) => {
    // Budget and consumed are read under the lock an approval takes before consuming.
    const po = (await lockPurchaseOrder(tx, id))!;
    if (changes.budget !== undefined && d(changes.budget).lt(d(po.consumed))) {
      throw unprocessable([
        {
          loc: ['body', 'budget'],
          msg: `The budget cannot go below what is consumed (${two(d(po.consumed))})`,
        },
      ]);
    }
    if (changes.ends_on && changes.ends_on < po.startsOn) {
      throw unprocessable([{ loc: ['body', 'ends_on'], msg: 'The end date must not be before the start date' }]);
    }
    await updatePurchaseOrderColumns(tx, id, {
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.ends_on !== undefined && { endsOn: changes.ends_on }),
      ...(changes.budget !== undefined && { budget: changes.budget }),
      ...(changes.status !== undefined && { status: changes.status }),
    });
    await addAssignments(tx, id, adding);
    await removeAssignments(tx, id, changes.remove_assignment_ids ?? []);
    await auditAs(tx, p, ip, {
      action:
        changes.status === 'closed' && po.status !== 'closed' ? 'purchase_order_closed' : 'purchase_order_updated',
      entityType: 'purchase_order',
      entityId: id,
      metadata: { fields: Object.keys(changes), ...(changes.budget && { budget: changes.budget }) },
    });
    return purchaseOrderDetail(tx, p, id);
  });
}
