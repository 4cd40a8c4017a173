import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { sendsApprovalEmails } from './approval-access';

describe('approval access', () => {
  const sends: Record<UserType, boolean> = {
    admin: true,
    eor: true,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: false,
  };
  it.each(USER_TYPES)('sendsApprovalEmails for %s', (userType) => {
    expect(sendsApprovalEmails(toAccessSubject(makeUser({ user_type: userType })))).toBe(sends[userType]);
  });
});
