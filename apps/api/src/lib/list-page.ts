/**
 * The repository side of every list: one ORDER BY spelling (the requested column from the module's
 * sort map, then a unique tie-break so pages never overlap or skip), the page's rows and the total
 * fetched together, and the rows turned into views. lib/list.ts is the route side (query, CSV).
 */
import { asc, count, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

export type SortMap = Readonly<Record<string, AnyColumn | SQL>>;

export interface Sort {
  column: string;
  desc: boolean;
}

export interface Page {
  limit: number;
  offset: number;
}

/** ORDER BY for `sort` from a module's `sorts`; an unknown column falls back to `fallback`. */
export function orderOf(sorts: SortMap, sort: Sort, fallback: AnyColumn | SQL, tieBreak: SQL): SQL[] {
  const column = sorts[sort.column] ?? fallback;
  return [sort.desc ? desc(column) : asc(column), tieBreak];
}

/**
 * One page of `query` (a `$dynamic()` select with its WHERE) in `order`, with the total from
 * `countQuery` (the same WHERE on the base table, without joins that cannot remove rows).
 */
export async function listPage<Q extends PgSelect, V>(
  query: Q,
  countQuery: PromiseLike<{ n: number }[]>,
  order: SQL[],
  page: Page,
  view: (row: Awaited<Q>[number]) => V,
): Promise<{ rows: V[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    query
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset) as unknown as PromiseLike<Awaited<Q>>,
    countQuery,
  ]);
  return { rows: (rows as Awaited<Q>[number][]).map(view), total: total?.n ?? 0 };
}

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
  const [row] = await db.select({ n: count() }).from(matching.limit(cap + 1).as('matching'));
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
