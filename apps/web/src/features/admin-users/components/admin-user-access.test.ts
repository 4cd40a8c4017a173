import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { canBeActedAs, mayActAs, mayToggleActive } from './admin-user-access';

const target = (user_type: UserType, id = 'u2') => ({ id, user_type });

describe('admin user access', () => {
  it.each(USER_TYPES)('%s', (userType) => {
    const admin = userType === 'admin';
    expect(canBeActedAs(target(userType))).toBe(!admin);
    expect(mayActAs(makeUser({ user_type: userType }))).toBe(admin);
    // An eor toggles anyone but an admin; an admin toggles anyone.
    expect(mayToggleActive(makeUser({ user_type: 'eor' }), target(userType))).toBe(!admin);
    expect(mayToggleActive(makeUser({ user_type: 'admin' }), target(userType))).toBe(true);
  });

  it('an admin already acting as someone does not act again', () => {
    const actual_user = { id: 'a0', email: 'a@demo.test', first_name: 'A', last_name: 'Admin' };
    expect(mayActAs(makeUser({ user_type: 'admin', actual_user }))).toBe(false);
  });

  it('nobody toggles themselves', () => {
    expect(mayToggleActive(makeUser({ user_type: 'admin', id: 'u1' }), target('partner', 'u1'))).toBe(false);
  });
});
