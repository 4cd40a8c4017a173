/**
 * Loading person × employer × workweeks for the overtime engine: the week's approved, signed and
 * no-bill entries across every contractor record of the person whose assignments belong to that employer,
 * each with its rates in effect on the work date, its overtime rule, classification, holiday flag and bill
 * rule, plus the shares of approved bonuses and commissions covering the week.
 */
import type { TimesheetStatus } from '@app/domain';
import { overtimeRuleFor, type RateCard, type WeekInput } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import type { PayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { rateOn } from '../timesheets/timesheet-view.js';
import {
  approvedBonusesOf,
  contractorIdsOfPersons,
  entriesAroundWeeks,
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
  const [week] = await loadWeeks(db, [key], new Map([[key.employerKey, cal]]), statuses);
  return week!;
}

/**
 * Several weeks at once, in the order of `keys` (`calendars` holds each key's employer's). The statements
 * are per employer, not per week: the persons' records (one for all), then for each employer its entries
 * around every week asked, their rates, its holidays and the persons' bonuses — five for one week, and
 * five for a page of weeks under one employer (the approvals list's amounts, decision 0108).
 */
export async function loadWeeks(
  db: DbOrTx,
  keys: readonly WeekKey[],
  calendars: ReadonlyMap<string, PayCalendar>,
  statuses?: readonly TimesheetStatus[],
): Promise<LoadedWeek[]> {
  const recordsOf = await contractorIdsOfPersons(db, [...new Set(keys.map((k) => k.personKey))]);
  const loaded = new Map<WeekKey, LoadedWeek>();
  for (const [employerKey, group] of groupBy(keys, (k) => k.employerKey)) {
    const w = workweekOf(calendars.get(employerKey)!);
    const contractorIds = [...new Set(group.flatMap((k) => recordsOf.get(k.personKey) ?? []))];
    if (contractorIds.length === 0) {
      for (const key of group) loaded.set(key, emptyWeek(key, w));
      continue;
    }
    const weekStarts = [...new Set(group.map((k) => k.weekStart))];
    const rows = await entriesAroundWeeks(db, employerKey, weekStarts, contractorIds, statuses);
    const rates = await rateRowsOf(db, [...new Set(rows.map((r) => r.ts.assignmentId))]);
    const holidayRows = await holidaysOfEmployer(db, employerKey);
    const bonusRows = await approvedBonusesOf(db, employerKey, contractorIds);
    const isHoliday = (date: string, country: string | null, region: string | null) =>
      holidayRows.some((h) => h.date === date && h.country === country && (h.region === null || h.region === region));

    for (const key of group) {
      const records = new Set(recordsOf.get(key.personKey));
      const { input, entries } = emptyWeek(key, w);
      const inWeek = rows.filter(
        (r) =>
          records.has(r.ts.contractorId) &&
          weeksOfShift(r.ts.startAt, r.ts.endAt, r.ts.timezone, w).includes(key.weekStart),
      );
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
        input.shifts.push({
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
        });
      }
      input.bonuses = bonusSharesOfWeek(
        bonusRows.filter((b) => records.has(b.contractorId)),
        key.weekStart,
        w,
      );
      loaded.set(key, { input, entries });
    }
  }
  return keys.map((k) => loaded.get(k)!);
}

function emptyWeek(key: WeekKey, w: Workweek): LoadedWeek {
  return {
    input: { weekStart: key.weekStart, startHour: w.startHour, shifts: [], bonuses: [] },
    entries: new Map(),
  };
}

/** The person's approved bonuses and commissions with this employer, as their share of this week. */
function bonusSharesOfWeek(
  rows: readonly { amount: string; date: string; from: string | null; to: string | null }[],
  weekStart: string,
  w: Workweek,
): string[] {
  const shares: string[] = [];
  for (const e of rows) {
    const share = bonusShareFor(e.amount, weeksOfPeriod(e.from ?? e.date, e.to ?? e.from ?? e.date, w), weekStart);
    if (share !== null && share !== '0.00') shares.push(share);
  }
  return shares;
}

/** The weeks a bonus or commission covers, for the true-up when it is approved or withdrawn. */
export function weeksOfBonus(e: { date: string; periodStart: string | null; periodEnd: string | null }, w: Workweek) {
  return weeksOfPeriod(e.periodStart ?? e.date, e.periodEnd ?? e.periodStart ?? e.date, w);
}
