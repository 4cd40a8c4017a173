/**
 * How the company taxes page shows its figures: a rate as the employer entered it, its stored trailing
 * zeros dropped ('2.7000' → "2.7%", '3.8220' → "3.822%"), so a rate is never shown rounded.
 */
export function formatRatePercent(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}${kept ? `.${kept}` : ''}%`;
}

/** A stored rate as a form shows it to edit ('2.7000' → '2.7', '9000.00' → '9000'). */
export const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The years the page offers: last year, this year and the next two. */
export function yearOptions(now: number) {
  return [now - 1, now, now + 1, now + 2].map((y) => ({ value: String(y), label: String(y) }));
}
