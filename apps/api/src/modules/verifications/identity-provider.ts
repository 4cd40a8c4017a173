/**
 * Identity verification behind one adapter interface. Only the local sandbox exists today; a real
 * provider (document + selfie checks) implements the same interface and is chosen in
 * `identityProviderFor`. The document number is handed to the provider and never stored by us.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

export interface IdentityCheckInput {
  legalFirstName: string;
  legalLastName: string;
  dateOfBirth: string;
  documentType: string;
  documentNumber: string;
}

export interface IdentityCheckResult {
  status: 'approved' | 'rejected' | 'awaiting_approval';
  reference: string;
  reason: string | null;
}

export interface IdentityProvider {
  readonly name: string;
  verify(input: IdentityCheckInput): Promise<IdentityCheckResult>;
}

const MIN_AGE_YEARS = 16;

function ageOn(dateOfBirth: string, today: Date): number {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The sandbox decides by rule, so every outcome can be reached on purpose: last name "Reject" is
 * rejected, "Review" waits for staff (awaiting_approval), anyone under 16 is rejected, the rest pass.
 */
const sandboxIdentityProvider: IdentityProvider = {
  name: 'sandbox',
  async verify(input) {
    const reference = `sbx_${randomBytes(8).toString('hex')}`;
    const last = input.legalLastName.trim().toLowerCase();
    if (last === 'reject')
      return { status: 'rejected', reference, reason: 'The identity document could not be matched' };
    if (last === 'review')
      return { status: 'awaiting_approval', reference, reason: 'The provider asks for a manual review' };
    if (ageOn(input.dateOfBirth, new Date()) < MIN_AGE_YEARS) {
      return { status: 'rejected', reference, reason: `The person must be at least ${MIN_AGE_YEARS} years old` };
    }
    return { status: 'approved', reference, reason: null };
  },
};

export function identityProviderFor(config: Pick<Config, 'mode'>): IdentityProvider {
  // Production would name its provider here; until one is contracted every mode uses the sandbox.
  void config.mode;
  return sandboxIdentityProvider;
}
