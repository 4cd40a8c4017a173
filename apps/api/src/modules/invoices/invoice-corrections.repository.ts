/**
 * The SQL of correcting invoices: what credit memos have already reversed of each line, the documents
 * that correct an invoice, a corrected document's header and lines, and a draft's totals summed again
 * from its lines (total due = subtotal + tax + adjustments).
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { invoiceLineItems as lines, invoiceLineSources as sources, invoices, partners } from '../../db/schema/index.js';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type LineRecord = typeof lines.$inferSelect;

/** Per original line: the amount and tax credit memos (not void) have reversed so far, as positive sums. */
export async function creditedByLine(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, { amount: string; tax: string }>();
  const rows = await db
    .select({
      lineId: lines.creditsLineId,
      amount: sql<string>`-sum(${lines.amount})`,
      tax: sql<string>`-sum(${lines.salesTax})`,
    })
    .from(lines)
    .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
    .where(and(inArray(lines.creditsLineId, lineIds), ne(invoices.status, 'void')))
    .groupBy(lines.creditsLineId);
  return new Map(rows.map((r) => [r.lineId!, { amount: String(r.amount), tax: String(r.tax) }]));
}

/** The credit memos and rebills that correct an invoice, oldest first. */
export function correctionsOf(db: DbOrTx, invoiceId: string) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      invoiceType: invoices.invoiceType,
      status: invoices.status,
      totalDue: invoices.totalDue,
    })
    .from(invoices)
    .where(eq(invoices.relatedInvoiceId, invoiceId))
    .orderBy(asc(invoices.createdAt));
}

/** Whether a credit memo that is not void stands against the invoice (it may then not be voided). */
export async function hasStandingCreditMemo(db: DbOrTx, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.relatedInvoiceId, invoiceId),
        eq(invoices.invoiceType, 'credit_memo'),
        ne(invoices.status, 'void'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function linesOf(db: DbOrTx, invoiceId: string): Promise<LineRecord[]> {
  return db.select().from(lines).where(eq(lines.invoiceId, invoiceId)).orderBy(asc(lines.position));
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<string> {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

/** New lines; a copied line keeps the trace of the original (its ledger item links). */
export async function insertLines(
  tx: Tx,
  values: (typeof lines.$inferInsert & { copiesLineId?: string | null })[],
): Promise<void> {
  for (const { copiesLineId, ...line } of values) {
    const [row] = await tx.insert(lines).values(line).returning({ id: lines.id });
    if (copiesLineId) {
      await tx.execute(sql`
        insert into invoice_line_sources (line_id, item_id)
        select ${row!.id}::uuid, s.item_id from invoice_line_sources s where s.line_id = ${copiesLineId}::uuid`);
    }
  }
}

export async function nextPosition(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${lines.position}), 0) + 1` })
    .from(lines)
    .where(eq(lines.invoiceId, invoiceId));
  return Number(row?.n ?? 1);
}

export async function findLine(db: DbOrTx, invoiceId: string, lineId: string): Promise<LineRecord | undefined> {
  const [row] = await db
    .select()
    .from(lines)
    .where(and(eq(lines.id, lineId), eq(lines.invoiceId, invoiceId)));
  return row;
}

export async function updateLine(tx: Tx, lineId: string, values: Partial<typeof lines.$inferInsert>): Promise<void> {
  await tx.update(lines).set(values).where(eq(lines.id, lineId));
}

/** Removes a draft's line with its trace links (a draft was never sent; its items stay where they are). */
export async function deleteLine(tx: Tx, lineId: string): Promise<void> {
  await tx.delete(sources).where(eq(sources.lineId, lineId));
  await tx.delete(lines).where(eq(lines.id, lineId));
}

/**
 * A document's totals from its lines (subtotal, tax, pay) with its adjustments kept: total due =
 * subtotal + tax + adjustments. Qualified by hand: in an UPDATE of one table drizzle leaves columns
 * unqualified, and an unqualified "id" inside the subquery would name the line's own id.
 */
export async function sumTotals(tx: Tx, invoiceId: string): Promise<void> {
  const lineSum = (col: 'amount' | 'sales_tax' | 'pay_amount') =>
    sql.raw(`(select coalesce(sum(l.${col}), 0) from invoice_line_items l where l.invoice_id = "invoices"."id")`);
  await tx
    .update(invoices)
    .set({
      totalBillAmount: lineSum('amount'),
      totalSalesTax: lineSum('sales_tax'),
      totalPayAmount: lineSum('pay_amount'),
    })
    .where(eq(invoices.id, invoiceId));
  await tx
    .update(invoices)
    .set({ totalDue: sql`${invoices.totalBillAmount} + ${invoices.totalSalesTax} + ${invoices.totalAdjustmentAmount}` })
    .where(eq(invoices.id, invoiceId));
}

/** The non-financial fields (and, on a draft, its payment terms). */
export async function updateInvoiceFields(
  tx: Tx,
  id: string,
  v: { notes?: string | null; poNumber?: string | null; contactEmails?: string[]; paymentTermsNetDays?: number },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
  if (Object.keys(set).length === 0) return;
  await tx.update(invoices).set(set).where(eq(invoices.id, id));
}

/** An issued document's number and dates, set as it is created finalized (a credit memo). */
export async function markIssued(
  tx: Tx,
  id: string,
  v: { number: number; invoiceDate: string; by: string; at: Date },
): Promise<void> {
  await tx
    .update(invoices)
    .set({
      status: 'open',
      number: v.number,
      invoiceDate: v.invoiceDate,
      dueDate: v.invoiceDate,
      finalizedBy: v.by,
      finalizedAt: v.at,
    })
    .where(eq(invoices.id, id));
}

/** The largest remaining difference the partner's staff may write off. */
export async function writeOffThresholdOf(db: DbOrTx, partnerId: string): Promise<string> {
  const [row] = await db
    .select({ threshold: partners.writeOffThreshold })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return String(row?.threshold ?? '0');
}

/** Whether an earlier whole memo (not void) already reversed the original's adjustments (its manual line without a credited line). */
export async function adjustmentsCredited(db: DbOrTx, originalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lines.id })
    .from(lines)
    .innerJoin(invoices, eq(invoices.id, lines.invoiceId))
    .where(
      and(
        eq(invoices.relatedInvoiceId, originalId),
        eq(invoices.invoiceType, 'credit_memo'),
        ne(invoices.status, 'void'),
        eq(lines.kind, 'manual'),
        isNull(lines.creditsLineId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Locks the invoice row for the command's transaction: a draft edit and a finalize of the same invoice
 * take turns (finalize's UPDATE waits on it), so no line lands on an invoice once it is numbered.
 */
export async function lockInvoiceRow(tx: Tx, id: string): Promise<void> {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
}
