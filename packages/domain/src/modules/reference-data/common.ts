/** Pieces every reference-data contract shares: names, ids, the row's owners, the archive flag. */
import { z } from 'zod';
import { addressSchemaWith, type Address } from '../../address.js';

export const optionalId = (message: string) => z.string().uuid(message).nullable();

/** Who owns a row: every reference row belongs to one partner, most also to one of its clients. */
export const ownerRefSchema = z.object({ id: z.string(), name: z.string() });
export type OwnerRef = z.infer<typeof ownerRefSchema>;

/** An address as answers carry it: the output of the shared address rules. */
export type AddressView = Address;

/** Staff (admin, eor) name the partner of a new row unless its client already decides it. */
export const partnerIdField = z.string().uuid('Choose a partner').optional();

/** A ZIP+4 typed without its hyphen (or with a space): accepted so the verifier can propose the hyphen. */
export const LOOSE_US_ZIP = /^\d{5}([- ]?\d{4})?$/;

/**
 * A work location's address: the shared US/Canada rules, except that a 9-digit ZIP without its
 * hyphen is accepted as input. The address verifier then proposes the hyphenated form (spec
 * section 8, suggested address); nothing else about the address is looser.
 */
export const verifiableAddressSchema = addressSchemaWith({ zip: LOOSE_US_ZIP });

/** Query-string booleans: `active=true` / `active=false`. */
export const booleanFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const isIanaTimeZone = (zone: string) => {
  try {
    // Intl refuses unknown IANA names with a RangeError.
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const timezoneSchema = z
  .string()
  .trim()
  .min(1, 'Time zone is required')
  .refine(isIanaTimeZone, 'Choose a time zone such as America/Chicago');
