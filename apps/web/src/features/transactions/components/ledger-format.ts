import type { LedgerItemView } from '@app/domain';
import { humanizeValue } from '../../../components/data-list/filter-inputs';

/** Signed minutes as hours with two decimals (a reversal shows negative hours). */
export function hoursOf(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  const hundredths = Math.round((abs * 100) / 60);
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export const classificationLabel = (c: string) => (c === 'double_time' ? 'Double time' : humanizeValue(c));

/**
 * Where an item comes from: its entry in the timesheet list (that contractor, that day) or its expense.
 * The lists filter by contractor and date range, so the link lands on the source row.
 */
export function sourceLinkOf(i: LedgerItemView): { to: string; label: string } | null {
  const day = `contractor_id=${i.contractor.id}&date_from=${i.work_date}&date_to=${i.work_date}`;
  if (i.timesheet_id) return { to: `/timesheets?${day}`, label: 'Timesheet' };
  if (i.expense_id) return { to: `/expenses?${day}`, label: 'Expense' };
  return null;
}
