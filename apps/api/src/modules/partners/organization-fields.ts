/**
 * Column ⇄ answer mapping for the contact, address and EIN fields partners and sales partners
 * share. Tax ids go in through lib/tax-id.ts and come out masked only.
 */
import type { Address, MaskedTaxId, TaxIdInput } from '@app/domain';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { maskedTaxIdOf, taxIdColumnsOf } from '../../lib/tax-id.js';

interface OrganizationColumns {
  contactName: string | null;
  contactEmail: string | null;
  phone: string | null;
  streetAddressLine1: string | null;
  streetAddressLine2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: 'US' | 'CA' | null;
  taxIdType: MaskedTaxId['type'] | null;
  taxIdLast4: string | null;
  taxIdCiphertext: string | null;
  taxIdBlindIndex: string | null;
}

export function addressOf(row: OrganizationColumns): Address | null {
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

export function contactViewOf(row: OrganizationColumns) {
  return {
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    phone: row.phone,
    address: addressOf(row),
  };
}

export const maskedTaxIdView = (row: OrganizationColumns): MaskedTaxId | null => maskedTaxIdOf(row);

export function addressColumnsOf(address: Address | null) {
  return {
    streetAddressLine1: address?.street_address_line_1 ?? null,
    streetAddressLine2: address?.street_address_line_2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zipcode: address?.zipcode ?? null,
    country: address?.country ?? null,
  };
}

interface ContactChanges {
  contact_name?: string | null | undefined;
  contact_email?: string | null | undefined;
  phone?: string | null | undefined;
  address?: Address | null | undefined;
  tax_id?: TaxIdInput | null | undefined;
}

/** The columns to write for the contact fields present in `changes` (absent ones stay as they are). */
export function contactColumnsOf(crypto: FieldCrypto, changes: ContactChanges) {
  return {
    ...(changes.contact_name !== undefined && { contactName: changes.contact_name }),
    ...(changes.contact_email !== undefined && { contactEmail: changes.contact_email }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.address !== undefined && addressColumnsOf(changes.address)),
    ...(changes.tax_id !== undefined && taxIdColumnsOf(crypto, changes.tax_id)),
  };
}
