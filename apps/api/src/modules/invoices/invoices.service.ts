/**
 * Invoices read and moved: the list and one invoice (with lines and their trace) in the caller's scope,
 * finalize (number, lock the work, e-mail the client) and void (return the items). Each command is one
 * transaction, checked again inside it, and audited.
 */
import Decimal from 'decimal.js';
import { formatCurrency, type InvoiceAging, type InvoiceDetail } from '@app/domain';
import { addDays, money } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { emitEvent } from '../../lib/events.js';
import { lockDraftHolds } from '../../lib/draft-holds.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { lockBilledWork, markFinalized, markVoid, releaseItems, takeNumber } from './invoice-commands.repository.js';
import { toInvoiceDetail, toInvoiceView, type ViewOptions } from './invoice-views.js';
import { mustEdit, seesPayFigures } from './invoices.policy.js';
import {
  agingRows,
  findVisibleInvoice,
  invoiceLineItems,
  invoiceLines,
  listInvoices,
  type InvoiceFilter,
} from './invoices.repository.js';
import { billingContactOf, documentPartiesOf } from './invoice-contacts.repository.js';
import { pdfFilenameOf, renderInvoicePdf } from './invoice-pdf.js';
import { storedImageBytes } from '../images/images.service.js';
import { applyCredits, lockPayer, paymentsAppliedTo } from '../payments/payments.service.js';
import { applyCreditMemo, applyMemoCredits } from '../payments/credits.service.js';
import { billPlatformFee, voidBillOf } from '../bills/bills.service.js';
import { correctionsOf, creditedByLine, hasStandingCreditMemo } from './invoice-corrections.repository.js';
import { adjustmentsOf, markInvoicedOn, releaseFrom } from '../adjustments/adjustments.service.js';
import { recordApiEventsOf } from '../events/events.service.js';

const optionsFor = (deps: AppDeps, p: Principal): ViewOptions => ({
  payFigures: seesPayFigures(p),
  today: todayIso(deps.clock.now()),
});

export function invoiceList(deps: AppDeps, p: Principal, f: Omit<InvoiceFilter, 'overdueOn'> & { overdue?: boolean }) {
  const o = optionsFor(deps, p);
  return listInvoices(deps.db, p, { ...f, overdueOn: f.overdue ? o.today : undefined }, (r) => toInvoiceView(r, o));
}

/** The AR aging summary (staff and partners): remaining amounts by days past due, per currency. */
export async function invoiceAging(
  deps: AppDeps,
  p: Principal,
  f: { client_id?: string | undefined; partner_id?: string | undefined },
): Promise<InvoiceAging> {
  const today = todayIso(deps.clock.now());
  const rows = await agingRows(deps.db, p, { clientId: f.client_id, partnerId: f.partner_id, today });
  /** A stored amount as the API answers it (@app/paybill's money: two places, half-up). */
  const m = (v: unknown) => money(String(v ?? 0));
  return {
    as_of: today,
    rows: rows.map((r) => ({
      currency: r.currency,
      current: m(r.current),
      days_1_30: m(r.days_1_30),
      days_31_60: m(r.days_31_60),
      days_61_90: m(r.days_61_90),
      days_over_90: m(r.days_over_90),
      total: m(r.total),
      invoice_count: Number(r.invoice_count),
    })),
  };
}

export async function invoiceDetail(
  db: DbOrTx,
  deps: AppDeps,
  p: Principal,
  id: string,
  as: 'caller' | 'client' = 'caller',
): Promise<InvoiceDetail> {
  const row = await findVisibleInvoice(db, p, id);
  if (!row) throw notFound();
  const options = as === 'client' ? { ...optionsFor(deps, p), payFigures: false } : optionsFor(deps, p);
  const [lines, sources, payments, adjustments, corrections] = await Promise.all([
    invoiceLines(db, id),
    invoiceLineItems(db, id),
    paymentsAppliedTo(db, id),
    adjustmentsOf(db, id),
    correctionsOf(db, id),
  ]);
  const credited = await creditedByLine(
    db,
    lines.map((l) => l.line.id),
  );
  return {
    ...toInvoiceDetail(row, lines, sources, options, credited),
    corrections: corrections.map((c) => ({
      id: c.id,
      number: c.number === null ? null : String(c.number),
      invoice_type: c.invoiceType,
      status: c.status,
      total_due: money(String(c.totalDue)),
    })),
    payments,
    adjustments: adjustments.map((a) => ({
      id: a.id,
      type: a.type,
      direction: a.direction,
      amount: a.signed_amount,
      description: a.description,
      date: a.date,
    })),
  };
}

/**
 * Finalize a draft: its number (gap-free per issuer), invoice and due dates, its items invoiced and the
 * time behind it locked; then the client's billing contact is e-mailed. A draft with nothing due is refused.
 */
export async function finalizeInvoice(deps: AppDeps, p: Principal, id: string, ip: string): Promise<InvoiceDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    await lockDraftHolds(tx);
    const row = await findVisibleInvoice(tx, p, id);
    if (!row) throw notFound();
    mustEdit(p, row.invoice);
    // The payer's lock first, as every cash command takes it: finalizing applies the client's credit.
    await lockPayer(tx, row.invoice.clientId);
    if (row.invoice.status !== 'draft')
      throw conflict(`Only a draft can be finalized; this invoice is ${row.invoice.status}`);
    if (new Decimal(String(row.invoice.totalDue)).lte(0)) {
      throw conflict('This draft has nothing due: a credit is issued as a credit memo, not a standard invoice');
    }
    const now = deps.clock.now();
    const invoiceDate = todayIso(now);
    const number = await takeNumber(tx, row.invoice.employerKey);
    const dueDate = addDays(invoiceDate, row.invoice.paymentTermsNetDays);
    if (!(await markFinalized(tx, id, { number, invoiceDate, dueDate, by: p.userId, at: now }))) {
      throw conflict('This invoice was changed meanwhile: reload it');
    }
    await lockBilledWork(tx, id, now);
    await markInvoicedOn(tx, id);
    // A rebill's own credit memo pays it first (the cash the original had received waits for it there);
    // then the client's unapplied credit (an earlier overpayment, then credit memos' credit).
    if (row.invoice.creditMemoId) {
      const memo = { id: row.invoice.creditMemoId, clientId: row.invoice.clientId, currency: row.invoice.currency };
      await applyCreditMemo(tx, memo, invoiceDate, p.userId, [id], true);
    }
    await applyCredits(tx, row.invoice.clientId, row.invoice.currency, invoiceDate, p.userId);
    await applyMemoCredits(tx, row.invoice.clientId, row.invoice.currency, invoiceDate, p.userId);
    await billPlatformFee(tx, id, invoiceDate);
    await auditAs(tx, p, ip, {
      action: 'invoice_finalized',
      entityType: 'invoice',
      entityId: id,
      metadata: { number, total_due: String(row.invoice.totalDue) },
    });
    await emitEvent(tx, {
      type: 'invoice_issued',
      partnerId: row.invoice.partnerId,
      subject: { type: 'invoice', id },
      actorUserId: p.userId,
      title: `Invoice ${number} issued: ${formatCurrency(String(row.invoice.totalDue))} due ${dueDate}`,
      link: `/invoices/${id}`,
      to: { clientId: row.invoice.clientId },
    });
    await recordApiEventsOf(tx, 'invoice.finalized', [id]);
    return invoiceDetail(tx, deps, p, id);
  });
  // The invoice stands once committed: a failed delivery (recorded in the service log) is not a failed
  // finalize, and "Send to client" sends it again.
  await mailInvoice(deps, p, id).catch(() => undefined);
  return detail;
}

/** The invoice as the client receives it: its PDF, drawn from the client's view (never a pay figure). */
export async function invoicePdf(deps: AppDeps, p: Principal, id: string) {
  const invoice = await invoiceDetail(deps.db, deps, p, id, 'client');
  const parties = await documentPartiesOf(deps.db, invoice.client.id, invoice.partner.id);
  const logo = await storedImageBytes(deps, parties?.logoUrl ?? null);
  const place = [parties?.city, [parties?.state, parties?.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const bytes = await renderInvoicePdf(invoice, {
    name: parties?.brandName ?? parties?.partnerName ?? invoice.partner.name,
    logo: logo && /^image\/(png|jpeg)$/.test(logo.contentType) ? logo.bytes : null,
    billTo: [invoice.client.name, parties?.street1, parties?.street2, place].filter((l): l is string => Boolean(l)),
    payUrl: `${deps.config.publicUrl}/pay/${invoice.id}`,
  });
  return { invoice, filename: pdfFilenameOf(invoice), contentType: 'application/pdf', bytes };
}

/** The finalized invoice to the client's billing contact with its PDF (the outbox in local mode). */
export async function mailInvoice(deps: AppDeps, p: Principal, id: string): Promise<{ sent_to: string | null }> {
  const { invoice, filename, bytes } = await invoicePdf(deps, p, id);
  const billing = await billingContactOf(deps.db, invoice.client.id);
  const recipients = [...new Set([billing, ...invoice.contact_emails].filter((a): a is string => Boolean(a)))];
  if (recipients.length === 0 || invoice.status === 'draft' || invoice.status === 'void') return { sent_to: null };
  const to = recipients.join(', ');
  if (invoice.invoice_type === 'credit_memo') {
    await deps.mailer.send({
      to,
      subject: `Credit memo ${invoice.number} from ${invoice.remit_to}: ${formatCurrency(new Decimal(invoice.total_due).negated().toFixed(2))} credited`,
      text: [
        `Credit memo ${invoice.number} for ${invoice.client.name} is attached.`,
        invoice.related_invoice ? `It corrects invoice ${invoice.related_invoice.number}.` : '',
        `Credit: ${formatCurrency(new Decimal(invoice.total_due).negated().toFixed(2))}`,
        `Credit not yet applied: ${formatCurrency(new Decimal(invoice.remaining_amount).negated().toFixed(2))}`,
        invoice.notes ? `Reason: ${invoice.notes}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      attachments: [{ filename, content: bytes, contentType: 'application/pdf' }],
    });
    return { sent_to: to };
  }
  await deps.mailer.send({
    to,
    subject: `Invoice ${invoice.number} from ${invoice.remit_to}: ${formatCurrency(invoice.total_due)} due ${invoice.due_date}`,
    text: [
      `Invoice ${invoice.number} for ${invoice.client.name} is attached.`,
      `Period: ${invoice.period.start} to ${invoice.period.end}`,
      `Total due: ${formatCurrency(invoice.total_due)} by ${invoice.due_date} (net ${invoice.payment_terms_net_days} days)`,
      `Balance due: ${formatCurrency(invoice.remaining_amount)}`,
      `Pay online: ${deps.config.publicUrl}/pay/${invoice.id}`,
      `Remit to: ${invoice.remit_to}`,
    ].join('\n'),
    attachments: [{ filename, content: bytes, contentType: 'application/pdf' }],
  });
  return { sent_to: to };
}

/** Sends a finalized invoice again (the employer), audited. */
export async function resendInvoice(deps: AppDeps, p: Principal, id: string, ip: string) {
  const row = await findVisibleInvoice(deps.db, p, id);
  if (!row) throw notFound();
  mustEdit(p, row.invoice);
  if (row.invoice.status === 'draft' || row.invoice.status === 'void') {
    throw conflict(`A ${row.invoice.status} invoice is not sent to the client`);
  }
  const sent = await mailInvoice(deps, p, id);
  if (!sent.sent_to) throw conflict('The client has no billing e-mail: add one on the client record');
  await auditAs(deps.db, p, ip, { action: 'invoice_sent', entityType: 'invoice', entityId: id, metadata: sent });
  return sent;
}

/** Void a draft or an open invoice with no cash applied: its items return to the pool, its record and trace stay. */
export async function voidInvoice(deps: AppDeps, p: Principal, id: string, reason: string, ip: string) {
  return deps.db.transaction(async (tx) => {
    await lockDraftHolds(tx);
    const row = await findVisibleInvoice(tx, p, id);
    if (!row) throw notFound();
    mustEdit(p, row.invoice);
    if (!['draft', 'open'].includes(row.invoice.status)) {
      throw conflict(`A ${row.invoice.status.replace('_', ' ')} invoice cannot be voided`);
    }
    if (await hasStandingCreditMemo(tx, id)) {
      throw conflict('A credit memo stands against this invoice: void the credit memo first');
    }
    if (!(await markVoid(tx, id, reason, deps.clock.now()))) {
      throw conflict('An invoice with a payment applied cannot be voided: issue a credit memo instead');
    }
    await releaseItems(tx, id);
    await releaseFrom(tx, [id]);
    await voidBillOf(tx, id, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'invoice_voided',
      entityType: 'invoice',
      entityId: id,
      metadata: { reason, number: row.invoice.number },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}
