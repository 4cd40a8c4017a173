/**
 * Column ⇄ answer mapping for the contact, address and EIN fields partners and sales partners
 * share, and the owner they may invite when created. Addresses go through lib/address-columns.ts,
 * tax ids through lib/tax-id.ts (in encrypted, out masked only).
 */
import type { Address, TaxIdInput } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { addressColumnsOf, addressViewOf } from '../../lib/address-columns.js';
import { taxIdColumnsOf } from '../../lib/tax-id.js';
import { insertOwnerUser } from './organization-owners.repository.js';

interface ContactColumns {
  contactName: string | null;
  contactEmail: string | null;
  phone: string | null;
  streetAddressLine1: string | null;
  streetAddressLine2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: 'US' | 'CA' | null;
}

export function contactViewOf(row: ContactColumns) {
  return {
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    phone: row.phone,
    address: addressViewOf(row),
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

interface OwnerInvite {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The owner user of a new organization (inside its create transaction), or undefined when none
 * was invited. It has no password yet: the invite mailed after commit sets one.
 */
export async function insertInvitedOwner(
  tx: DbOrTx,
  invite: OwnerInvite | undefined,
  organization: { partnerId: string } | { salesPartnerId: string },
) {
  if (!invite) return undefined;
  return insertOwnerUser(
    tx,
    { email: invite.email, firstName: invite.first_name, lastName: invite.last_name },
    organization,
  );
}
