import { labelOf } from '@app/domain';
import type { LedgerItemView } from '@app/domain';

export const classificationLabel = (c: string) => labelOf('payClass', c);

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
