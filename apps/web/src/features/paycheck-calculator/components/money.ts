import { formatMoney } from '../../../components/data-list/format';

/** How amounts in `currency` read: "$" for US dollars, else the code ahead ("GBP 4,000.00"). */
export const currencySymbol = (currency: string) => (currency === 'USD' ? '$' : `${currency} `);

/** A formatter of amounts in `currency`. */
export const moneyIn =
  (currency: string) =>
  (amount: string | null | undefined): string =>
    formatMoney(amount, currencySymbol(currency));
