/**
 * Keyset (cursor) paging, so page N costs what page 1 costs: instead of skipping N×per_page rows
 * (OFFSET reads and joins every one of them), the next page starts after the last row's key, which
 * an index on the same columns serves directly. A list's order is its sort column then unique
 * tie-breaks, all in one direction, so one row comparison `(a, b, id) < ($1, $2, $3)` finds the
 * next page. The cursor carries the last row's key values (read by the row query itself, as the
 * database prints them, so a timestamp keeps its microseconds) with the sort it belongs to; a cursor
 * of another sort is refused.
 */
import { asc, desc, is, sql, Column, SQL, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { unprocessable } from './errors.js';

/** A column of the order that may hold NULL (a sort on it needs the NULL-aware comparison). */
export interface NullableKey {
  nullable: AnyColumn | SQL;
}

/**
 * What a list orders by: a column, an expression or a subquery's field (a column's own NOT NULL is
 * read from the schema; an expression is taken as never NULL unless wrapped in `nullableKey`).
 */
export type KeyExpr = AnyColumn | SQL | SQL.Aliased | NullableKey;

/**
 * A list's sorts: the name the query spells (`date`, `contractor`…) → what it orders by, one column
 * or several (a name sorts by last name, then first name).
 */
export type KeyMap = Readonly<Record<string, KeyExpr | readonly KeyExpr[]>>;

/** Marks an expression that may be NULL (a nullable column is recognised without it). */
export const nullableKey = (expr: AnyColumn | SQL): NullableKey => ({ nullable: expr });

interface KeyColumn {
  expr: AnyColumn | SQL | SQL.Aliased;
  nullable: boolean;
}

export interface Keyset {
  /** The sort's name as the query spells it: a cursor names it. */
  sort: string;
  desc: boolean;
  /** The sort column, then tie-breaks that make the order unique (the id last). */
  keys: readonly KeyColumn[];
}

function keyColumn(k: KeyExpr): KeyColumn {
  if (is(k, Column)) return { expr: k, nullable: !k.notNull };
  if (is(k, SQL) || is(k, SQL.Aliased)) return { expr: k, nullable: false };
  return { expr: k.nullable, nullable: true };
}

/**
 * The keyset of `sort` from a module's `sorts` (an unknown name falls back to `fallback`), then the
 * tie-breaks, which run in the sort's direction so one comparison finds the next page.
 */
export function keysetOf(
  sorts: KeyMap,
  sort: { column: string; desc: boolean },
  fallback: string,
  tieBreaks: readonly KeyExpr[],
): Keyset {
  const column = Object.hasOwn(sorts, sort.column) ? sort.column : fallback;
  const sorted = sorts[column]!;
  const sortKeys = Array.isArray(sorted) ? (sorted as readonly KeyExpr[]) : [sorted as KeyExpr];
  // A tie-break the sort already orders by (holidays by date, then date…) would only repeat itself.
  const keys = [...sortKeys, ...tieBreaks.filter((t) => !sortKeys.includes(t))];
  return { sort: column, desc: sort.desc, keys: keys.map(keyColumn) };
}

/** The query parameter of a list that pages by cursor (lib/list.ts adds it to every list's query). */
export const cursorFilter = { cursor: z.string().max(1024).optional() };

const LOC = ['querystring', 'cursor'];
const badCursor = (msg: string) => unprocessable([{ loc: LOC, msg }]);

export function keysetOrder(k: Keyset): SQL[] {
  // PostgreSQL sorts NULL as the largest value: last ascending, first descending. The comparison in
  // `keysetAfter` follows the same rule.
  return k.keys.map((c) => (k.desc ? desc(c.expr) : asc(c.expr)));
}

/** The key values of each row, as text, selected beside the list's own columns. */
export function keysetValues(k: Keyset): SQL<(string | null)[]> {
  const values = sql.join(
    k.keys.map((c) => sql`(${c.expr})::text`),
    sql`, `,
  );
  return sql<(string | null)[]>`json_build_array(${values})`;
}

interface CursorBody {
  s: string;
  d: boolean;
  v: (string | null)[];
}

function decode(cursor: string): CursorBody {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
    if (
      typeof body.s === 'string' &&
      typeof body.d === 'boolean' &&
      Array.isArray(body.v) &&
      body.v.every((v) => v === null || typeof v === 'string')
    )
      return body;
  } catch {
    // Falls through to the refusal below: a cursor is only ever one this API made.
  }
  throw badCursor('This cursor is not one the list gave: start again from the first page');
}

/** "Comes after `v`" for one column, NULL-aware (NULL is the largest value, as in the ORDER BY). */
function columnAfter(c: KeyColumn, v: string | null, descending: boolean): { after: SQL; same: SQL } {
  if (v === null) {
    return {
      after: descending ? sql`${c.expr} is not null` : sql`false`,
      same: sql`${c.expr} is null`,
    };
  }
  const beyond = descending ? sql`${c.expr} < ${v}` : sql`${c.expr} > ${v}`;
  return {
    after: c.nullable && !descending ? sql`(${beyond} or ${c.expr} is null)` : beyond,
    same: sql`${c.expr} = ${v}`,
  };
}

/** The condition for the rows after `cursor` in the keyset's order (none without a cursor). */
export function keysetAfter(k: Keyset, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const body = decode(cursor);
  if (body.s !== k.sort || body.d !== k.desc || body.v.length !== k.keys.length)
    throw badCursor('This cursor belongs to another sort: start again from the first page');
  if (k.keys.every((c, i) => !c.nullable && body.v[i] !== null)) {
    // One row comparison, which an index on the same columns serves. Untyped parameters take each
    // column's type, so text values compare as dates, numbers or uuids as the columns are.
    const columns = sql.join(
      k.keys.map((c) => sql`${c.expr}`),
      sql`, `,
    );
    const values = sql.join(
      body.v.map((v) => sql`${v}`),
      sql`, `,
    );
    return k.desc ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }
  // With NULLs a row comparison is unknown, so spell it out: after in the first column, or equal
  // there and after in the next, and so on.
  const parts = k.keys.map((c, i) => columnAfter(c, body.v[i]!, k.desc));
  const alternatives = parts.map((part, i) =>
    sql.join([...parts.slice(0, i).map((p) => p.same), part.after], sql` and `),
  );
  return sql`(${sql.join(
    alternatives.map((a) => sql`(${a})`),
    sql` or `,
  )})`;
}

/**
 * The page out of `fetched` (queried with `limit + 1`, so the extra row tells whether another page
 * follows, each row with its `listKey` from `keysetValues`) and the cursor of the next page, null on
 * the last one.
 */
export function keysetPage<R extends { listKey: (string | null)[] }>(
  k: Keyset,
  fetched: readonly R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  if (!last || fetched.length <= limit) return { rows, nextCursor: null };
  const body: CursorBody = { s: k.sort, d: k.desc, v: last.listKey };
  return { rows, nextCursor: Buffer.from(JSON.stringify(body), 'utf8').toString('base64url') };
}
