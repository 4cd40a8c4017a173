/**
 * The document verifier's queues' list query (/verifications and /i9_forms): each queue's repository
 * gives its joined rows and columns (verificationQueue, i9Queue); this adds the caller's scope, the
 * search, the queue's filters, the sort, the page and the count of all matches.
 */
import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { pageOf, sortOf, type ListQuery } from '../../lib/list.js';
import { keysetList, type ListPage } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';

export type QueueQuery = ListQuery & { search?: string | undefined };

/** What a queue's rows and filters may read besides the query: the day of the request (the app's clock). */
export interface QueueContext {
  today: string;
}

/** A queue's query parts. */
export interface QueueQueryParts<Q extends QueueQuery, Selected, Row> {
  /** The joined rows as a `$dynamic()` select with `listKey` among its columns, not yet filtered. */
  rows: (db: DbOrTx, listKey: SQL<(string | null)[]>, ctx: QueueContext) => PromiseLike<Selected[]>;
  /** The rows `where` matches, over only the joins the filters read (what the total counts). */
  matching: (db: DbOrTx, where: SQL | undefined) => PgSelect;
  /** Columns `search` looks in (any of them, contains, case-insensitive). */
  searchIn: PgColumn[];
  /** The queue's own filters besides the scope and the search. */
  filter: (q: Q, ctx: QueueContext) => SQL | undefined;
  /** Sort name → column (the query schema allows exactly these names); ties break on `id`. */
  sortable: KeyMap;
  id: PgColumn;
  rowOf: (selected: Selected) => Row;
}

/** The rows of a queue within `scope`, one page (every row for CSV) with the count of all matches. */
export async function queuePage<Q extends QueueQuery, Selected, Row>(
  db: DbOrTx,
  parts: QueueQueryParts<Q, Selected, Row>,
  q: Q,
  o: { scope: SQL | undefined; defaultSort: string; ctx: QueueContext },
): Promise<ListPage<Row>> {
  const text = q.search ? containsPattern(q.search) : null;
  const where = and(
    o.scope,
    parts.filter(q, o.ctx),
    text ? or(...parts.searchIn.map((col) => ilike(col, text))) : undefined,
  );
  const sort = sortOf(q, o.defaultSort);
  return keysetList(db, {
    select: (listKey) => parts.rows(db, listKey, o.ctx),
    where,
    matching: parts.matching(db, where),
    keyset: keysetOf(parts.sortable, sort, o.defaultSort.replace(/^-/, ''), [parts.id]),
    request: { sort, ...pageOf(q) },
    view: parts.rowOf,
  });
}
