/** What an entry's view adds to its row: the names of the users it records, its rates and its ledger split. */
import { sql, type AnyColumn } from 'drizzle-orm';
import { assignmentRates, payBillTransactionItems, timesheets, users } from '../../db/schema/index.js';

export type RateRow = typeof assignmentRates.$inferSelect;

/*
 * They come as columns of the entry's own row query (timesheets.repository.ts `selection`), so a
 * detail is one statement and a list page one beside its count.
 */

/** A user's full name by id (null when the column is). */
export const userNameSql = (userId: AnyColumn) =>
  sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${userId})`;

/**
 * The assignment's rates in effect on the entry's date, as `rateOn` picks them (the latest effective
 * date on or before it, then the later created — to the millisecond, as JavaScript compares — then the
 * higher id), printed as the database prints numerics.
 */
export const rateInEffectSql = sql<{ pay: string | null; bill: string | null } | null>`(
  select json_build_object('pay', ${assignmentRates.payRate}::text, 'bill', ${assignmentRates.billRate}::text)
  from ${assignmentRates}
  where ${assignmentRates.assignmentId} = ${timesheets.assignmentId} and ${assignmentRates.effectiveDate} <= ${timesheets.date}
  order by ${assignmentRates.effectiveDate} desc, date_trunc('milliseconds', ${assignmentRates.createdAt}) desc, ${assignmentRates.id} desc
  limit 1)`;

/** Net pay-side minutes per classification from the ledger, as [classification, minutes] pairs. */
export const paySplitSql = sql<[string, number][] | null>`(
  select json_agg(json_build_array(s.classification, s.minutes))
  from (
    select ${payBillTransactionItems.classification} as classification, coalesce(sum(${payBillTransactionItems.minutes}), 0)::int as minutes
    from ${payBillTransactionItems}
    where ${payBillTransactionItems.timesheetId} = ${timesheets.id} and ${payBillTransactionItems.side} = 'pay'
    group by ${payBillTransactionItems.classification}
  ) s)`;
