/**
 * The dashboard's own aggregates over time and the ledger: one statement each, in the scope the
 * timesheet and ledger item lists use (rowScope with the referred partners, as timesheetScope), on
 * their (tenant, date) indexes and within a window of recent weeks.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  payBillTransactionItems as items,
  timesheets,
  workLocations,
} from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const timeScope = (p: Principal, db: DbOrTx) =>
  rowScope(
    p,
    db,
    { partnerId: timesheets.partnerId, clientId: timesheets.clientId, contractorId: timesheets.contractorId },
    { referredPartners: true },
  );

const ledgerScope = (p: Principal, db: DbOrTx) =>
  rowScope(
    p,
    db,
    { partnerId: items.partnerId, clientId: items.clientId, contractorId: items.contractorId },
    { referredPartners: true },
  );

/** The currency a place bills and pays in (as the invoice run names it). */
const currencyOf = sql<string>`case when ${workLocations.country} = 'CA' then 'cad' else 'usd' end`;

/** The bill rate in effect on the entry's date, as the timesheet view picks it. */
const billRateSql = sql`(
  select ${assignmentRates.billRate} from ${assignmentRates}
  where ${assignmentRates.assignmentId} = ${timesheets.assignmentId} and ${assignmentRates.effectiveDate} <= ${timesheets.date}
  order by ${assignmentRates.effectiveDate} desc, date_trunc('milliseconds', ${assignmentRates.createdAt}) desc, ${assignmentRates.id} desc
  limit 1)`;

export interface TimeFilter {
  status?: 'pending' | undefined;
  dateFrom: string;
  dateTo: string;
}

export interface TimeTotal {
  currency: string;
  count: number;
  minutes: number;
  /** Hours × the bill rate in effect, each entry rounded half-up to the cent. */
  amount: string;
}

/** Entries the filter matches, per currency: how many, their minutes and what they bill. */
export async function timeTotals(db: DbOrTx, p: Principal, f: TimeFilter): Promise<TimeTotal[]> {
  const where: SQL | undefined = and(
    timeScope(p, db),
    f.status ? eq(timesheets.status, f.status) : undefined,
    gte(timesheets.date, f.dateFrom),
    lte(timesheets.date, f.dateTo),
  );
  const rows = await db
    .select({
      currency: currencyOf,
      count: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${timesheets.minutesWorked}), 0)::int`,
      amount: sql<string>`coalesce(sum(round(${timesheets.minutesWorked} * coalesce(${billRateSql}, 0) / 60.0, 2)), 0)::text`,
    })
    .from(timesheets)
    .innerJoin(workLocations, eq(workLocations.id, timesheets.workLocationId))
    .where(where)
    .groupBy(currencyOf)
    .orderBy(currencyOf);
  return rows.map((r) => ({ ...r, count: Number(r.count), minutes: Number(r.minutes) }));
}

export interface LedgerWeek {
  weekStart: string;
  currency: string;
  billMinutes: number;
  billing: string;
  pay: string;
}

/** A bill-side item the client is billed for (a no-bill entry's items are not). */
const billed = sql`${items.side} = 'bill' and ${items.status} <> 'no_bill'`;

/**
 * Billed minutes and amounts and paid amounts per week (Monday) and currency, from `from` on. The items
 * are summed per assignment and week first, on the ledger's (tenant, work date) index, so the joins
 * that name the currency see one row per assignment and week rather than every item.
 */
export async function ledgerWeeks(db: DbOrTx, p: Principal, from: string): Promise<LedgerWeek[]> {
  // Grouped by the week as a date (hashed), named as text only once per group: a sort by the text of
  // every item spilled to disk for a staff caller. Staff read pbti_week_totals_idx alone.
  const perAssignment = db
    .select({
      assignmentId: items.assignmentId,
      weekStart: sql<string>`date_trunc('week', ${items.workDate}::timestamp)::date`.as('week_start'),
      billMinutes: sql<number>`coalesce(sum(${items.minutes}) filter (where ${billed}), 0)`.as('bill_minutes'),
      billing: sql<string>`coalesce(sum(${items.amount}) filter (where ${billed}), 0)`.as('billing'),
      pay: sql<string>`coalesce(sum(${items.amount}) filter (where ${items.side} = 'pay'), 0)`.as('pay'),
    })
    .from(items)
    .where(and(ledgerScope(p, db), gte(items.workDate, from)))
    .groupBy(items.assignmentId, sql`2`)
    .as('per_assignment');
  const rows = await db
    .select({
      weekStart: sql<string>`to_char(${perAssignment.weekStart}, 'YYYY-MM-DD')`,
      currency: currencyOf,
      billMinutes: sql<number>`sum(${perAssignment.billMinutes})::int`,
      billing: sql<string>`sum(${perAssignment.billing})::text`,
      pay: sql<string>`sum(${perAssignment.pay})::text`,
    })
    .from(perAssignment)
    .innerJoin(assignments, eq(assignments.id, perAssignment.assignmentId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .groupBy(perAssignment.weekStart, currencyOf)
    .orderBy(perAssignment.weekStart, currencyOf);
  return rows.map((r) => ({ ...r, billMinutes: Number(r.billMinutes) }));
}

/** Minutes worked per week (Monday), every status but rejected, from `from` on. */
export async function timeWeeks(db: DbOrTx, p: Principal, from: string) {
  const week = sql<string>`to_char(date_trunc('week', ${timesheets.date}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ weekStart: week, minutes: sql<number>`coalesce(sum(${timesheets.minutesWorked}), 0)::int` })
    .from(timesheets)
    .where(and(timeScope(p, db), gte(timesheets.date, from), sql`${timesheets.status} <> 'rejected'`))
    .groupBy(week)
    .orderBy(week);
  return rows.map((r) => ({ weekStart: r.weekStart, minutes: Number(r.minutes) }));
}

/** What the ledger billed for work dated `from` to `to`, per currency. */
export async function ledgerBilling(db: DbOrTx, p: Principal, from: string, to: string) {
  return db
    .select({
      currency: currencyOf,
      amount: sql<string>`coalesce(sum(${items.amount}), 0)::text`,
    })
    .from(items)
    .innerJoin(assignments, eq(assignments.id, items.assignmentId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(and(ledgerScope(p, db), billed, gte(items.workDate, from), lte(items.workDate, to)))
    .groupBy(currencyOf)
    .orderBy(currencyOf);
}
