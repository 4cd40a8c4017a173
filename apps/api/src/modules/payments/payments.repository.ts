/**
 * The SQL of payments: reading them through the caller's scope (the Payments menu: staff, the partner's
 * users, the paying client), the open invoices cash may reach (locked for the allocating transaction),
 * and the append-only allocation rows with the invoice totals they move.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { clients, invoices, partners, paymentAllocations as allocations, payments } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const paymentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: payments.partnerId, clientId: payments.clientId });

/**
 * What the payment's allocation rows add up to (reversing rows are negative). Written with qualified names:
 * drizzle leaves a single-table query's columns unqualified, and an unqualified "id" inside the subquery
 * would name the allocation's own id.
 */
export const allocatedSum = sql<string>`(select coalesce(sum(pa.amount), 0) from payment_allocations pa where pa.payment_id = "payments"."id")`;

export const selectPayments = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      payment: payments,
      clientName: clients.name,
      partnerName: partners.name,
      allocated: allocatedSum,
      ...extra,
    })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .innerJoin(partners, eq(partners.id, payments.partnerId));
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export interface PaymentFilter extends ListRequest {
  clientId?: string | undefined;
  partnerId?: string | undefined;
  status?: 'received' | 'returned' | undefined;
  method?: 'ach' | 'wire' | 'check' | 'card' | undefined;
  allocationStatus?: 'allocated' | 'partially_allocated' | 'pending' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const allocationStatusIs = (s: NonNullable<PaymentFilter['allocationStatus']>) =>
  s === 'pending'
    ? sql`${allocatedSum} = 0`
    : s === 'allocated'
      ? sql`${allocatedSum} = ${payments.amount}`
      : sql`${allocatedSum} > 0 and ${allocatedSum} < ${payments.amount}`;

const SORTS: KeyMap = { payment_date: payments.paymentDate, amount: payments.amount, created_at: payments.createdAt };

export function listPayments<V>(db: DbOrTx, p: Principal, f: PaymentFilter, view: (r: PaymentRow) => V) {
  const where = and(
    paymentScope(p, db),
    f.clientId ? eq(payments.clientId, f.clientId) : undefined,
    f.partnerId ? eq(payments.partnerId, f.partnerId) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.allocationStatus ? allocationStatusIs(f.allocationStatus) : undefined,
    f.dateFrom ? gte(payments.paymentDate, f.dateFrom) : undefined,
    f.dateTo ? lte(payments.paymentDate, f.dateTo) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectPayments(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, payments, where),
    keyset: keysetOf(SORTS, f.sort, 'payment_date', [payments.createdAt, payments.id]),
    request: f,
    view,
  });
}

export async function findVisiblePayment(db: DbOrTx, p: Principal, id: string): Promise<PaymentRow | undefined> {
  const [row] = await selectPayments(db)
    .where(and(eq(payments.id, id), paymentScope(p, db)))
    .limit(1);
  return row;
}

/** A payment's allocation rows, oldest first, with each invoice's number and whether a later row undid it. */
export function allocationsOf(db: DbOrTx, paymentId: string) {
  const undone = sql<boolean>`exists (select 1 from payment_allocations r where r.reverses_allocation_id = "payment_allocations"."id")`;
  return db
    .select({ a: allocations, number: invoices.number, reversed: undone })
    .from(allocations)
    .innerJoin(invoices, eq(invoices.id, allocations.invoiceId))
    .where(eq(allocations.paymentId, paymentId))
    .orderBy(asc(allocations.createdAt), asc(allocations.id));
}

/** What was applied to an invoice (its detail shows it): cash, credit memos' credit, refunds, write-offs. */
export function allocationsToInvoice(db: DbOrTx, invoiceId: string) {
  const memoNumber = sql<number | null>`(select m.number from invoices m where m.id = ${allocations.creditMemoId})`;
  return db
    .select({ a: allocations, payment: payments, memoNumber })
    .from(allocations)
    .leftJoin(payments, eq(payments.id, allocations.paymentId))
    .where(eq(allocations.invoiceId, invoiceId))
    .orderBy(asc(allocations.createdAt), asc(allocations.id));
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

/**
 * Invoices still owing in a currency, as allocation reads them (payments.repository is their one
 * definition: cash, credit and an import's preview all see the same open balances).
 */
export function openInvoicesOf(db: DbOrTx, clientIds: string[], currency: string, ids?: string[]) {
  return db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      number: invoices.number,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      remaining: sql<string>`${invoices.totalDue} - ${invoices.allocatedAmount}`,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.clientId, clientIds),
        eq(invoices.currency, currency),
        inArray(invoices.status, ['open', 'partially_paid']),
        sql`${invoices.totalDue} > ${invoices.allocatedAmount}`,
        ids ? inArray(invoices.id, ids) : undefined,
      ),
    )
    .orderBy(asc(invoices.id))
    .$dynamic();
}

/** The client's invoices still owing in this currency, locked until the allocating transaction ends. */
export function openInvoicesFor(tx: Tx, clientId: string, currency: string, ids?: string[]) {
  return openInvoicesOf(tx, [clientId], currency, ids).for('update');
}

export interface NewAllocation {
  /** Cash; null for a credit memo's rows, a refund or a write-off (source says which). */
  paymentId: string | null;
  source?: 'payment' | 'credit_memo' | 'refund' | 'write_off';
  creditMemoId?: string | null;
  invoiceId: string;
  amount: string;
  subStatus: 'full' | 'under_payment' | 'over_payment' | null;
  reversesAllocationId?: string | null;
  reason?: string | null;
  createdBy: string | null;
}

/**
 * Writes allocation rows and moves each invoice's running total and status with them: paid when nothing
 * is left, partially paid while something is, open again when a reversal takes everything back. Equality,
 * not "at most", so a credit memo (negative total, negative rows as its credit is used) settles the same way.
 */
export async function writeAllocations(tx: Tx, rows: NewAllocation[], paidOn: string): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(allocations).values(rows);
  for (const r of rows) {
    const after = sql`${invoices.allocatedAmount} + ${r.amount}::numeric`;
    await tx
      .update(invoices)
      .set({
        allocatedAmount: after,
        status: sql`case when ${invoices.totalDue} = (${after}) then 'paid' when (${after}) <> 0 then 'partially_paid' else 'open' end`,
        markPaidDate: sql`case when ${invoices.totalDue} = (${after}) then ${paidOn}::date else null end`,
      })
      .where(eq(invoices.id, r.invoiceId));
  }
}

/** Payments of the client in this currency with cash not yet applied, oldest first (credit is used in that order). */
export function paymentsWithCredit(tx: Tx, clientId: string, currency: string) {
  return tx
    .select({ id: payments.id, amount: payments.amount, allocated: allocatedSum })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        eq(payments.currency, currency),
        eq(payments.status, 'received'),
        gt(payments.amount, allocatedSum),
      ),
    )
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}

/** Allocation rows of a payment no later row undid, newest first (a return undoes them all). */
export function standingAllocations(tx: Tx, paymentId: string) {
  return tx
    .select({ id: allocations.id, invoiceId: allocations.invoiceId, amount: allocations.amount })
    .from(allocations)
    .where(
      and(
        eq(allocations.paymentId, paymentId),
        sql`${allocations.amount} > 0`,
        sql`not exists (select 1 from payment_allocations r where r.reverses_allocation_id = "payment_allocations"."id")`,
      ),
    )
    .orderBy(desc(allocations.createdAt));
}

export async function markReturned(
  tx: Tx,
  id: string,
  v: { code: string; date: string; reason: string | null },
): Promise<boolean> {
  const moved = await tx
    .update(payments)
    .set({ status: 'returned', returnCode: v.code, returnDate: v.date, returnReason: v.reason })
    .where(and(eq(payments.id, id), eq(payments.status, 'received')))
    .returning({ id: payments.id });
  return moved.length === 1;
}

export async function updatePaymentNotes(
  db: DbOrTx,
  id: string,
  v: { reference?: string | null | undefined; notes?: string | null | undefined },
) {
  await db
    .update(payments)
    .set({
      ...(v.reference !== undefined && { reference: v.reference }),
      ...(v.notes !== undefined && { notes: v.notes }),
    })
    .where(eq(payments.id, id));
}

/** The client a payment is recorded for, with its partner's flags (who may record it). */
export async function payerOf(db: DbOrTx, clientId: string) {
  const [c] = await db
    .select({
      id: clients.id,
      partnerId: clients.partnerId,
      email: clients.billingEmail,
      contact: clients.contactEmail,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c;
}

/** The numbers of these invoices (a returned payment's e-mail names the invoices it reopens). */
export async function invoiceNumbersOf(db: DbOrTx, ids: string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ n: invoices.number }).from(invoices).where(inArray(invoices.id, ids));
  return rows.flatMap((r) => (r.n === null ? [] : [r.n])).sort((a, b) => a - b);
}
