/**
 * Currency display (spec section 9): symbol defaults to $, currency usd, 2 decimals, thousands
 * separators; the short form switches to k above 999. Amounts arrive as decimal strings.
 */
export function formatCurrency(amount: string | number, symbol = '$'): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return `${symbol}0.00`;
  const sign = n < 0 ? '-' : '';
  const body = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}${symbol}${body}`;
}

export function formatCurrencyShort(amount: string | number, symbol = '$'): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (Math.abs(n) > 999) {
    const k = Math.abs(n) / 1000;
    return `${n < 0 ? '-' : ''}${symbol}${k.toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
  }
  return formatCurrency(n, symbol);
}
