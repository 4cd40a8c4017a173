/**
 * The approval hook (decision 0038): after a timesheet decision has recomputed the ledger, in the same
 * transaction, an approved (or signed) timesheet takes its billed hours and amount from the active PO
 * covering it, and one that left approval gives its standing consumption back. The PO row is locked
 * (FOR UPDATE) before its budget is read, so concurrent approvals never spend the same budget twice.
 * Past the budget, the client's policy decides: 'refuse' answers 422 and nothing is written (the
 * decision's transaction rolls back), 'flag' writes the consumption marked over budget.
 */
import Decimal from 'decimal.js';
import type { TimesheetStatus } from '@app/domain';
import type { Tx } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import {
  billedTotals,
  consumptionFacts,
  coveringPurchaseOrders,
  insertConsumptions,
  lockPurchaseOrders,
  releaseConsumptions,
  setConsumed,
} from './purchase-order-consumption.repository.js';

/** The statuses whose time stands approved and billable (no_bill is approved but never billed). */
const CONSUMING: readonly TimesheetStatus[] = ['approved', 'signed'];

const d = (v: unknown) => new Decimal(String(v ?? 0));
const two = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** What the PO counts: hours for an hours budget, money for an amount budget. */
const measureOf = (kind: 'hours' | 'amount', c: { hours: unknown; amount: unknown }) =>
  kind === 'hours' ? d(c.hours) : d(c.amount);

function leftMessage(
  po: { number: string; budgetKind: 'hours' | 'amount'; currency: string },
  left: Decimal,
  need: Decimal,
) {
  const shown = Decimal.max(left, 0);
  if (po.budgetKind === 'hours')
    return `Purchase order ${po.number} has ${two(shown)} hours left; this timesheet needs ${two(need)}`;
  const cur = po.currency.toUpperCase();
  return `Purchase order ${po.number} has ${two(shown)} ${cur} left; this timesheet needs ${two(need)} ${cur}`;
}

/**
 * Brings the POs in step with these timesheets' statuses. Call it after the ledger recompute of the same
 * decision, with the ids whose status changed; idempotent (a timesheet already consuming, or with nothing
 * standing, is left alone).
 */
export async function syncPurchaseOrderConsumption(tx: Tx, timesheetIds: string[], now: Date): Promise<void> {
  const ids = [...new Set(timesheetIds)];
  if (ids.length === 0) return;
  const facts = await consumptionFacts(tx, ids);
  const releasing = facts.filter((f) => f.standingId && !CONSUMING.includes(f.status));
  const wanting = facts.filter((f) => !f.standingId && CONSUMING.includes(f.status));
  if (releasing.length === 0 && wanting.length === 0) return;

  const chosen = new Map<string, string>();
  for (const c of await coveringPurchaseOrders(
    tx,
    wanting.map((f) => f.id),
  )) {
    if (!chosen.has(c.timesheetId)) chosen.set(c.timesheetId, c.purchaseOrderId);
  }
  const consuming = wanting.filter((f) => chosen.has(f.id));
  const poIds = [...new Set([...releasing.map((f) => f.standingPoId!), ...chosen.values()])];
  if (poIds.length === 0) return;
  const locked = new Map(
    (await lockPurchaseOrders(tx, poIds)).map((po) => [po.id, { ...po, running: d(po.consumed) }]),
  );

  for (const f of releasing) {
    const po = locked.get(f.standingPoId!)!;
    po.running = po.running.minus(measureOf(po.budgetKind, { hours: f.standingHours, amount: f.standingAmount }));
  }
  await releaseConsumptions(
    tx,
    releasing.map((f) => f.standingId!),
    now,
  );

  const billed = new Map(
    (
      await billedTotals(
        tx,
        consuming.map((f) => f.id),
      )
    ).map((b) => [b.timesheetId!, b]),
  );
  const rows = consuming.map((f) => {
    const po = locked.get(chosen.get(f.id)!)!;
    const b = billed.get(f.id);
    // Time the ledger bills; an entry it posted nothing for counts its worked hours at no amount.
    const hours = d(b && b.count > 0 ? b.minutes : f.minutesWorked).dividedBy(60);
    const amount = d(b?.amount ?? 0);
    const need = measureOf(po.budgetKind, { hours: two(hours), amount: two(amount) });
    const left = d(po.budget).minus(po.running);
    const over = need.gt(0) && need.gt(left);
    if (over && po.policy === 'refuse') {
      throw unprocessable([{ loc: ['body', 'action'], msg: leftMessage(po, left, need) }]);
    }
    po.running = po.running.plus(need);
    return {
      purchaseOrderId: po.id,
      timesheetId: f.id,
      hours: two(hours),
      amount: two(amount),
      overBudget: over,
    };
  });
  await insertConsumptions(tx, rows);
  for (const po of locked.values()) {
    if (!po.running.eq(d(po.consumed))) await setConsumed(tx, po.id, two(po.running));
  }
}
