/**
 * Paying sales partners' commissions (issue 14: "paid with them, and clawed back the same way"; decision
 * 0068). A commission is approved with its distribution and paid when the distribution is paid — or by
 * its own pay command (staff, Idempotency-Key), e.g. once the sales partner has a payout account or after
 * a return — to the sales partner's default payout account in its currency. Its amount nets the period's
 * clawback lines against the positive ones; with what the referral's previous commission left owing, a
 * negative total pays nothing and carries forward (`amount_due`), as a distribution's does. The detail
 * traces the commission to its lines and to the payouts that paid it (or were returned).
 */
import { mayMoveDistribution, type CommissionDetail, type CommissionView, type DistributionStatus } from '@app/domain';
import Decimal from 'decimal.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  commissionsToPayOf,
  lockCommission,
  updateCommission,
  type CommissionRow,
} from './commission-payouts.repository.js';
import {
  findCommission,
  linesOfDistribution,
  listCommissions,
  type CommissionJoined,
} from './distributions.repository.js';
import { mustManageDistributions } from './distributions.policy.js';
import { commissionScope } from './distributions.scope.js';
import { payAndSettle, payoutView } from './payouts.service.js';
import { payoutsOf } from './payouts.repository.js';

const m = (v: Decimal.Value | null) => new Decimal(v ?? 0).toFixed(2);

/** Pays one locked commission (approved, or failed before) and audits it. */
async function payLockedCommission(tx: Tx, deps: AppDeps, p: Principal, c: CommissionRow, ip: string) {
  await payAndSettle(
    tx,
    { deps, p, ip },
    { ...c, entity: 'commission', payee: { kind: 'sales_partner', id: c.salesPartnerId } },
    (values) => updateCommission(tx, c.id, values),
  );
}

/** With its distribution's payout: each of its commissions still to pay (a failure there fails only it). */
export async function payCommissionsOfDistribution(tx: Tx, deps: AppDeps, p: Principal, id: string, ip: string) {
  for (const commissionId of await commissionsToPayOf(tx, id)) {
    const c = await lockCommission(tx, commissionId, undefined);
    if (c && mayMoveDistribution(c.status, 'paid')) await payLockedCommission(tx, deps, p, c, ip);
  }
}

/** POST /v2/commissions/:id/pay (staff): an approved or failed commission paid by itself. */
export async function payCommissionIn(tx: Tx, deps: AppDeps, p: Principal, id: string, ip: string) {
  mustManageDistributions(p);
  const c = await lockCommission(tx, id, commissionScope(p));
  if (!c) throw notFound();
  if (!mayMoveDistribution(c.status, 'paid')) throw conflict(`A ${c.status} commission cannot be paid`);
  await payLockedCommission(tx, deps, p, c, ip);
  return commissionDetailOf(tx, p, id);
}

export const commissionViewOf = (r: CommissionJoined): CommissionView => ({
  id: r.commission.id,
  distribution_id: r.commission.distributionId,
  sales_partner: { id: r.commission.salesPartnerId, name: r.salesPartnerName },
  partner: { id: r.commission.partnerId, name: r.partnerName },
  currency: r.commission.currency,
  period_start: r.commission.periodStart,
  period_end: r.commission.periodEnd,
  status: r.commission.status,
  basis: m(r.commission.basis),
  amount: m(r.commission.amount),
  carried_in: m(r.commission.carriedIn),
  payable: m(r.commission.payable),
  amount_due: m(r.commission.amountDue),
  paid_at: r.commission.paidAt?.toISOString() ?? null,
  failure_reason: r.commission.failureReason,
  payout: r.payout ? payoutView(r.payout) : null,
  created_at: r.commission.createdAt.toISOString(),
});

/** A commission with its trace: the distribution lines it was earned (or clawed back) on, and its payouts. */
export async function commissionDetailOf(db: DbOrTx, p: Principal, id: string): Promise<CommissionDetail> {
  const row = await findCommission(db, id, commissionScope(p));
  if (!row) throw notFound();
  const c = row.commission;
  const lines = await linesOfDistribution(db, c.distributionId, c.salesPartnerId);
  return {
    ...commissionViewOf(row),
    lines: lines.map((l) => ({
      id: l.line.id,
      allocation_date: l.line.allocationDate,
      clawback: l.line.clawback,
      invoice: { id: l.line.invoiceId, number: l.invoiceNumber === null ? null : String(l.invoiceNumber) },
      invoice_line: { id: l.line.invoiceLineId, position: l.position, description: l.description },
      payment: { id: l.line.paymentId, reference: l.paymentReference },
      payment_allocation_id: l.line.paymentAllocationId,
      reverses_allocation_id: l.line.reversesAllocationId,
      basis: m(l.line.commissionBasis),
      commission: m(l.line.commission),
    })),
    payouts: (await payoutsOf(db, { commissionId: id })).map(payoutView),
  };
}

export const commissionList = (
  db: DbOrTx,
  p: Principal,
  f: ListRequest & {
    salesPartnerId?: string | undefined;
    partnerId?: string | undefined;
    status?: DistributionStatus | undefined;
  },
) => listCommissions(db, { ...f, scope: commissionScope(p) }, commissionViewOf);
