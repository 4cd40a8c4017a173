import { labelOf, type AdjustmentView, type EnumValue, type PublicGlobals } from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';
import type { StatusTone } from '../../../components/status-badge';

/** Money in the adjustment's currency: dollars either way, CAD named ("-$50.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

/** Where the adjustment is: waiting for an invoice run, on a draft invoice, on a finalized one, or void. */
export const ADJUSTMENT_STATUS_TONES: Record<EnumValue<'adjustmentStatus'>, StatusTone> = {
  pending: 'warning',
  charged: 'progress',
  invoiced: 'info',
  void: 'neutral',
};

export type AdjustmentTypes = PublicGlobals['adjustment_types'];

/** 'late_fee' → "Late fee": a type the settings no longer list still reads as words. */
const humanized = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The type's label from the public globals' adjustment_types ("Late fee"). */
export const typeLabelOf = (types: AdjustmentTypes, value: string) =>
  types.find((t) => t.value === value)?.label ?? humanized(value);

export const directionLabel = (direction: string) => labelOf('adjustmentDirection', direction);

/** "Credit of $50.00 to Initech" or "Charge of $120.00 to Initech". */
export const adjustmentTitle = (a: Pick<AdjustmentView, 'direction' | 'amount' | 'currency' | 'payer'>) =>
  `${a.direction === 'credit' ? 'Credit' : 'Charge'} of ${moneyIn(a.amount, a.currency)} to ${a.payer.name}`;

/** An invoice as a link names it: its number once finalized, else a draft. */
export const invoiceName = (i: { number: string | null }) => (i.number ? `Invoice ${i.number}` : 'Draft invoice');

export const CURRENCY_OPTIONS = [
  { value: 'usd', label: 'USD' },
  { value: 'cad', label: 'CAD' },
];

/** The confirmation a void asks for: a pending adjustment only, never charged afterwards. */
export const VOID_CONFIRM_TEXT =
  'A void adjustment is never charged to an invoice. Nothing is deleted: it stays listed as void, with the reason.';
