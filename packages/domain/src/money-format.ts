/**
 * Currency display (spec section 9): symbol defaults to $, currency usd, 2 decimals, thousands
 * separators; the short form switches to k above 999. Amounts arrive as decimal strings and are
 * formatted from their digits (half-up to cents), never through a binary float.
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function toCents(amount: string | number): bigint | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(6) : '') : amount.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) return null;
  const [, sign, whole, frac = ''] = m;
  const padded = (frac + '000').slice(0, 3);
  let cents = BigInt(whole || '0') * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign === '-' ? -cents : cents;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatCurrency(amount: string | number, symbol = '$'): string {
  const cents = toCents(amount) ?? 0n;
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${cents < 0n ? '-' : ''}${symbol}${group(whole)}.${frac}`;
}

export function formatCurrencyShort(amount: string | number, symbol = '$'): string {
  const cents = toCents(amount) ?? 0n;
  const abs = cents < 0n ? -cents : cents;
  if (abs <= 99_900n) return formatCurrency(amount, symbol);
  // Thousands with one decimal, half-up: 1,550.00 → 1.6k.
  const tenthsOfK = (abs + 5_000n) / 10_000n;
  const whole = group((tenthsOfK / 10n).toString());
  const tenth = tenthsOfK % 10n;
  return `${cents < 0n ? '-' : ''}${symbol}${whole}${tenth === 0n ? '' : `.${tenth}`}k`;
}
