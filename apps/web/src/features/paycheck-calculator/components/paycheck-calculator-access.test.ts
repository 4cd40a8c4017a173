import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { choosesEmployer } from './paycheck-calculator-access';

const subjectOf = (userType: UserType) => toAccessSubject(makeUser({ user_type: userType }));

describe('paycheck calculator access', () => {
  const table: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('%s', (userType) => {
    expect(choosesEmployer(subjectOf(userType))).toBe(table[userType]);
  });
});
