import { labelOf, type InvoiceLineView, type InvoiceStatus, type InvoiceView } from '@app/domain';
import { formatCalendarDate, formatDateRange, formatMoney } from '../../../components/data-list/format';
import type { StatusTone } from '../../../components/status-badge';
import { toCents } from '../../../lib/decimal';

/** What each status means on a badge: a draft waits, open is owed, void and written off end it. */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  draft: 'warning',
  open: 'info',
  partially_paid: 'progress',
  paid: 'success',
  void: 'neutral',
  written_off: 'danger',
};

/** A money string that is zero ('0.00'); one that is no amount at all is not. */
export const isZero = (amount: string) => toCents(amount) === 0n;

/** The invoice's title: its number once finalized, else it is a draft. */
export const invoiceTitle = (i: Pick<InvoiceView, 'number'>) => (i.number ? `Invoice ${i.number}` : 'Draft invoice');

export const periodText = (p: { start: string; end: string }) => formatDateRange(p.start, p.end);

export const typeLabel = (t: string) => labelOf('invoiceType', t);

/** Money in the invoice's currency: dollars either way, CAD named ("$1,200.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

export const overdueText = (days: number) => `Overdue ${days} day${days === 1 ? '' : 's'}`;

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Late time: worked in an earlier period than the invoice's ("Late time from the period of Jun 7, 2027"). */
export const lateText = (line: Pick<InvoiceLineView, 'late_period_start'>) =>
  line.late_period_start ? `Late time from the period of ${formatCalendarDate(line.late_period_start)}` : null;

/**
 * Where a line's ledger item comes from: its entry in the timesheet list (that contractor, that day) or
 * its expense. The same link the ledger's item list gives a source (transactions' ledger-format.ts): the
 * lists filter by contractor and date range, so it lands on the source row.
 */
export function traceLinkOf(
  contractor: InvoiceLineView['contractor'],
  item: Pick<InvoiceLineView['items'][number], 'work_date' | 'timesheet_id' | 'expense_id'>,
): { to: string; label: string } | null {
  if (!contractor) return null;
  const day = `contractor_id=${contractor.id}&date_from=${item.work_date}&date_to=${item.work_date}`;
  if (item.timesheet_id) return { to: `/timesheets?${day}`, label: 'Timesheet' };
  if (item.expense_id) return { to: `/expenses?${day}`, label: 'Expense' };
  return null;
}
