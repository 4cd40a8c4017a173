import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { asksCodeToAdd, choosesAccountClient, showsClientColumn } from './payment-method-access';

const subjectOf = (userType: UserType) => toAccessSubject(makeUser({ user_type: userType }));

describe('payment method access', () => {
  const table: Record<
    UserType,
    { choosesClient: boolean; clientColumn: boolean; codeForSecond: boolean; codeForFirst: boolean }
  > = {
    admin: { choosesClient: true, clientColumn: true, codeForSecond: false, codeForFirst: false },
    eor: { choosesClient: true, clientColumn: true, codeForSecond: false, codeForFirst: false },
    partner: { choosesClient: true, clientColumn: true, codeForSecond: false, codeForFirst: false },
    sales_partner: { choosesClient: true, clientColumn: true, codeForSecond: false, codeForFirst: false },
    client: { choosesClient: false, clientColumn: false, codeForSecond: true, codeForFirst: false },
    contractor: { choosesClient: true, clientColumn: true, codeForSecond: false, codeForFirst: false },
  };
  it.each(USER_TYPES)('%s', (userType) => {
    const s = subjectOf(userType);
    expect({
      choosesClient: choosesAccountClient(s),
      clientColumn: showsClientColumn(s),
      codeForSecond: asksCodeToAdd(s, 1),
      codeForFirst: asksCodeToAdd(s, 0),
    }).toEqual(table[userType]);
  });

  it('says nothing about a code while the accounts are still loading', () => {
    expect(asksCodeToAdd(subjectOf('client'), null)).toBe(false);
  });
});
