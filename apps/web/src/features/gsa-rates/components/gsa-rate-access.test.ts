import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { importsGsaRates } from './gsa-rate-access';

describe('gsa rate access', () => {
  const imports: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('importsGsaRates for %s', (userType) => {
    expect(importsGsaRates(toAccessSubject(makeUser({ user_type: userType })))).toBe(imports[userType]);
  });
});
