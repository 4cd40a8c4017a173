/**
 * Correcting what was sent (billing issue): a finalized invoice is never edited in its money. A credit
 * memo (a negative invoice, numbered from the issuer's counter like any invoice) reverses its lines and
 * tax in whole or in part, each memo line pointing at the line it reverses; its credit reaches the
 * client's open invoices (the original first) or waits to be refunded or used by the next invoice.
 * Credit and rebill is one command: a full memo, then a draft copy of the original linked to both, to be
 * corrected and finalized. A remaining balance may be written off with a reason. Each command is one
 * transaction (idempotent by key where money moves) and audited.
 */
import Decimal from 'decimal.js';
import type { CreditMemoCreate, InvoiceDetail } from '@app/domain';
import { planCreditLines } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { applyCreditMemo, refundCreditMemo, writeOffBalance } from '../payments/credits.service.js';
import { lockPayer } from '../payments/payments.service.js';
import { takeNumber } from './invoice-commands.repository.js';
import {
  adjustmentsCredited,
  creditedByLine,
  insertInvoice,
  insertLines,
  linesOf,
  markIssued,
  sumTotals,
  writeOffThresholdOf,
  type InvoiceRecord,
} from './invoice-corrections.repository.js';
import { mayWriteOffAnyAmount, mustEdit } from './invoices.policy.js';
import { findVisibleInvoice } from './invoices.repository.js';
import { invoiceDetail } from './invoices.service.js';

const ISSUED = ['open', 'partially_paid', 'paid', 'written_off'];

/** The invoice the command corrects: the caller's to edit, issued, and not itself a credit memo. */
async function issuedOriginal(tx: Tx, p: Principal, id: string): Promise<InvoiceRecord> {
  const row = await findVisibleInvoice(tx, p, id);
  if (!row) throw notFound();
  mustEdit(p, row.invoice);
  // The payer's lock before reading what is left to credit: two memos at once never credit a line twice.
  await lockPayer(tx, row.invoice.clientId);
  if (row.invoice.invoiceType === 'credit_memo')
    throw conflict('A credit memo is not credited: void it while unapplied');
  if (!ISSUED.includes(row.invoice.status)) {
    throw conflict(`Only a finalized invoice is credited; this one is ${row.invoice.status}`);
  }
  return row.invoice;
}

/** The header a correcting document copies from the original (issuer, payer, period, split, terms, PO). */
const headerOf = (o: InvoiceRecord) => ({
  employerKey: o.employerKey,
  partnerId: o.partnerId,
  clientId: o.clientId,
  currency: o.currency,
  periodStart: o.periodStart,
  periodEnd: o.periodEnd,
  workLocationId: o.workLocationId,
  contractorId: o.contractorId,
  productLine: o.productLine,
  funding: o.funding,
  payrollFunder: o.payrollFunder,
  remitTo: o.remitTo,
  paymentTermsNetDays: o.paymentTermsNetDays,
  poNumber: o.poNumber,
  purchaseOrderId: o.purchaseOrderId,
  contactEmails: o.contactEmails,
  relatedInvoiceId: o.id,
});

/**
 * Issues the memo (numbered, open) with its lines, and applies its credit unless asked to keep it.
 * Answers the memo's id.
 */
async function issueCreditMemo(
  tx: Tx,
  deps: AppDeps,
  p: Principal,
  original: InvoiceRecord,
  // 'original': a rebill's memo pays only the original; what is left waits for the rebill.
  body: Pick<CreditMemoCreate, 'reason' | 'lines'> & { apply: CreditMemoCreate['apply'] | 'original' },
): Promise<string> {
  const lines = await linesOf(tx, original.id);
  const credited = await creditedByLine(
    tx,
    lines.map((l) => l.id),
  );
  const plan = planCreditLines(
    lines.map((l) => ({
      id: l.id,
      amount: String(l.amount),
      salesTax: String(l.salesTax),
      minutes: l.minutes,
      credited: credited.get(l.id) ?? { amount: '0', tax: '0' },
    })),
    body.lines?.map((l) => ({ lineId: l.line_id, amount: l.amount })),
  );
  if (!plan.ok) {
    if (plan.index < 0) throw conflict(plan.message);
    throw unprocessable([{ loc: ['body', 'lines', plan.index, 'line_id'], msg: plan.message }]);
  }
  const now = deps.clock.now();
  const today = todayIso(now);
  const memoId = await insertInvoice(tx, {
    ...headerOf(original),
    invoiceType: 'credit_memo',
    groupKey: `credit_memo|${original.id}|${now.getTime()}|${Math.random().toString(36).slice(2, 10)}`,
    notes: body.reason,
    createdBy: p.userId,
  });
  const byId = new Map(lines.map((l) => [l.id, l]));
  await insertLines(
    tx,
    plan.lines.map((c, i) => {
      const l = byId.get(c.lineId)!;
      return {
        invoiceId: memoId,
        position: i + 1,
        kind: l.kind,
        contractorId: l.contractorId,
        classification: l.classification,
        description: `Credit: ${l.description}`,
        minutes: c.minutes,
        rate: l.rate,
        amount: c.amount,
        salesTax: c.salesTax,
        taxJurisdiction: l.taxJurisdiction,
        taxRatePercent: l.taxRatePercent,
        expenseId: l.expenseId,
        creditsLineId: l.id,
      };
    }),
  );
  // A whole credit also reverses the adjustments the original charged, so the memo equals its total due.
  const adjustments = new Decimal(String(original.totalAdjustmentAmount));
  if (!body.lines && !adjustments.isZero() && !(await adjustmentsCredited(tx, original.id))) {
    await insertLines(tx, [
      {
        invoiceId: memoId,
        position: plan.lines.length + 1,
        kind: 'manual',
        description: `Credit: adjustments on invoice ${original.number}`,
        amount: adjustments.negated().toFixed(2),
        creditsLineId: null,
      },
    ]);
  }
  await sumTotals(tx, memoId);
  await markIssued(tx, memoId, {
    number: await takeNumber(tx, original.employerKey),
    invoiceDate: today,
    by: p.userId,
    at: now,
  });
  if (body.apply !== 'keep') {
    const memo = { id: memoId, clientId: original.clientId, currency: original.currency };
    await applyCreditMemo(tx, memo, today, p.userId, [original.id], body.apply === 'original');
  }
  return memoId;
}

export async function createCreditMemo(
  tx: Tx,
  deps: AppDeps,
  p: Principal,
  id: string,
  body: CreditMemoCreate,
  ip: string,
): Promise<InvoiceDetail> {
  const original = await issuedOriginal(tx, p, id);
  const memoId = await issueCreditMemo(tx, deps, p, original, body);
  await auditAs(tx, p, ip, {
    action: 'credit_memo_issued',
    entityType: 'invoice',
    entityId: memoId,
    metadata: { original: original.id, number: original.number, reason: body.reason, whole: !body.lines },
  });
  return invoiceDetail(tx, deps, p, memoId);
}

/**
 * A whole credit memo, then a draft copy of the original (its lines and their trace), linked to the
 * original and the memo; the memo's credit pays the original's balance and waits for the rebill.
 */
export async function creditAndRebill(
  tx: Tx,
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { reason: string },
  ip: string,
): Promise<InvoiceDetail> {
  const original = await issuedOriginal(tx, p, id);
  const memoId = await issueCreditMemo(tx, deps, p, original, { reason: body.reason, apply: 'original' });
  const rebillId = await insertInvoice(tx, {
    ...headerOf(original),
    invoiceType: 'manual',
    groupKey: `rebill|${original.id}|${memoId}`,
    creditMemoId: memoId,
    notes: original.notes,
    totalAdjustmentAmount: original.totalAdjustmentAmount,
    clientTotalAdjustmentAmount: original.clientTotalAdjustmentAmount,
    createdBy: p.userId,
  });
  const lines = await linesOf(tx, original.id);
  await insertLines(
    tx,
    lines.map(({ id: lineId, invoiceId: _from, createdAt: _at, creditsLineId: _c, ...l }) => ({
      ...l,
      invoiceId: rebillId,
      copiesLineId: lineId,
    })),
  );
  await sumTotals(tx, rebillId);
  await auditAs(tx, p, ip, {
    action: 'invoice_credited_and_rebilled',
    entityType: 'invoice',
    entityId: original.id,
    metadata: { credit_memo: memoId, rebill: rebillId, reason: body.reason },
  });
  return invoiceDetail(tx, deps, p, rebillId);
}

/** Pays back a credit memo's credit left (the employer), recorded on the memo with its method and reference. */
export async function refundCredit(
  tx: Tx,
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { amount: string; method: 'ach' | 'wire' | 'check'; refund_date: string; reference?: string | undefined },
  ip: string,
): Promise<InvoiceDetail> {
  const row = await findVisibleInvoice(tx, p, id);
  if (!row) throw notFound();
  mustEdit(p, row.invoice);
  if (row.invoice.invoiceType !== 'credit_memo') throw conflict('Only a credit memo’s credit is refunded');
  await refundCreditMemo(
    tx,
    { id, clientId: row.invoice.clientId, currency: row.invoice.currency },
    { amount: body.amount, method: body.method, refundDate: body.refund_date, reference: body.reference },
    p.userId,
  );
  await auditAs(tx, p, ip, {
    action: 'credit_memo_refunded',
    entityType: 'invoice',
    entityId: id,
    metadata: { amount: body.amount, method: body.method },
  });
  return invoiceDetail(tx, deps, p, id);
}

/** Writes off an invoice's remaining balance with a reason (within the threshold, or any amount for an admin). */
export async function writeOffInvoice(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { reason: string },
  ip: string,
): Promise<InvoiceDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleInvoice(tx, p, id);
    if (!row) throw notFound();
    mustEdit(p, row.invoice);
    if (row.invoice.invoiceType === 'credit_memo')
      throw conflict('A credit memo’s credit is refunded, not written off');
    const amount = await writeOffBalance(
      tx,
      { id, clientId: row.invoice.clientId },
      {
        reason: body.reason,
        on: todayIso(deps.clock.now()),
        threshold: await writeOffThresholdOf(tx, row.invoice.partnerId),
        mayExceedThreshold: mayWriteOffAnyAmount(p),
      },
      p.userId,
    );
    await auditAs(tx, p, ip, {
      action: 'invoice_written_off',
      entityType: 'invoice',
      entityId: id,
      metadata: { amount, reason: body.reason },
    });
    return invoiceDetail(tx, deps, p, id);
  });
}
