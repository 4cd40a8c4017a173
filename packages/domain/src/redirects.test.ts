import { describe, expect, it } from 'vitest';
import { NO_PARTNER_FLAGS, type AccessSubject } from './capabilities.js';
import { keepQuery, redirectAwayTarget } from './redirects.js';
import { ROUTES } from './route-table.js';

const contractorOf = (selfEmployer: boolean): AccessSubject => ({
  userType: 'contractor',
  role: null,
  partner: { ...NO_PARTNER_FLAGS, self_employer: selfEmployer },
  client: null,
  requiresW2Onboard: false,
});
const payCard = ROUTES.find((r) => r.path === '/contractor/pay_card')!;

describe('a redirect keeps how the app is shown (spec section 2: hide_navigation)', () => {
  it("sends a route's redirect guard to /dashboard with hide_navigation as written, and nothing else", () => {
    expect(redirectAwayTarget(payCard, contractorOf(false), '?hide_navigation=TRUE&page=2')).toBe(
      '/dashboard?hide_navigation=TRUE',
    );
    expect(redirectAwayTarget(payCard, contractorOf(false), '')).toBe('/dashboard');
    expect(redirectAwayTarget(payCard, contractorOf(true), '?hide_navigation=true')).toBeNull();
  });

  it('keeps hide_navigation on any target, the whole query when the target shows the same thing', () => {
    expect(keepQuery('/partner/dashboard', '?hide_navigation=TRUE')).toBe('/partner/dashboard?hide_navigation=TRUE');
    expect(keepQuery('/partner/dashboard', '?hide_navigation=true&tab=open', 'all')).toBe(
      '/partner/dashboard?hide_navigation=true&tab=open',
    );
    expect(keepQuery('/404', '?tab=open')).toBe('/404');
  });

  it("adds to the target's own query and fragment without overriding them", () => {
    expect(keepQuery('/login?redirect=%2Fjobs%3Fpage%3D2', '?hide_navigation=True')).toBe(
      '/login?redirect=%2Fjobs%3Fpage%3D2&hide_navigation=True',
    );
    expect(keepQuery('/jobs?hide_navigation=false#top', '?hide_navigation=true')).toBe(
      '/jobs?hide_navigation=false#top',
    );
    expect(keepQuery('/jobs#top', 'hide_navigation=true')).toBe('/jobs?hide_navigation=true#top');
  });
});
