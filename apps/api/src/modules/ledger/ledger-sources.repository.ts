/**
 * What the ledger posts from, read for posting: the entries and expenses a command names, and one
 * person × employer × workweek's entries, rates, holidays and bonuses (ledger.week-input.ts shapes them
 * for the overtime engine).
 */
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { TimesheetStatus } from '@app/domain';
import { addDays } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  clients,
  contractors,
  expenses,
  holidays,
  jobs,
  partners,
  timesheets,
  workLocations,
} from '../../db/schema/index.js';
import { PLATFORM_EMPLOYER } from '../pay-calendars/pay-calendars.service.js';

export type RateRow = typeof assignmentRates.$inferSelect;

/** Statuses whose time is owed: paid, and billed unless no_bill. */
export const POSTED_TIMESHEET_STATUSES = ['approved', 'signed', 'no_bill'] as const;
const BONUS_TYPES = ['bonus', 'commission'] as const;

/** The entries' shifts with the employer and person they are posted under. */
export function entriesToPost(db: DbOrTx, timesheetIds: string[]) {
  return db
    .select({
      id: timesheets.id,
      startAt: timesheets.startAt,
      endAt: timesheets.endAt,
      timezone: timesheets.timezone,
      partnerId: partners.id,
      selfEmployer: partners.selfEmployer,
      contractorId: contractors.id,
      taxIdBlindIndex: contractors.taxIdBlindIndex,
    })
    .from(timesheets)
    .innerJoin(partners, eq(partners.id, timesheets.partnerId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .where(inArray(timesheets.id, timesheetIds));
}

/** The expense with its partner's employer flag and its contractor's person key. */
export async function expenseToPost(db: DbOrTx, expenseId: string) {
  const [row] = await db
    .select({
      expense: expenses,
      selfEmployer: partners.selfEmployer,
      taxIdBlindIndex: contractors.taxIdBlindIndex,
    })
    .from(expenses)
    .innerJoin(partners, eq(partners.id, expenses.partnerId))
    .innerJoin(contractors, eq(contractors.id, expenses.contractorId))
    .where(eq(expenses.id, expenseId))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The contractor records that are one person: the record itself when the key is its id (no tax id),
 * else every record with that blind index. Either way an index lookup, never a scan of `id::text`.
 */
export async function contractorIdsOfPerson(db: DbOrTx, personKey: string): Promise<string[]> {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(UUID.test(personKey) ? eq(contractors.id, personKey) : eq(contractors.taxIdBlindIndex, personKey));
  return rows.map((r) => r.id);
}

/** Assignments' partners that belong to an employer: the platform's are every non-self-employer partner. */
function employerPartnerWhere(employerKey: string): SQL {
  return employerKey === PLATFORM_EMPLOYER
    ? eq(partners.selfEmployer, false)
    : and(eq(partners.id, employerKey), eq(partners.selfEmployer, true))!;
}

/**
 * The person's owed entries with this employer around a week, with what classifies them (job, place,
 * the client's bill rules). A day either side catches shifts that cross into the week from its
 * neighbours (and zone differences); the caller keeps those that fall in the week.
 */
export function entriesAroundWeek(
  db: DbOrTx,
  key: { employerKey: string; weekStart: string },
  contractorIds: string[],
  statuses: readonly TimesheetStatus[] = POSTED_TIMESHEET_STATUSES,
) {
  return db
    .select({
      ts: timesheets,
      jobClassification: jobs.classification,
      salaried: jobs.salaried,
      country: workLocations.country,
      state: workLocations.state,
      billsWeekly: clients.billsWeeklyOvertime,
      billsDaily: clients.billsDailyOvertime,
      billsHoliday: clients.billsHoliday,
    })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(workLocations, eq(workLocations.id, timesheets.workLocationId))
    .innerJoin(clients, eq(clients.id, timesheets.clientId))
    .where(
      and(
        inArray(timesheets.contractorId, contractorIds),
        inArray(timesheets.status, [...statuses]),
        gte(timesheets.date, addDays(key.weekStart, -1)),
        lte(timesheets.date, addDays(key.weekStart, 7)),
        employerPartnerWhere(key.employerKey),
      ),
    );
}

/** Every rate row of these assignments (the one in effect is picked per work date). */
export async function rateRowsOf(db: DbOrTx, assignmentIds: string[]): Promise<RateRow[]> {
  if (assignmentIds.length === 0) return [];
  return db.select().from(assignmentRates).where(inArray(assignmentRates.assignmentId, assignmentIds));
}

export function holidaysOfEmployer(db: DbOrTx, employerKey: string) {
  return db.select().from(holidays).where(eq(holidays.employerKey, employerKey));
}

/** Approved bonuses and commissions of the person with this employer, with the period each covers. */
export function approvedBonusesOf(db: DbOrTx, employerKey: string, contractorIds: string[]) {
  return db
    .select({ amount: expenses.amount, date: expenses.date, from: expenses.periodStart, to: expenses.periodEnd })
    .from(expenses)
    .innerJoin(partners, eq(partners.id, expenses.partnerId))
    .where(
      and(
        inArray(expenses.contractorId, contractorIds),
        eq(expenses.status, 'approved'),
        inArray(expenses.type, [...BONUS_TYPES]),
        employerPartnerWhere(employerKey),
      ),
    );
}
