/**
 * Addresses (spec section 3): US (state, ZIP or ZIP+4) and Canada (province, postal code A1A 1A1).
 * The work location's state or province drives tax jurisdiction, so both are closed lists.
 */
import { z } from 'zod';

const option = (value: string, label: string) => ({ value, label });

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
  ['GU', 'Guam'],
  ['VI', 'U.S. Virgin Islands'],
  ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'],
].map(([v, l]) => option(v!, l!));

export const CA_PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([v, l]) => option(v!, l!));

export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];

/** ZIP or ZIP+4 (primer section 8). */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
/** Canada Post: no D, F, I, O, Q, U anywhere; no W or Z first. */
export const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A Canadian postal code as Canada Post prints it: uppercase, one space. */
export const normalizePostalCode = (code: string) => {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
};

/**
 * The US/Canada address rules, with the pattern a US ZIP must match as the one knob: `US_ZIP`
 * for stored addresses, a looser one where a verifier proposes the canonical form afterwards
 * (work locations). Messages and issue paths are the same whatever the pattern.
 */
export const addressSchemaWith = ({ zip }: { zip: RegExp }) =>
  z
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
      if (a.country === 'US' && !zip.test(a.zipcode)) {
        ctx.addIssue({ code: 'custom', path: ['zipcode'], message: 'ZIP code must be 12345 or 12345-6789' });
      }
      if (a.country === 'CA' && !CA_POSTAL.test(a.zipcode)) {
        ctx.addIssue({ code: 'custom', path: ['zipcode'], message: 'Postal code must look like A1A 1A1' });
      }
    })
    .transform((a) => ({ ...a, zipcode: a.country === 'CA' ? normalizePostalCode(a.zipcode) : a.zipcode }));

export const addressSchema = addressSchemaWith({ zip: US_ZIP });
export type Address = z.output<typeof addressSchema>;

/** An address as answers show it (stored already normalized: no rules, nothing transformed). */
export const addressViewSchema = z.object({
  street_address_line_1: z.string(),
  street_address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.enum(COUNTRIES),
}) satisfies z.ZodType<Address>;
