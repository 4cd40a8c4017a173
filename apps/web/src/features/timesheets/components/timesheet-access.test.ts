import { USER_TYPES, type CurrentUser, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { isOwnTime, keepsOwnTime, listOpensOnPending } from './timesheet-access';

const contractorRecord = (id: string): CurrentUser['contractor'] => ({
  id,
  first_name: 'Cora',
  last_name: 'Contractor',
  classification: 'w-2',
  partner_id: 'p1',
  partner: makePartner(),
});
const subjectOf = (userType: UserType) => toAccessSubject(makeUser({ user_type: userType }));

describe('timesheet access', () => {
  const keeps: Record<UserType, boolean> = {
    admin: false,
    eor: false,
    partner: false,
    sales_partner: false,
    client: false,
    contractor: true,
  };
  it.each(USER_TYPES)('keepsOwnTime for %s', (userType) => {
    expect(keepsOwnTime(subjectOf(userType))).toBe(keeps[userType]);
  });

  it.each(USER_TYPES)('listOpensOnPending for %s: only a client', (userType) => {
    expect(listOpensOnPending(subjectOf(userType))).toBe(userType === 'client');
  });

  it('isOwnTime: only a contractor, and only for its own contractor record', () => {
    const me = makeUser({ user_type: 'contractor', contractor: contractorRecord('k1') });
    expect(isOwnTime(toAccessSubject(me), me, 'k1')).toBe(true);
    expect(isOwnTime(toAccessSubject(me), me, 'k2')).toBe(false);
    expect(isOwnTime(toAccessSubject(me), me, null)).toBe(false);
    const partner = makeUser({ user_type: 'partner', contractor: contractorRecord('k1') });
    expect(isOwnTime(toAccessSubject(partner), partner, 'k1')).toBe(false);
  });
});
