import type { InvoiceStatus, InvoiceView, PaymentMethodView } from '@app/domain';
import { formatDateRange, formatMoney } from '../../../components/data-list/format';
import { sumMoney, toCents } from '../../../lib/decimal';

/** Money in its currency: dollars either way, CAD named ("$1,200.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

export const cents = (amount: string | null | undefined) => (amount ? (toCents(amount) ?? 0n) : 0n);

export const periodText = (p: { start: string; end: string }) => formatDateRange(p.start, p.end);

/** "Invoice 1001" once numbered; a draft is never paid, but is named all the same. */
export const invoiceName = (i: Pick<InvoiceView, 'number'>) => (i.number ? `Invoice ${i.number}` : 'Draft invoice');

/** The statuses an invoice may be paid in: finalized and not paid in full (nor void or written off). */
const PAYABLE: readonly InvoiceStatus[] = ['open', 'partially_paid'];

/** Whether the invoice can be paid now: open or partly paid, with something still owed. */
export const isPayable = (i: Pick<InvoiceView, 'status' | 'remaining_amount'>) =>
  PAYABLE.includes(i.status) && cents(i.remaining_amount) > 0n;

/** Why an invoice cannot be paid, in the payer's words. */
export const notPayableText = (i: Pick<InvoiceView, 'status'>) =>
  i.status === 'paid'
    ? 'This invoice is paid in full. Thank you!'
    : i.status === 'draft'
      ? 'This invoice is not final yet: it can be paid once it is sent to you.'
      : 'This invoice is closed: there is nothing to pay on it.';

/** "First Bank · Checking ****6789" (the one wording of a saved bank account, components/bank-accounts). */
export { accountText } from '../../../components/bank-accounts/bank-account-format';

/** The bank's identifier and the holder: "Routing 021000021 · Globex Corporation". */
export const accountDetailText = (m: Pick<PaymentMethodView, 'kind' | 'routing' | 'account_holder'>) =>
  `${m.kind === 'us_bank' ? 'Routing' : 'Institution-transit'} ${m.routing} · ${m.account_holder}`;

export const CURRENCY_NAMES: Record<string, string> = { usd: 'US dollars', cad: 'Canadian dollars' };
export const currencyName = (c: string) => CURRENCY_NAMES[c.toLowerCase()] ?? c.toUpperCase();

/** What is owed per currency (dollars and Canadian dollars never add): US dollars first. */
export function balancesOf<I extends { currency: string; remaining_amount: string }>(invoices: I[]) {
  const currencies = [...new Set(invoices.map((i) => i.currency.toLowerCase()))].sort((a, b) =>
    a === 'usd' ? -1 : b === 'usd' ? 1 : a.localeCompare(b),
  );
  return currencies.map((currency) => {
    const of = invoices.filter((i) => i.currency.toLowerCase() === currency);
    return { currency, balance: sumMoney(of.map((i) => i.remaining_amount)), invoices: of };
  });
}

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
