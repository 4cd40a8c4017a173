import { describe, expect, it } from 'vitest';
import { baseLinksFor } from '../../links.js';
import { linkPlacements, MENU_GROUP, OTHER_PAGES_GROUP } from './link-groups.js';

describe('permission groups', () => {
  it('places every base link of a partner exactly once', () => {
    const placed = linkPlacements('partner');
    expect(placed.map((p) => p.link).sort()).toEqual(baseLinksFor('partner'));
  });

  it('groups links as the partner menu does', () => {
    const byLink = Object.fromEntries(linkPlacements('partner').map((p) => [p.link, p]));
    expect(byLink['/clients']).toEqual({ link: '/clients', label: 'Clients', group: MENU_GROUP });
    expect(byLink['/invoices']).toMatchObject({ label: 'Invoices', group: 'Finance' });
    expect(byLink['/worker_classifications']).toMatchObject({ group: OTHER_PAGES_GROUP });
  });

  it('puts clients under Entities for the sales partner, as its menu does', () => {
    const byLink = Object.fromEntries(linkPlacements('sales_partner').map((p) => [p.link, p]));
    expect(byLink['/clients']).toMatchObject({ group: 'Entities' });
  });
});
