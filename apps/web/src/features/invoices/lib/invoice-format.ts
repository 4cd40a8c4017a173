import { labelOf, type AGING_BUCKETS, type InvoiceLineView, type InvoiceView, type PublicGlobals } from '@app/domain';
import { formatCalendarDate, formatDateRange, formatMoney } from '../../../components/data-list/format';
import { toCents } from '../../../lib/decimal';

export { INVOICE_STATUS_TONES } from '../../../components/invoice-status-tones';

/** A money string that is zero ('0.00'); one that is no amount at all is not. */
export const isZero = (amount: string) => toCents(amount) === 0n;

/** The invoice's title: its number once finalized, else it is a draft. */
/** 'Invoice 1001', 'Credit memo 1005', or 'Draft invoice' before a number is taken. */
export const invoiceTitle = (i: Pick<InvoiceView, 'number'> & Partial<Pick<InvoiceView, 'invoice_type'>>) =>
  !i.number ? 'Draft invoice' : i.invoice_type === 'credit_memo' ? `Credit memo ${i.number}` : `Invoice ${i.number}`;

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

/** A rate as charged, never rounded away: '10.2500' → "10.25%", '9.9750' → "9.975%", '13.0000' → "13%". */
export function percentText(rate: string): string {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  const digits = frac.replace(/0+$/, '');
  return `${String(Number(whole))}${digits ? `.${digits}` : ''}%`;
}

/**
 * How a line was taxed: "Exempt" for a tax-exempt client, else its rate where the work was done
 * ("10.25% · US-WA"); a dash for a line the API taxed nowhere.
 */
export function lineTaxText(line: Pick<InvoiceLineView, 'tax_jurisdiction' | 'tax_rate_percent'>): string {
  if (line.tax_jurisdiction === 'exempt') return 'Exempt';
  if (!line.tax_jurisdiction) return '—';
  return line.tax_rate_percent
    ? `${percentText(line.tax_rate_percent)} · ${line.tax_jurisdiction}`
    : line.tax_jurisdiction;
}

/** The AR aging buckets' headings, by how far past due. */
export const AGING_BUCKET_LABELS: Record<(typeof AGING_BUCKETS)[number], string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_over_90: 'Over 90 days',
};

/** 'late_fee' → "Late fee": a type the settings no longer list still reads as words. */
const humanized = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An adjustment's type as the public globals' adjustment_types label it ("Late fee"). */
export const adjustmentTypeLabel = (types: PublicGlobals['adjustment_types'], value: string) =>
  types.find((t) => t.value === value)?.label ?? humanized(value);
