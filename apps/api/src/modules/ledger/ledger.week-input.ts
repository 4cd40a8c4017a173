/**
 * Loading one person × employer × workweek for the overtime engine: the week's approved, signed and
 * no-bill entries across every contractor record of the person whose assignments belong to that employer,
 * each with its rates in effect on the work date, its overtime rule, classification, holiday flag and bill
 * rule, plus the shares of approved bonuses and commissions covering the week.
 */
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { addDays, overtimeRuleFor, type RateCard, type WeekInput, type WeekShift } from '@app/paybill';
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
import { PLATFORM_EMPLOYER, type PayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { rateOn } from '../timesheets/timesheet-view.js';
import { bonusShareFor, weeksOfPeriod, weeksOfShift, type Workweek } from './ledger.weeks.js';

export interface WeekKey {
  employerKey: string;
  personKey: string;
  weekStart: string;
}

/** Statuses whose time is owed: paid, and billed unless no_bill. */
const POSTED_TIMESHEET_STATUSES = ['approved', 'signed', 'no_bill'] as const;
/** Only these are classified for overtime (and only when the job is hourly). */
const CLASSIFIED = new Set(['w-2', 'canada_t4']);
const BONUS_TYPES = ['bonus', 'commission'] as const;

export interface WeekEntry {
  id: string;
  partnerId: string;
  clientId: string;
  contractorId: string;
  assignmentId: string;
  date: string;
  status: string;
}

export interface LoadedWeek {
  input: WeekInput;
  entries: Map<string, WeekEntry>;
}

export const workweekOf = (cal: PayCalendar): Workweek => ({
  startDay: cal.workweekStartDay,
  startHour: cal.workweekStartHour,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The contractor records that are one person: the record itself when the key is its id (no tax id),
 * else every record with that blind index. Either way an index lookup, never a scan of `id::text`.
 */
async function contractorIdsOfPerson(db: DbOrTx, personKey: string): Promise<string[]> {
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

const rateCardOf = (r: typeof assignmentRates.$inferSelect | null): RateCard => ({
  pay: r?.payRate ?? '0',
  bill: r?.billRate ?? '0',
  overtimePay: r?.overtimePayRate ?? null,
  overtimeBill: r?.overtimeBillRate ?? null,
  doubleTimePay: r?.doubleOvertimePayRate ?? null,
  doubleTimeBill: r?.doubleOvertimeBillRate ?? null,
  holidayPay: r?.holidayPayRate ?? null,
  holidayBill: r?.holidayBillRate ?? null,
});

export async function loadWeek(db: DbOrTx, key: WeekKey, cal: PayCalendar): Promise<LoadedWeek> {
  const w = workweekOf(cal);
  const contractorIds = await contractorIdsOfPerson(db, key.personKey);
  const entries = new Map<string, WeekEntry>();
  const input: WeekInput = { weekStart: key.weekStart, startHour: w.startHour, shifts: [], bonuses: [] };
  if (contractorIds.length === 0) return { input, entries };

  // A day either side catches shifts that cross into the week from its neighbours (and zone differences).
  const rows = await db
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
        inArray(timesheets.status, [...POSTED_TIMESHEET_STATUSES]),
        gte(timesheets.date, addDays(key.weekStart, -1)),
        lte(timesheets.date, addDays(key.weekStart, 7)),
        employerPartnerWhere(key.employerKey),
      ),
    );
  const inWeek = rows.filter((r) => weeksOfShift(r.ts.startAt, r.ts.endAt, r.ts.timezone, w).includes(key.weekStart));

  const assignmentIds = [...new Set(inWeek.map((r) => r.ts.assignmentId))];
  const rates = assignmentIds.length
    ? await db.select().from(assignmentRates).where(inArray(assignmentRates.assignmentId, assignmentIds))
    : [];
  const holidayRows = await db.select().from(holidays).where(eq(holidays.employerKey, key.employerKey));
  const isHoliday = (date: string, country: string | null, region: string | null) =>
    holidayRows.some((h) => h.date === date && h.country === country && (h.region === null || h.region === region));

  for (const { ts, ...r } of inWeek) {
    entries.set(ts.id, {
      id: ts.id,
      partnerId: ts.partnerId,
      clientId: ts.clientId,
      contractorId: ts.contractorId,
      assignmentId: ts.assignmentId,
      date: ts.date,
      status: ts.status,
    });
    const shift: WeekShift = {
      entryId: ts.id,
      assignmentId: ts.assignmentId,
      type: ts.type,
      startAt: ts.startAt,
      endAt: ts.endAt,
      breakMinutes: ts.breakTimeMinutes,
      workDate: ts.date,
      timezone: ts.timezone,
      isHoliday: isHoliday(ts.date, r.country, r.state),
      rule: overtimeRuleFor(r.country, r.state),
      classified: CLASSIFIED.has(r.jobClassification) && !r.salaried,
      rates: rateCardOf(rateOn(rates, ts.assignmentId, ts.date)),
      billRule: { weeklyOvertime: r.billsWeekly, dailyOvertime: r.billsDaily, holiday: r.billsHoliday },
    };
    input.shifts.push(shift);
  }
  input.bonuses = await bonusSharesOfWeek(db, key, contractorIds, w);
  return { input, entries };
}

/** Approved bonuses and commissions of the person with this employer, as their share of this week. */
async function bonusSharesOfWeek(db: DbOrTx, key: WeekKey, contractorIds: string[], w: Workweek): Promise<string[]> {
  const rows = await db
    .select({ amount: expenses.amount, date: expenses.date, from: expenses.periodStart, to: expenses.periodEnd })
    .from(expenses)
    .innerJoin(partners, eq(partners.id, expenses.partnerId))
    .where(
      and(
        inArray(expenses.contractorId, contractorIds),
        eq(expenses.status, 'approved'),
        inArray(expenses.type, [...BONUS_TYPES]),
        employerPartnerWhere(key.employerKey),
      ),
    );
  const shares: string[] = [];
  for (const e of rows) {
    const share = bonusShareFor(e.amount, weeksOfPeriod(e.from ?? e.date, e.to ?? e.from ?? e.date, w), key.weekStart);
    if (share !== null && share !== '0.00') shares.push(share);
  }
  return shares;
}

/** The weeks a bonus or commission covers, for the true-up when it is approved or withdrawn. */
export function weeksOfBonus(e: { date: string; periodStart: string | null; periodEnd: string | null }, w: Workweek) {
  return weeksOfPeriod(e.periodStart ?? e.date, e.periodEnd ?? e.periodStart ?? e.date, w);
}
