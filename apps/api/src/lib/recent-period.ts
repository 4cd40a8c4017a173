/**
 * The recent period of a staff list (decision 0034). Staff see every tenant's rows, so a staff list over a
 * table that grows without bound (timesheets, expenses, ledger items), asked with no filter that narrows it
 * to a tenant, a person or a period, would sort and count the whole table whenever its sort is not the one
 * its index serves. Such a list keeps, by default, to the RECENT_DAYS days up to its newest row's date
 * (never after today) — but only once the table holds more rows than a list counts (COUNT_CAP), so a
 * young platform sees everything. The answer names the period it kept to (`default_period`), so the page
 * can say so and offer every date (`all_dates=true`).
 */
import { addDays } from '@app/paybill';
import { count, lte, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { COUNT_CAP } from './list-page.js';
import type { Principal } from './principal.js';
import { isStaff } from './reference-rows.js';

export const RECENT_DAYS = 90;

/**
 * Tables found large, per database handle: a table that once held more rows than a list counts is not
 * counted again (tables of time and money are not emptied), so the check costs one step down the date
 * index per request. A table found small is asked again next time.
 */
const knownLarge = new WeakMap<object, WeakSet<PgTable>>();

async function isLarge(db: DbOrTx, table: PgTable): Promise<boolean> {
  let large = knownLarge.get(db);
  if (!large) knownLarge.set(db, (large = new WeakSet()));
  if (large.has(table)) return true;
  const [sized] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .limit(COUNT_CAP + 1)
      .as('sized'),
  );
  if ((sized?.n ?? 0) <= COUNT_CAP) return false;
  large.add(table);
  return true;
}

export interface Period {
  date_from: string;
  date_to: string;
}

/** The query parameter that asks a staff list for every date (spread into its filters). */
export const allDatesFilter = { all_dates: z.enum(['true', 'false']).optional() };

export async function recentPeriod(
  db: DbOrTx,
  p: Principal,
  list: {
    table: PgTable;
    /** The list's date column (`date`, never a timestamp: the period is in days). */
    date: PgColumn;
    /** The caller filtered by a tenant, a person, a parent record or a period. */
    narrowed: boolean;
    allDates: boolean;
    today: string;
  },
): Promise<Period | null> {
  if (!isStaff(p) || list.narrowed || list.allDates) return null;
  if (!(await isLarge(db, list.table))) return null;
  // The newest row not after today: one step down the date index.
  const [newest] = await db
    .select({ day: max(list.date) })
    .from(list.table)
    .where(lte(list.date, list.today));
  const last = (newest?.day as string | null | undefined) ?? list.today;
  return { date_from: addDays(last, -(RECENT_DAYS - 1)), date_to: last };
}
