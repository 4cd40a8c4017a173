import { ROLES, USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makePartner, makeUser } from '../../../test/factories';
import { clientEditAccess, type ClientEditAccess } from './client-access';

const ALL: readonly (Role | null)[] = [...ROLES, null];
const MANAGING: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];

/** For each user type: the roles that change all of a client, and whether its owner changes its own client's basics. */
const EXPECTED: Record<UserType, { full: readonly (Role | null)[]; ownerOfOwn: boolean }> = {
  admin: { full: ALL, ownerOfOwn: false },
  eor: { full: ALL, ownerOfOwn: false },
  partner: { full: MANAGING, ownerOfOwn: false },
  sales_partner: { full: [], ownerOfOwn: false },
  client: { full: [], ownerOfOwn: true },
  contractor: { full: [], ownerOfOwn: false },
};
const cases = USER_TYPES.flatMap((t) => ALL.map((r) => [t, r] as const));
const globex = {
  id: 'c1',
  name: 'Globex',
  partner_id: 'p1',
  can_create_assignment: false,
  show_contractor_personal: false,
  requires_signature_for_approval: false,
  partner: makePartner(),
};

describe('client edit access: every user type × role (client users belong to c1)', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    const user = makeUser({ user_type: userType, role, client: userType === 'client' ? globex : null });
    const expected = EXPECTED[userType];
    const access: ClientEditAccess = expected.full.includes(role)
      ? 'full'
      : expected.ownerOfOwn && role === 'owner'
        ? 'owner'
        : 'none';
    expect(clientEditAccess(user, { id: 'c1' })).toBe(access);
  });

  it("a client's owner changes nothing of another client", () => {
    const owner = makeUser({ user_type: 'client', role: 'owner', client: globex });
    expect(clientEditAccess(owner, { id: 'c2' })).toBe('none');
  });
});
