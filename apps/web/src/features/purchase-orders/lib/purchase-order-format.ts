import type { PurchaseOrderView } from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';

type Measured = Pick<PurchaseOrderView, 'budget_kind' | 'currency'>;

/** Money in the PO's currency: dollars either way, CAD named ("$500.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

/** A quantity in the PO's measure: "12.50 h" for an hours budget, "$1,200.00" for a money one. */
export const inMeasure = (po: Measured, value: string) =>
  po.budget_kind === 'hours' ? `${value} h` : moneyIn(value, po.currency);

/** The progress bar's value (0–100) and colour: red past the budget, orange near it. */
export function usage(po: Pick<PurchaseOrderView, 'percent_used' | 'near_budget' | 'over_budget'>) {
  const value = Math.min(100, Math.max(0, Number(po.percent_used)));
  const color = po.over_budget ? 'red' : po.near_budget ? 'orange' : 'blue';
  return { value, color };
}

/** "Jan 1, 2029 – Dec 31, 2029", or "From Jan 1, 2029" when open-ended. */
export const validity = (po: Pick<PurchaseOrderView, 'starts_on' | 'ends_on'>, format: (d: string) => string) =>
  po.ends_on ? `${format(po.starts_on)} – ${format(po.ends_on)}` : `From ${format(po.starts_on)}`;
