import { ROLES, USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import {
  isPlatformStaff,
  mayRevealPartnerTaxId,
  partnerEditAccess,
  seesPartnerList,
  type PartnerEditAccess,
} from './partner-access';

const ALL: readonly (Role | null)[] = [...ROLES, null];
const NONE: readonly (Role | null)[] = [];
const SENSITIVE: readonly Role[] = ['owner', 'manager', 'finance', 'admin'];

/**
 * For each user type (a partner user belongs to the partner opened, p1): whether it is staff, how much
 * of p1 it edits (the owner role only counts for p1's own owner), the roles that reveal the EIN, and
 * whether the partners list is for it when it holds the link.
 */
const EXPECTED: Record<
  UserType,
  { staff: boolean; edit: PartnerEditAccess; ownerEdits: boolean; reveal: readonly (Role | null)[]; list: boolean }
> = {
  admin: { staff: true, edit: 'staff', ownerEdits: false, reveal: SENSITIVE, list: true },
  eor: { staff: true, edit: 'staff', ownerEdits: false, reveal: SENSITIVE, list: true },
  partner: { staff: false, edit: 'none', ownerEdits: true, reveal: SENSITIVE, list: false },
  sales_partner: { staff: false, edit: 'none', ownerEdits: false, reveal: NONE, list: true },
  client: { staff: false, edit: 'none', ownerEdits: false, reveal: SENSITIVE, list: true },
  // Contractors hold no role in practice; the reveal rule reads the role alone.
  contractor: { staff: false, edit: 'none', ownerEdits: false, reveal: SENSITIVE, list: true },
};
const cases = USER_TYPES.flatMap((t) => ALL.map((r) => [t, r] as const));

describe('partner access: every user type × role', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    const user = makeUser({ user_type: userType, role, links: ['/partners'] });
    const expected = EXPECTED[userType];
    expect({
      staff: isPlatformStaff(user),
      edit: partnerEditAccess(user, { id: 'p1' }),
      reveal: mayRevealPartnerTaxId(toAccessSubject(user)),
      list: seesPartnerList(user),
    }).toEqual({
      staff: expected.staff,
      edit: expected.ownerEdits && role === 'owner' ? 'owner' : expected.edit,
      reveal: expected.reveal.includes(role),
      list: expected.list,
    });
  });
});

describe('partner access: the row and the links', () => {
  it("a partner's owner edits its own partner (p1) only", () => {
    const owner = makeUser({ user_type: 'partner', role: 'owner', partner: makePartner() });
    expect(partnerEditAccess(owner, { id: 'p1' })).toBe('owner');
    expect(partnerEditAccess(owner, { id: 'p2' })).toBe('none');
  });

  it('without the /partners link nobody gets the list', () => {
    for (const userType of USER_TYPES)
      expect(seesPartnerList(makeUser({ user_type: userType, links: [] }))).toBe(false);
  });
});
