import { describe, expect, it } from 'vitest';
import { NO_PARTNER_FLAGS, type AccessSubject, type PartnerFlags } from './capabilities.js';
import { baseLinksFor, computeLinks, covers, initialPage, isPathAllowed, linkOf } from './links.js';
import { buildMenu, buildProfileMenu, type MenuEntry } from './menu.js';
import { isValidRedirect } from './redirects.js';
import { ROUTES, redirectsAway, titleFor } from './route-table.js';
import { isRoleValidFor } from './roles.js';
import { isValidEin, isValidSsn } from './validators.js';
import { USER_TYPES } from './enums.js';

const FLAGS: PartnerFlags = NO_PARTNER_FLAGS;
const s = (
  userType: AccessSubject['userType'],
  role: AccessSubject['role'],
  extra: Partial<AccessSubject> = {},
): AccessSubject => ({
  userType,
  role,
  partner: userType === 'admin' || userType === 'eor' || userType === 'sales_partner' ? null : FLAGS,
  client: null,
  requiresW2Onboard: false,
  ...extra,
});
const labels = (menu: MenuEntry[]) =>
  menu.flatMap((e) => (e.kind === 'group' ? e.children.map((c) => `${e.label}/${c.label}`) : [e.label]));

describe('route table', () => {
  it('has every top-level route of section 2 and unique paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/accounting_accounts',
      '/canada-payroll',
      '/workers_comp_codes',
      '/pay/:id?/success',
      '/create_assignment/:id?',
      '/onboard/sales_partner',
      '/admin/users',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('titles routes as the spec says', () => {
    expect(titleFor('assignments-id')).toBe('Assignment Details');
    expect(titleFor('admin-assignments')).toBe('Onboarding');
    expect(titleFor('gsa_rates')).toBe('GSA Rates');
    expect(titleFor('pto_rules_accruals')).toBe('PTO');
    expect(titleFor('platform_documents')).toBe('Credentialing Documents');
    expect(titleFor('payroll_runs')).toBe('Payroll Runs');
    expect(titleFor('invoices-id')).toBe('Invoices');
    expect(titleFor('developers')).toBeNull();
  });

  it('titles the corp-to-corp pages, so the browser tab does not show only the brand', () => {
    expect(titleFor('corp_to_corps')).toBe('Corp-to-Corps');
    expect(titleFor('corp_to_corps-id')).toBe('Corp-to-Corp');
    expect(ROUTES.find((r) => r.path === '/corp_to_corps')?.title).toBe('Corp-to-Corps');
    expect(ROUTES.find((r) => r.path === '/corp_to_corps/:id')?.title).toBe('Corp-to-Corp');
  });
});

describe('links', () => {
  it('cuts a path at its first parameter', () => {
    expect(linkOf('/invoices/:id')).toBe('/invoices');
    expect(linkOf('/pay/:id?/success')).toBe('/pay');
    expect(linkOf('/jobs/create')).toBe('/jobs/create');
  });

  it('matches segment-wise', () => {
    expect(covers('/contractor', '/contractors')).toBe(false);
    expect(covers('/contractors', '/contractors/12')).toBe(true);
  });

  it('keeps links within base_links for every user type and role', () => {
    for (const t of USER_TYPES) {
      const base = baseLinksFor(t);
      for (const role of ['owner', 'recruiter', 'time_sheet_only', null] as const) {
        for (const l of computeLinks(s(t, role))) expect(base).toContain(l);
      }
    }
  });

  it('gives time_sheet_only users only /timesheets and guards the rest', () => {
    const subject = s('partner', 'time_sheet_only');
    const links = computeLinks(subject);
    expect(links).toEqual(['/timesheets']);
    expect(isPathAllowed('/clients', baseLinksFor('partner'), links)).toBe(false);
    expect(isPathAllowed('/profile', baseLinksFor('partner'), links)).toBe(true);
    expect(initialPage(subject, false)).toBe('/timesheets');
  });

  it('applies grants within base_links and revocations', () => {
    const partner = s('partner', 'owner');
    expect(computeLinks(partner)).not.toContain('/worker_classifications');
    expect(computeLinks(partner, { granted: ['/worker_classifications', '/admin/users'], revoked: [] })).toContain(
      '/worker_classifications',
    );
    expect(computeLinks(partner, { granted: ['/admin/users'], revoked: [] })).not.toContain('/admin/users');
    expect(computeLinks(partner, { granted: [], revoked: ['/invoices'] })).not.toContain('/invoices');
  });

  it('needs the most specific base link: a client without can_create_assignment cannot open /jobs/create', () => {
    const client = s('client', 'owner', {
      client: { can_create_assignment: false, show_contractor_personal: false, requires_signature_for_approval: false },
    });
    const links = computeLinks(client);
    expect(isPathAllowed('/jobs', baseLinksFor('client'), links)).toBe(true);
    expect(isPathAllowed('/jobs/create', baseLinksFor('client'), links)).toBe(false);
  });

  it('sends users to onboarding, then to their dashboard', () => {
    expect(initialPage(s('contractor', null), true)).toBe('/onboard/contractor');
    expect(initialPage(s('admin', 'admin'), true)).toBe('/admin/dashboard');
    expect(initialPage(s('client', 'owner'), false)).toBe('/client/dashboard');
  });
});

describe('menu', () => {
  it('admin', () => {
    expect(labels(buildMenu(s('admin', 'admin'), computeLinks(s('admin', 'admin'))))).toEqual([
      'Dashboard',
      'Users',
      'Onboarding',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Expenses',
      'Entities/Clients',
      'Entities/Contractors',
      'Entities/Partners',
      'Entities/Sales Partners',
      'Services/Rates',
      'Services/Benefits',
      'Services/Notes',
      'Finance/Invoices',
      'Finance/Paychecks',
      'Finance/Reports',
      'Finance/Adjustments',
      'Finance/Distributions',
      'Agreements',
      'Logs/Access Logs',
      'Logs/Service Logs',
    ]);
  });

  it('partner owner and recruiter', () => {
    const owner = s('partner', 'owner');
    expect(labels(buildMenu(owner, computeLinks(owner)))).toEqual([
      'Dashboard',
      'Pricing Calculator',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Clients',
      'Contractors',
      'Expenses',
      'Finance/Invoices',
      'Finance/Paychecks',
      'Finance/Reports',
      'Finance/Adjustments',
      'Finance/Distributions',
      'Agreements',
    ]);
    const recruiter = s('partner', 'recruiter');
    expect(labels(buildMenu(recruiter, computeLinks(recruiter)))).toEqual([
      'Dashboard',
      'Pricing Calculator',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Clients',
      'Contractors',
      'Expenses',
      'Finance/Invoices',
      'Finance/Paychecks',
    ]);
  });

  it('Approvals: partners whose role may see approvals (section 6) and clients, never contractors', () => {
    const docs = s('partner', 'document_verifier');
    expect(labels(buildMenu(docs, computeLinks(docs)))).not.toContain('Approvals');
    const client = s('client', 'manager');
    expect(labels(buildMenu(client, computeLinks(client)))).toContain('Approvals');
    const sheetsOnly = s('client', 'time_sheet_only');
    expect(labels(buildMenu(sheetsOnly, computeLinks(sheetsOnly)))).toEqual(['Timesheets']);
    const ic = s('contractor', null);
    expect(computeLinks(ic)).not.toContain('/approvals');
  });

  it('contractor with and without W-2 onboarding', () => {
    const w2 = s('contractor', null, { requiresW2Onboard: true });
    expect(labels(buildMenu(w2, computeLinks(w2)))).toEqual([
      'Dashboard',
      'Assignments',
      'Timesheets',
      'Expenses',
      'Paychecks',
      'Employee Handbook',
    ]);
    const ic = s('contractor', null);
    // /agreements is among a contractor's links (to sign its own) but not in its menu (sensitive access).
    expect(computeLinks(ic)).toContain('/agreements');
    expect(labels(buildMenu(ic, computeLinks(ic)))).toEqual(['Dashboard', 'Assignments', 'Timesheets', 'Paychecks']);
  });

  it('sales partner: its own record opens, but the menu gains no Sales Partners entry', () => {
    const sales = s('sales_partner', 'owner');
    const links = computeLinks(sales);
    // The link comes from /sales_partners/:id (its own record; the API scopes the id).
    expect(links).toContain('/sales_partners');
    expect(isPathAllowed('/sales_partners/some-id', baseLinksFor('sales_partner'), links)).toBe(true);
    // The list page's role guard still refuses sales partners, so the menu must not offer it.
    expect(ROUTES.find((r) => r.path === '/sales_partners')?.userTypes).toEqual(['admin', 'eor']);
    expect(ROUTES.find((r) => r.path === '/sales_partners/:id')?.userTypes).toContain('sales_partner');
    expect(labels(buildMenu(sales, links))).toEqual([
      'Dashboard',
      'Commission Calculator',
      'Assignments',
      'Entities/Clients',
      'Entities/Contractors',
      'Entities/Partners',
      'Finance/Invoices',
      'Finance/Distributions',
      'Agreements',
    ]);
  });

  it('profile menu by role', () => {
    expect(buildProfileMenu(s('partner', 'owner')).map((e) => e.label)).toEqual([
      'Profile',
      'Manage Team',
      'Payout Methods',
      'Payment Methods',
      'Messages',
      'Settings',
      'Logout',
    ]);
    expect(buildProfileMenu(s('client', 'manager')).map((e) => e.label)).toEqual([
      'Payment Methods',
      'Messages',
      'Settings',
      'Logout',
    ]);
    expect(buildProfileMenu(s('contractor', null)).map((e) => e.label)).toEqual(['Messages', 'Settings', 'Logout']);
  });
});

describe('redirect targets', () => {
  const valid = ['/partners', '/admin/users', '/invoices'];
  it.each([
    ['/partners', true],
    ['/partners/12?tab=a#x', true],
    ['/invoices/9', true],
    ['//evil.example.com', false],
    ['https://evil.example.com', false],
    ['/partners/<script>', false],
    ['/unknown', false],
    ['/partnersx', false],
    ['', false],
  ])('%s → %s', (target, expected) => expect(isValidRedirect(target, valid)).toBe(expected));
});

describe('roles and validators', () => {
  it('roles valid per user type', () => {
    expect(isRoleValidFor('admin', 'admin')).toBe(true);
    expect(isRoleValidFor('admin', 'owner')).toBe(false);
    expect(isRoleValidFor('contractor', null)).toBe(true);
    expect(isRoleValidFor('contractor', 'owner')).toBe(false);
    expect(isRoleValidFor('client', 'time_sheet_only')).toBe(true);
    expect(isRoleValidFor('partner', null)).toBe(false);
  });

  it.each([
    ['123-45-6789', true],
    ['123456789', true],
    ['123 45 6789', true],
    ['000-45-6789', false],
    ['666-45-6789', false],
    ['912-45-6789', false],
    ['123-00-6789', false],
    ['123-45-0000', false],
    ['12-345-6789', false],
  ])('SSN %s → %s', (v, ok) => expect(isValidSsn(v)).toBe(ok));

  it.each([
    ['12-3456789', true],
    ['123456789', true],
    ['12-345678', false],
    ['1-23456789', false],
  ])('EIN %s → %s', (v, ok) => expect(isValidEin(v)).toBe(ok));
});

describe('redirect guards in the menu', () => {
  it('does not offer the pricing calculator to a self-employer partner, whom its guard would bounce', () => {
    const selfEmployer: AccessSubject = { ...s('partner', 'owner'), partner: { ...FLAGS, self_employer: true } };
    expect(labels(buildMenu(selfEmployer, computeLinks(selfEmployer)))).not.toContain('Pricing Calculator');
  });

  it('never accepts a guest page as a post-login target', () => {
    expect(isValidRedirect('/login', [])).toBe(false);
    expect(isValidRedirect('/two_factor?x=1', ['/'])).toBe(false);
  });
});

describe('unknown redirect guard', () => {
  it("fails with 'Unknown middleware' (500)", () => {
    const route = { redirects: ['no_such_guard'] } as unknown as Parameters<typeof redirectsAway>[0];
    expect(() => redirectsAway(route, s('partner', 'owner'))).toThrow('Unknown middleware');
  });
});
