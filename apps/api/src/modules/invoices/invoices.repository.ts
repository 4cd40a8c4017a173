/**
 * Reading invoices through the caller's scope (invoices.scope.ts): the list, one invoice, and its lines
 * with the ledger items behind each. A row outside the scope is simply not found.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyColumn } from 'drizzle-orm';
import type { InvoiceStatus, InvoiceType } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  invoiceLineItems as lines,
  invoiceLineSources as sources,
  invoices,
  partners,
  payBillTransactionItems as items,
  workLocations,
} from '../../db/schema/index.js';
import { keysetOf, nullableKey, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { invoiceScope } from './invoices.scope.js';

const splitContractors = alias(contractors, 'split_contractors');
const lineContractors = alias(contractors, 'line_contractors');
const personName = (c: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${c.firstName} || ' ' || ${c.lastName}`;

export const selectInvoices = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      invoice: invoices,
      clientName: clients.name,
      partnerName: partners.name,
      workLocationName: workLocations.name,
      contractorName: personName(splitContractors),
      relatedNumber: sql<number | null>`(select r.number from invoices r where r.id = ${invoices.relatedInvoiceId})`,
      creditMemoNumber: sql<number | null>`(select r.number from invoices r where r.id = ${invoices.creditMemoId})`,
      ...extra,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .leftJoin(workLocations, eq(workLocations.id, invoices.workLocationId))
    .leftJoin(splitContractors, eq(splitContractors.id, invoices.contractorId));

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

export interface InvoiceFilter extends ListRequest {
  status?: InvoiceStatus | undefined;
  clientId?: string | undefined;
  partnerId?: string | undefined;
  invoiceType?: InvoiceType | undefined;
  /** Open with money still due before `today`. */
  overdueOn?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  periodStart?: string | undefined;
}

/** Statuses that still wait for cash. */
export const RECEIVABLE: InvoiceStatus[] = ['open', 'partially_paid'];

function invoiceWhere(p: Principal, db: DbOrTx, f: InvoiceFilter): SQL | undefined {
  return and(
    invoiceScope(p, db),
    f.status ? eq(invoices.status, f.status) : undefined,
    f.clientId ? eq(invoices.clientId, f.clientId) : undefined,
    f.partnerId ? eq(invoices.partnerId, f.partnerId) : undefined,
    f.invoiceType ? eq(invoices.invoiceType, f.invoiceType) : undefined,
    // Something still owed: a credit memo with credit left is open too, but owes nothing.
    f.overdueOn
      ? and(
          inArray(invoices.status, RECEIVABLE),
          sql`${invoices.dueDate} < ${f.overdueOn}`,
          sql`${invoices.totalDue} > ${invoices.allocatedAmount}`,
        )
      : undefined,
    f.dueFrom ? gte(invoices.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(invoices.dueDate, f.dueTo) : undefined,
    f.periodStart ? eq(invoices.periodStart, f.periodStart) : undefined,
  );
}

/** The list's sorts (lib/keyset.ts): the column, then the id. Drafts have no number or due date yet. */
const SORT_KEYS: KeyMap = {
  period_start: invoices.periodStart,
  due_date: nullableKey(invoices.dueDate),
  number: nullableKey(invoices.number),
  total_due: invoices.totalDue,
  created_at: invoices.createdAt,
};

export function listInvoices<V>(db: DbOrTx, p: Principal, f: InvoiceFilter, view: (r: InvoiceRow) => V) {
  const where = invoiceWhere(p, db, f);
  return keysetList(db, {
    select: (listKey) => selectInvoices(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, invoices, where),
    keyset: keysetOf(SORT_KEYS, f.sort, 'period_start', [invoices.id]),
    request: f,
    view,
  });
}

export async function findVisibleInvoice(db: DbOrTx, p: Principal, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await selectInvoices(db)
    .where(and(eq(invoices.id, id), invoiceScope(p, db)))
    .limit(1);
  return row;
}

/** An invoice's lines in order, with the contractor's name. */
export function invoiceLines(db: DbOrTx, invoiceId: string) {
  return db
    .select({ line: lines, contractorName: personName(lineContractors) })
    .from(lines)
    .leftJoin(lineContractors, eq(lineContractors.id, lines.contractorId))
    .where(eq(lines.invoiceId, invoiceId))
    .orderBy(asc(lines.position));
}

/** The ledger items behind each line of an invoice (kept for a void invoice too). */
export function invoiceLineItems(db: DbOrTx, invoiceId: string) {
  return db
    .select({
      lineId: sources.lineId,
      itemId: items.id,
      workDate: items.workDate,
      minutes: items.minutes,
      amount: items.amount,
      timesheetId: items.timesheetId,
      expenseId: items.expenseId,
      reversesItemId: items.reversesItemId,
    })
    .from(sources)
    .innerJoin(lines, eq(lines.id, sources.lineId))
    .innerJoin(items, eq(items.id, sources.itemId))
    .where(eq(lines.invoiceId, invoiceId))
    .orderBy(asc(items.workDate), asc(items.createdAt), asc(items.id));
}

/**
 * Receivables by age on `today`: each open or part-paid invoice's remaining amount in its bucket of days
 * past due (not yet due is current), per currency, within the caller's scope.
 */
export function agingRows(db: DbOrTx, p: Principal, f: { clientId?: string; partnerId?: string; today: string }) {
  const remaining = sql`${invoices.totalDue} - ${invoices.allocatedAmount}`;
  const late = sql`(${f.today}::date - ${invoices.dueDate})`;
  const bucket = (from: number, to: number | null) =>
    sql<string>`coalesce(sum(${remaining}) filter (where ${late} >= ${from}${to === null ? sql`` : sql` and ${late} <= ${to}`}), 0)`;
  return db
    .select({
      currency: invoices.currency,
      current: sql<string>`coalesce(sum(${remaining}) filter (where ${late} <= 0), 0)`,
      days_1_30: bucket(1, 30),
      days_31_60: bucket(31, 60),
      days_61_90: bucket(61, 90),
      days_over_90: bucket(91, null),
      total: sql<string>`coalesce(sum(${remaining}), 0)`,
      invoice_count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(
      and(
        invoiceScope(p, db),
        inArray(invoices.status, RECEIVABLE),
        sql`${remaining} > 0`,
        f.clientId ? eq(invoices.clientId, f.clientId) : undefined,
        f.partnerId ? eq(invoices.partnerId, f.partnerId) : undefined,
      ),
    )
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
}
