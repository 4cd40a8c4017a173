import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { seesCorpToCorpPartner } from './corp-to-corp-access';

describe('corp-to-corp access', () => {
  const sees: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('seesCorpToCorpPartner for %s', (userType) => {
    expect(seesCorpToCorpPartner(makeUser({ user_type: userType }))).toBe(sees[userType]);
  });
});
