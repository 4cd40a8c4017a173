/** Pieces every reference-data contract shares: names, ids, the row's owners, the archive flag. */
import { z } from 'zod';
import { CA_POSTAL, CA_PROVINCES, COUNTRIES, normalizePostalCode, US_STATES } from '../../address.js';

export const optionalId = (message: string) => z.string().uuid(message).nullable();

/** Who owns a row: every reference row belongs to one partner, most also to one of its clients. */
export interface OwnerRef {
  id: string;
  name: string;
}

export interface AddressView {
  street_address_line_1: string;
  street_address_line_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: 'US' | 'CA';
}

/** Staff (admin, eor) name the partner of a new row unless its client already decides it. */
export const partnerIdField = z.string().uuid('Choose a partner').optional();

/** A ZIP+4 typed without its hyphen (or with a space): accepted so the verifier can propose the hyphen. */
export const LOOSE_US_ZIP = /^\d{5}([- ]?\d{4})?$/;

/**
 * A work location's address: the shared US/Canada rules, except that a 9-digit ZIP without its
 * hyphen is accepted as input. The address verifier then proposes the hyphenated form (spec
 * section 8, suggested address); nothing else about the address is looser.
 */
export const verifiableAddressSchema = z
  .object({
    street_address_line_1: z.string().trim().min(1, 'Street address is required').max(200),
    street_address_line_2: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: z.string().trim().toUpperCase(),
    zipcode: z.string().trim(),
    country: z.enum(COUNTRIES),
  })
  .superRefine((a, ctx) => {
    const regions = a.country === 'US' ? US_STATES : CA_PROVINCES;
    if (!regions.some((r) => r.value === a.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: a.country === 'US' ? 'Choose a US state' : 'Choose a Canadian province or territory',
      });
    }
    if (a.country === 'US' && !LOOSE_US_ZIP.test(a.zipcode)) {
      ctx.addIssue({ code: 'custom', path: ['zipcode'], message: 'ZIP code must be 12345 or 12345-6789' });
    }
    if (a.country === 'CA' && !CA_POSTAL.test(a.zipcode)) {
      ctx.addIssue({ code: 'custom', path: ['zipcode'], message: 'Postal code must look like A1A 1A1' });
    }
  })
  .transform((a) => ({ ...a, zipcode: a.country === 'CA' ? normalizePostalCode(a.zipcode) : a.zipcode }));
export type VerifiableAddress = z.output<typeof verifiableAddressSchema>;

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
