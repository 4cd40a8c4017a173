/**
 * The SQL of an invoice run: the untaken, approved bill-side items of periods that have ended, what
 * the clients and issuers bill by, the drafts a rerun rebuilds, and the writes that take items onto
 * lines. Every write runs in the run's transaction (invoice-run.service.ts).
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  expenses,
  invoiceLineItems as lines,
  invoiceLineSources as sources,
  invoices,
  partners,
  payBillTransactionItems as items,
  payBillTransactions as txns,
  payCalendars,
  workLocations,
} from '../../db/schema/index.js';

export interface RunScope {
  /** Undefined: every issuer (an admin's run). */
  employers: string[] | undefined;
  clientId: string | undefined;
  through: string;
}

/** Approved, untaken bill-side items worked on or before `through`, with their issuer and currency. */
export function billableItems(db: DbOrTx, s: RunScope) {
  return db
    .select({
      id: items.id,
      transactionId: items.transactionId,
      employerKey: txns.employerKey,
      partnerId: items.partnerId,
      clientId: items.clientId,
      contractorId: items.contractorId,
      workLocationId: assignments.workLocationId,
      classification: items.classification,
      rate: items.rate,
      minutes: items.minutes,
      amount: items.amount,
      workDate: items.workDate,
      timesheetId: items.timesheetId,
      expenseId: items.expenseId,
      country: workLocations.country,
      state: workLocations.state,
      // A Canadian work location bills in Canadian dollars (decision 0035).
      currency: sql<string>`case when ${workLocations.country} = 'CA' then 'cad' else 'usd' end`,
    })
    .from(items)
    .innerJoin(txns, eq(txns.id, items.transactionId))
    .innerJoin(assignments, eq(assignments.id, items.assignmentId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(
      and(
        eq(items.side, 'bill'),
        eq(items.status, 'approved'),
        isNull(items.invoiceId),
        lte(items.workDate, s.through),
        s.employers ? inArray(txns.employerKey, s.employers) : undefined,
        s.clientId ? eq(items.clientId, s.clientId) : undefined,
      ),
    );
}
export type BillableRow = Awaited<ReturnType<typeof billableItems>>[number];

/** The pay side of the postings whose bill items a run takes: each line's pay figure comes from them. */
export function payItemsOf(db: DbOrTx, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      transactionId: items.transactionId,
      timesheetId: items.timesheetId,
      expenseId: items.expenseId,
      classification: items.classification,
      amount: items.amount,
    })
    .from(items)
    .where(and(inArray(items.transactionId, transactionIds), eq(items.side, 'pay')));
}

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
    .where(inArray(clients.id, clientIds));
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

/** Names a preview shows. */
export async function namesOf(db: DbOrTx, ids: { contractors: string[]; locations: string[]; expenses: string[] }) {
  const [people, places, spent] = await Promise.all([
    ids.contractors.length
      ? db
          .select({ id: contractors.id, name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}` })
          .from(contractors)
          .where(inArray(contractors.id, ids.contractors))
      : [],
    ids.locations.length
      ? db
          .select({ id: workLocations.id, name: workLocations.name })
          .from(workLocations)
          .where(inArray(workLocations.id, ids.locations))
      : [],
    ids.expenses.length
      ? db
          .select({
            id: expenses.id,
            name: sql<string>`coalesce(${expenses.description}, ${expenses.category}, 'Expense')`,
          })
          .from(expenses)
          .where(inArray(expenses.id, ids.expenses))
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
    .where(and(inArray(invoices.groupKey, keys), sql`${invoices.status} <> 'void'`));
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

/** Empties drafts (their generated lines and links) and returns their items to the pool. */
export async function emptyDrafts(tx: Tx, draftIds: string[]): Promise<void> {
  if (draftIds.length === 0) return;
  await tx.update(items).set({ invoiceId: null }).where(inArray(items.invoiceId, draftIds));
  const draftLines = tx.select({ id: lines.id }).from(lines).where(inArray(lines.invoiceId, draftIds));
  await tx.delete(sources).where(inArray(sources.lineId, draftLines));
  await tx.delete(lines).where(and(inArray(lines.invoiceId, draftIds), sql`${lines.kind} <> 'manual'`));
}

export type NewInvoice = typeof invoices.$inferInsert;
export type NewLine = Omit<typeof lines.$inferInsert, 'invoiceId'> & { itemIds: string[] };

export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<string> {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function updateDraft(tx: Tx, id: string, values: Partial<NewInvoice>): Promise<void> {
  await tx
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
}

/** Writes an invoice's lines, links each to its items and marks the items taken by the invoice. */
export async function insertLines(tx: Tx, invoiceId: string, newLines: NewLine[]): Promise<void> {
  if (newLines.length === 0) return;
  const written = await tx
    .insert(lines)
    .values(newLines.map(({ itemIds: _, ...l }) => ({ ...l, invoiceId })))
    .returning({ id: lines.id, position: lines.position });
  const idOf = new Map(written.map((w) => [w.position, w.id]));
  const links = newLines.flatMap((l) => l.itemIds.map((itemId) => ({ lineId: idOf.get(l.position)!, itemId })));
  for (let i = 0; i < links.length; i += 5000) await tx.insert(sources).values(links.slice(i, i + 5000));
  const itemIds = links.map((l) => l.itemId);
  for (let i = 0; i < itemIds.length; i += 5000) {
    const taken = await tx
      .update(items)
      .set({ invoiceId })
      .where(and(inArray(items.id, itemIds.slice(i, i + 5000)), isNull(items.invoiceId)))
      .returning({ id: items.id });
    // The run holds its issuers' lock: an item taken meanwhile means a lock was skipped, never a double bill.
    if (taken.length !== Math.min(5000, itemIds.length - i))
      throw new Error('an invoice run found an item already taken');
  }
}

/** Manual lines a draft kept through a rerun (their amounts stay in the totals). */
export function manualLines(db: DbOrTx, invoiceId: string) {
  return db
    .select({ amount: lines.amount, salesTax: lines.salesTax, position: lines.position })
    .from(lines)
    .where(and(eq(lines.invoiceId, invoiceId), eq(lines.kind, 'manual')));
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

/** An invoice's adjustments total (signed) into its totals: total due = subtotal + tax + adjustments. */
export async function setAdjustmentTotal(tx: Tx, invoiceId: string, total: string): Promise<void> {
  await tx
    .update(invoices)
    .set({
      totalAdjustmentAmount: total,
      clientTotalAdjustmentAmount: total,
      totalDue: sql`${invoices.totalBillAmount} + ${invoices.totalSalesTax} + ${total}::numeric`,
    })
    .where(eq(invoices.id, invoiceId));
}
