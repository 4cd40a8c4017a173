/** SQL helpers shared by the repositories. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/** A `%term%` pattern for ILIKE with the user's own % _ and \ matched literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A PATCH that sets no column: an empty body, or only fields that do not apply (a PTO rule's accrual
 * rate when it accrues per period). Drizzle refuses an empty SET, which answered 500; the caller
 * answers the row unchanged instead, with no write and no audit row.
 */
export const setsNothing = (values: object) => Object.values(values).every((v) => v === undefined);

/** UPDATE … SET `values` WHERE `where`, or nothing when `values` sets nothing; says whether it wrote. */
export async function updateWhere<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<boolean> {
  if (setsNothing(values)) return false;
  await db.update(table).set(values).where(where);
  return true;
}

/**
 * One array parameter of a Postgres type (`uuid`, `text`, `numeric`…): drizzle would spread a plain
 * array into a list of parameters. Set-based writes pass a column of rows this way (`unnest`).
 */
export const arrayOf = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * INSERT of many rows in one statement with one JSON parameter (`json_populate_recordset` over the
 * table's own row type, so each value is read as its column's type): the query builder's VALUES list
 * is a parameter per value, built and bound one by one, which for a thousand 20-column rows cost more
 * than the insert. Every row must name the same columns (a column no row names keeps its default; one
 * row leaving out a column another names would read as NULL, not the default, so it is refused). Values
 * are JSON: strings, numbers, booleans, null, Dates (as ISO text) and arrays or objects for array and
 * jsonb columns; a bigint or a non-finite number is refused. The rows need no RETURNING when the caller
 * chose their ids.
 */
export async function insertRowsAsJson<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((k) => (rows[0] as Record<string, unknown>)[k] !== undefined);
  for (const k of keys) if (!columns[k]) throw new Error(`insertRowsAsJson: ${k} is not a column of the table`);
  const names = keys.map((k) => columns[k]!.name);
  const json = JSON.stringify(
    rows.map((r) => {
      const row = r as Record<string, unknown>;
      const present = Object.keys(row).filter((k) => row[k] !== undefined);
      if (present.length !== keys.length || present.some((k) => !columns[k] || !keys.includes(k))) {
        throw new Error('insertRowsAsJson: every row must name the same columns');
      }
      return Object.fromEntries(keys.map((k, i) => [names[i], row[k] ?? null]));
    }),
    (_key, value: unknown) => {
      if (typeof value === 'bigint' || (typeof value === 'number' && !Number.isFinite(value))) {
        throw new Error('insertRowsAsJson: a bigint or non-finite number has no JSON form');
      }
      return value;
    },
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
