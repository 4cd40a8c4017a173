/**
 * The SQL of an invoice run: the untaken, approved bill-side items of periods that have ended, what
 * the clients and issuers bill by, the drafts a rerun rebuilds, and the writes that take items onto
 * lines. Every write runs in the run's transaction (invoice-run.service.ts).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { arrayOf, insertRowsAsJson } from '../../lib/sql.js';
import type { RunScope } from './invoice-run-pool.repository.js';
import {
  clients,
  contractors,
  expenses,
  invoiceLineItems as lines,
  invoiceLineSources as sources,
  invoices,
  partners,
  payCalendars,
  serviceLogs,
  workLocations,
} from '../../db/schema/index.js';

/** What each client bills by, with its partner's product line and funding. */
export function clientBilling(db: DbOrTx, clientIds: string[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: clients.id,
      name: clients.name,
      frequency: clients.invoiceFrequency,
      grouping: clients.invoiceGrouping,
      netDays: clients.paymentTermsNetDays,
      partnerName: partners.name,
      productLine: partners.productLine,
      selfFunded: partners.selfFunded,
      selfEmployer: partners.selfEmployer,
      taxExempt: clients.salesTaxExempt,
    })
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(sql`${clients.id} = any(${arrayOf(clientIds, 'uuid')})`);
}

export function savedCalendars(db: DbOrTx, employerKeys: string[]) {
  if (employerKeys.length === 0) return Promise.resolve([]);
  return db
    .select({
      employerKey: payCalendars.employerKey,
      weekStartDay: payCalendars.workweekStartDay,
      anchor: payCalendars.anchorDate,
    })
    .from(payCalendars)
    .where(inArray(payCalendars.employerKey, employerKeys));
}

/** Names a preview shows (array parameters: a run names 20,000 contractors, not 20,000 parameters). */
export async function namesOf(db: DbOrTx, ids: { contractors: string[]; locations: string[]; expenses: string[] }) {
  const [people, places, spent] = await Promise.all([
    ids.contractors.length
      ? db
          .select({ id: contractors.id, name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}` })
          .from(contractors)
          .where(sql`${contractors.id} = any(${arrayOf(ids.contractors, 'uuid')})`)
      : [],
    ids.locations.length
      ? db
          .select({ id: workLocations.id, name: workLocations.name })
          .from(workLocations)
          .where(sql`${workLocations.id} = any(${arrayOf(ids.locations, 'uuid')})`)
      : [],
    ids.expenses.length
      ? db
          .select({
            id: expenses.id,
            name: sql<string>`coalesce(${expenses.description}, ${expenses.category}, 'Expense')`,
          })
          .from(expenses)
          .where(sql`${expenses.id} = any(${arrayOf(ids.expenses, 'uuid')})`)
      : [],
  ]);
  const map = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { contractors: map(people), locations: map(places), expenses: map(spent) };
}

/** Live (not void) invoices with these group keys: drafts a rerun rebuilds, finalized ones late time skips. */
export function liveInvoicesByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ id: invoices.id, groupKey: invoices.groupKey, status: invoices.status })
    .from(invoices)
    .where(and(sql`${invoices.groupKey} = any(${arrayOf(keys, 'text')})`, sql`${invoices.status} <> 'void'`));
}

/**
 * The group keys of these clients' finalized (not draft, not void) invoices whose periods end on or after
 * `since`: the periods an item of that day or later could fall in.
 */
export async function finalizedKeysOf(db: DbOrTx, clientIds: string[], since: string): Promise<string[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({ groupKey: invoices.groupKey })
    .from(invoices)
    .where(
      and(
        sql`${invoices.clientId} = any(${arrayOf(clientIds, 'uuid')})`,
        sql`${invoices.status} not in ('void', 'draft')`,
        sql`${invoices.periodEnd} >= ${since}`,
      ),
    );
  return rows.map((r) => r.groupKey);
}

/** The finalized supplemental invoices of these clients (a new one takes the next free key of its group). */
export function finalizedSupplementals(db: DbOrTx, clientIds: string[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groupKey: invoices.groupKey })
    .from(invoices)
    .where(
      and(
        sql`${invoices.clientId} = any(${arrayOf(clientIds, 'uuid')})`,
        eq(invoices.invoiceType, 'supplemental'),
        sql`${invoices.status} not in ('void', 'draft')`,
      ),
    );
}

/** Drafts in the run's scope whose periods have ended: a rerun returns their items and rebuilds them. */
export function draftsInScope(db: DbOrTx, s: RunScope) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'draft'),
        sql`${invoices.invoiceType} in ('standard', 'supplemental')`,
        lte(invoices.periodEnd, s.through),
        s.employers ? inArray(invoices.employerKey, s.employers) : undefined,
        s.clientId ? eq(invoices.clientId, s.clientId) : undefined,
      ),
    );
}

/** Empties drafts (their generated lines and links): their items return to the pool with the links. */
export async function emptyDrafts(tx: Tx, draftIds: string[]): Promise<void> {
  if (draftIds.length === 0) return;
  const draftLines = tx.select({ id: lines.id }).from(lines).where(inArray(lines.invoiceId, draftIds));
  await tx.delete(sources).where(inArray(sources.lineId, draftLines));
  await tx.delete(lines).where(and(inArray(lines.invoiceId, draftIds), sql`${lines.kind} <> 'manual'`));
}

export type NewInvoice = typeof invoices.$inferInsert;

/** Writes a run's new invoices in one statement, each with the id the run chose for it. */
export async function insertInvoices(tx: Tx, rows: (NewInvoice & { id: string })[]): Promise<void> {
  await insertRowsAsJson(tx, invoices, rows);
}

/** A rebuilt draft's figures. */
export interface DraftFigures {
  id: string;
  /** Absent: the number typed on the draft stays. */
  poNumber?: string;
  purchaseOrderId: string | null;
  totalBillAmount: string;
  totalSalesTax: string;
  totalDue: string;
  totalPayAmount: string;
  dueDate: string;
}

/**
 * Rewrites rebuilt drafts' figures in one statement (array parameters, as the lines are written); their
 * adjustments are charged again afterwards, so their adjustment totals start from zero.
 */
export async function updateDrafts(tx: Tx, drafts: DraftFigures[]): Promise<void> {
  if (drafts.length === 0) return;
  const column = <T>(f: (d: DraftFigures) => T) => drafts.map(f);
  await tx.execute(sql`
    update invoices set po_number = coalesce(v.po_number, invoices.po_number), purchase_order_id = v.purchase_order_id,
      total_bill_amount = v.bill, total_sales_tax = v.tax, total_due = v.due, total_pay_amount = v.pay,
      total_adjustment_amount = 0, client_total_adjustment_amount = 0, due_date = v.due_date
    from unnest(${arrayOf(
      column((d) => d.id),
      'uuid',
    )}, ${arrayOf(
      column((d) => d.poNumber ?? null),
      'text',
    )}, ${arrayOf(
      column((d) => d.purchaseOrderId),
      'uuid',
    )},
      ${arrayOf(
        column((d) => d.totalBillAmount),
        'numeric',
      )}, ${arrayOf(
        column((d) => d.totalSalesTax),
        'numeric',
      )}, ${arrayOf(
        column((d) => d.totalDue),
        'numeric',
      )},
      ${arrayOf(
        column((d) => d.totalPayAmount),
        'numeric',
      )}, ${arrayOf(
        column((d) => d.dueDate),
        'date',
      )})
      as v(id, po_number, purchase_order_id, bill, tax, due, pay, due_date)
    where invoices.id = v.id and invoices.status = 'draft'`);
}

/** Manual lines the drafts kept through a rerun (their amounts stay in the totals). */
export function manualLinesOf(db: DbOrTx, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select({ invoiceId: lines.invoiceId, amount: lines.amount, salesTax: lines.salesTax, position: lines.position })
    .from(lines)
    .where(and(inArray(lines.invoiceId, invoiceIds), eq(lines.kind, 'manual')));
}

/**
 * Drafts a rerun emptied and no longer needs: with no line left they are void (a draft was never sent,
 * but its number-less record stays); with manual lines left they keep those, totalled again.
 */
export async function settleEmptiedDrafts(tx: Tx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  // Qualified by hand: in an UPDATE of one table drizzle leaves columns unqualified, and an unqualified
  // "id" inside the subquery would name the line's own id.
  const lineSum = (col: 'amount' | 'sales_tax') =>
    sql.raw(`(select coalesce(sum(l.${col}), 0) from invoice_line_items l where l.invoice_id = "invoices"."id")`);
  const hasLines = sql`exists (select 1 from invoice_line_items l where l.invoice_id = "invoices"."id")`;
  const drafts = and(inArray(invoices.id, ids), eq(invoices.status, 'draft'));
  await tx
    .update(invoices)
    .set({ totalBillAmount: lineSum('amount'), totalSalesTax: lineSum('sales_tax'), totalPayAmount: '0' })
    .where(drafts);
  await tx
    .update(invoices)
    .set({ totalDue: sql`${invoices.totalBillAmount} + ${invoices.totalSalesTax}` })
    .where(drafts);
  await tx
    .update(invoices)
    .set({ status: 'void', voidReason: 'Nothing left to bill: its time was corrected or returned', voidedAt: at })
    .where(and(drafts, sql`not ${hasLines}`));
}

/**
 * The adjustments charged to these invoices into their totals (signed: a credit is negative), in one
 * statement: total due = subtotal + tax + adjustments.
 */
export async function setAdjustmentTotals(tx: Tx, invoiceIds: string[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  await tx.execute(sql`
    update invoices set total_adjustment_amount = a.total, client_total_adjustment_amount = a.total,
      total_due = invoices.total_bill_amount + invoices.total_sales_tax + a.total
    from (select invoice_charged_against as id,
            sum(case when direction = 'credit' then -amount else amount end) as total
          from adjustments where invoice_charged_against in ${sql`(${sql.join(
            invoiceIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`} group by 1) a
    where invoices.id = a.id`);
}

/** One scheduled run's outcome in the service log (what it did, or why it was refused). */
export async function recordRun(db: DbOrTx, call: typeof serviceLogs.$inferInsert): Promise<void> {
  await db.insert(serviceLogs).values(call);
}
