import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { entersOwnExpenses, setsFlags } from './expense-access';

describe('expense access', () => {
  const own: Record<UserType, boolean> = {
    admin: false,
    eor: false,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: true,
  };
  it.each(USER_TYPES)('%s', (userType) => {
    const s = toAccessSubject(makeUser({ user_type: userType }));
    expect(entersOwnExpenses(s)).toBe(own[userType]);
    expect(setsFlags(s)).toBe(!own[userType]);
  });
});
