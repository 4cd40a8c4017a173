/**
 * The invoice run (billing issue): approved, untaken bill-side time and expenses of periods that have
 * ended become draft invoices, one per client × issuer × period × currency (split as the client asks),
 * with lines that keep the items they took. A preview is the same run, planned in a transaction rolled
 * back and stopped before the writes that change none of its figures, so what it shows is what confirming
 * writes, and it writes nothing. A rerun rebuilds the drafts
 * in scope and takes nothing twice; runs are serialized, so two at once invoice each item once.
 */
import Decimal from 'decimal.js';
import { labelOf, type InvoiceRunEntry, type InvoiceRunRequest, type InvoiceRunResult } from '@app/domain';
import {
  addDays,
  groupKey,
  invoiceTotals,
  money,
  planInvoices,
  resolveSalesTax,
  salesTaxOf,
  type BillableItem,
  type BillingCalendar,
  type ClientBilling,
  type InvoicePlan,
  type LinePlan,
  type TaxResolution,
} from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { audit, auditAs } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import { salesTaxRowsFor } from '../sales-taxes/sales-taxes.service.js';
import { chargePending, releaseFrom } from '../adjustments/adjustments.service.js';
import { lockDraftHolds } from '../../lib/draft-holds.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { DEFAULT_PAY_CALENDAR } from '../pay-calendars/pay-calendars.service.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { editableEmployers } from './invoices.policy.js';
import {
  clientBilling,
  draftsInScope,
  emptyDrafts,
  insertInvoices,
  insertLines,
  finalizedKeysOf,
  finalizedSupplementals,
  liveInvoicesByKey,
  manualLinesOf,
  namesOf,
  savedCalendars,
  setAdjustmentTotals,
  settleEmptiedDrafts,
  updateDrafts,
  recordRun,
  type NewLine,
} from './invoice-run.repository.js';
import {
  billableChunks,
  collectBillable,
  payByChunk,
  taxBoundaries,
  type BillableRow,
  type RunScope,
} from './invoice-run-pool.repository.js';

/** Thrown to roll a preview back with its answer. */
class PreviewDone extends Error {
  constructor(readonly result: InvoiceRunResult) {
    super('preview');
  }
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The answer of a preview (`commit: false`, nothing written) or of a run. */
export async function runInvoices(
  deps: AppDeps,
  p: Principal,
  req: InvoiceRunRequest,
  { commit, ip }: { commit: boolean; ip: string },
): Promise<InvoiceRunResult> {
  const scope: RunScope = {
    employers: editableEmployers(p),
    clientId: req.client_id,
    through: req.through ?? todayIso(deps.clock.now()),
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await runIn(tx, deps, p.userId, scope, commit);
      if (!commit) throw new PreviewDone(result);
      await auditAs(tx, p, ip, {
        action: 'invoice_run',
        entityType: 'invoice',
        entityId: null,
        metadata: { through: scope.through, client_id: scope.clientId ?? null, ...result.totals },
      });
      return result;
    });
  } catch (e) {
    if (e instanceof PreviewDone) return e.result;
    throw e;
  }
}

/**
 * The scheduled run (jobs/invoices.ts): every issuer's periods that ended by `through`, as drafts, by no
 * one in particular (audited as the system). Idempotent like a run by hand.
 */
export async function runScheduledInvoices(deps: AppDeps, through: string): Promise<InvoiceRunResult> {
  // Each morning's outcome goes to the service log (Logs → Service Logs), so a run refused every day — a
  // place whose tax rate is not confirmed, say — is seen by staff, not only by the job queue.
  const started = Date.now();
  const operation = `scheduled invoice run through ${through}`;
  try {
    const result = await scheduledRun(deps, through);
    await recordRun(deps.db, {
      service: 'invoice_run',
      operation,
      status: 'success',
      durationMs: Date.now() - started,
    });
    return result;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await recordRun(deps.db, {
      service: 'invoice_run',
      operation,
      status: 'failure',
      durationMs: Date.now() - started,
      error,
    });
    throw err;
  }
}

function scheduledRun(deps: AppDeps, through: string): Promise<InvoiceRunResult> {
  return deps.db.transaction(async (tx) => {
    const result = await runIn(tx, deps, null, { employers: undefined, clientId: undefined, through }, true);
    await audit(tx, {
      actorUserId: null,
      actualUserId: null,
      ip: null,
      action: 'invoice_run',
      entityType: 'invoice',
      entityId: null,
      metadata: { through, scheduled: true, ...result.totals },
    });
    return result;
  });
}

async function runIn(
  tx: Tx,
  deps: AppDeps,
  actorId: string | null,
  scope: RunScope,
  commit: boolean,
): Promise<InvoiceRunResult> {
  // One run at a time: a second waits, then finds the first one's items taken.
  await lockDraftHolds(tx);
  const drafts = (await draftsInScope(tx, scope)).map((d) => d.id);
  await emptyDrafts(tx, drafts);
  await releaseFrom(tx, drafts);

  // The pool, summed into chunks in SQL (a third as many rows for a usual week): the planner reads chunks.
  await collectBillable(tx, scope, await taxBoundaries(tx));
  const rows = await billableChunks(tx);
  const [billing, calendars] = await Promise.all([
    clientBilling(tx, unique(rows.map((r) => r.clientId))),
    calendarsOf(tx, unique(rows.map((r) => r.employerKey))),
  ]);
  const clients = new Map(billing.map((c) => [c.id, c]));
  const clientTerms = new Map<string, ClientBilling>(
    billing.map((c) => [c.id, { frequency: c.frequency, grouping: c.grouping }]),
  );
  const taxes = await taxesOf(tx, rows, clients);
  const items: BillableItem[] = rows.map((r) => ({ ...r, amount: String(r.amount), taxKey: taxes.keyOf.get(r.id)! }));

  // Periods a finalized invoice already closed take late time instead of reopening it: the clients'
  // finalized invoices of periods that end on or after the earliest item's day.
  const clientIds = unique(rows.map((r) => r.clientId));
  const earliest = rows.reduce((d, r) => (r.workDate < d ? r.workDate : d), scope.through);
  const [finalizedKeys, supplementals] = await Promise.all([
    finalizedKeysOf(tx, clientIds, earliest),
    finalizedSupplementals(tx, clientIds),
  ]);
  const plans = supplementalKeys(
    planInvoices({
      items,
      clients: clientTerms,
      calendars,
      finalizedKeys: new Set(finalizedKeys),
      through: scope.through,
    }),
    new Set(supplementals.map((l) => l.groupKey)),
  );

  const draftsByKey = new Map(
    (
      await liveInvoicesByKey(
        tx,
        plans.map((i) => i.key),
      )
    )
      .filter((l) => l.status === 'draft')
      .map((l) => [l.groupKey, l.id]),
  );
  const names = await namesOf(tx, {
    contractors: unique(
      plans.flatMap((i) => [...i.lines.map((l) => l.contractorId), ...(i.contractorId ? [i.contractorId] : [])]),
    ),
    locations: unique(plans.flatMap((i) => (i.workLocationId ? [i.workLocationId] : []))),
    expenses: unique(plans.flatMap((i) => i.lines.flatMap((l) => (l.expenseId ? [l.expenseId] : [])))),
  });
  // A preview answers from the plans alone: what the run would write (invoices, lines, links, items taken)
  // changes none of its figures, and it is rolled back anyway.
  if (!commit) {
    const entries = plans.map((plan) =>
      entryOf(plan, draftsByKey.get(plan.key) ?? null, clients.get(plan.clientId)!, names),
    );
    return resultOf(scope.through, entries, plans, {
      created: plans.filter((plan) => !draftsByKey.has(plan.key)).length,
      updated: plans.filter((plan) => draftsByKey.has(plan.key)).length,
    });
  }
  const payOf = await payFigures(tx, plans);
  const platformName = (await effectiveSettings(tx, null)).brand_name;

  // Every plan's values first, then a few set-based writes for the whole run.
  const manual = await manualLinesOf(tx, [...draftsByKey.values()]);
  const prepared = plans.map((plan) => {
    const client = clients.get(plan.clientId)!;
    const draftId = draftsByKey.get(plan.key) ?? null;
    const kept = manual.filter((m) => m.invoiceId === draftId);
    const firstPosition = Math.max(0, ...kept.map((m) => m.position));
    const newLines = plan.lines.map((l, i) =>
      lineValues(l, firstPosition + i + 1, names, payOf.get(l) ?? '0.00', taxes.byKey),
    );
    const totals = invoiceTotals({
      lines: [
        ...newLines.map((l) => ({ amount: l.amount, tax: l.salesTax ?? '0' })),
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
      totalPayAmount: money(newLines.reduce((a, l) => a.plus(l.payAmount ?? 0), new Decimal(0))),
      dueDate: addDays(scope.through, client.netDays),
    };
    return { plan, client, draftId, newLines, values };
  });
  const createdIds = await insertInvoices(
    tx,
    prepared
      .filter((p) => !p.draftId)
      .map(({ plan, client, values }) => ({
        ...values,
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
        payrollFunder: client.selfFunded ? client.partnerName : platformName,
        remitTo: plan.employerKey === 'platform' ? platformName : client.partnerName,
        paymentTermsNetDays: client.netDays,
        createdBy: actorId,
      })),
  );
  await updateDrafts(
    tx,
    prepared.flatMap((p) => (p.draftId ? [{ id: p.draftId, ...p.values }] : [])),
  );
  const invoiceIdOf = (p: (typeof prepared)[number]) => p.draftId ?? createdIds.get(p.plan.key)!;
  await insertLines(
    tx,
    prepared.flatMap((p) => p.newLines.map((l) => ({ ...l, invoiceId: invoiceIdOf(p) }))),
  );
  const kept = new Set(prepared.flatMap((p) => (p.draftId ? [p.draftId] : [])));
  const entries = prepared.map((p) => entryOf(p.plan, invoiceIdOf(p), p.client, names));

  // Pending adjustments land on the client's newest invoice of this run in their currency.
  const targets = new Map<string, { id: string; start: string }>();
  for (const p of prepared) {
    const key = `${p.plan.clientId}|${p.plan.currency}`;
    const current = targets.get(key);
    if (!current || p.plan.period.start >= current.start)
      targets.set(key, { id: invoiceIdOf(p), start: p.plan.period.start });
  }
  await chargePending(tx, new Map([...targets].map(([k, v]) => [k, v.id])), scope.through);
  await setAdjustmentTotals(tx, [...new Set([...targets.values()].map((v) => v.id))]);
  const created = createdIds.size;
  const updated = kept.size;
  // A draft whose every item was corrected away has nothing left to bill.
  await settleEmptiedDrafts(
    tx,
    drafts.filter((d) => !kept.has(d)),
    deps.clock.now(),
  );

  return resultOf(scope.through, entries, plans, { created, updated });
}

function resultOf(
  through: string,
  entries: InvoiceRunEntry[],
  plans: InvoicePlan[],
  counts: { created: number; updated: number },
): InvoiceRunResult {
  const subtotal = money(plans.reduce((a, i) => a.plus(i.subtotal), new Decimal(0)));
  return {
    through,
    invoices: entries,
    totals: { invoices: entries.length, lines: plans.reduce((n, i) => n + i.lines.length, 0), subtotal },
    ...counts,
  };
}

/** Each issuer's billing weeks: its pay calendar's workweek start and anchor (the default when unsaved). */
async function calendarsOf(tx: Tx, employerKeys: string[]): Promise<Map<string, BillingCalendar>> {
  const saved = new Map((await savedCalendars(tx, employerKeys)).map((c) => [c.employerKey, c]));
  return new Map(
    employerKeys.map((k) => {
      const c = saved.get(k);
      return [
        k,
        c
          ? { weekStartDay: c.weekStartDay, anchorDate: c.anchor }
          : { weekStartDay: DEFAULT_PAY_CALENDAR.workweekStartDay, anchorDate: DEFAULT_PAY_CALENDAR.anchorDate },
      ];
    }),
  );
}

/** A supplemental invoice takes the first key of its group no finalized supplemental holds yet. */
function supplementalKeys(plans: InvoicePlan[], finalized: Set<string>): InvoicePlan[] {
  return plans.map((i) => {
    if (i.invoiceType !== 'supplemental') return i;
    let n = 0;
    const keyAt = (k: number) => `${groupKey(i)}|supplemental${k ? `-${k}` : ''}`;
    while (finalized.has(keyAt(n))) n += 1;
    return { ...i, key: keyAt(n) };
  });
}

/** Each line's pay figure: the pay side of its chunks (payByChunk says which pay goes with which chunk). */
async function payFigures(tx: Tx, plans: InvoicePlan[]) {
  const lineOfChunk = new Map<string, LinePlan>();
  for (const line of plans.flatMap((i) => i.lines)) for (const chunk of line.itemIds) lineOfChunk.set(chunk, line);
  const sums = new Map<LinePlan, Decimal>();
  for (const pay of await payByChunk(tx)) {
    const line = lineOfChunk.get(pay.chunk);
    if (line) sums.set(line, (sums.get(line) ?? new Decimal(0)).plus(pay.amount));
  }
  return new Map([...sums].map(([l, d]) => [l, money(d)]));
}

type Names = Awaited<ReturnType<typeof namesOf>>;

const EXEMPT = 'exempt';

/**
 * Each item's sales tax regime (decision 0036): none for an exempt client, else the rows in force where
 * and when the work was done. A place with no row, or a rate nobody confirmed, refuses the whole run and
 * names every such place, so nothing is invoiced with a guessed tax.
 */
async function taxesOf(tx: Tx, rows: BillableRow[], clients: Map<string, { taxExempt: boolean; productLine: string }>) {
  const places = new Map(
    rows.flatMap((r) =>
      r.country && r.state ? [[`${r.country}|${r.state}`, { country: r.country, jurisdiction: r.state }]] : [],
    ),
  );
  const taxRows = await salesTaxRowsFor(tx, [...places.values()]);
  const keyOf = new Map<string, string>();
  const byKey = new Map<string, TaxResolution>();
  const refused = new Set<string>();
  // Thousands of items share a place, a product line and a day: each is resolved once.
  const resolved = new Map<string, TaxResolution>();
  for (const r of rows) {
    const client = clients.get(r.clientId);
    if (!client || client.taxExempt) {
      keyOf.set(r.id, EXEMPT);
      continue;
    }
    const place = `${r.country}|${r.state}|${client.productLine}|${r.workDate}`;
    let t = resolved.get(place);
    if (!t) {
      t = resolveSalesTax(taxRows, {
        country: r.country,
        jurisdiction: r.state,
        productLine: client.productLine,
        date: r.workDate,
      });
      resolved.set(place, t);
    }
    if (t.kind === 'refused') {
      refused.add(t.reason);
      continue;
    }
    keyOf.set(r.id, t.key);
    byKey.set(t.key, t);
  }
  if (refused.size > 0) {
    throw unprocessable([...refused].slice(0, 20).map((msg) => ({ loc: ['body'], msg })));
  }
  return { keyOf, byKey };
}

function lineValues(
  l: LinePlan,
  position: number,
  names: Names,
  payAmount: string,
  taxes: Map<string, TaxResolution>,
): NewLine {
  const tax = taxes.get(l.taxKey);
  const who = names.contractors.get(l.contractorId) ?? 'Contractor';
  const what =
    l.kind === 'expense'
      ? `Expense: ${names.expenses.get(l.expenseId ?? '') ?? 'Expense'}`
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
    // The planner's item ids are the chunks' numbers.
    chunks: l.itemIds.map(Number),
  };
}

function entryOf(
  plan: InvoicePlan,
  invoiceId: string | null,
  client: { id: string; name: string; partnerName: string },
  names: Names,
): InvoiceRunEntry {
  return {
    client: { id: client.id, name: client.name },
    partner: { id: plan.partnerId, name: client.partnerName },
    period: plan.period,
    invoice_type: plan.invoiceType,
    currency: plan.currency,
    work_location: plan.workLocationId
      ? { id: plan.workLocationId, name: names.locations.get(plan.workLocationId) ?? '' }
      : null,
    contractor: plan.contractorId
      ? { id: plan.contractorId, name: names.contractors.get(plan.contractorId) ?? '' }
      : null,
    line_count: plan.lines.length,
    late_line_count: plan.lines.filter((l) => l.late).length,
    subtotal: plan.subtotal,
    invoice_id: invoiceId,
  };
}
