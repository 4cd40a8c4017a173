import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makePartner, makeUser } from '../../../test/factories';
import { dashboardLayoutOf, ownOrganizationPath, showsPtoBalance, type DashboardLayout } from './dashboard-access';

const withOrganization = (userType: UserType, links: string[]) =>
  makeUser({
    user_type: userType,
    links,
    base_links: ['/partners', '/sales_partners'],
    partner: makePartner(),
    sales_partner: { id: 's1', name: 'Summit Referrals' },
  });

/** Whose organization name links to its record, when the user holds that record's link. */
const EXPECTED: Record<UserType, string | null> = {
  admin: null,
  eor: null,
  partner: '/partners/p1',
  sales_partner: '/sales_partners/s1',
  client: null,
  contractor: null,
};

describe('ownOrganizationPath', () => {
  it.each(USER_TYPES)('%s holding the links', (userType) => {
    expect(ownOrganizationPath(withOrganization(userType, ['/partners', '/sales_partners']))).toBe(EXPECTED[userType]);
  });

  it.each(USER_TYPES)('%s without them: no link', (userType) => {
    expect(ownOrganizationPath(withOrganization(userType, []))).toBeNull();
  });
});

/** Which dashboard each user type opens on. */
const LAYOUT: Record<UserType, DashboardLayout> = {
  admin: 'staff',
  eor: 'staff',
  partner: 'partner',
  sales_partner: 'sales_partner',
  client: 'client',
  contractor: 'contractor',
};

describe('dashboardLayoutOf', () => {
  it.each(USER_TYPES)('%s', (userType) => {
    expect(dashboardLayoutOf(userType)).toBe(LAYOUT[userType]);
  });
});

describe('showsPtoBalance', () => {
  const withAccruals = (userType: UserType, links: string[]) =>
    makeUser({ user_type: userType, links, base_links: ['/pto_accruals'] });

  it.each(USER_TYPES)('%s holding /pto_accruals: only a contractor', (userType) => {
    expect(showsPtoBalance(withAccruals(userType, ['/pto_accruals']))).toBe(userType === 'contractor');
  });

  it('a contractor whose accruals link was revoked: no balance', () => {
    expect(showsPtoBalance(withAccruals('contractor', []))).toBe(false);
  });
});
