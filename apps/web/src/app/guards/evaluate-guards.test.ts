import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@app/domain';
import { FALLBACK_GLOBALS } from '../../lib/auth/use-public-globals';
import { ONBOARDING_SKIPPED_KEY } from '../../lib/auth/onboarding';
import { makePartner, makeUser } from '../../test/factories';
import { evaluateGuards, type GuardInput } from './evaluate-guards';
import { postLoginTarget } from './post-login-target';

const route = (path: string): RouteDef => {
  const def = ROUTES.find((r) => r.path === path);
  if (!def) throw new Error(`no route ${path}`);
  return def;
};

const input = (over: Partial<GuardInput> & { def: RouteDef }): GuardInput => ({
  pathname: over.def.path,
  search: '',
  user: null,
  globals: FALLBACK_GLOBALS,
  rememberedRedirect: null,
  now: 1_000_000,
  ...over,
});

describe('post-login redirect acceptance', () => {
  const base = { remembered: null, validRedirectUrls: [] as string[], home: '/partner/dashboard' };

  it('goes to a valid query redirect', () => {
    expect(postLoginTarget({ ...base, search: '?redirect=%2Finvoices%2F12%3Ftab%3Dlines' })).toBe(
      '/invoices/12?tab=lines',
    );
  });

  it('falls back to the remembered path, then home', () => {
    expect(postLoginTarget({ ...base, search: '', remembered: '/contractors' })).toBe('/contractors');
    expect(postLoginTarget({ ...base, search: '' })).toBe('/partner/dashboard');
  });

  it('refuses other origins, protocol-relative and script targets', () => {
    for (const bad of ['https://evil.test/x', '//evil.test', 'javascript:alert(1)', '/a\\b', 'invoices']) {
      expect(postLoginTarget({ ...base, search: `?redirect=${encodeURIComponent(bad)}` })).toBe('/partner/dashboard');
    }
  });

  it('accepts only prefixes listed in valid_redirect_urls when there are any', () => {
    const valid = { ...base, validRedirectUrls: ['/invoices'] };
    expect(postLoginTarget({ ...valid, search: '?redirect=/invoices/3' })).toBe('/invoices/3');
    expect(postLoginTarget({ ...valid, search: '?redirect=/contractors' })).toBe('/partner/dashboard');
  });

  it('never sends a user back to a guest page', () => {
    expect(postLoginTarget({ ...base, search: '?redirect=/login' })).toBe('/partner/dashboard');
  });
});

describe('evaluateGuards', () => {
  it('sends signed-out visitors of signed-in pages to /login, remembering the path', () => {
    const out = evaluateGuards(input({ def: route('/contractors'), search: '?page=2' }));
    expect(out).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcontractors%3Fpage%3D2',
      remember: '/contractors?page=2',
    });
  });

  it('sends a user who just logged out to a plain /login', () => {
    expect(evaluateGuards(input({ def: route('/contractors'), signedOutOnPurpose: true }))).toEqual({
      kind: 'redirect',
      to: '/login',
      forgetRemembered: true,
    });
  });

  it('renders guest and public pages for signed-out visitors', () => {
    expect(evaluateGuards(input({ def: route('/login') }))).toEqual({ kind: 'render' });
    expect(evaluateGuards(input({ def: route('/terms') }))).toEqual({ kind: 'render' });
  });

  it('moves a signed-in user off a guest page to the accepted redirect, else home', () => {
    const user = makeUser();
    const withRedirect = evaluateGuards(input({ def: route('/login'), user, search: '?redirect=/invoices' }));
    expect(withRedirect).toMatchObject({ kind: 'redirect', to: '/invoices' });
    const remembered = evaluateGuards(input({ def: route('/login'), user, rememberedRedirect: '/clients' }));
    expect(remembered).toMatchObject({ kind: 'redirect', to: '/clients' });
    const bad = evaluateGuards(input({ def: route('/login'), user, search: '?redirect=https://evil.test' }));
    expect(bad).toMatchObject({ kind: 'redirect', to: '/partner/dashboard' });
    const restricted = evaluateGuards(
      input({
        def: route('/login'),
        user,
        search: '?redirect=/clients',
        globals: { ...FALLBACK_GLOBALS, valid_redirect_urls: ['/invoices'] },
      }),
    );
    expect(restricted).toMatchObject({ kind: 'redirect', to: '/partner/dashboard' });
  });

  it('sends a user of another type to /404 (role guard)', () => {
    const out = evaluateGuards(input({ def: route('/admin/users'), user: makeUser() }));
    expect(out).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('applies the redirect guards', () => {
    const documentVerifier = makeUser({ user_type: 'partner', role: 'document_verifier' });
    expect(evaluateGuards(input({ def: route('/pricing_calculator'), user: documentVerifier }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    const selfEmployer = makeUser({ partner: makePartner({ self_employer: true }) });
    expect(evaluateGuards(input({ def: route('/pricing_calculator'), user: selfEmployer }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    const contractor = makeUser({
      user_type: 'contractor',
      links: ['/contractor/pay_card'],
      base_links: ['/contractor/pay_card'],
      contractor: {
        id: 'c1',
        first_name: 'Casey',
        last_name: 'C',
        classification: 'w-2',
        partner_id: 'p1',
        partner: makePartner({ self_employer: false }),
      },
    });
    expect(evaluateGuards(input({ def: route('/contractor/pay_card'), user: contractor }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends users with open onboarding steps to /onboard/{type} unless skipped in the last 5 minutes', () => {
    const user = makeUser({ requirements: { required: ['w9'], completed: [], requires_w2_onboard: false } });
    const def = route('/contractors');
    expect(evaluateGuards(input({ def, user }))).toEqual({ kind: 'redirect', to: '/onboard/partner' });
    window.localStorage.setItem(ONBOARDING_SKIPPED_KEY, String(1_000_000 - 299_000));
    expect(evaluateGuards(input({ def, user }))).toEqual({ kind: 'render' });
    window.localStorage.setItem(ONBOARDING_SKIPPED_KEY, String(1_000_000 - 300_000));
    expect(evaluateGuards(input({ def, user }))).toEqual({ kind: 'redirect', to: '/onboard/partner' });
  });

  it('never sends admins to onboarding', () => {
    const admin = makeUser({
      user_type: 'admin',
      links: ['/admin/users'],
      requirements: { required: ['w9'], completed: [], requires_w2_onboard: false },
    });
    expect(evaluateGuards(input({ def: route('/admin/users'), user: admin }))).toEqual({ kind: 'render' });
  });

  it('shows Not Found when the path is under a base link the user lacks (access guard)', () => {
    const user = makeUser({ links: ['/clients'] });
    expect(evaluateGuards(input({ def: route('/contractors/:id'), pathname: '/contractors/7', user }))).toEqual({
      kind: 'not-found',
    });
    expect(evaluateGuards(input({ def: route('/clients/:id'), pathname: '/clients/7', user }))).toEqual({
      kind: 'render',
    });
  });
});
