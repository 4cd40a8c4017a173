import type { DashboardAmount, DashboardFigure, DashboardItem } from '@app/domain';
import { formatCalendarDate, formatMoney, formatNumber } from '../../../components/data-list/format';

/** Dollars plain, any other currency named after the amount ("$1,200.00", "$3,016.00 CAD"). */
export const moneyText = (a: DashboardAmount) =>
  a.currency.toLowerCase() === 'usd' ? formatMoney(a.amount) : `${formatMoney(a.amount)} ${a.currency.toUpperCase()}`;

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

/**
 * The amounts worth showing: dollars first, a currency at zero left out beside one that is not
 * ("$1,720.00", not "$0.00 CAD · $1,720.00"); all at zero shows one zero.
 */
export function shownAmounts(amounts: DashboardAmount[]): DashboardAmount[] {
  const sorted = [...amounts].sort((a, b) => (a.currency === 'usd' ? -1 : b.currency === 'usd' ? 1 : 0));
  const nonZero = sorted.filter((a) => !isZero(a.amount));
  return nonZero.length > 0 ? nonZero : sorted.slice(0, 1);
}

/** A figure's main value: its money, else its hours, else its count, else its date. */
export function figureValue(f: DashboardFigure): string {
  if (f.amounts.length > 0) return shownAmounts(f.amounts).map(moneyText).join(' · ');
  if (f.hours !== null) return `${f.hours} h`;
  if (f.count !== null) return formatNumber(f.count);
  return f.date ? formatCalendarDate(f.date) : '—';
}

/** What a figure counts, by its key's first word (time entries, invoices …). */
const NOUNS: Record<string, [string, string]> = {
  pending: ['time entry', 'time entries'],
  time: ['time entry', 'time entries'],
  overdue: ['invoice', 'invoices'],
  open: ['invoice', 'invoices'],
  distributions: ['distribution', 'distributions'],
  commissions: ['commission', 'commissions'],
};

const counted = (f: DashboardFigure, n: number) => {
  const [one, many] = NOUNS[f.key.split('_')[0]!] ?? ['item', 'items'];
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
};

/** What the value does not say: the count behind money or hours, the next date behind a count. */
export function figureDetail(f: DashboardFigure): string | null {
  const parts: string[] = [];
  if ((f.amounts.length > 0 || f.hours !== null) && f.count !== null) parts.push(counted(f, f.count));
  if (f.amounts.length > 0 && f.hours !== null) parts.push(`${f.hours} h`);
  if (f.date) parts.push(`next ${formatCalendarDate(f.date)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A listed record's second line: its day with what the day is ("Due Nov 25, 2026"), then its detail. */
export function itemLine(item: DashboardItem): string | null {
  const day = item.date ? `${item.date_label ?? ''} ${formatCalendarDate(item.date)}`.trim() : null;
  return [day, item.detail].filter(Boolean).join(' · ') || null;
}
