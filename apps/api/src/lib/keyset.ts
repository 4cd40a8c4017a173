/**
 * Keyset (cursor) paging, so page N costs what page 1 costs: instead of skipping N×per_page rows
 * (OFFSET reads and joins every one of them), the next page starts after the last row's key, which
 * an index on the same columns serves directly. A list's order is its sort column then unique
 * tie-breaks, all in one direction, so one row comparison `(a, b, id) < ($1, $2, $3)` finds the
 * next page. The cursor carries the last row's key values (as the database prints them, so a
 * timestamp keeps its microseconds) with the sort it belongs to; a cursor of another sort is refused.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { unprocessable } from './errors.js';

/** One column of the order: the SQL it sorts on, and that value of a row as text. */
export interface KeyColumn<R> {
  expr: AnyColumn | SQL;
  value: (row: R) => string | number;
}

export interface Keyset<R> {
  /** The sort's name as the query spells it (`date`, `contractor`…): a cursor names it. */
  sort: string;
  desc: boolean;
  /** The sort column, then tie-breaks that make the order unique (the id last). */
  keys: readonly KeyColumn<R>[];
}

/** The query parameter of a list that pages by cursor (spread into `listQuerySchema`'s filters). */
export const cursorFilter = { cursor: z.string().max(1024).optional() };

const LOC = ['querystring', 'cursor'];
const badCursor = (msg: string) => unprocessable([{ loc: LOC, msg }]);

export function keysetOrder<R>(k: Keyset<R>): SQL[] {
  return k.keys.map((c) => (k.desc ? desc(c.expr) : asc(c.expr)));
}

interface CursorBody {
  s: string;
  d: boolean;
  v: (string | number)[];
}

function decode(cursor: string): CursorBody {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
    if (typeof body.s === 'string' && typeof body.d === 'boolean' && Array.isArray(body.v)) return body;
  } catch {
    // Falls through to the refusal below: a cursor is only ever one this API made.
  }
  throw badCursor('This cursor is not one the list gave: start again from the first page');
}

/** The condition for the rows after `cursor` in the keyset's order (none without a cursor). */
export function keysetAfter<R>(k: Keyset<R>, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const body = decode(cursor);
  if (body.s !== k.sort || body.d !== k.desc || body.v.length !== k.keys.length)
    throw badCursor('This cursor belongs to another sort: start again from the first page');
  const columns = sql.join(
    k.keys.map((c) => sql`${c.expr}`),
    sql`, `,
  );
  // Untyped parameters take each column's type in a row comparison, so text values compare as dates,
  // numbers or uuids as the columns are.
  const values = sql.join(
    body.v.map((v) => sql`${v}`),
    sql`, `,
  );
  return k.desc ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/**
 * The page out of `fetched` (queried with `limit + 1`, so the extra row tells whether another page
 * follows) and the cursor of the next page, null on the last one.
 */
export function keysetPage<R>(
  k: Keyset<R>,
  fetched: readonly R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  if (!last || fetched.length <= limit) return { rows, nextCursor: null };
  const body: CursorBody = { s: k.sort, d: k.desc, v: k.keys.map((c) => c.value(last)) };
  return { rows, nextCursor: Buffer.from(JSON.stringify(body), 'utf8').toString('base64url') };
}
