import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { namesMarginPartner } from './assignment-access';

describe('assignment access', () => {
  const names: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('namesMarginPartner for %s', (userType) => {
    expect(namesMarginPartner(toAccessSubject(makeUser({ user_type: userType })))).toBe(names[userType]);
  });
});
