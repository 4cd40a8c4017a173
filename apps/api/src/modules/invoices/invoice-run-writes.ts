/**
 * The invoice-level writes of an invoice run (invoice-run.service.ts): each invoice the run bills, new or a
 * rebuilt draft, with its figures — its generated lines' sums (invoice-run-lines.repository.ts, summed in
 * SQL) and the manual lines a rebuilt draft keeps. A new invoice's id was chosen by the run before its lines
 * were written, so nothing here waits for them.
 */
import { addDays, invoiceTotals, type BillingPeriod, type InvoiceGroup } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import { insertInvoices, updateDrafts, type manualLinesOf } from './invoice-run.repository.js';

/** The tax key and jurisdiction of an exempt client's items. */
export const EXEMPT = 'exempt';

/** An invoice a run bills: where its groups landed, and what its generated lines add up to. */
export interface RunInvoice {
  key: string;
  invoiceType: 'standard' | 'supplemental';
  /** Its issuer, payer, currency, period and split. */
  group: InvoiceGroup;
  period: BillingPeriod;
  /** Its id: a rebuilt draft's, or the one chosen for a new invoice. */
  invoiceId: string;
  /** A draft rebuilt in place rather than a new invoice. */
  rebuilt: boolean;
  /** The numbers of the POs its time was consumed against, sorted. */
  purchaseOrderNumbers: string[];
  lines: number;
  lateLines: number;
  subtotal: string;
  tax: string;
  pay: string;
}

type ManualLine = Awaited<ReturnType<typeof manualLinesOf>>[number];

interface ClientTerms {
  netDays: number;
  productLine: 'Self-Employer' | 'Eor';
  selfFunded: boolean;
  partnerName: string;
}

export interface WriteContext {
  clients: Map<string, ClientTerms>;
  /** Manual lines the rebuilt drafts keep. */
  manual: ManualLine[];
  platformName: string;
  actorId: string | null;
  through: string;
}

/** Writes every invoice's row (new) or figures (a rebuilt draft), in one statement each. */
export async function writeInvoices(tx: Tx, invoices: RunInvoice[], c: WriteContext): Promise<void> {
  const manualOf = new Map<string, ManualLine[]>();
  for (const m of c.manual) {
    const kept = manualOf.get(m.invoiceId);
    if (kept) kept.push(m);
    else manualOf.set(m.invoiceId, [m]);
  }
  const prepared = invoices.map((i) => ({ invoice: i, values: figuresOf(i, c, manualOf.get(i.invoiceId) ?? []) }));
  await Promise.all([
    insertInvoices(
      tx,
      prepared.flatMap(({ invoice: i, values }) =>
        // Every row names the same columns (insertRowsAsJson): a new invoice without PO numbers has none.
        i.rebuilt ? [] : [{ ...newInvoiceOf(i, c), ...values, poNumber: values.poNumber ?? null, id: i.invoiceId }],
      ),
    ),
    updateDrafts(
      tx,
      prepared.flatMap(({ invoice: i, values }) => (i.rebuilt ? [{ id: i.invoiceId, ...values }] : [])),
    ),
  ]);
}

/** An invoice's figures: its generated lines' sums and its kept manual lines. */
function figuresOf(i: RunInvoice, c: WriteContext, kept: ManualLine[]) {
  const client = c.clients.get(i.group.clientId)!;
  const totals = invoiceTotals({
    lines: [{ amount: i.subtotal, tax: i.tax }, ...kept.map((m) => ({ amount: m.amount, tax: m.salesTax }))],
  });
  return {
    // The PO numbers of its time (per-PO grouping: its one PO); a reference typed on a draft whose
    // time no PO took is kept.
    ...(i.purchaseOrderNumbers.length > 0 && { poNumber: i.purchaseOrderNumbers.join(', ') }),
    purchaseOrderId: i.group.purchaseOrderId,
    totalBillAmount: totals.subtotal,
    totalSalesTax: totals.tax,
    totalDue: totals.totalDue,
    totalAdjustmentAmount: '0',
    clientTotalAdjustmentAmount: '0',
    totalPayAmount: i.pay,
    dueDate: addDays(c.through, client.netDays),
  };
}

/** What a new invoice takes from its group, its client and its issuer. */
function newInvoiceOf(i: RunInvoice, c: WriteContext) {
  const client = c.clients.get(i.group.clientId)!;
  return {
    employerKey: i.group.employerKey,
    partnerId: i.group.partnerId,
    clientId: i.group.clientId,
    invoiceType: i.invoiceType,
    currency: i.group.currency,
    periodStart: i.period.start,
    periodEnd: i.period.end,
    workLocationId: i.group.workLocationId,
    contractorId: i.group.contractorId,
    groupKey: i.key,
    productLine: client.productLine,
    funding: client.selfFunded ? ('Self funded' as const) : ('Funded' as const),
    payrollFunder: client.selfFunded ? client.partnerName : c.platformName,
    remitTo: i.group.employerKey === 'platform' ? c.platformName : client.partnerName,
    paymentTermsNetDays: client.netDays,
    createdBy: c.actorId,
  };
}
