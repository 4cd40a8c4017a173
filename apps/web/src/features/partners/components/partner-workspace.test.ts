import { describe, expect, it } from 'vitest';
import { baseLinksFor, computeLinks, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { partnerFilterFor, partnerTabs } from './partner-access';

function withRealLinks(overrides: Partial<CurrentUser>): CurrentUser {
  const user = makeUser(overrides);
  return { ...user, links: computeLinks(toAccessSubject(user)), base_links: baseLinksFor(user.user_type) };
}
const acme = { id: 'p1' };

describe('the partner workspace', () => {
  it('gives staff and the partner’s own users its lists, anyone else the profile only', () => {
    const all = ['profile', 'clients', 'contractors', 'placements', 'invoices'];
    expect(partnerTabs(withRealLinks({ user_type: 'admin', role: 'admin', partner: null }), acme)).toEqual(all);
    expect(partnerTabs(withRealLinks({ user_type: 'partner', role: 'owner' }), acme)).toEqual(all);
    const beaconOwner = withRealLinks({ user_type: 'partner', role: 'owner', partner: { ...makePartner(), id: 'p2' } });
    expect(partnerTabs(beaconOwner, acme)).toEqual(['profile']);
    expect(partnerTabs(withRealLinks({ user_type: 'sales_partner', role: 'owner', partner: null }), acme)).toEqual([
      'profile',
    ]);
  });

  it('names the partner in its lists for staff only: a partner’s own lists are its own', () => {
    expect(partnerFilterFor(makeUser({ user_type: 'eor', role: 'admin' }), 'p1')).toEqual({ partner_id: 'p1' });
    expect(partnerFilterFor(makeUser({ user_type: 'partner', role: 'owner' }), 'p1')).toEqual({});
  });
});
