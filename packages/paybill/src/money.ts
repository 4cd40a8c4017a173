import Decimal from 'decimal.js';

/** Half-up rounding to cents (primer section 7): every line is rounded before it is summed. */
export function roundHalfUp(value: Decimal.Value, places = 2): Decimal {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/**
 * An amount already written with exactly two places ("12.30", "-0.50"), as the database and this module
 * answer money, in whole cents; undefined for anything else (more places, a number, an exponent), which
 * goes through Decimal. A run sums tens of thousands of such amounts: integers are exact and a Decimal
 * per amount was most of its arithmetic's time. Sums stay exact while they are safe integers (below
 * 2^53 cents, about 90 trillion); past that the callers fall back to Decimal.
 */
const TWO_PLACES = /^(-?)(0|[1-9]\d{0,12})\.(\d\d)$/;
export function centsOf(value: Decimal.Value): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = TWO_PLACES.exec(value);
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -cents : cents;
}

/** Whole cents as a money string ("-0.05"); a zero is "0.00", as a Decimal sum of zeros prints. */
export function fromCents(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A money amount as the API returns it: a decimal string with two places. */
export function money(value: Decimal.Value): string {
  const cents = centsOf(value);
  // "-0.00" prints as "0.00", as Decimal prints it.
  if (cents !== undefined) return cents === 0 ? '0.00' : (value as string);
  return roundHalfUp(value).toFixed(2);
}

/** Σ of amounts each rounded half-up to the cent first; in whole cents when every amount has two places. */
export function sumMoney(values: readonly Decimal.Value[]): string {
  let cents = 0;
  for (const v of values) {
    const c = centsOf(v);
    cents += c ?? Number.NaN;
    if (!Number.isSafeInteger(cents)) {
      return money(values.reduce<Decimal>((acc, x) => acc.plus(roundHalfUp(x)), new Decimal(0)));
    }
  }
  return fromCents(cents);
}
