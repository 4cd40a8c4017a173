/**
 * The invoice run (billing issue): approved, untaken bill-side time and expenses of periods that have
 * ended become draft invoices, one per client × issuer × period × currency (split as the client asks),
 * with lines that keep the items they took. A preview is the same run, planned in a transaction rolled
 * back and stopped before the writes that change none of its figures, so what it shows is what confirming
 * writes, and it writes nothing. A rerun rebuilds the drafts
 * in scope and takes nothing twice; runs are serialized, so two at once invoice each item once.
 */
import { randomUUID } from 'node:crypto';
import { labelOf, type InvoiceRunEntry, type InvoiceRunRequest, type InvoiceRunResult } from '@app/domain';
import {
  billingPeriodOf,
  groupKey,
  placeGroups,
  resolveSalesTax,
  sumMoney,
  type BillingCalendar,
  type BillingPeriod,
  type InvoiceGroup,
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
import { EXEMPT, writeInvoices, type RunInvoice } from './invoice-run-writes.js';
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
  chunkFacts,
  collectBillable,
  collectPay,
  planChunks,
  summarizeChunks,
  taxBoundaries,
  periodKey,
  taxPlaceKey,
  type ChunkGroup,
  type RunScope,
} from './invoice-run-pool.repository.js';
import { buildLines, lineTotals, writeLines, type RunTax } from './invoice-run-lines.repository.js';

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

/**
 * A run in the database's terms (decision 0097): the pool is gathered, summed into chunks, placed in
 * billing periods and the clients' splits, summed into lines and written there, all in SQL; the API reads
 * only what it decides on — periods per day, sales tax per place and day, and where each group of a
 * client's period goes (its own invoice, the next one as late time, or a supplemental) — and the
 * invoices' figures, a few rows per client.
 */
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

  await collectBillable(tx, scope, await taxBoundaries(tx));
  await summarizeChunks(tx);
  // The pay side runs in the database while the API resolves periods and taxes (a preview shows no pay).
  const payPending = sentAhead(commit ? collectPay(tx) : Promise.resolve());
  const facts = await chunkFacts(tx);
  const clientIds = unique(facts.days.map((d) => d.client_id));
  const [billing, calendars] = await Promise.all([
    clientBilling(tx, clientIds),
    calendarsOf(tx, unique(facts.days.map((d) => d.employer_key))),
  ]);
  const clients = new Map(billing.map((c) => [c.id, c]));
  const periods: Record<string, BillingPeriod> = {};
  for (const d of facts.days) {
    const { frequency } = clients.get(d.client_id)!;
    const key = periodKey(d.work_date, d.employer_key, frequency);
    periods[key] ??= billingPeriodOf(d.work_date, frequency, calendars.get(d.employer_key)!);
  }
  const taxes = await taxesOf(
    tx,
    facts.days.flatMap((d) => {
      const c = clients.get(d.client_id)!;
      return c.taxExempt
        ? []
        : [{ country: d.country, state: d.state, productLine: c.productLine, workDate: d.work_date }];
    }),
  );
  await payPending;
  const groups = await planChunks(tx, {
    clients: Object.fromEntries(
      billing.map((c) => [
        c.id,
        { frequency: c.frequency, grouping: c.grouping, exempt: c.taxExempt, product_line: c.productLine },
      ]),
    ),
    periods,
    taxes: taxes.ofPlaces,
    through: scope.through,
    exempt: EXEMPT,
    withPay: commit,
  });

  // Periods a finalized invoice already closed take late time instead of reopening it: the clients'
  // finalized invoices of periods that end on or after the earliest item's day.
  const earliest = facts.days.reduce((d, r) => (r.work_date < d ? r.work_date : d), scope.through);
  const [finalizedKeys, supplementals] = await Promise.all([
    finalizedKeysOf(tx, clientIds, earliest),
    finalizedSupplementals(tx, clientIds),
  ]);
  const placed = placeInvoices(groups, new Set(finalizedKeys), new Set(supplementals.map((l) => l.groupKey)));
  const draftsByKey = new Map(
    (await liveInvoicesByKey(tx, [...placed.invoices.keys()]))
      .filter((l) => l.status === 'draft')
      .map((l) => [l.groupKey, l.id]),
  );
  for (const [key, invoice] of placed.invoices) {
    const draft = draftsByKey.get(key);
    if (draft) Object.assign(invoice, { invoiceId: draft, rebuilt: true });
  }
  await buildLines(tx, {
    targets: placed.targets.map((t) => ({
      group_key: t.groupKey,
      invoice_id: placed.invoices.get(t.invoiceKey)!.invoiceId,
      late: t.late,
    })),
    taxes: taxes.ofRun,
    labels: Object.fromEntries(facts.classes.map((c) => [c, labelOf('payClass', c)])),
  });
  // Written only after the lines (a preview writes none): the link statements may run while the API
  // reads the totals and names below.
  const linesWritten = sentAhead(commit ? writeLines(tx) : Promise.resolve());
  const totals = new Map((await lineTotals(tx)).map((t) => [t.invoice_id, t]));
  // An invoice whose every line netted to nothing is not written.
  const invoices = [...placed.invoices.values()]
    .flatMap((i) => {
      const t = totals.get(i.invoiceId);
      return t ? [{ ...i, lines: t.lines, lateLines: t.late_lines, subtotal: t.subtotal, tax: t.tax, pay: t.pay }] : [];
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const names = await namesOf(tx, {
    contractors: unique(invoices.flatMap((i) => (i.group.contractorId ? [i.group.contractorId] : []))),
    locations: unique(invoices.flatMap((i) => (i.group.workLocationId ? [i.group.workLocationId] : []))),
    expenses: [],
  });

  // A preview answers from the figures alone: it is rolled back anyway.
  if (!commit) {
    await linesWritten;
    const entries = invoices.map((i) =>
      entryOf(i, i.rebuilt ? i.invoiceId : null, clients.get(i.group.clientId)!, names),
    );
    return resultOf(scope.through, entries, invoices, {
      created: invoices.filter((i) => !i.rebuilt).length,
      updated: invoices.filter((i) => i.rebuilt).length,
    });
  }
  const [platformName, manual] = await Promise.all([
    effectiveSettings(tx, null).then((s) => s.brand_name),
    manualLinesOf(
      tx,
      invoices.flatMap((i) => (i.rebuilt ? [i.invoiceId] : [])),
    ),
  ]);
  await Promise.all([
    linesWritten,
    writeInvoices(tx, invoices, { clients, manual, platformName, actorId, through: scope.through }),
  ]);
  const entries = invoices.map((i) => entryOf(i, i.invoiceId, clients.get(i.group.clientId)!, names));

  // Pending adjustments land on the client's newest invoice of this run in their currency.
  const targets = new Map<string, { id: string; start: string }>();
  for (const i of invoices) {
    const key = `${i.group.clientId}|${i.group.currency}`;
    const current = targets.get(key);
    if (!current || i.period.start >= current.start) targets.set(key, { id: i.invoiceId, start: i.period.start });
  }
  await chargePending(tx, new Map([...targets].map(([k, v]) => [k, v.id])), scope.through);
  await setAdjustmentTotals(tx, [...new Set([...targets.values()].map((v) => v.id))]);
  const kept = new Set(invoices.flatMap((i) => (i.rebuilt ? [i.invoiceId] : [])));
  // A draft whose every item was corrected away has nothing left to bill.
  await settleEmptiedDrafts(
    tx,
    drafts.filter((d) => !kept.has(d)),
    deps.clock.now(),
  );

  return resultOf(scope.through, entries, invoices, { created: invoices.length - kept.size, updated: kept.size });
}

/**
 * Where each group goes (placeGroups in @app/paybill) and the invoices they make, each with an id chosen
 * here (a rebuilt draft's replaces it). A supplemental invoice takes the first key of its group no
 * finalized supplemental holds yet.
 */
function placeInvoices(groups: ChunkGroup[], finalizedKeys: Set<string>, finalizedSupplementals: Set<string>) {
  const asGroups: InvoiceGroup[] = groups.map((g) => ({
    employerKey: g.employer_key,
    partnerId: g.partner_id,
    clientId: g.client_id,
    currency: g.currency,
    period: { start: g.period_start, end: g.period_end },
    workLocationId: g.work_location_id,
    contractorId: g.contractor_id,
    purchaseOrderId: g.purchase_order_id,
  }));
  const invoices = new Map<string, Omit<RunInvoice, 'lines' | 'lateLines' | 'subtotal' | 'tax' | 'pay'>>();
  const poNumbers = new Map<string, Set<string>>();
  const targets = placeGroups(asGroups, finalizedKeys).map((p, n) => {
    let key = p.key;
    if (p.invoiceType === 'supplemental') {
      let k = 0;
      const keyAt = (i: number) => `${groupKey(p.invoice)}|supplemental${i ? `-${i}` : ''}`;
      while (finalizedSupplementals.has(keyAt(k))) k += 1;
      key = keyAt(k);
    }
    if (!invoices.has(key)) {
      invoices.set(key, {
        key,
        invoiceType: p.invoiceType,
        group: p.invoice,
        period: p.invoice.period,
        invoiceId: randomUUID(),
        rebuilt: false,
        purchaseOrderNumbers: [],
      });
      poNumbers.set(key, new Set());
    }
    for (const po of groups[n]!.po_numbers) poNumbers.get(key)!.add(po);
    return { groupKey: groups[n]!.group_key, invoiceKey: key, late: p.late };
  });
  for (const [key, numbers] of poNumbers) {
    invoices.get(key)!.purchaseOrderNumbers = [...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return { invoices, targets };
}

function resultOf(
  through: string,
  entries: InvoiceRunEntry[],
  invoices: RunInvoice[],
  counts: { created: number; updated: number },
): InvoiceRunResult {
  const subtotal = sumMoney(invoices.map((i) => i.subtotal));
  return {
    through,
    invoices: entries,
    totals: { invoices: entries.length, lines: invoices.reduce((n, i) => n + i.lines, 0), subtotal },
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

type Names = Awaited<ReturnType<typeof namesOf>>;

/**
 * The sales tax regime of each place and day the run's chunks of clients not exempt fall on (decision
 * 0036): the rows in force there and then. A place with no row, or a rate nobody confirmed, refuses the
 * whole run and names every such place, so nothing is invoiced with a guessed tax.
 */
async function taxesOf(
  tx: Tx,
  places: { country: string | null; state: string | null; productLine: string; workDate: string }[],
) {
  const where = new Map(
    places.flatMap((r) =>
      r.country && r.state ? [[`${r.country}|${r.state}`, { country: r.country, jurisdiction: r.state }]] : [],
    ),
  );
  const taxRows = await salesTaxRowsFor(tx, [...where.values()]);
  const ofPlaces: Record<string, string> = {};
  const ofRun = new Map<string, RunTax>();
  const refused = new Set<string>();
  for (const r of places) {
    const place = taxPlaceKey(r.country, r.state, r.productLine, r.workDate);
    if (place in ofPlaces) continue;
    const t: TaxResolution = resolveSalesTax(taxRows, {
      country: r.country,
      jurisdiction: r.state,
      productLine: r.productLine,
      date: r.workDate,
    });
    if (t.kind === 'refused') {
      refused.add(t.reason);
      continue;
    }
    ofPlaces[place] = t.key;
    ofRun.set(t.key, {
      tax_key: t.key,
      jurisdiction: t.jurisdiction,
      rate_percent: t.ratePercent,
      rates: t.rows.map((row) => row.ratePercent ?? '0'),
    });
  }
  if (refused.size > 0) {
    throw unprocessable([...refused].slice(0, 20).map((msg) => ({ loc: ['body'], msg })));
  }
  return { ofPlaces, ofRun: [...ofRun.values()] };
}

function entryOf(
  invoice: RunInvoice,
  invoiceId: string | null,
  client: { id: string; name: string; partnerName: string },
  names: Names,
): InvoiceRunEntry {
  const { group } = invoice;
  return {
    client: { id: client.id, name: client.name },
    partner: { id: group.partnerId, name: client.partnerName },
    period: invoice.period,
    invoice_type: invoice.invoiceType,
    currency: group.currency,
    work_location: group.workLocationId
      ? { id: group.workLocationId, name: names.locations.get(group.workLocationId) ?? '' }
      : null,
    contractor: group.contractorId
      ? { id: group.contractorId, name: names.contractors.get(group.contractorId) ?? '' }
      : null,
    line_count: invoice.lines,
    late_line_count: invoice.lateLines,
    subtotal: invoice.subtotal,
    invoice_id: invoiceId,
  };
}
