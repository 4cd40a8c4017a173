/**
 * Reading the ledger, always through the caller's scope: staff see every employer's rows, a self-employer
 * partner its own (items by partner, transactions by employer), anyone else nothing. A foreign row is 404.
 */
import Decimal from 'decimal.js';
import { and, asc, count, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type {
  LedgerItemView,
  LedgerItemStatus,
  LedgerSide,
  LedgerTotals,
  LedgerTransactionView,
  PayClass,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  clients,
  contractors,
  partners,
  payBillTransactionItems as items,
  payBillTransactions as txns,
  users,
} from '../../db/schema/index.js';
import { draftHolding } from '../../lib/draft-holds.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { periodOf } from '../../lib/list.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

/** Items by their partner: staff all, a partner's users their partner's, anyone else none. */
const itemScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: items.partnerId });

/** Transactions by their employer: staff all, a partner's users those it employs for, anyone else none. */
const transactionScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: txns.employerKey });

export interface ItemFilter {
  weekStart?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  timesheetId?: string | undefined;
  expenseId?: string | undefined;
  transactionId?: string | undefined;
  side?: LedgerSide | undefined;
  status?: LedgerItemStatus | undefined;
  classification?: PayClass | undefined;
}

function itemWhere(p: Principal, db: DbOrTx, f: ItemFilter): SQL | undefined {
  return and(
    itemScope(p, db),
    f.weekStart ? eq(txns.weekStart, f.weekStart) : undefined,
    f.dateFrom ? gte(items.workDate, f.dateFrom) : undefined,
    f.dateTo ? lte(items.workDate, f.dateTo) : undefined,
    f.partnerId ? eq(items.partnerId, f.partnerId) : undefined,
    f.clientId ? eq(items.clientId, f.clientId) : undefined,
    f.contractorId ? eq(items.contractorId, f.contractorId) : undefined,
    f.timesheetId ? eq(items.timesheetId, f.timesheetId) : undefined,
    f.expenseId ? eq(items.expenseId, f.expenseId) : undefined,
    f.transactionId ? eq(items.transactionId, f.transactionId) : undefined,
    f.side ? eq(items.side, f.side) : undefined,
    f.status ? eq(items.status, f.status) : undefined,
    f.classification ? eq(items.classification, f.classification) : undefined,
  );
}

const reversals = alias(items, 'reversals');
const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

const selectItems = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      item: items,
      partnerName: partners.name,
      clientName: clients.name,
      contractorName,
      reversedBy: reversals.id,
      weekStart: txns.weekStart,
      // A draft invoice holds its items by link until it is finalized (lib/draft-holds.ts).
      heldByDraft: draftHolding(items.id),
      ...extra,
    })
    .from(items)
    .innerJoin(txns, eq(txns.id, items.transactionId))
    .innerJoin(partners, eq(partners.id, items.partnerId))
    .innerJoin(clients, eq(clients.id, items.clientId))
    .innerJoin(contractors, eq(contractors.id, items.contractorId))
    .leftJoin(reversals, eq(reversals.reversesItemId, items.id));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const hoursOf = (minutes: number) => new Decimal(minutes).dividedBy(60).toFixed(2);

export function toItemView(r: ItemRow): LedgerItemView {
  const i = r.item;
  return {
    id: i.id,
    transaction_id: i.transactionId,
    partner: { id: i.partnerId, name: r.partnerName },
    client: { id: i.clientId, name: r.clientName },
    contractor: { id: i.contractorId, name: r.contractorName },
    assignment_id: i.assignmentId,
    timesheet_id: i.timesheetId,
    expense_id: i.expenseId,
    side: i.side,
    classification: i.classification,
    work_date: i.workDate,
    week_start: r.weekStart,
    minutes: i.minutes,
    hours: hoursOf(i.minutes),
    rate: i.rate,
    amount: new Decimal(i.amount).toFixed(2),
    status: i.status,
    reverses_item_id: i.reversesItemId,
    reversed_by_item_id: r.reversedBy,
    invoice_id: i.invoiceId ?? r.heldByDraft,
    payroll_run_id: i.payrollRunId,
    created_at: i.createdAt.toISOString(),
  };
}

const emptyTotals = (): LedgerTotals => ({ pay: { minutes: 0, amount: '0.00' }, bill: { minutes: 0, amount: '0.00' } });

function totalsOf(rows: readonly { side: LedgerSide; minutes: unknown; amount: unknown }[]): LedgerTotals {
  const t = emptyTotals();
  for (const r of rows) {
    t[r.side] = { minutes: Number(r.minutes ?? 0), amount: new Decimal(String(r.amount ?? 0)).toFixed(2) };
  }
  return t;
}

/** The item list's sorts (lib/keyset.ts): the column, then creation and the id. */
const ITEM_SORT_KEYS: KeyMap = {
  work_date: items.workDate,
  created_at: items.createdAt,
  amount: items.amount,
  minutes: items.minutes,
};
const ITEM_TIE_BREAKS = [items.createdAt, items.id];

/**
 * One page of items (lib/list-page.ts `keysetList`). A page asked for by number also answers the
 * per-side totals of every matching item, read beside the rows; a cursor page and a CSV export do
 * not sum (the first page has them).
 */
export async function listItems(db: DbOrTx, p: Principal, f: ItemFilter & ListRequest) {
  const where = itemWhere(p, db, f);
  // Only the week filter reads the transaction; every item has one, so without that filter the count
  // and the sums read the item table alone (joining 250,000 items of a recent period to their
  // transactions was most of a staff page's cost).
  const base = <Q extends PgSelect>(q: Q) => (f.weekStart ? q.innerJoin(txns, eq(txns.id, items.transactionId)) : q);
  const matching = base(
    db
      .select({ one: sql`1` })
      .from(items)
      .$dynamic(),
  ).where(where);
  const summarize = !f.cursor && f.count !== false;
  const [page, sums] = await Promise.all([
    keysetList(db, {
      select: (listKey) => selectItems(db, { listKey }).$dynamic(),
      where,
      matching,
      keyset: keysetOf(ITEM_SORT_KEYS, f.sort, 'work_date', ITEM_TIE_BREAKS),
      request: f,
      view: (row) => toItemView(row),
    }),
    !summarize
      ? null
      : base(
          db
            .select({ side: items.side, minutes: sql`sum(${items.minutes})`, amount: sql`sum(${items.amount})` })
            .from(items)
            .$dynamic(),
        )
          .where(where)
          .groupBy(items.side),
  ]);
  return { ...page, totals: sums ? totalsOf(sums) : null };
}

export async function findVisibleItem(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectItems(db)
    .where(and(eq(items.id, id), itemScope(p, db)))
    .limit(1);
  return row;
}

export interface TransactionFilter extends ListRequest {
  weekStart?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  partnerId?: string | undefined;
  contractorId?: string | undefined;
  kind?: 'time' | 'expense' | undefined;
  status?: 'complete' | 'hold' | 'approved' | undefined;
}

const creators = alias(users, 'creators');

const selectTransactions = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      ...extra,
      t: txns,
      partnerName: partners.name,
      contractorName,
      creatorFirst: creators.firstName,
      creatorLast: creators.lastName,
    })
    .from(txns)
    .innerJoin(partners, eq(partners.id, txns.partnerId))
    .innerJoin(contractors, eq(contractors.id, txns.contractorId))
    .leftJoin(creators, eq(creators.id, txns.createdBy));

type TransactionRow = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

interface SideSum {
  side: LedgerSide;
  minutes: unknown;
  amount: unknown;
}
interface TransactionAgg {
  count: number;
  sums: SideSum[];
}

async function transactionTotals(db: DbOrTx, ids: string[]) {
  const byTxn = new Map<string, TransactionAgg>();
  if (ids.length === 0) return byTxn;
  const rows = await db
    .select({
      transactionId: items.transactionId,
      side: items.side,
      n: count(),
      minutes: sql`sum(${items.minutes})`,
      amount: sql`sum(${items.amount})`,
    })
    .from(items)
    .where(inArray(items.transactionId, ids))
    .groupBy(items.transactionId, items.side);
  for (const r of rows) {
    const entry = byTxn.get(r.transactionId) ?? { count: 0, sums: [] };
    entry.count += Number(r.n);
    entry.sums.push(r);
    byTxn.set(r.transactionId, entry);
  }
  return byTxn;
}

function toTransactionView(r: TransactionRow, agg: TransactionAgg | undefined): LedgerTransactionView {
  const t = r.t;
  return {
    id: t.id,
    kind: t.kind,
    employer_key: t.employerKey,
    partner: { id: t.partnerId, name: r.partnerName },
    contractor: { id: t.contractorId, name: r.contractorName },
    week_start: t.weekStart,
    expense_id: t.expenseId,
    status: t.status,
    reason: t.reason,
    created_by: t.createdBy ? { id: t.createdBy, name: `${r.creatorFirst ?? ''} ${r.creatorLast ?? ''}`.trim() } : null,
    created_at: t.createdAt.toISOString(),
    item_count: agg?.count ?? 0,
    totals: totalsOf(agg?.sums ?? []),
  };
}

const TRANSACTION_SORTS = { created_at: txns.createdAt, week_start: txns.weekStart } as const;

export async function listTransactions(db: DbOrTx, p: Principal, f: TransactionFilter) {
  // UTC days, as every list's period (a `::date` cast would follow the database session's time zone).
  const period = periodOf({ date_from: f.dateFrom, date_to: f.dateTo });
  const where = and(
    transactionScope(p, db),
    f.weekStart ? eq(txns.weekStart, f.weekStart) : undefined,
    period ? gte(txns.createdAt, period.from) : undefined,
    period ? lt(txns.createdAt, period.to) : undefined,
    f.partnerId ? eq(txns.partnerId, f.partnerId) : undefined,
    f.contractorId ? eq(txns.contractorId, f.contractorId) : undefined,
    f.kind ? eq(txns.kind, f.kind) : undefined,
    f.status ? eq(txns.status, f.status) : undefined,
  );
  const { rows, ...page } = await keysetList(db, {
    select: (listKey) => selectTransactions(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, txns, where),
    keyset: keysetOf(TRANSACTION_SORTS, f.sort, 'created_at', [txns.id]),
    request: f,
    view: (r) => r,
  });
  const aggs = await transactionTotals(
    db,
    rows.map((r) => r.t.id),
  );
  return { ...page, rows: rows.map((r) => toTransactionView(r, aggs.get(r.t.id))) };
}

export async function findVisibleTransaction(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectTransactions(db)
    .where(and(eq(txns.id, id), transactionScope(p, db)))
    .limit(1);
  if (!row) return undefined;
  const aggs = await transactionTotals(db, [id]);
  const itemRows = await selectItems(db)
    .where(eq(items.transactionId, id))
    .orderBy(asc(items.workDate), asc(items.side), asc(items.createdAt), asc(items.id));
  return { ...toTransactionView(row, aggs.get(id)), items: itemRows.map(toItemView) };
}

/** The table and date a staff list's recent period reads (lib/recent-period.ts). */
export const LEDGER_ITEM_DATES = { table: items, date: items.workDate };
