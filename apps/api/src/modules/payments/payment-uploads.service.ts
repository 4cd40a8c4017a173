/**
 * Remittance imports (billing issue: payment_uploads). The preview reads the file and the invoices and
 * writes nothing. The import reads it all again inside its one transaction (the preview is never
 * trusted): it takes every payer's lock first, matches against what the invoices owe then, and records
 * each matched row through recordCash — the same payment row, allocation and unapplied credit as a
 * payment recorded by hand. Anything failing rolls the whole file back.
 */
import Decimal from 'decimal.js';
import type {
  PaymentUploadDetail,
  PaymentUploadPayment,
  PaymentUploadPreview,
  PaymentUploadRequest,
  PaymentUploadRow,
  PaymentUploadView,
} from '@app/domain';
import { money } from '@app/paybill';
import type { DbOrTx, Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { readRemittance, type RemittanceRow } from './payment-upload-csv.js';
import { matchRemittance, totalsOf } from './payment-upload-match.js';
import { mustImportPayments, noSuchPartner, uploadPartnerOf } from './payment-uploads.policy.js';
import {
  findVisibleUpload,
  importedPaymentsTo,
  insertUpload,
  invoicesNumbered,
  linkPaymentsToUpload,
  listUploads,
  openInvoicesOfClients,
  partnerNamed,
  paymentsOfUpload,
  type UploadFilter,
  type UploadRow,
} from './payment-uploads.repository.js';
import { mustRecordPaymentFor } from './payments.policy.js';
import type { PaymentRow } from './payments.repository.js';
import { lockPayer, recordCash } from './payments.service.js';

/** At most this many row problems in a refused import's answer: enough to fix the file by. */
const MAX_ISSUES = 50;

async function partnerFor(db: DbOrTx, p: Principal, body: PaymentUploadRequest) {
  mustImportPayments(p);
  const partner = await partnerNamed(db, uploadPartnerOf(p, body.partner_id));
  if (!partner) throw noSuchPartner();
  return partner;
}

/** The file's rows matched against the invoices as they are now (read through the caller's scope). */
async function matchFile(
  db: DbOrTx,
  p: Principal,
  partner: { id: string; name: string },
  body: PaymentUploadRequest,
  rows: RemittanceRow[],
) {
  const numbers = [...new Set(rows.flatMap((r) => (r.parsed ? [r.parsed.invoiceNumber] : [])))];
  const candidates = await invoicesNumbered(db, p, partner.id, numbers);
  const clientIds = [...new Set(candidates.map((c) => c.clientId))];
  const [open, imported] = await Promise.all([
    openInvoicesOfClients(db, clientIds, body.currency),
    importedPaymentsTo(
      db,
      candidates.map((c) => c.id),
    ),
  ]);
  return matchRemittance({
    rows,
    currency: body.currency,
    partnerName: partner.name,
    candidates: candidates.map((c) => ({ ...c, remaining: String(c.remaining) })),
    open: open.map((o) => ({
      id: o.id,
      clientId: o.clientId,
      number: o.number ?? 0,
      invoiceDate: o.invoiceDate ?? '',
      dueDate: o.dueDate ?? '',
      remaining: new Decimal(String(o.remaining)).toFixed(2),
    })),
    imported: imported.map((i) => ({ ...i, amount: String(i.amount) })),
  });
}

export async function previewUpload(
  db: DbOrTx,
  p: Principal,
  body: PaymentUploadRequest,
): Promise<PaymentUploadPreview> {
  const partner = await partnerFor(db, p, body);
  const { rows } = await matchFile(db, p, partner, body, readRemittance(body.csv));
  return { file_name: body.file_name, partner, currency: body.currency, rows, totals: totalsOf(rows) };
}

/** Imports the file: one payment per matched row, the upload row, the audit entry — all or nothing. */
export async function importUpload(
  tx: Tx,
  p: Principal,
  body: PaymentUploadRequest,
  ip: string,
): Promise<PaymentUploadDetail> {
  const partner = await partnerFor(tx, p, body);
  const parsed = readRemittance(body.csv);
  const invalid = parsed.flatMap((r) => r.errors);
  if (invalid.length > 0) throw unprocessable(invalid.slice(0, MAX_ISSUES));
  // Every payer the file may pay is locked (in one order, so two imports cannot deadlock) before the
  // balances are read: no other payment or finalize moves them between this match and the writes.
  const numbers = [...new Set(parsed.map((r) => r.parsed!.invoiceNumber))];
  const payers = [...new Set((await invoicesNumbered(tx, p, partner.id, numbers)).map((c) => c.clientId))].sort();
  for (const clientId of payers) await lockPayer(tx, clientId);
  const { rows, matched } = await matchFile(tx, p, partner, body, parsed);
  if (matched.length === 0) {
    throw unprocessable([
      { loc: ['body', 'csv'], msg: 'No row of the file matches an invoice it can pay: nothing to import' },
    ]);
  }
  mustRecordPaymentFor(p, partner.id);
  const paymentOf = new Map<number, string>();
  for (const m of matched) {
    const id = await recordCash(
      tx,
      p,
      ip,
      { id: m.clientId, partnerId: partner.id },
      {
        amount: m.amount,
        currency: body.currency,
        method: m.method,
        payment_date: m.date,
        ...(m.reference && { reference: m.reference }),
        invoice_ids: [m.invoiceId],
        notes: `Imported from ${body.file_name}, line ${m.line}`,
      },
    );
    paymentOf.set(m.line, id);
  }
  const stored: PaymentUploadRow[] = rows.map((r) => ({ ...r, payment_id: paymentOf.get(r.line) ?? null }));
  const totals = totalsOf(stored);
  const uploadId = await insertUpload(tx, {
    partnerId: partner.id,
    fileName: body.file_name,
    status: totals.matched === totals.rows ? 'imported' : 'partially_imported',
    rowCount: totals.rows,
    importedCount: totals.matched,
    totalAmount: totals.matched_amount,
    rows: stored,
    createdBy: p.userId,
  });
  await linkPaymentsToUpload(tx, uploadId, [...paymentOf.values()]);
  await auditAs(tx, p, ip, {
    action: 'payment_upload_imported',
    entityType: 'payment_upload',
    entityId: uploadId,
    metadata: {
      file_name: body.file_name,
      rows: totals.rows,
      imported: totals.matched,
      unmatched: totals.unmatched,
      amount: totals.matched_amount,
    },
  });
  return uploadDetail(tx, p, uploadId);
}

function toUploadView({ upload: u, currency, partnerName, creatorName }: UploadRow): PaymentUploadView {
  return {
    id: u.id,
    file_name: u.fileName,
    status: u.status,
    partner: { id: u.partnerId, name: partnerName },
    currency: currency ?? 'usd',
    row_count: u.rowCount,
    imported_count: u.importedCount,
    total_amount: money(String(u.totalAmount)),
    created_by: u.createdBy ? { id: u.createdBy, name: creatorName ?? '' } : null,
    created_at: u.createdAt.toISOString(),
  };
}

const toUploadPayment = ({ payment: x, clientName, allocated }: PaymentRow): PaymentUploadPayment => ({
  id: x.id,
  client: { id: x.clientId, name: clientName },
  method: x.method,
  amount: money(String(x.amount)),
  currency: x.currency,
  payment_date: x.paymentDate,
  reference: x.reference,
  status: x.status,
  allocated_amount: money(String(allocated)),
});

export function uploadList(db: DbOrTx, p: Principal, f: UploadFilter) {
  return listUploads(db, p, f, toUploadView);
}

export async function uploadDetail(db: DbOrTx, p: Principal, id: string): Promise<PaymentUploadDetail> {
  const row = await findVisibleUpload(db, p, id);
  if (!row) throw notFound();
  const rows = row.rows;
  const order = new Map(rows.flatMap((r, i) => (r.payment_id ? [[r.payment_id, i] as const] : [])));
  const created = (await paymentsOfUpload(db, id)).sort(
    (a, b) => (order.get(a.payment.id) ?? 0) - (order.get(b.payment.id) ?? 0),
  );
  return { ...toUploadView(row), rows, totals: totalsOf(rows), payments: created.map(toUploadPayment) };
}
