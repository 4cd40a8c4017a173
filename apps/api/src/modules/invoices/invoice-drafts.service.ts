/**
 * Editing invoices (billing issue). A draft takes manual lines (hours × rate, or an amount; a negative
 * amount is a discount) and loses them again; a rebill draft (a copy of a credited invoice) may have any
 * of its lines corrected or removed, since it was made to be corrected. A finalized invoice keeps every
 * amount: only its notes, PO reference and contacts change (its PDF is drawn from them on each download).
 */
import Decimal from 'decimal.js';
import type { InvoiceDetail, InvoiceLineCreate, InvoiceUpdate } from '@app/domain';
import { money } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  deleteLine,
  findLine,
  insertLines,
  lockInvoiceRow,
  nextPosition,
  sumTotals,
  updateInvoiceFields,
  updateLine,
  type InvoiceRecord,
  type LineRecord,
} from './invoice-corrections.repository.js';
import { mustEdit } from './invoices.policy.js';
import { findVisibleInvoice } from './invoices.repository.js';
import { invoiceDetail } from './invoices.service.js';

async function editable(tx: Tx, p: Principal, id: string): Promise<InvoiceRecord> {
  await lockInvoiceRow(tx, id);
  const row = await findVisibleInvoice(tx, p, id);
  if (!row) throw notFound();
  mustEdit(p, row.invoice);
  return row.invoice;
}

async function draft(tx: Tx, p: Principal, id: string): Promise<InvoiceRecord> {
  const invoice = await editable(tx, p, id);
  if (invoice.status !== 'draft') {
    throw conflict('A finalized invoice keeps its lines: correct it with an adjustment or a credit memo');
  }
  return invoice;
}

/** A rebill is made to be corrected: every line; any other draft: its manual lines (a rerun rebuilds the rest). */
function mustChangeLine(invoice: InvoiceRecord, line: LineRecord): void {
  const rebill = invoice.invoiceType === 'manual' && invoice.creditMemoId !== null;
  if (line.kind !== 'manual' && !rebill) {
    throw conflict('Time and expense lines come from the ledger: correct the timesheet or expense, then rerun');
  }
}

/** A line of a draft the caller may change (a manual line, or any line of a rebill). */
async function changeableLine(tx: Tx, p: Principal, id: string, lineId: string): Promise<LineRecord> {
  const invoice = await draft(tx, p, id);
  const line = await findLine(tx, id, lineId);
  if (!line) throw notFound();
  mustChangeLine(invoice, line);
  return line;
}

/** Hours × rate rounded half-up, or the amount given. */
function priced(v: { hours?: string | undefined; rate?: string | undefined; amount?: string | undefined }) {
  if (v.hours !== undefined && v.rate !== undefined) {
    return {
      minutes: new Decimal(v.hours).times(60).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
      rate: new Decimal(v.rate).toFixed(4),
      amount: money(new Decimal(v.hours).times(v.rate)),
    };
  }
  return { minutes: 0, rate: null, amount: money(v.amount!) };
}

export async function updateInvoice(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: InvoiceUpdate,
  ip: string,
): Promise<InvoiceDetail> {
  return deps.db.transaction(async (tx) => {
    const invoice = await editable(tx, p, id);
    if (invoice.status === 'void') throw conflict('A void invoice is not edited');
    if (body.payment_terms_net_days !== undefined && invoice.status !== 'draft') {
      throw conflict(
        'Payment terms set the due date: on a finalized invoice they are corrected by a credit and rebill',
      );
    }
    await updateInvoiceFields(tx, id, {
      notes: body.notes,
      poNumber: body.po_number,
      contactEmails: body.contact_emails,
      paymentTermsNetDays: body.payment_terms_net_days,
    });
    await auditAs(tx, p, ip, {
      action: 'invoice_updated',
      entityType: 'invoice',
      entityId: id,
      metadata: { fields: Object.keys(body), status: invoice.status },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}

export async function addInvoiceLine(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: InvoiceLineCreate,
  ip: string,
): Promise<InvoiceDetail> {
  return deps.db.transaction(async (tx) => {
    await draft(tx, p, id);
    const price = priced(body);
    await insertLines(tx, [
      { invoiceId: id, position: await nextPosition(tx, id), kind: 'manual', description: body.description, ...price },
    ]);
    await sumTotals(tx, id);
    await auditAs(tx, p, ip, {
      action: 'invoice_line_added',
      entityType: 'invoice',
      entityId: id,
      metadata: { amount: price.amount },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}

export async function changeInvoiceLine(
  deps: AppDeps,
  p: Principal,
  id: string,
  lineId: string,
  body: InvoiceLineCreate,
  ip: string,
): Promise<InvoiceDetail> {
  return deps.db.transaction(async (tx) => {
    const line = await changeableLine(tx, p, id, lineId);
    const price = priced(body);
    // Tax follows the amount at the line's own rate (a manual line carries none).
    const salesTax = line.taxRatePercent
      ? money(new Decimal(price.amount).times(line.taxRatePercent).dividedBy(100))
      : '0.00';
    await updateLine(tx, lineId, { description: body.description, ...price, salesTax });
    await sumTotals(tx, id);
    await auditAs(tx, p, ip, {
      action: 'invoice_line_changed',
      entityType: 'invoice',
      entityId: id,
      metadata: { line: lineId, from: String(line.amount), to: price.amount },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}

export async function removeInvoiceLine(
  deps: AppDeps,
  p: Principal,
  id: string,
  lineId: string,
  ip: string,
): Promise<InvoiceDetail> {
  return deps.db.transaction(async (tx) => {
    const line = await changeableLine(tx, p, id, lineId);
    await deleteLine(tx, lineId);
    await sumTotals(tx, id);
    await auditAs(tx, p, ip, {
      action: 'invoice_line_removed',
      entityType: 'invoice',
      entityId: id,
      metadata: { line: lineId, amount: String(line.amount), description: line.description },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}
