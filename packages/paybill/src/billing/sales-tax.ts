/**
 * Which sales tax a line's work owes (decision 0036): every row in force for the work location's country
 * and state or province on the work date, a product line's own row replacing the general row of the same
 * tax. No row at all, or a taxable row whose rate nobody confirmed, is not guessed: the caller refuses it.
 */
import Decimal from 'decimal.js';
import { lineTax } from './lines.js';

export interface SalesTaxRow {
  id: string;
  country: string;
  jurisdiction: string;
  productLine: string | null;
  taxName: string;
  taxable: boolean;
  ratePercent: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface TaxPlace {
  country: string | null;
  jurisdiction: string | null;
  productLine: string;
  date: string;
}

export type TaxResolution =
  | { kind: 'taxed'; key: string; jurisdiction: string; rows: SalesTaxRow[]; ratePercent: string }
  | { kind: 'refused'; reason: string };

export function resolveSalesTax(rows: readonly SalesTaxRow[], place: TaxPlace): TaxResolution {
  if (!place.country || !place.jurisdiction) {
    return { kind: 'refused', reason: 'A work location has no state or province: add it to tax the work there' };
  }
  const code = `${place.country}-${place.jurisdiction}`;
  const inForce = rows.filter(
    (r) =>
      r.country === place.country &&
      r.jurisdiction === place.jurisdiction &&
      (r.productLine === null || r.productLine === place.productLine) &&
      r.effectiveFrom <= place.date &&
      (r.effectiveTo === null || place.date <= r.effectiveTo),
  );
  // A product line's own row of a tax replaces the general one.
  const chosen = inForce.filter(
    (r) => r.productLine !== null || !inForce.some((o) => o.productLine !== null && o.taxName === r.taxName),
  );
  if (chosen.length === 0) {
    return {
      kind: 'refused',
      reason: `No sales tax row for ${code} on ${place.date}: add one at /sales_taxes (a "not taxable" row if staffing is not taxed there)`,
    };
  }
  const unconfirmed = chosen.find((r) => r.taxable && r.ratePercent === null);
  if (unconfirmed) {
    return {
      kind: 'refused',
      reason: `The ${unconfirmed.taxName} rate for ${code} on ${place.date} is not confirmed: enter it at /sales_taxes`,
    };
  }
  const taxed = chosen.filter((r) => r.taxable);
  const rate = taxed.reduce((a, r) => a.plus(r.ratePercent!), new Decimal(0));
  return {
    kind: 'taxed',
    key: `${code}|${chosen
      .map((r) => r.id)
      .sort()
      .join(',')}`,
    jurisdiction: code,
    rows: taxed,
    ratePercent: rate.toFixed(4),
  };
}

/** A line's tax: each component on the line's amount, rounded half-up per component, then added. */
export function salesTaxOf(amount: Decimal.Value, rows: readonly SalesTaxRow[]): string {
  return rows.reduce((a, r) => a.plus(lineTax(amount, r.ratePercent ?? 0)), new Decimal(0)).toFixed(2);
}
