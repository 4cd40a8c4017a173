import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { seesAssessmentPartner } from './worker-classification-access';

describe('worker classification access', () => {
  const sees: Record<UserType, boolean> = {
    admin: true,
    eor: false,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('seesAssessmentPartner for %s', (userType) => {
    expect(seesAssessmentPartner(makeUser({ user_type: userType }))).toBe(sees[userType]);
  });
});
