/**
 * The repository side of every list: the requested sort as a keyset (lib/keyset.ts: the module's
 * sort column then unique tie-breaks, so pages never overlap or skip), the page's rows and the capped
 * total fetched together, and the rows turned into views. lib/list.ts is the route side (query, CSV).
 */
import { createHash } from 'node:crypto';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { keysetAfter, keysetOrder, keysetPage, keysetValues, type Keyset } from './keyset.js';

export interface Sort {
  column: string;
  desc: boolean;
}

export interface Page {
  limit: number;
  offset: number;
}

/** What a list route asks of its repository (lib/list.ts `pageOf`). */
export interface ListRequest extends Page {
  sort: Sort;
  /** Rows after this cursor instead of at `offset` (lib/keyset.ts). */
  cursor?: string | undefined;
  /** False when no total is wanted (a CSV export sends every row and no total). */
  count?: boolean;
}

export interface ListPage<V> {
  rows: V[];
  /** Null on a page reached by cursor, which does not count. */
  total: number | null;
  totalCapped?: boolean;
  nextCursor: string | null;
}

/**
 * One page of a list, the one way every list pages: rows in the keyset's order after `cursor` (any
 * page costs what the first does) or at `offset` for the first pages asked by number, fetched with
 * one extra row to know whether another page follows; beside them, concurrently, the total of
 * `matching` (the same WHERE on the base table without joins that cannot remove rows), capped, on
 * pages asked by number only.
 */
export async function keysetList<R, V>(
  db: DbOrTx,
  list: {
    /**
     * The list's select as `$dynamic()`: its columns with `listKey` (the key values this helper
     * reads), FROM and joins; the helper adds WHERE, ORDER BY and the page.
     */
    select: (listKey: SQL<(string | null)[]>) => PromiseLike<R[]>;
    where: SQL | undefined;
    /** The rows `where` matches, on the base table: what the total counts. */
    matching: PgSelect;
    keyset: Keyset;
    request: ListRequest;
    view: (row: R) => V;
  },
): Promise<ListPage<V>> {
  const { keyset, request } = list;
  const counting = !request.cursor && request.count !== false;
  const rows = (list.select(keysetValues(keyset)) as unknown as PgSelect)
    .where(and(list.where, keysetAfter(keyset, request.cursor)))
    .orderBy(...keysetOrder(keyset))
    .limit(request.limit + 1)
    .offset(request.cursor ? 0 : request.offset);
  const [fetched, count] = await Promise.all([
    runNamed(rows) as Promise<(R & KeyedRow)[]>,
    counting ? cappedCount(db, list.matching) : null,
  ]);
  const page = keysetPage(keyset, fetched, request.limit);
  return {
    rows: page.rows.map(list.view),
    nextCursor: page.nextCursor,
    total: count?.total ?? null,
    ...(count && { totalCapped: count.capped }),
  };
}

type KeyedRow = { listKey: (string | null)[] };

/** Beyond this many matching rows a list says "10,000+" instead of counting every one. */
export const COUNT_CAP = 10_000;

/**
 * How many rows `matching` (a `$dynamic()` select of the list's base table with its WHERE, no ORDER
 * BY) finds, up to `cap`: counting stops at cap + 1 rows, so a filter matching a million rows costs
 * what one matching ten thousand does. `capped` says the true number is larger.
 */
export async function cappedCount(
  db: DbOrTx,
  matching: PgSelect,
  cap = COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const [row] = (await runNamed(
    db
      .select({ n: count() })
      .from(matching.limit(cap + 1).as('matching'))
      .$dynamic(),
  )) as {
    n: number;
  }[];
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** The rows of `table` that `where` matches, as `keysetList`'s `matching` (the total counts them). */
export function matchingRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();
}

/** What drizzle (0.45) keeps of a prepared query: its text, and the driver configs its name travels in. */
interface PreparedInternals {
  queryString?: unknown;
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
  execute(): Promise<unknown[]>;
}

/**
 * Runs `query` as a statement named after its SQL text. A list's SQL is the same for every request of the
 * same shape (user type, filters present, sort, cursor or page; the values travel as parameters), so each
 * connection parses it once instead of on every request. The query is built once, unnamed, and named
 * from its own text; were drizzle's internals to change, it simply runs unnamed.
 */
function runNamed(query: PgSelect): Promise<unknown[]> {
  const prepared = query.prepare('') as unknown as PreparedInternals;
  if (typeof prepared.queryString === 'string') {
    const name = `l_${createHash('sha1').update(prepared.queryString).digest('base64url').slice(0, 24)}`;
    for (const config of [prepared.rawQueryConfig, prepared.queryConfig]) if (config) config.name = name;
  }
  return prepared.execute();
}
