import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { mayRequestTimeOff, requestsOwnTimeOff } from './time-off-access';

const subjectOf = (userType: UserType) => toAccessSubject(makeUser({ user_type: userType }));

describe('time-off access', () => {
  const table: Record<UserType, { request: boolean; own: boolean }> = {
    admin: { request: true, own: false },
    eor: { request: true, own: false },
    partner: { request: true, own: false },
    sales_partner: { request: false, own: false },
    client: { request: false, own: false },
    contractor: { request: true, own: true },
  };
  it.each(USER_TYPES)('%s', (userType) => {
    const s = subjectOf(userType);
    expect({ request: mayRequestTimeOff(s), own: requestsOwnTimeOff(s) }).toEqual(table[userType]);
  });
});
