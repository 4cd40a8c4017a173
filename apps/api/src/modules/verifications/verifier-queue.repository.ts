/**
 * The document verifier's queues' list query (/verifications and /i9_forms): each queue's repository
 * gives its joined rows and columns (verificationQueue, i9Queue); this adds the caller's scope, the
 * search, the queue's filters, the sort, the page and the count of all matches.
 */
import { and, asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sortOf, type ListQuery } from '../../lib/list.js';
import { containsPattern } from '../../lib/sql.js';

export type QueueQuery = ListQuery & { search?: string | undefined };

/** A select with its joins, before WHERE (what the list adds: filters, order, page). */
interface JoinedSelect<Selected> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Selected[]> } };
  };
}

/** A queue's query parts. */
export interface QueueQueryParts<Q extends QueueQuery, Selected, Row> {
  /** The joined rows, not yet filtered. */
  rows: (db: DbOrTx) => JoinedSelect<Selected>;
  /** `select({ n: count() })` over the joins the filters read. */
  counted: (db: DbOrTx) => { where(where: SQL | undefined): PromiseLike<{ n: number }[]> };
  /** Columns `search` looks in (any of them, contains, case-insensitive). */
  searchIn: PgColumn[];
  /** The queue's own filters besides the scope and the search. */
  filter: (q: Q) => SQL | undefined;
  /** Sort name → column (the query schema allows exactly these names); ties break on `id`. */
  sortable: Record<string, PgColumn>;
  id: PgColumn;
  rowOf: (selected: Selected) => Row;
}

/** The rows of a queue within `scope`, one page (every row for CSV) with the count of all matches. */
export async function queuePage<Q extends QueueQuery, Selected, Row>(
  db: DbOrTx,
  parts: QueueQueryParts<Q, Selected, Row>,
  q: Q,
  o: { scope: SQL | undefined; defaultSort: string },
): Promise<{ rows: Row[]; total: number }> {
  const text = q.search ? containsPattern(q.search) : null;
  const where = and(o.scope, parts.filter(q), text ? or(...parts.searchIn.map((col) => ilike(col, text))) : undefined);
  const sort = sortOf(q, o.defaultSort);
  const col = parts.sortable[sort.column]!;
  const { limit, offset } = pageOf(q);
  const rows = await parts
    .rows(db)
    .where(where)
    .orderBy(sort.desc ? desc(col) : asc(col), desc(parts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await parts.counted(db).where(where);
  return { rows: rows.map(parts.rowOf), total: total?.n ?? 0 };
}
