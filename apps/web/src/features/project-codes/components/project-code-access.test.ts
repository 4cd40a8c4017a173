import { ROLES, USER_TYPES, type Role, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { canManageProjectCodes } from './project-code-access';

const ALL: readonly (Role | null)[] = [...ROLES, null];
const MANAGING: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];

/** For each user type, the roles that keep project codes (clients only read them). */
const MANAGES: Record<UserType, readonly (Role | null)[]> = {
  admin: ALL,
  eor: ALL,
  partner: MANAGING,
  sales_partner: [],
  client: [],
  contractor: [],
};
const cases = USER_TYPES.flatMap((t) => ALL.map((r) => [t, r] as const));

describe('project code access: every user type × role', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    expect(canManageProjectCodes(toAccessSubject(makeUser({ user_type: userType, role })))).toBe(
      MANAGES[userType].includes(role),
    );
  });
});
