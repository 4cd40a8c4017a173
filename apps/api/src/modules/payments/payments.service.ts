/**
 * Recording cash and applying it (billing issue). Every command runs in one transaction that first
 * takes the payer's lock, so two payments (or a payment and an invoice's finalize) for one client never
 * apply the same open balance twice; the invoices they touch are also row-locked. Allocation rows are
 * only ever added: an unallocation or a return adds the reversing row.
 */
import Decimal from 'decimal.js';
import {
  PAYMENT_NOTICE_ROLES,
  ACH_RETURN_CODES,
  formatCurrency,
  type AchReturnCode,
  type PaymentCreate,
  type PaymentDetail,
  type PaymentView,
} from '@app/domain';
import { planAllocation, type OpenInvoice } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { emitEvent } from '../../lib/events.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { lockFor } from '../../lib/locks.js';
import type { Principal } from '../../lib/principal.js';
import { toPaymentDetail, toPaymentView } from './payment-views.js';
import { mustEditPayments, mustRecordPaymentFor, namesClientOf } from './payments.policy.js';
import {
  allocationsOf,
  invoiceNumbersOf,
  allocationsToInvoice,
  findVisiblePayment,
  insertPayment,
  listPayments,
  markReturned,
  openInvoicesFor,
  payerOf,
  paymentsWithCredit,
  standingAllocations,
  updatePaymentNotes,
  writeAllocations,
  type NewAllocation,
  type PaymentFilter,
} from './payments.repository.js';
import { recordApiEventsOf } from '../events/events.service.js';

/** Serializes every cash command of one payer. */
export const lockPayer = (tx: Tx, clientId: string) => lockFor(tx, `payer:${clientId}`);

export function paymentList(db: DbOrTx, p: Principal, f: PaymentFilter) {
  return listPayments(db, p, f, toPaymentView);
}

export async function paymentDetail(db: DbOrTx, p: Principal, id: string): Promise<PaymentDetail> {
  const row = await findVisiblePayment(db, p, id);
  if (!row) throw notFound();
  return toPaymentDetail(row, await allocationsOf(db, id));
}

/** The allocation rows of an invoice, as its detail lists them. */
export async function paymentsAppliedTo(db: DbOrTx, invoiceId: string) {
  return (await allocationsToInvoice(db, invoiceId)).map(({ a, payment, memoNumber }) => ({
    allocation_id: a.id,
    source: a.source,
    payment_id: payment?.id ?? null,
    credit_memo: a.creditMemoId
      ? { id: a.creditMemoId, number: memoNumber === null ? null : String(memoNumber) }
      : null,
    payment_date: payment?.paymentDate ?? a.createdAt.toISOString().slice(0, 10),
    method: payment?.method ?? null,
    reference: payment?.reference ?? null,
    amount: new Decimal(String(a.amount)).toFixed(2),
    reason: a.reason,
    applied_at: a.createdAt.toISOString(),
  }));
}

async function reopenedNumbers(tx: Tx, invoiceIds: string[]): Promise<string[]> {
  return (await invoiceNumbersOf(tx, [...new Set(invoiceIds)])).map((n) => String(n));
}

/** Open invoices as the allocation plan takes them. */
export const asOpen = (rows: Awaited<ReturnType<typeof openInvoicesFor>>): OpenInvoice[] =>
  rows.map((r) => ({
    id: r.id,
    number: r.number ?? 0,
    invoiceDate: r.invoiceDate ?? '',
    dueDate: r.dueDate ?? '',
    remaining: new Decimal(String(r.remaining)).toFixed(2),
  }));

/**
 * Records a payment and applies it: to the invoices it names, then oldest due first; what is left is the
 * client's unapplied credit, which later invoices consume.
 */
export async function recordPayment(tx: Tx, p: Principal, body: PaymentCreate, ip: string): Promise<PaymentDetail> {
  const payer = await payerOf(tx, body.client_id);
  if (!payer || !namesClientOf(p, payer.partnerId)) {
    throw unprocessable([{ loc: ['body', 'client_id'], msg: 'No such client' }]);
  }
  mustRecordPaymentFor(p, payer.partnerId);
  const id = await recordCash(tx, p, ip, { id: payer.id, partnerId: payer.partnerId }, body);
  return paymentDetail(tx, p, id);
}

/**
 * The cash itself, once who may record it was decided (by the caller: a recorded payment, or a client
 * paying online): the payment row, applied to the named invoices then oldest due first. Answers its id.
 */
export async function recordCash(
  tx: Tx,
  actor: Principal,
  ip: string,
  payer: { id: string; partnerId: string },
  body: Omit<PaymentCreate, 'client_id'>,
  online?: { paymentMethodId: string; processorReference: string },
): Promise<string> {
  await lockPayer(tx, payer.id);
  const open = await openInvoicesFor(tx, payer.id, body.currency);
  const named = body.invoice_ids ?? [];
  const notOpen = named.filter((id) => !open.some((o) => o.id === id));
  if (notOpen.length > 0) {
    throw unprocessable([
      {
        loc: ['body', 'invoice_ids'],
        msg: `Not an open ${body.currency.toUpperCase()} invoice of this client: ${notOpen.join(', ')}`,
      },
    ]);
  }
  const id = await insertPayment(tx, {
    partnerId: payer.partnerId,
    clientId: payer.id,
    method: body.method,
    amount: body.amount,
    currency: body.currency,
    paymentDate: body.payment_date,
    reference: body.reference ?? null,
    notes: body.notes ?? null,
    paymentMethodId: online?.paymentMethodId ?? null,
    processorReference: online?.processorReference ?? null,
    createdBy: actor.userId,
  });
  const plan = planAllocation(body.amount, asOpen(open), named);
  await writeAllocations(
    tx,
    plan.allocations.map((a) => ({ paymentId: id, ...a, createdBy: actor.userId })),
    body.payment_date,
  );
  await auditAs(tx, actor, ip, {
    action: online ? 'payment_made_online' : 'payment_recorded',
    entityType: 'payment',
    entityId: id,
    metadata: { amount: body.amount, allocated: plan.allocations.length, unapplied: plan.unapplied },
  });
  await emitEvent(tx, {
    type: 'payment_received',
    partnerId: payer.partnerId,
    subject: { type: 'payment', id },
    actorUserId: actor.userId,
    title: `Payment received: ${formatCurrency(new Decimal(body.amount).toFixed(2))}`,
    body: `${body.method.toUpperCase()} payment dated ${body.payment_date}, applied to ${plan.allocations.length} invoice(s)`,
    link: `/payments`,
    to: { partnerStaff: { partnerId: payer.partnerId, roles: PAYMENT_NOTICE_ROLES } },
  });
  await recordApiEventsOf(tx, 'payment.received', [id]);
  await recordInvoicesPaid(
    tx,
    plan.allocations.map((a) => a.invoiceId),
  );
  return id;
}

/**
 * `invoice.paid` for those of these invoices an allocation just left paid (decision 0100): every path to
 * paid — cash, credit carried over, a hand allocation, a credit memo, a small write-off — records it in its
 * own transaction; an invoice still owing records nothing (the event's source reads the status).
 */
export const recordInvoicesPaid = (tx: DbOrTx, invoiceIds: readonly string[]) =>
  recordApiEventsOf(tx, 'invoice.paid', invoiceIds);

/**
 * The client's unapplied credit (oldest payment first) applied to its open invoices of that currency:
 * run when an invoice is finalized, so an overpayment pays the next invoice.
 */
export async function applyCredits(tx: Tx, clientId: string, currency: string, on: string, by: string | null) {
  await lockPayer(tx, clientId);
  for (const credit of await paymentsWithCredit(tx, clientId, currency)) {
    const open = await openInvoicesFor(tx, clientId, currency);
    if (open.length === 0) return;
    const left = new Decimal(String(credit.amount)).minus(String(credit.allocated));
    const plan = planAllocation(left, asOpen(open));
    await writeAllocations(
      tx,
      plan.allocations.map((a) => ({ paymentId: credit.id, ...a, reason: 'Unapplied credit applied', createdBy: by })),
      on,
    );
    await recordInvoicesPaid(
      tx,
      plan.allocations.map((a) => a.invoiceId),
    );
  }
}

/** Applies a payment's unapplied cash by hand to open invoices of the same payer and currency. */
export async function allocateByHand(
  tx: Tx,
  p: Principal,
  id: string,
  wanted: { invoice_id: string; amount: string }[],
  ip: string,
): Promise<PaymentDetail> {
  const row = await findVisiblePayment(tx, p, id);
  if (!row) throw notFound();
  mustRecordPaymentFor(p, row.payment.partnerId);
  if (row.payment.status !== 'received') throw conflict('A returned payment cannot be applied');
  await lockPayer(tx, row.payment.clientId);
  const fresh = (await findVisiblePayment(tx, p, id))!;
  let unapplied = new Decimal(String(fresh.payment.amount)).minus(String(fresh.allocated));
  const open = new Map(
    asOpen(
      await openInvoicesFor(
        tx,
        row.payment.clientId,
        row.payment.currency,
        wanted.map((w) => w.invoice_id),
      ),
    ).map((o) => [o.id, o]),
  );
  const rows: NewAllocation[] = [];
  for (const [i, w] of wanted.entries()) {
    const invoice = open.get(w.invoice_id);
    const loc = ['body', 'allocations', i];
    if (!invoice)
      throw unprocessable([{ loc: [...loc, 'invoice_id'], msg: 'Not an open invoice of this payer in this currency' }]);
    const amount = new Decimal(w.amount);
    if (amount.gt(invoice.remaining)) {
      throw unprocessable([
        { loc: [...loc, 'amount'], msg: `More than the ${formatCurrency(invoice.remaining)} this invoice still owes` },
      ]);
    }
    unapplied = unapplied.minus(amount);
    if (unapplied.lt(0))
      throw unprocessable([{ loc: [...loc, 'amount'], msg: 'More than the payment has left to apply' }]);
    invoice.remaining = new Decimal(invoice.remaining).minus(amount).toFixed(2);
    rows.push({
      paymentId: id,
      invoiceId: invoice.id,
      amount: amount.toFixed(2),
      subStatus: new Decimal(invoice.remaining).isZero() ? 'full' : 'under_payment',
      reason: 'Applied by hand',
      createdBy: p.userId,
    });
  }
  await writeAllocations(tx, rows, row.payment.paymentDate);
  await recordInvoicesPaid(
    tx,
    rows.map((r) => r.invoiceId),
  );
  await auditAs(tx, p, ip, {
    action: 'payment_allocated',
    entityType: 'payment',
    entityId: id,
    metadata: { rows: rows.length },
  });
  return paymentDetail(tx, p, id);
}

/** Undoes one allocation with a reversing row (admin): the cash becomes unapplied credit again. */
export async function unallocate(
  tx: Tx,
  p: Principal,
  id: string,
  body: { allocation_id: string; reason: string },
  ip: string,
): Promise<PaymentDetail> {
  mustEditPayments(p);
  const row = await findVisiblePayment(tx, p, id);
  if (!row) throw notFound();
  await lockPayer(tx, row.payment.clientId);
  const target = (await standingAllocations(tx, id)).find((a) => a.id === body.allocation_id);
  if (!target) throw conflict('That allocation is not a standing allocation of this payment');
  await writeAllocations(
    tx,
    [
      {
        paymentId: id,
        invoiceId: target.invoiceId,
        amount: new Decimal(String(target.amount)).negated().toFixed(2),
        subStatus: null,
        reversesAllocationId: target.id,
        reason: body.reason,
        createdBy: p.userId,
      },
    ],
    row.payment.paymentDate,
  );
  await auditAs(tx, p, ip, {
    action: 'payment_unallocated',
    entityType: 'payment',
    entityId: id,
    metadata: { allocation_id: target.id, reason: body.reason },
  });
  return paymentDetail(tx, p, id);
}

/**
 * A payment the bank returned (ACH return code): marked returned with its code and date, every standing
 * allocation reversed, the invoices reopened, the client told. Nothing is deleted.
 */
export async function returnPayment(
  tx: Tx,
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { return_code: AchReturnCode; return_date: string; reason?: string | undefined },
  ip: string,
  later: (job: () => Promise<void>) => void,
): Promise<PaymentDetail> {
  const row = await findVisiblePayment(tx, p, id);
  if (!row) throw notFound();
  mustRecordPaymentFor(p, row.payment.partnerId);
  await reverseReturned(tx, deps, p, row.payment, body, ip, later);
  return paymentDetail(tx, p, id);
}

/**
 * The bank's return, once who may record it was decided (a person, or the processor's answer to an
 * online payment): the payment marked returned, its standing allocations reversed (the invoices reopen),
 * the client told after the commit.
 */
export async function reverseReturned(
  tx: Tx,
  deps: AppDeps,
  actor: Principal,
  payment: { id: string; clientId: string; amount: string; method: string; paymentDate: string },
  body: { return_code: AchReturnCode; return_date: string; reason?: string | undefined },
  ip: string,
  later: (job: () => Promise<void>) => void,
): Promise<void> {
  const id = payment.id;
  await lockPayer(tx, payment.clientId);
  const why = `${body.return_code} ${ACH_RETURN_CODES[body.return_code]}`;
  if (!(await markReturned(tx, id, { code: body.return_code, date: body.return_date, reason: body.reason ?? null }))) {
    throw conflict('This payment was already returned');
  }
  const standing = await standingAllocations(tx, id);
  await writeAllocations(
    tx,
    standing.map((a) => ({
      paymentId: id,
      invoiceId: a.invoiceId,
      amount: new Decimal(String(a.amount)).negated().toFixed(2),
      subStatus: null,
      reversesAllocationId: a.id,
      reason: `Returned: ${why}`,
      createdBy: actor.userId,
    })),
    body.return_date,
  );
  await auditAs(tx, actor, ip, {
    action: 'payment_returned',
    entityType: 'payment',
    entityId: id,
    metadata: { return_code: body.return_code, reopened: standing.length },
  });
  await recordApiEventsOf(tx, 'payment.returned', [id]);
  const payer = await payerOf(tx, payment.clientId);
  const to = payer?.email ?? payer?.contact;
  if (!to) return;
  const numbers = await reopenedNumbers(
    tx,
    standing.map((a) => a.invoiceId),
  );
  const amount = formatCurrency(new Decimal(String(payment.amount)).toFixed(2));
  // After the commit: the client is told only of a return that stands.
  later(() =>
    deps.mailer.send({
      to,
      subject: `Your payment of ${amount} was returned by your bank (${why})`,
      text: [
        `Your ${payment.method.toUpperCase()} payment of ${amount} dated ${payment.paymentDate} was returned on ${body.return_date}: ${why}.`,
        numbers.length ? `These invoices are open again: ${numbers.join(', ')}.` : '',
        'Please send the payment again or contact us.',
      ]
        .filter(Boolean)
        .join('\n\n'),
    }),
  );
}

/** Reference and notes only (admin): a payment's money never changes in place. */
export async function updatePayment(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { reference?: string | null | undefined; notes?: string | null | undefined },
  ip: string,
): Promise<PaymentView> {
  mustEditPayments(p);
  return deps.db.transaction(async (tx) => {
    if (!(await findVisiblePayment(tx, p, id))) throw notFound();
    await updatePaymentNotes(tx, id, body);
    await auditAs(tx, p, ip, {
      action: 'payment_updated',
      entityType: 'payment',
      entityId: id,
      metadata: { fields: Object.keys(body) },
    });
    return toPaymentView((await findVisiblePayment(tx, p, id))!);
  });
}
