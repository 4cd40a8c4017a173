import { ROLES, USER_TYPES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../lib/auth/access-subject';
import { makeUser } from '../../test/factories';
import { picksClient } from './reference-access';

const cases = USER_TYPES.flatMap((t) => [...ROLES, null].map((r) => [t, r] as const));

describe('reference access: every user type × role', () => {
  it.each(cases)('%s with role %s', (userType, role) => {
    // Only a client's users are held to their own client, whatever their role.
    expect(picksClient(toAccessSubject(makeUser({ user_type: userType, role })))).toBe(userType !== 'client');
  });
});
