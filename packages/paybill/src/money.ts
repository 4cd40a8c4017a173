import Decimal from 'decimal.js';

/** Half-up rounding to cents (primer section 7): every line is rounded before it is summed. */
export function roundHalfUp(value: Decimal.Value, places = 2): Decimal {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** A money amount as the API returns it: a decimal string with two places. */
export function money(value: Decimal.Value): string {
  return roundHalfUp(value).toFixed(2);
}

export function sumMoney(values: readonly Decimal.Value[]): string {
  return money(values.reduce<Decimal>((acc, v) => acc.plus(roundHalfUp(v)), new Decimal(0)));
}
