import { CA_PROVINCES, labelOf, US_STATES, type SalesTaxView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';

/** A rate as charged, never rounded away: '8.2500' → "8.25%", '9.9750' → "9.975%", '5.0000' → "5%". */
export function percentText(rate: string | null | undefined): string {
  if (rate === null || rate === undefined || rate.trim() === '') return '—';
  const [whole = '0', frac = ''] = rate.trim().split('.');
  const digits = frac.replace(/0+$/, '');
  return `${String(Number(whole))}${digits ? `.${digits}` : ''}%`;
}

/** The state's or province's name ("Washington"), or the code itself when the lists do not hold it. */
export function jurisdictionName(row: Pick<SalesTaxView, 'country' | 'jurisdiction'>): string {
  const regions = row.country === 'US' ? US_STATES : CA_PROVINCES;
  return regions.find((r) => r.value === row.jurisdiction)?.label ?? row.jurisdiction;
}

/** "Washington (WA)". */
export const jurisdictionText = (row: Pick<SalesTaxView, 'country' | 'jurisdiction'>) =>
  `${jurisdictionName(row)} (${row.jurisdiction})`;

export const COUNTRY_LABELS: Record<SalesTaxView['country'], string> = { US: 'United States', CA: 'Canada' };

export const COUNTRY_OPTIONS = (Object.keys(COUNTRY_LABELS) as SalesTaxView['country'][]).map((value) => ({
  value,
  label: COUNTRY_LABELS[value],
}));

/** A row for every product line (null) or one only ("EOR"). */
export const productLineText = (line: SalesTaxView['product_line']) =>
  line === null ? 'All product lines' : labelOf('productLine', line);

/** The row's title: "Sales tax · Washington (WA)". */
export const salesTaxTitle = (row: Pick<SalesTaxView, 'country' | 'jurisdiction' | 'tax_name'>) =>
  `${row.tax_name} · ${jurisdictionText(row)}`;

/** What the row charges: its rate, "Not taxable", or that the rate is still to be confirmed. */
export function chargeText(row: Pick<SalesTaxView, 'taxable' | 'rate_percent' | 'needs_rate'>): string {
  if (!row.taxable) return 'Not taxable';
  if (row.needs_rate) return 'Rate needed';
  return percentText(row.rate_percent);
}

/** "Oct 1, 2025 – open" or "Jan 1, 2024 – Mar 31, 2025". */
export const effectiveText = (row: Pick<SalesTaxView, 'effective_from' | 'effective_to'>) =>
  `${formatCalendarDate(row.effective_from)} – ${row.effective_to ? formatCalendarDate(row.effective_to) : 'open'}`;

/** Why a rated row is never changed in place: said wherever a rate is entered or a row ended. */
export const NEVER_RERATED_TEXT =
  'A rated row is never re-rated: invoices already taxed at it keep pointing at what it said. A new rate is a new row from the day it starts, and the old row ends the day before.';
