/** How a revealed tax id reads: the digits grouped as the type is written on paper. */
import type { TaxIdType } from '@app/domain';

export function formatTaxId(type: TaxIdType, digits: string): string {
  if (!/^\d{9}$/.test(digits)) return digits;
  switch (type) {
    case 'ein':
      return `${digits.slice(0, 2)}-${digits.slice(2)}`;
    case 'sin':
      return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    default:
      return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
}
