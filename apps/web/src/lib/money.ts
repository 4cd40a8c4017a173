/**
 * Money display (spec section 9) comes from @app/domain so server documents and screens agree;
 * this adds only the brand's currency symbol from public globals.
 */
import { formatCurrency, formatCurrencyShort } from '@app/domain';
import { usePublicGlobals } from './auth/use-public-globals';

export { formatCurrency, formatCurrencyShort };

export const DEFAULT_CURRENCY = 'usd';
export const DEFAULT_SYMBOL = '$';

/** The symbol of `currency` among the platform currencies, '$' when unknown. */
export function useCurrencySymbol(currency: string = DEFAULT_CURRENCY): string {
  const globals = usePublicGlobals();
  return globals.platform_currencies.find((c) => c.currency === currency)?.symbol ?? DEFAULT_SYMBOL;
}
