import { ROLES, USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { editsSalesPartners, mayRevealSalesPartnerTaxId } from './sales-partner-access';

const ALL: readonly (Role | null)[] = [...ROLES, null];
const SENSITIVE: readonly Role[] = ['owner', 'manager', 'finance', 'admin'];

/** For each user type: whether it edits sales partners, and the roles that reveal one's EIN. */
const EXPECTED: Record<UserType, { edits: boolean; reveal: readonly (Role | null)[] }> = {
  admin: { edits: true, reveal: SENSITIVE },
  eor: { edits: true, reveal: SENSITIVE },
  partner: { edits: false, reveal: SENSITIVE },
  sales_partner: { edits: false, reveal: SENSITIVE },
  client: { edits: false, reveal: SENSITIVE },
  // Contractors hold no role in practice; the reveal rule reads the role alone.
  contractor: { edits: false, reveal: SENSITIVE },
};
const cases = USER_TYPES.flatMap((t) => ALL.map((r) => [t, r] as const));

describe('sales partner access: every user type × role', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    const user = makeUser({ user_type: userType, role });
    expect({ edits: editsSalesPartners(user), reveal: mayRevealSalesPartnerTaxId(toAccessSubject(user)) }).toEqual({
      edits: EXPECTED[userType].edits,
      reveal: EXPECTED[userType].reveal.includes(role),
    });
  });
});
