import {
  ACH_RETURN_CODES,
  labelOf,
  type AchReturnCode,
  type EnumValue,
  type PaymentAllocationView,
  type PaymentView,
} from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';
import type { StatusTone } from '../../../components/status-badge';
import { toCents } from '../../../lib/decimal';

/** Money in the payment's currency: dollars either way, CAD named ("$1,250.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

/** More than zero cents ('0.01'); zero, a negative amount or no amount at all is not. */
export const isPositive = (amount: string | null | undefined) => (amount ? (toCents(amount) ?? 0n) > 0n : false);

/** How much of the cash is applied: fully, in part, or not yet (unapplied). */
export const ALLOCATION_STATUS_TONES: Record<EnumValue<'paymentAllocationStatus'>, StatusTone> = {
  allocated: 'success',
  partially_allocated: 'progress',
  pending: 'warning',
};

export const methodLabel = (method: string) => labelOf('paymentMethod', method);

/** A bank return code with what it means: "R01 · Insufficient funds". */
export const returnCodeText = (code: string) =>
  code in ACH_RETURN_CODES ? `${code} · ${ACH_RETURN_CODES[code as AchReturnCode]}` : code;

/** The return code options, each with its description. */
export const RETURN_CODE_OPTIONS = (Object.keys(ACH_RETURN_CODES) as AchReturnCode[]).map((code) => ({
  value: code,
  label: returnCodeText(code),
}));

/** The payment's title: its amount and who paid ("$1,250.00 from Initech"). */
export const paymentTitle = (p: Pick<PaymentView, 'amount' | 'currency' | 'client'>) =>
  `Payment of ${moneyIn(p.amount, p.currency)} from ${p.client.name}`;

/** A reversing row (an unallocation or a return) undoes an earlier allocation; its amount is negative. */
export const isReversal = (a: Pick<PaymentAllocationView, 'reverses_allocation_id'>) =>
  a.reverses_allocation_id !== null;

/** An allocation still standing: applied cash that no reversing row has undone. */
export const isStanding = (a: Pick<PaymentAllocationView, 'reverses_allocation_id' | 'reversed' | 'amount'>) =>
  !isReversal(a) && !a.reversed && isPositive(a.amount);

/** The confirmation a return asks for (the API reverses, reopens and e-mails in one go). */
export const RETURN_CONFIRM_TEXT =
  'Mark this payment returned? Its allocations are reversed and the invoices reopen; the client is e-mailed.';
