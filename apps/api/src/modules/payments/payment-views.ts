/** Payments as the API answers them. */
import Decimal from 'decimal.js';
import { money } from '@app/paybill';
import type { PaymentDetail, PaymentView } from '@app/domain';
import type { allocationsOf, PaymentRow } from './payments.repository.js';

/** A stored amount as the API answers it (@app/paybill's money: two places, half-up). */
const m = (v: unknown) => money(String(v ?? 0));

export function toPaymentView(r: PaymentRow): PaymentView {
  const p = r.payment;
  const allocated = new Decimal(String(r.allocated));
  const returned = p.status === 'returned';
  const unapplied = returned ? new Decimal(0) : new Decimal(String(p.amount)).minus(allocated);
  return {
    id: p.id,
    client: { id: p.clientId, name: r.clientName },
    partner: { id: p.partnerId, name: r.partnerName },
    method: p.method,
    amount: m(p.amount),
    currency: p.currency,
    payment_date: p.paymentDate,
    reference: p.reference,
    notes: p.notes,
    status: p.status,
    allocated_amount: allocated.toFixed(2),
    unapplied_amount: unapplied.toFixed(2),
    allocation_status: allocated.isZero() ? 'pending' : unapplied.gt(0) ? 'partially_allocated' : 'allocated',
    return_code: p.returnCode,
    return_date: p.returnDate,
    return_reason: p.returnReason,
    created_at: p.createdAt.toISOString(),
  };
}

export function toPaymentDetail(r: PaymentRow, rows: Awaited<ReturnType<typeof allocationsOf>>): PaymentDetail {
  return {
    ...toPaymentView(r),
    allocations: rows.map(({ a, number, reversed }) => ({
      id: a.id,
      invoice: { id: a.invoiceId, number: number === null ? null : String(number) },
      amount: m(a.amount),
      sub_status: a.subStatus,
      reverses_allocation_id: a.reversesAllocationId,
      reversed,
      reason: a.reason,
      created_at: a.createdAt.toISOString(),
    })),
  };
}
