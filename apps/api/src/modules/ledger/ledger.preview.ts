/**
 * What a week will bill once approved (decision 0090): the same week loading and overtime engine the
 * ledger posts by (ledger.week-input.ts, classifyWeek), with the week's pending entries taken as
 * approved. Nothing is posted; the lines are exactly those an approval would post, so the approver
 * reads the amount the invoice will carry.
 */
import { classifyWeek, type ClassifiedLine } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { employerKeyFor, loadPayCalendar, personKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { entriesToPost, POSTED_TIMESHEET_STATUSES } from './ledger-sources.repository.js';
import { loadWeeks, workweekOf, type WeekKey } from './ledger.week-input.js';
import { weeksOfShift } from './ledger.weeks.js';

/** Pending time is priced as if approved; rejected time bills nothing. */
const PREVIEWED = [...POSTED_TIMESHEET_STATUSES, 'pending'] as const;

export interface BillPreviewLine extends Omit<ClassifiedLine, 'side'> {
  /** A no-bill entry's lines are shown but bill nothing. */
  billed: boolean;
}

/**
 * The bill-side lines of these entries, each week they touch classified whole (the person's other
 * time with the same employer that week counts toward overtime, as it does when posted).
 */
export async function previewBillLines(db: DbOrTx, timesheetIds: readonly string[]): Promise<BillPreviewLine[]> {
  const ids = new Set(timesheetIds);
  if (ids.size === 0) return [];
  const rows = await entriesToPost(db, [...ids]);
  const weeks = new Map<string, WeekKey>();
  const calendars = new Map<string, Awaited<ReturnType<typeof loadPayCalendar>>>();
  for (const r of rows) {
    const employerKey = employerKeyFor({ id: r.partnerId, selfEmployer: r.selfEmployer });
    const personKey = personKeyFor({ id: r.contractorId, taxIdBlindIndex: r.taxIdBlindIndex });
    let cal = calendars.get(employerKey);
    if (!cal) calendars.set(employerKey, (cal = await loadPayCalendar(db, employerKey)));
    for (const weekStart of weeksOfShift(r.startAt, r.endAt, r.timezone, workweekOf(cal))) {
      weeks.set(`${employerKey}:${personKey}:${weekStart}`, { employerKey, personKey, weekStart });
    }
  }
  const lines: BillPreviewLine[] = [];
  // Loaded together: a handful of statements per employer, however many weeks the page shows.
  for (const { input, entries } of await loadWeeks(db, [...weeks.values()], calendars, PREVIEWED)) {
    if (input.shifts.length === 0) continue;
    for (const { side, ...line } of classifyWeek(input).lines) {
      if (side !== 'bill' || !ids.has(line.entryId)) continue;
      lines.push({ ...line, billed: entries.get(line.entryId)?.status !== 'no_bill' });
    }
  }
  return lines;
}
