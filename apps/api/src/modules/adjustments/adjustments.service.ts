/**
 * Adjustments (billing issue): added pending, charged by the next invoice run to the client's invoice in
 * the same currency, invoiced when that invoice is finalized; a pending one may be voided with a reason.
 * The invoice run, finalize and void move them through the functions at the bottom.
 */
import Decimal from 'decimal.js';
import { money } from '@app/paybill';
import type { AdjustmentCreate, AdjustmentView } from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { mustAddAdjustmentsFor, namesClientOf } from './adjustments.policy.js';
import {
  adjustmentsOnInvoice,
  chargeTo,
  clientInvoice,
  clientOfAdjustment,
  findVisibleAdjustment,
  insertAdjustment,
  listAdjustments,
  markInvoicedOn,
  pendingFor,
  releaseFrom,
  voidPending,
  type AdjustmentFilter,
  type AdjustmentRow,
} from './adjustments.repository.js';

/** A stored amount as the API answers it (@app/paybill's money: two places, half-up). */
const m = (v: unknown) => money(String(v ?? 0));

export function toAdjustmentView(r: AdjustmentRow): AdjustmentView {
  const a = r.a;
  const amount = new Decimal(String(a.amount));
  return {
    id: a.id,
    payer: { id: a.clientId, name: r.clientName },
    partner: { id: a.partnerId, name: r.partnerName },
    type: a.type,
    direction: a.direction,
    amount: amount.toFixed(2),
    signed_amount: (a.direction === 'credit' ? amount.negated() : amount).toFixed(2),
    currency: a.currency,
    description: a.description,
    notes: a.notes,
    date: a.date,
    status: a.status,
    invoice_charged_against: a.invoiceChargedAgainst
      ? { id: a.invoiceChargedAgainst, number: r.chargedNumber === null ? null : String(r.chargedNumber) }
      : null,
    invoice_related_to: a.invoiceRelatedTo
      ? { id: a.invoiceRelatedTo, number: r.relatedNumber === null ? null : String(r.relatedNumber) }
      : null,
    late_invoice: r.chargedType === 'supplemental',
    invoice_date: r.chargedDate ?? null,
    mark_paid_date: r.chargedPaid ?? null,
    partner_amount_due: m(a.partnerAmountDue),
    product_line: r.productLine,
    void_reason: a.voidReason,
    created_at: a.createdAt.toISOString(),
  };
}

export const adjustmentList = (db: DbOrTx, p: Principal, f: AdjustmentFilter) =>
  listAdjustments(db, p, f, toAdjustmentView);

export async function adjustmentDetail(db: DbOrTx, p: Principal, id: string): Promise<AdjustmentView> {
  const row = await findVisibleAdjustment(db, p, id);
  if (!row) throw notFound();
  return toAdjustmentView(row);
}

export async function createAdjustment(deps: AppDeps, p: Principal, body: AdjustmentCreate, ip: string) {
  const client = await clientOfAdjustment(deps.db, body.client_id);
  if (!client || !namesClientOf(p, client.partnerId)) {
    throw unprocessable([{ loc: ['body', 'client_id'], msg: 'No such client' }]);
  }
  mustAddAdjustmentsFor(p, client.partnerId);
  const types = (await effectiveSettings(deps.db, client.partnerId)).adjustment_types.map((t) => t.value);
  if (!types.includes(body.type)) {
    throw unprocessable([{ loc: ['body', 'type'], msg: `Choose one of the adjustment types: ${types.join(', ')}` }]);
  }
  if (body.invoice_related_to && !(await clientInvoice(deps.db, client.id, body.invoice_related_to))) {
    throw unprocessable([{ loc: ['body', 'invoice_related_to'], msg: "Not one of this client's invoices" }]);
  }
  return deps.db.transaction(async (tx) => {
    const id = await insertAdjustment(tx, {
      partnerId: client.partnerId,
      clientId: client.id,
      type: body.type,
      direction: body.direction,
      amount: body.amount,
      currency: body.currency,
      description: body.description,
      notes: body.notes,
      date: body.date,
      invoiceRelatedTo: body.invoice_related_to,
      partnerAmountDue: body.partner_amount_due,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'adjustment_created',
      entityType: 'adjustment',
      entityId: id,
      metadata: { direction: body.direction, amount: body.amount, client_id: client.id },
    });
    return adjustmentDetail(tx, p, id);
  });
}

export async function voidAdjustment(deps: AppDeps, p: Principal, id: string, reason: string, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleAdjustment(tx, p, id);
    if (!row) throw notFound();
    mustAddAdjustmentsFor(p, row.a.partnerId);
    if (!(await voidPending(tx, id, reason, deps.clock.now()))) {
      throw conflict(`A ${row.a.status} adjustment cannot be voided: counter it with another adjustment`);
    }
    await auditAs(tx, p, ip, {
      action: 'adjustment_voided',
      entityType: 'adjustment',
      entityId: id,
      metadata: { reason },
    });
    return adjustmentDetail(tx, p, id);
  });
}

// For the invoices module: the run charges, finalize invoices, void and rerun release.
export { markInvoicedOn, releaseFrom };

/**
 * Charges the clients' pending adjustments (dated by `through`) to the invoice this run built for the
 * same client and currency (`targets`: client|currency → invoice). Adjustments with no invoice wait.
 */
export async function chargePending(tx: Tx, targets: Map<string, string>, through: string): Promise<void> {
  const clientIds = [...new Set([...targets.keys()].map((k) => k.split('|')[0]!))];
  const byInvoice = new Map<string, string[]>();
  for (const a of await pendingFor(tx, clientIds, through)) {
    const invoiceId = targets.get(`${a.clientId}|${a.currency}`);
    if (invoiceId) byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), a.id]);
  }
  for (const [invoiceId, ids] of byInvoice) await chargeTo(tx, ids, invoiceId);
}

/** The adjustments charged to an invoice, as its detail lists them. */
export async function adjustmentsOf(db: DbOrTx, invoiceId: string): Promise<AdjustmentView[]> {
  return (await adjustmentsOnInvoice(db, invoiceId)).map(toAdjustmentView);
}
