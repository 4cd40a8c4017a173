/**
 * The one mapping between the address columns every addressed row carries (clients, partners,
 * contractors, corp-to-corps, work locations, end clients) and the contract's address object.
 */
import type { Address } from '@app/domain';

export interface AddressColumns {
  streetAddressLine1: string | null;
  streetAddressLine2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: Address['country'] | null;
}

/** The stored address, or null when it is incomplete (nothing half-filled is ever shown). */
export function addressViewOf(row: AddressColumns): Address | null {
  if (!row.streetAddressLine1 || !row.city || !row.state || !row.zipcode || !row.country) return null;
  return {
    street_address_line_1: row.streetAddressLine1,
    street_address_line_2: row.streetAddressLine2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
  };
}

/** The column values of an address (or all null), for inserts and updates. */
export function addressColumnsOf(address: Address | null): AddressColumns {
  return {
    streetAddressLine1: address?.street_address_line_1 ?? null,
    streetAddressLine2: address?.street_address_line_2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zipcode: address?.zipcode ?? null,
    country: address?.country ?? null,
  };
}
