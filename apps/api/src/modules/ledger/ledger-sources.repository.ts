/**
 * What the ledger posts from, read for posting: the entries and expenses a command names, and the
 * person × employer × workweeks' entries, rates, holidays and bonuses (ledger.week-input.ts shapes them
 * for the overtime engine).
 */
import { and, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
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
 * The contractor records of each person: the record itself when the key is its id (no tax id), else every
 * record with that blind index. One statement for all the keys, answered by the two indexes, never a scan
 * of `id::text`. Every key is in the answer (with no records when none match).
 */
export async function contractorIdsOfPersons(
  db: DbOrTx,
  personKeys: readonly string[],
): Promise<Map<string, string[]>> {
  const ids = new Map(personKeys.map((k) => [k, [] as string[]]));
  if (personKeys.length === 0) return ids;
  const byId = personKeys.filter((k) => UUID.test(k));
  const byBlindIndex = personKeys.filter((k) => !UUID.test(k));
  const rows = await db
    .select({ id: contractors.id, taxIdBlindIndex: contractors.taxIdBlindIndex })
    .from(contractors)
    .where(
      or(
        byId.length > 0 ? inArray(contractors.id, byId) : undefined,
        byBlindIndex.length > 0 ? inArray(contractors.taxIdBlindIndex, byBlindIndex) : undefined,
      ),
    );
  for (const r of rows) {
    ids.get(r.id)?.push(r.id);
    if (r.taxIdBlindIndex) ids.get(r.taxIdBlindIndex)?.push(r.id);
  }
  return ids;
}

/** Assignments' partners that belong to an employer: the platform's are every non-self-employer partner. */
function employerPartnerWhere(employerKey: string): SQL {
  return employerKey === PLATFORM_EMPLOYER
    ? eq(partners.selfEmployer, false)
    : and(eq(partners.id, employerKey), eq(partners.selfEmployer, true))!;
}

/**
 * These contractors' owed entries with this employer around each of these weeks, with what classifies
 * them (job, place, the client's bill rules). A day either side of a week catches shifts that cross into
 * it from its neighbours (and zone differences); the caller keeps, per week, those that fall in it.
 */
export function entriesAroundWeeks(
  db: DbOrTx,
  employerKey: string,
  weekStarts: readonly string[],
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
        or(
          ...weekStarts.map((weekStart) =>
            and(gte(timesheets.date, addDays(weekStart, -1)), lte(timesheets.date, addDays(weekStart, 7))),
          ),
        ),
        employerPartnerWhere(employerKey),
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

/** Approved bonuses and commissions of these contractors with this employer, with the period each covers. */
export function approvedBonusesOf(db: DbOrTx, employerKey: string, contractorIds: string[]) {
  return db
    .select({
      contractorId: expenses.contractorId,
      amount: expenses.amount,
      date: expenses.date,
      from: expenses.periodStart,
      to: expenses.periodEnd,
    })
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
