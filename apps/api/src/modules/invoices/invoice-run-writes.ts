/**
 * The writes of an invoice run (invoice-run.service.ts): every plan's invoice and lines, in batches whose
 * statements are sent without waiting, so the database writes one batch while the next one's values are
 * computed here (one connection runs them in order; the last wait reports any failure, and the run's
 * transaction rolls back as a whole). A new invoice's id is chosen here, so its lines need not wait for it.
 */
import { randomUUID } from 'node:crypto';
import { labelOf } from '@app/domain';
import {
  addDays,
  invoiceTotals,
  salesTaxOf,
  sumMoney,
  type InvoicePlan,
  type LinePlan,
  type TaxResolution,
} from '@app/paybill';
import type { Tx } from '../../db/client.js';
import {
  insertInvoices,
  insertLines,
  updateDrafts,
  type manualLinesOf,
  type namesOf,
  type NewLine,
} from './invoice-run.repository.js';

/** The tax key and jurisdiction of an exempt client's items. */
export const EXEMPT = 'exempt';

/** Plans per batch: a run of 1,000 invoices writes in four. */
const BATCH = 250;

type Names = Awaited<ReturnType<typeof namesOf>>;

interface ClientTerms {
  netDays: number;
  productLine: 'Self-Employer' | 'Eor';
  selfFunded: boolean;
  partnerName: string;
}

export interface WriteContext {
  clients: Map<string, ClientTerms>;
  /** Drafts a rerun rebuilds, by group key. */
  draftsByKey: Map<string, string>;
  /** Manual lines those drafts keep. */
  manual: Awaited<ReturnType<typeof manualLinesOf>>;
  names: Names;
  /** Each line's pay figure. */
  payOf: Map<LinePlan, string>;
  taxes: Map<string, TaxResolution>;
  platformName: string;
  actorId: string | null;
  through: string;
}

type ManualLine = WriteContext['manual'][number];

export interface WrittenInvoice {
  plan: InvoicePlan;
  invoiceId: string;
  /** A draft rebuilt in place rather than a new invoice. */
  rebuilt: boolean;
}

/** Writes every plan's invoice (new or a rebuilt draft) and its lines, which take the lines' items. */
export async function writeInvoices(tx: Tx, plans: InvoicePlan[], c: WriteContext): Promise<WrittenInvoice[]> {
  const manualOf = new Map<string, ManualLine[]>();
  for (const m of c.manual) {
    const kept = manualOf.get(m.invoiceId);
    if (kept) kept.push(m);
    else manualOf.set(m.invoiceId, [m]);
  }
  const written: WrittenInvoice[] = [];
  const sent: Promise<unknown>[] = [];
  try {
    await sendBatches(tx, plans, c, manualOf, sent, written);
  } catch (e) {
    // Computing a later batch failed: the statements already sent are waited for (their failures too),
    // so none is left running or rejected unhandled; the transaction then rolls back.
    await Promise.allSettled(sent);
    throw e;
  }
  await Promise.all(sent);
  return written;
}

async function sendBatches(
  tx: Tx,
  plans: InvoicePlan[],
  c: WriteContext,
  manualOf: Map<string, ManualLine[]>,
  sent: Promise<unknown>[],
  written: WrittenInvoice[],
) {
  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH).map((plan) => prepare(plan, c, manualOf));
    const statements = [
      insertInvoices(
        tx,
        batch.flatMap((b) =>
          // Every row names the same columns (insertRowsAsJson): a new invoice without PO numbers has none.
          b.draftId
            ? []
            : [{ ...newInvoiceOf(b.plan, c), ...b.values, poNumber: b.values.poNumber ?? null, id: b.invoiceId }],
        ),
      ),
      updateDrafts(
        tx,
        batch.flatMap((b) => (b.draftId ? [{ id: b.draftId, ...b.values }] : [])),
      ),
      insertLines(
        tx,
        batch.flatMap((b) => b.lines.map((l) => ({ ...l, invoiceId: b.invoiceId }))),
      ),
    ];
    // Handled here, awaited by writeInvoices: a later batch failing first leaves no rejection unhandled.
    for (const p of statements) p.catch(() => undefined);
    sent.push(...statements);
    written.push(...batch.map((b) => ({ plan: b.plan, invoiceId: b.invoiceId, rebuilt: b.draftId !== null })));
  }
}

/** One plan's lines and the invoice's figures (kept manual lines count in its totals). */
function prepare(plan: InvoicePlan, c: WriteContext, manualOf: Map<string, ManualLine[]>) {
  const client = c.clients.get(plan.clientId)!;
  const draftId = c.draftsByKey.get(plan.key) ?? null;
  const kept = draftId ? (manualOf.get(draftId) ?? []) : [];
  const firstPosition = Math.max(0, ...kept.map((m) => m.position));
  const lines = plan.lines.map((l, i) => lineValues(l, firstPosition + i + 1, c, c.payOf.get(l) ?? '0.00'));
  const totals = invoiceTotals({
    lines: [
      ...lines.map((l) => ({ amount: l.amount, tax: l.salesTax ?? '0' })),
      ...kept.map((m) => ({ amount: m.amount, tax: m.salesTax })),
    ],
  });
  const values = {
    // The PO numbers of its time (per-PO grouping: its one PO); a reference typed on a draft whose
    // time no PO took is kept.
    ...(plan.purchaseOrderNumbers.length > 0 && { poNumber: plan.purchaseOrderNumbers.join(', ') }),
    purchaseOrderId: plan.purchaseOrderId,
    totalBillAmount: totals.subtotal,
    totalSalesTax: totals.tax,
    totalDue: totals.totalDue,
    totalAdjustmentAmount: '0',
    clientTotalAdjustmentAmount: '0',
    totalPayAmount: sumMoney(lines.map((l) => l.payAmount ?? '0.00')),
    dueDate: addDays(c.through, client.netDays),
  };
  return { plan, draftId, invoiceId: draftId ?? randomUUID(), lines, values };
}

/** What a new invoice takes from its plan, its client and its issuer. */
function newInvoiceOf(plan: InvoicePlan, c: WriteContext) {
  const client = c.clients.get(plan.clientId)!;
  return {
    employerKey: plan.employerKey,
    partnerId: plan.partnerId,
    clientId: plan.clientId,
    invoiceType: plan.invoiceType,
    currency: plan.currency,
    periodStart: plan.period.start,
    periodEnd: plan.period.end,
    workLocationId: plan.workLocationId,
    contractorId: plan.contractorId,
    groupKey: plan.key,
    productLine: client.productLine,
    funding: client.selfFunded ? ('Self funded' as const) : ('Funded' as const),
    payrollFunder: client.selfFunded ? client.partnerName : c.platformName,
    remitTo: plan.employerKey === 'platform' ? c.platformName : client.partnerName,
    paymentTermsNetDays: client.netDays,
    createdBy: c.actorId,
  };
}

function lineValues(l: LinePlan, position: number, c: WriteContext, payAmount: string): NewLine {
  const tax = c.taxes.get(l.taxKey);
  const who = c.names.contractors.get(l.contractorId) ?? 'Contractor';
  const what =
    l.kind === 'expense'
      ? `Expense: ${c.names.expenses.get(l.expenseId ?? '') ?? 'Expense'}`
      : labelOf('payClass', l.classification);
  const late = l.late ? ` (late time, week of ${l.period.start})` : '';
  return {
    position,
    kind: l.kind,
    contractorId: l.contractorId,
    classification: l.classification as NewLine['classification'],
    description: `${who} — ${what}${late}`,
    minutes: l.minutes,
    rate: l.rate,
    amount: l.amount,
    payAmount,
    salesTax: tax?.kind === 'taxed' ? salesTaxOf(l.amount, tax.rows) : '0.00',
    taxJurisdiction: tax?.kind === 'taxed' ? tax.jurisdiction : EXEMPT,
    taxRatePercent: tax?.kind === 'taxed' ? tax.ratePercent : null,
    expenseId: l.expenseId,
    latePeriodStart: l.late ? l.period.start : null,
    // The planner's item ids are the chunks' names.
    chunks: l.itemIds,
  };
}
