import { USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { mayCreatePtoRules, readsOwnAccruals } from './pto-access';

const subjectOf = (userType: UserType, role?: Role | null) =>
  toAccessSubject(makeUser({ user_type: userType, ...(role !== undefined ? { role } : {}) }));

describe('pto access', () => {
  // makeUser gives owners (admins for admin, no role for contractors).
  const table: Record<UserType, { create: boolean; own: boolean }> = {
    admin: { create: true, own: false },
    eor: { create: true, own: false },
    partner: { create: true, own: false },
    sales_partner: { create: false, own: false },
    client: { create: false, own: false },
    contractor: { create: false, own: true },
  };
  it.each(USER_TYPES)('%s', (userType) => {
    const s = subjectOf(userType);
    expect({ create: mayCreatePtoRules(s), own: readsOwnAccruals(s) }).toEqual(table[userType]);
  });

  it('a partner creates rules only with a payroll role', () => {
    expect(mayCreatePtoRules(subjectOf('partner', 'finance'))).toBe(true);
    expect(mayCreatePtoRules(subjectOf('partner', 'recruiter_sourcer'))).toBe(false);
  });
});
