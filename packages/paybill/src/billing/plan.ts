/**
 * Planning an invoice run (pure): untaken, approved bill-side ledger items → invoices → lines. An invoice
 * is one payer (the client) × employer (the issuer) × billing period × currency, split by the client's
 * grouping; a line is one contractor × classification × rate (time) or one expense, and keeps the ids
 * of the items it took so the invoice traces back to the time and expenses behind it.
 *
 * Purchase orders: an item whose time stands consumed against a PO carries it. A client invoiced per
 * purchase order gets one invoice per PO and one for the time no PO took; every invoice lists the PO
 * numbers of its time, whatever the grouping.
 *
 * Late time: items whose period already has a finalized invoice for that client never reopen it; they
 * join the client's next invoice of this run (the first period after theirs) as late lines, or, when the
 * run has none, a supplemental invoice for their own period.
 */
import Decimal from 'decimal.js';
import { centsOf, money, sumMoney } from '../money.js';
import { billingPeriodOf, type BillingCalendar, type BillingPeriod, type InvoiceFrequency } from './period.js';
import { timeLineAmount } from './lines.js';

/** The client's split of one period (@app/domain's INVOICE_GROUPINGS). */
export type InvoiceGrouping = 'single' | 'work_location' | 'contractor' | 'purchase_order';

export interface BillableItem {
  id: string;
  employerKey: string;
  partnerId: string;
  clientId: string;
  contractorId: string;
  workLocationId: string;
  classification: string;
  /** Null for an expense. */
  rate: string | null;
  /** Signed (a reversal is negative). */
  minutes: number;
  amount: string;
  workDate: string;
  expenseId: string | null;
  currency: string;
  /** The sales tax regime the item's work falls under (jurisdiction and the rows in force): lines never mix two. */
  taxKey?: string;
  /** The PO the item's timesheet stands consumed against, and its number. */
  purchaseOrderId?: string | null;
  purchaseOrderNumber?: string | null;
}

export interface ClientBilling {
  frequency: InvoiceFrequency;
  grouping: InvoiceGrouping;
}

export interface LinePlan {
  kind: 'time' | 'expense';
  contractorId: string;
  classification: string;
  rate: string | null;
  minutes: number;
  amount: string;
  expenseId: string | null;
  /** Time from a period already invoiced to this client. */
  late: boolean;
  period: BillingPeriod;
  taxKey: string;
  /** The earliest work date behind the line (two tax regimes of one week read in date order). */
  firstWorkDate: string;
  itemIds: string[];
}

export interface InvoicePlan {
  /** Identifies the invoice across reruns: the same key finds the same draft. */
  key: string;
  employerKey: string;
  partnerId: string;
  clientId: string;
  currency: string;
  period: BillingPeriod;
  workLocationId: string | null;
  contractorId: string | null;
  /** Per-PO grouping: the PO this invoice bills (null for the time no PO took, and other groupings). */
  purchaseOrderId: string | null;
  /** The numbers of the POs its time was consumed against, sorted (any grouping). */
  purchaseOrderNumbers: string[];
  invoiceType: 'standard' | 'supplemental';
  lines: LinePlan[];
  subtotal: string;
}

export interface PlanInput {
  items: readonly BillableItem[];
  clients: ReadonlyMap<string, ClientBilling>;
  calendars: ReadonlyMap<string, BillingCalendar>;
  /** Keys (`groupKey`) of invoices already finalized: their periods take no more items. */
  finalizedKeys: ReadonlySet<string>;
  /** The last day a period may end on to be invoiced (periods still running wait). */
  through: string;
}

/**
 * The key of an invoice: issuer, payer, currency, period and the client's split. A PO joins the key only
 * when there is one, so the keys of every other invoice (and of drafts already written) stay as they were.
 */
export function groupKey(g: {
  employerKey: string;
  clientId: string;
  currency: string;
  period: BillingPeriod;
  workLocationId: string | null;
  contractorId: string | null;
  purchaseOrderId?: string | null;
}): string {
  // A template, not an array joined: a run keys tens of thousands of chunks.
  const key = `${g.employerKey}|${g.clientId}|${g.currency}|${g.period.start}|${g.workLocationId ?? '-'}|${g.contractorId ?? '-'}`;
  return g.purchaseOrderId ? `${key}|po:${g.purchaseOrderId}` : key;
}

// A run has a few distinct rates over many items: each is normalized once.
const rateKeys = new Map<string, string>();
function rateKey(rate: string | null): string {
  if (rate === null) return '-';
  let key = rateKeys.get(rate);
  if (key === undefined) {
    key = new Decimal(rate).toFixed(4);
    if (rateKeys.size > 10_000) rateKeys.clear();
    rateKeys.set(rate, key);
  }
  return key;
}

function lineKeyOf(i: BillableItem, late: boolean, period: BillingPeriod): string {
  if (i.expenseId) return `e|${i.expenseId}|${i.taxKey ?? ''}`;
  return `t|${i.contractorId}|${i.classification}|${rateKey(i.rate)}|${late ? period.start : 'now'}|${i.taxKey ?? ''}`;
}

function lineOf(items: BillableItem[], late: boolean, period: BillingPeriod): LinePlan {
  const first = items[0]!;
  const minutes = items.reduce((m, i) => m + i.minutes, 0);
  const kind = first.expenseId || first.rate === null ? 'expense' : 'time';
  const amount =
    kind === 'time'
      ? timeLineAmount(minutes, first.rate!)
      : money(items.reduce((a, i) => a.plus(i.amount), new Decimal(0)));
  return {
    kind,
    contractorId: first.contractorId,
    classification: first.classification,
    rate: first.rate === null ? null : rateKey(first.rate),
    minutes,
    amount,
    expenseId: first.expenseId,
    late,
    period,
    taxKey: first.taxKey ?? '',
    firstWorkDate: items.reduce((d, i) => (i.workDate < d ? i.workDate : d), first.workDate),
    itemIds: items.map((i) => i.id).sort(),
  };
}

interface Bucket {
  plan: Omit<InvoicePlan, 'lines' | 'subtotal' | 'purchaseOrderNumbers'>;
  lines: Map<string, { late: boolean; period: BillingPeriod; items: BillableItem[] }>;
  poNumbers: Set<string>;
}

/**
 * Where the items of one client × issuer × currency × period × split go (the invoice-level decision of a
 * run, shared by planInvoices and the app's run, which sums the lines themselves in SQL).
 */
export type InvoiceGroup = Omit<Parameters<typeof groupKey>[0], 'purchaseOrderId'> & {
  partnerId: string;
  purchaseOrderId: string | null;
};

export interface GroupPlacement {
  /** The invoice's key: its own group's, the next invoice's of this run, or a supplemental one's. */
  key: string;
  invoiceType: 'standard' | 'supplemental';
  /** The group's period already has a finalized invoice: its lines are late time. */
  late: boolean;
  /** The invoice the group lands on (its period and split). */
  invoice: InvoiceGroup;
}

/** The split of a group without its period: late time looks for the next invoice of the same split. */
const splitKey = (g: InvoiceGroup) => groupKey({ ...g, period: { start: '', end: '' } });

/**
 * Places each group (in order): a period no finalized invoice closed is its own standard invoice; a
 * closed one's items are late time on the next standard invoice of this run after their period with the
 * same issuer, payer, currency and split, or, when the run has none, on a supplemental invoice for their
 * own period. (supplementalKey numbering past finalized supplementals is the caller's.)
 */
export function placeGroups(groups: readonly InvoiceGroup[], finalizedKeys: ReadonlySet<string>): GroupPlacement[] {
  const standard = new Map<string, InvoiceGroup[]>();
  for (const g of groups) {
    if (finalizedKeys.has(groupKey(g))) continue;
    const list = standard.get(splitKey(g));
    if (list) list.push(g);
    else standard.set(splitKey(g), [g]);
  }
  return groups.map((g) => {
    const key = groupKey(g);
    if (!finalizedKeys.has(key)) return { key, invoiceType: 'standard', late: false, invoice: g };
    let next: InvoiceGroup | undefined;
    for (const b of standard.get(splitKey(g)) ?? []) {
      if (b.period.start > g.period.start && (!next || b.period.start < next.period.start)) next = b;
    }
    return next
      ? { key: groupKey(next), invoiceType: 'standard', late: true, invoice: next }
      : { key: `${key}|supplemental`, invoiceType: 'supplemental', late: true, invoice: g };
  });
}

/**
 * The invoices a run would write. Lines whose items net to nothing (a reversed item and its reversal) are
 * dropped. The app's run places groups with placeGroups and sums lines in SQL by the same rules
 * (invoice-run-lines.repository.ts); this is their pure statement, which the property tests exercise: a
 * change to a rule here is a change there too (decision 0097).
 */
export function planInvoices(input: PlanInput): InvoicePlan[] {
  // Many items share a day, a frequency and an issuer: each period is computed once.
  const periods = new Map<string, BillingPeriod>();
  const groups = new Map<string, InvoiceGroup>();
  const grouped: { item: BillableItem; group: string }[] = [];
  for (const item of input.items) {
    const client = input.clients.get(item.clientId);
    const calendar = input.calendars.get(item.employerKey);
    if (!client || !calendar) continue;
    const periodKey = `${item.workDate}|${client.frequency}|${item.employerKey}`;
    let period = periods.get(periodKey);
    if (!period) {
      period = billingPeriodOf(item.workDate, client.frequency, calendar);
      periods.set(periodKey, period);
    }
    if (period.end > input.through) continue;
    const group: InvoiceGroup = {
      employerKey: item.employerKey,
      partnerId: item.partnerId,
      clientId: item.clientId,
      currency: item.currency,
      period,
      workLocationId: client.grouping === 'work_location' ? item.workLocationId : null,
      contractorId: client.grouping === 'contractor' ? item.contractorId : null,
      purchaseOrderId: client.grouping === 'purchase_order' ? (item.purchaseOrderId ?? null) : null,
    };
    const key = groupKey(group);
    if (!groups.has(key)) groups.set(key, group);
    grouped.push({ item, group: key });
  }
  const list = [...groups.values()];
  const placements = new Map(placeGroups(list, input.finalizedKeys).map((p, i) => [groupKey(list[i]!), p]));

  const buckets = new Map<string, Bucket>();
  for (const { item, group } of grouped) {
    const placed = placements.get(group)!;
    const own = groups.get(group)!;
    let bucket = buckets.get(placed.key);
    if (!bucket) {
      const { partnerId: _partner, ...split } = placed.invoice;
      bucket = {
        plan: { ...split, key: placed.key, partnerId: item.partnerId, invoiceType: placed.invoiceType },
        lines: new Map(),
        poNumbers: new Set<string>(),
      };
      buckets.set(placed.key, bucket);
    }
    if (item.purchaseOrderNumber) bucket.poNumbers.add(item.purchaseOrderNumber);
    const lk = lineKeyOf(item, placed.late, own.period);
    const line = bucket.lines.get(lk);
    if (line) line.items.push(item);
    else bucket.lines.set(lk, { late: placed.late, period: own.period, items: [item] });
  }

  const plans: InvoicePlan[] = [];
  for (const bucket of buckets.values()) {
    const lines = [...bucket.lines.values()]
      .map((l) => lineOf(l.items, l.late, l.period))
      .filter((l) => l.minutes !== 0 || !isZero(l.amount))
      .sort(lineOrder);
    if (lines.length === 0) continue;
    const subtotal = sumMoney(lines.map((l) => l.amount));
    const purchaseOrderNumbers = [...bucket.poNumbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    plans.push({ ...bucket.plan, purchaseOrderNumbers, lines, subtotal });
  }
  return plans.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function isZero(amount: string): boolean {
  const cents = centsOf(amount);
  return cents === undefined ? new Decimal(amount).isZero() : cents === 0;
}

const CLASS_ORDER = ['regular', 'overtime', 'double_time', 'holiday'];
const classRank = (c: string) => (CLASS_ORDER.includes(c) ? CLASS_ORDER.indexOf(c) : CLASS_ORDER.length);

/** Current time before late time, then by contractor, time before expenses, REG → OT → DT → holiday. */
function lineOrder(a: LinePlan, b: LinePlan): number {
  return (
    Number(a.late) - Number(b.late) ||
    a.period.start.localeCompare(b.period.start) ||
    a.contractorId.localeCompare(b.contractorId) ||
    Number(a.kind === 'expense') - Number(b.kind === 'expense') ||
    classRank(a.classification) - classRank(b.classification) ||
    (a.rate ?? '').localeCompare(b.rate ?? '') ||
    (a.expenseId ?? '').localeCompare(b.expenseId ?? '') ||
    a.firstWorkDate.localeCompare(b.firstWorkDate) ||
    a.taxKey.localeCompare(b.taxKey)
  );
}
