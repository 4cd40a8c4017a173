/**
 * Invoices read and moved: the list and one invoice (with lines and their trace) in the caller's scope,
 * finalize (number, lock the work, e-mail the client) and void (return the items). Each command is one
 * transaction, checked again inside it, and audited.
 */
import Decimal from 'decimal.js';
import { formatCurrency, type InvoiceAging, type InvoiceDetail } from '@app/domain';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
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
import { billingContactOf } from './invoice-contacts.repository.js';
import { applyCredits, lockPayer, paymentsAppliedTo } from '../payments/payments.service.js';

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
  const m = (v: unknown) => new Decimal(String(v)).toFixed(2);
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

export async function invoiceDetail(db: DbOrTx, deps: AppDeps, p: Principal, id: string): Promise<InvoiceDetail> {
  const row = await findVisibleInvoice(db, p, id);
  if (!row) throw notFound();
  const [lines, sources, payments] = await Promise.all([
    invoiceLines(db, id),
    invoiceLineItems(db, id),
    paymentsAppliedTo(db, id),
  ]);
  return { ...toInvoiceDetail(row, lines, sources, optionsFor(deps, p)), payments };
}

/**
 * Finalize a draft: its number (gap-free per issuer), invoice and due dates, its items invoiced and the
 * time behind it locked; then the client's billing contact is e-mailed. A draft with nothing due is refused.
 */
export async function finalizeInvoice(deps: AppDeps, p: Principal, id: string, ip: string): Promise<InvoiceDetail> {
  const detail = await deps.db.transaction(async (tx) => {
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
    // The client's unapplied credit (an earlier overpayment) pays the new invoice first.
    await applyCredits(tx, row.invoice.clientId, row.invoice.currency, invoiceDate, p.userId);
    await auditAs(tx, p, ip, {
      action: 'invoice_finalized',
      entityType: 'invoice',
      entityId: id,
      metadata: { number, total_due: String(row.invoice.totalDue) },
    });
    return invoiceDetail(tx, deps, p, id);
  });
  await mailInvoice(deps, detail);
  return detail;
}

/** The finalized invoice to the client's billing contact (the outbox in local mode). */
async function mailInvoice(deps: AppDeps, invoice: InvoiceDetail): Promise<void> {
  const to = await billingContactOf(deps.db, invoice.client.id);
  if (!to) return;
  const lines = invoice.lines.map(
    (l) => `  ${l.description}: ${l.hours !== '0.00' ? `${l.hours} h × ${l.rate} = ` : ''}${formatCurrency(l.amount)}`,
  );
  await deps.mailer.send({
    to,
    subject: `Invoice ${invoice.number} from ${invoice.remit_to}: ${formatCurrency(invoice.total_due)} due ${invoice.due_date}`,
    text: [
      `Invoice ${invoice.number} for ${invoice.client.name}`,
      `Period: ${invoice.period.start} to ${invoice.period.end}`,
      '',
      ...lines,
      '',
      `Total due: ${formatCurrency(invoice.total_due)} by ${invoice.due_date} (net ${invoice.payment_terms_net_days} days)`,
      `Remit to: ${invoice.remit_to}`,
    ].join('\n'),
  });
}

/** Void a draft or an open invoice with no cash applied: its items return to the pool, its record and trace stay. */
export async function voidInvoice(deps: AppDeps, p: Principal, id: string, reason: string, ip: string) {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleInvoice(tx, p, id);
    if (!row) throw notFound();
    mustEdit(p, row.invoice);
    if (!['draft', 'open'].includes(row.invoice.status)) {
      throw conflict(`A ${row.invoice.status.replace('_', ' ')} invoice cannot be voided`);
    }
    if (!(await markVoid(tx, id, reason, deps.clock.now()))) {
      throw conflict('An invoice with a payment applied cannot be voided: issue a credit memo instead');
    }
    await releaseItems(tx, id);
    await auditAs(tx, p, ip, {
      action: 'invoice_voided',
      entityType: 'invoice',
      entityId: id,
      metadata: { reason, number: row.invoice.number },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}
