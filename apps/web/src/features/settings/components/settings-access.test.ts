import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makePartner, makeUser } from '../../../test/factories';
import { overridesPartnerOf } from './settings-access';

describe('settings access', () => {
  // makeUser gives owners (admins for admin, no role for contractors); every user here holds a partner record.
  const sees: Record<UserType, boolean> = {
    admin: false,
    eor: false,
    partner: true,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('overridesPartnerOf for %s', (userType) => {
    const partner = makePartner();
    const found = overridesPartnerOf(makeUser({ user_type: userType, partner }));
    expect(found).toBe(sees[userType] ? partner : null);
  });

  it("only the partner's owner", () => {
    expect(overridesPartnerOf(makeUser({ user_type: 'partner', role: 'manager' }))).toBeNull();
  });
});
