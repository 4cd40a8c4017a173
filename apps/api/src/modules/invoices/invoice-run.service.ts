/**
 * The invoice run (billing issue): approved, untaken bill-side time and expenses of periods that have
 * ended become draft invoices, one per client × issuer × period × currency (split as the client asks),
 * with lines that keep the items they took. A preview is the same run, planned in a transaction rolled
 * back and stopped before the writes that change none of its figures, so what it shows is what confirming
 * writes, and it writes nothing. A rerun rebuilds the drafts
 * in scope and takes nothing twice; runs are serialized, so two at once invoice each item once.
 */
import { type InvoiceRunEntry, type InvoiceRunRequest, type InvoiceRunResult } from '@app/domain';
import {
  groupKey,
  sumMoney,
  planInvoices,
  resolveSalesTax,
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
import { EXEMPT, writeInvoices } from './invoice-run-writes.js';
import {
  clientBilling,
  draftsInScope,
  emptyDrafts,
  finalizedKeysOf,
  finalizedSupplementals,
  liveInvoicesByKey,
  manualLinesOf,
  namesOf,
  savedCalendars,
  setAdjustmentTotals,
  settleEmptiedDrafts,
  recordRun,
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

/**
 * A statement sent now and awaited later: should the run fail in between (a refused tax, another
 * statement's error), its own failure is already handled, not an unhandled rejection that ends the process.
 */
function sentAhead<T>(pending: Promise<T>): Promise<T> {
  pending.catch(() => undefined);
  return pending;
}

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
  // Statements sent now run in the database while the planning below runs here (one connection queues
  // them in order): the names every line may need, and, for a run that writes, the pay side by chunk.
  const namesPending = sentAhead(
    namesOf(tx, {
      contractors: unique(rows.map((r) => r.contractorId)),
      locations: unique(rows.map((r) => r.workLocationId)),
      expenses: unique(rows.flatMap((r) => (r.expenseId ? [r.expenseId] : []))),
    }),
  );
  const [billing, calendars] = await Promise.all([
    clientBilling(tx, unique(rows.map((r) => r.clientId))),
    calendarsOf(tx, unique(rows.map((r) => r.employerKey))),
  ]);
  const clients = new Map(billing.map((c) => [c.id, c]));
  const clientTerms = new Map<string, ClientBilling>(
    billing.map((c) => [c.id, { frequency: c.frequency, grouping: c.grouping }]),
  );
  const taxes = await taxesOf(tx, rows, clients);
  // The chunks are the planner's items (40,000 for a large run: set in place rather than copied).
  for (const r of rows) r.taxKey = taxes.keyOf.get(r.id)!;
  const items: BillableItem[] = rows;

  // Periods a finalized invoice already closed take late time instead of reopening it: the clients'
  // finalized invoices of periods that end on or after the earliest item's day.
  const clientIds = unique(rows.map((r) => r.clientId));
  const earliest = rows.reduce((d, r) => (r.workDate < d ? r.workDate : d), scope.through);
  const [finalizedKeys, supplementals] = await Promise.all([
    finalizedKeysOf(tx, clientIds, earliest),
    finalizedSupplementals(tx, clientIds),
  ]);
  const payPending = sentAhead(commit ? payByChunk(tx) : Promise.resolve([]));
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
  const names = await namesPending;
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
  const payOf = payFigures(plans, await payPending);
  const [platformName, manual] = await Promise.all([
    effectiveSettings(tx, null).then((s) => s.brand_name),
    manualLinesOf(tx, [...draftsByKey.values()]),
  ]);
  const written = await writeInvoices(tx, plans, {
    clients,
    draftsByKey,
    manual,
    names,
    payOf,
    taxes: taxes.byKey,
    platformName,
    actorId,
    through: scope.through,
  });
  const entries = written.map((w) => entryOf(w.plan, w.invoiceId, clients.get(w.plan.clientId)!, names));

  // Pending adjustments land on the client's newest invoice of this run in their currency.
  const targets = new Map<string, { id: string; start: string }>();
  for (const { plan, invoiceId } of written) {
    const key = `${plan.clientId}|${plan.currency}`;
    const current = targets.get(key);
    if (!current || plan.period.start >= current.start) targets.set(key, { id: invoiceId, start: plan.period.start });
  }
  await chargePending(tx, new Map([...targets].map(([k, v]) => [k, v.id])), scope.through);
  await setAdjustmentTotals(tx, [...new Set([...targets.values()].map((v) => v.id))]);
  const kept = new Set(written.flatMap((w) => (w.rebuilt ? [w.invoiceId] : [])));
  const created = written.length - kept.size;
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
  const subtotal = sumMoney(plans.map((i) => i.subtotal));
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
function payFigures(plans: InvoicePlan[], payOfChunks: { chunk: string; amount: string }[]) {
  const lineOfChunk = new Map<string, LinePlan>();
  for (const line of plans.flatMap((i) => i.lines)) for (const chunk of line.itemIds) lineOfChunk.set(chunk, line);
  const amounts = new Map<LinePlan, string[]>();
  for (const pay of payOfChunks) {
    const line = lineOfChunk.get(pay.chunk);
    if (!line) continue;
    const list = amounts.get(line);
    if (list) list.push(pay.amount);
    else amounts.set(line, [pay.amount]);
  }
  return new Map([...amounts].map(([l, a]) => [l, sumMoney(a)]));
}

type Names = Awaited<ReturnType<typeof namesOf>>;

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
