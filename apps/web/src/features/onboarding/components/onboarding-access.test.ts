import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { seesOnboardingPartner } from './onboarding-access';

describe('onboarding access', () => {
  const sees: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: true,
    client: true,
    contractor: true,
  };
  it.each(USER_TYPES)('seesOnboardingPartner for %s', (userType) => {
    expect(seesOnboardingPartner(makeUser({ user_type: userType }))).toBe(sees[userType]);
  });
});
