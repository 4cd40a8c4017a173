/** Column groups several modules' tables share: creation time, money, rates, the employer key, address, tax id, contact. */
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { TAX_ID_TYPES } from '@app/domain';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 14, scale: 4 });

/**
 * Who employs the worker: 'platform' for EOR work, else the self-employer partner's id. Overtime is
 * combined per person × employer × workweek, and each employer keeps its own pay calendar and holidays.
 */
export const employerKey = () => text('employer_key').notNull();

/** The address columns every addressable row carries (spec section 3, Address). */
export const addressColumns = () => ({
  streetAddressLine1: text('street_address_line_1'),
  streetAddressLine2: text('street_address_line_2'),
  city: text('city'),
  state: text('state'),
  zipcode: text('zipcode'),
  country: text('country', { enum: ['US', 'CA'] }),
});

/**
 * A tax id (SSN, EIN, ITIN or SIN), never stored in the clear: AES-256-GCM ciphertext, the last four
 * digits for masked display, and a keyed blind index (HMAC of the normalised digits) for duplicate
 * checks and for linking one person's contractor records (lib/field-crypto.ts).
 */
export const taxIdColumns = () => ({
  taxIdType: text('tax_id_type', { enum: TAX_ID_TYPES }),
  taxIdCiphertext: text('tax_id_ciphertext'),
  taxIdLast4: text('tax_id_last4'),
  taxIdBlindIndex: text('tax_id_blind_index'),
});

/** Contact columns shared by organizations. */
export const contactColumns = () => ({
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
});
