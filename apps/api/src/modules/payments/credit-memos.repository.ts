/**
 * The SQL of credit that is not cash: credit memos with credit left to apply (a memo's total is negative;
 * its allocation rows are negative as its credit is used or refunded, so what is left is
 * allocated_amount − total_due), locked for the applying transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

/** The client's finalized credit memos in this currency with credit left, oldest first, locked. */
export function creditMemosWithCredit(tx: Tx, clientId: string, currency: string, ids?: string[]) {
  return tx
    .select({
      id: invoices.id,
      invoiceDate: invoices.invoiceDate,
      left: sql<string>`${invoices.allocatedAmount} - ${invoices.totalDue}`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, clientId),
        eq(invoices.currency, currency),
        eq(invoices.invoiceType, 'credit_memo'),
        inArray(invoices.status, ['open', 'partially_paid']),
        sql`${invoices.allocatedAmount} > ${invoices.totalDue}`,
        ids ? inArray(invoices.id, ids) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number))
    .for('update');
}

/** The invoice's remaining balance, locked (a write-off reads it under the payer's lock). */
export async function lockedBalanceOf(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({
      status: invoices.status,
      remaining: sql<string>`${invoices.totalDue} - ${invoices.allocatedAmount}`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  return row;
}

/** Sets the status a write-off leaves (paid for a small difference, written off otherwise) and its reason. */
export async function markWrittenOff(
  tx: Tx,
  invoiceId: string,
  v: { status: 'paid' | 'written_off'; reason: string; on: string },
): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: v.status, writeOffReason: v.reason, markPaidDate: v.status === 'paid' ? v.on : null })
    .where(eq(invoices.id, invoiceId));
}
