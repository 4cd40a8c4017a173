/**
 * Loading one person × employer × workweek for the overtime engine: the week's approved, signed and
 * no-bill entries across every contractor record of the person whose assignments belong to that employer,
 * each with its rates in effect on the work date, its overtime rule, classification, holiday flag and bill
 * rule, plus the shares of approved bonuses and commissions covering the week.
 */
import type { TimesheetStatus } from '@app/domain';
import { overtimeRuleFor, type RateCard, type WeekInput, type WeekShift } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { PayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { rateOn } from '../timesheets/timesheet-view.js';
import {
  approvedBonusesOf,
  contractorIdsOfPerson,
  entriesAroundWeek,
  holidaysOfEmployer,
  rateRowsOf,
  type RateRow,
} from './ledger-sources.repository.js';
import { bonusShareFor, weeksOfPeriod, weeksOfShift, type Workweek } from './ledger.weeks.js';

export interface WeekKey {
  employerKey: string;
  personKey: string;
  weekStart: string;
}

/** Only these are classified for overtime (and only when the job is hourly). */
const CLASSIFIED = new Set(['w-2', 'canada_t4']);

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

const rateCardOf = (r: RateRow | null): RateCard => ({
  pay: r?.payRate ?? '0',
  bill: r?.billRate ?? '0',
  overtimePay: r?.overtimePayRate ?? null,
  overtimeBill: r?.overtimeBillRate ?? null,
  doubleTimePay: r?.doubleOvertimePayRate ?? null,
  doubleTimeBill: r?.doubleOvertimeBillRate ?? null,
  holidayPay: r?.holidayPayRate ?? null,
  holidayBill: r?.holidayBillRate ?? null,
});

/**
 * `statuses` are the entries taken as owed: the posted ones by default; the approval preview adds
 * `pending`, to price the week as it stands once approved (ledger.preview.ts).
 */
export async function loadWeek(
  db: DbOrTx,
  key: WeekKey,
  cal: PayCalendar,
  statuses?: readonly TimesheetStatus[],
): Promise<LoadedWeek> {
  const w = workweekOf(cal);
  const contractorIds = await contractorIdsOfPerson(db, key.personKey);
  const entries = new Map<string, WeekEntry>();
  const input: WeekInput = { weekStart: key.weekStart, startHour: w.startHour, shifts: [], bonuses: [] };
  if (contractorIds.length === 0) return { input, entries };

  const rows = await entriesAroundWeek(db, key, contractorIds, statuses);
  const inWeek = rows.filter((r) => weeksOfShift(r.ts.startAt, r.ts.endAt, r.ts.timezone, w).includes(key.weekStart));

  const assignmentIds = [...new Set(inWeek.map((r) => r.ts.assignmentId))];
  const rates = await rateRowsOf(db, assignmentIds);
  const holidayRows = await holidaysOfEmployer(db, key.employerKey);
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
  const rows = await approvedBonusesOf(db, key.employerKey, contractorIds);
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
