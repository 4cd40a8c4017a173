import { describe, expect, it } from 'vitest';
import type { Role, UserType } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { changesPayoutMethods, showsPayoutOwner } from './payout-method-access';

const subjectOf = (userType: UserType, role: Role | null) => toAccessSubject(makeUser({ user_type: userType, role }));

describe('payout method access', () => {
  it.each([
    ['partner', 'owner', true],
    ['partner', 'finance', true],
    ['sales_partner', 'manager', true],
    ['eor', 'admin', true],
    ['admin', 'admin', false],
  ] as const)('%s %s changes payout methods: %s (and sees the owner column otherwise)', (type, role, changes) => {
    const s = subjectOf(type, role);
    expect(changesPayoutMethods(s)).toBe(changes);
    expect(showsPayoutOwner(s)).toBe(!changes);
  });
});
