/**
 * Exact decimal arithmetic for amounts the API sends as decimal strings ('1234.5000'): whole cents
 * in a bigint, never a binary float, the same half-up rounding to cents as @app/domain's currency
 * format and @app/paybill's `sumMoney` (every amount is rounded to cents before it is added, so a
 * total is the sum of the amounts as shown).
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal string (or a finite number) as whole cents, half-up away from zero; null when it is no number. */
export function toCents(amount: string | number): bigint | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(6) : '') : amount.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) return null;
  const [, sign, whole = '', frac = ''] = m;
  const padded = (frac + '000').slice(0, 3);
  let cents = BigInt(whole || '0') * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign === '-' ? -cents : cents;
}

/** Whole cents as a decimal string with two places: -12345n → '-123.45'. */
export function centsToDecimal(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The exact sum of decimal amounts, to cents ('0.10' + '0.20' → '0.30'); blanks and non-numbers count nothing. */
export function sumMoney(amounts: Iterable<string | number | null | undefined>): string {
  let total = 0n;
  for (const a of amounts) {
    if (a === null || a === undefined || a === '') continue;
    total += toCents(a) ?? 0n;
  }
  return centsToDecimal(total);
}
