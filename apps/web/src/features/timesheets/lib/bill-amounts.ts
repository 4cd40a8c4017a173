import type { ApprovalGroupView } from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';

type Amounts = NonNullable<ApprovalGroupView['bill_amounts']>;

/** A week's bill per currency: "$2,112.00" in dollars, "CAD $1,040.00" in another currency (decision 0108). */
export function formatBillAmounts(amounts: Amounts | undefined): string {
  if (!amounts || amounts.length === 0) return '—';
  return amounts
    .map((a) => (a.currency === 'usd' ? formatMoney(a.amount) : `${a.currency.toUpperCase()} ${formatMoney(a.amount)}`))
    .join(' · ');
}

/** The amounts as the page total sums them: one group per currency, named in capitals. */
export const billAmountLines = (g: ApprovalGroupView) =>
  g.bill_amounts?.map((a) => ({ group: a.currency.toUpperCase(), amount: a.amount }));

/** "2 weeks (7 entries)". */
export function weeksNoun(weeks: readonly ApprovalGroupView[]): string {
  const entries = weeks.reduce((s, w) => s + w.pending_ids.length, 0);
  return `${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'} (${entries} ${entries === 1 ? 'entry' : 'entries'})`;
}
