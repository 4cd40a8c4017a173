/**
 * The one route table (spec section 2). It drives the web router, page titles, the menu, each
 * user's base_links / links, and the API policy (API routes name a link from here).
 *
 * - `userTypes`: who may open the page at all (others are sent to /404: the role guard). Their
 *   union per user type is that type's base_links.
 * - `capability`: section 6 rules a user must also meet for the link to be in `links`.
 * - `grantOnly`: user types that get the link only by an explicit per-user grant.
 * - `built`: false while a later issue owns the page (it renders its title and an empty state).
 */
import { canSeeBill, isSelfEmployerPartner, type AccessSubject, type Capability } from './capabilities.js';
import type { UserType } from './enums.js';

export type Layout = 'bare' | 'login' | 'narrow' | 'dashboard' | 'iframe';
export type RouteAccess = 'auth' | 'guest' | 'public';
/** Redirect guards of section 2 whose pages the spec leaves open (see docs/decisions/0003). */
export type RedirectGuard = 'needs_bill' | 'not_self_employer' | 'contractor_of_self_employer';

/** Each redirect guard answers "must this user leave the page for /dashboard?". */
export const REDIRECT_GUARDS: Record<RedirectGuard, (s: AccessSubject) => boolean> = {
  needs_bill: (s) => !canSeeBill(s),
  not_self_employer: (s) => isSelfEmployerPartner(s),
  contractor_of_self_employer: (s) => s.userType === 'contractor' && s.partner?.self_employer !== true,
};

export function redirectsAway(route: Pick<RouteDef, 'redirects'>, s: AccessSubject): boolean {
  return (route.redirects ?? []).some((g) => {
    const rule = REDIRECT_GUARDS[g] as ((s: AccessSubject) => boolean) | undefined;
    // A route naming a guard nobody wrote is a programming error: the route error page shows it (spec 8).
    if (!rule) throw Object.assign(new Error('Unknown middleware'), { statusCode: 500 });
    return rule(s);
  });
}

export interface RouteDef {
  path: string;
  name: string;
  /** null: the white-label brand name is the title. */
  title: string | null;
  layout: Layout;
  access: RouteAccess;
  userTypes: readonly UserType[] | 'all';
  capability?: Capability | readonly Capability[];
  grantOnly?: readonly UserType[];
  redirects?: readonly RedirectGuard[];
  built: boolean;
}

const A = 'admin',
  E = 'eor',
  P = 'partner',
  S = 'sales_partner',
  C = 'client',
  K = 'contractor';
const ADMIN_LIKE = [A, E] as const;

/** Route names the spec gives a title-cased title; every other untitled route shows the brand name. */
const TITLE_CASED = new Set(
  'pricing_calculator contractors clients expenses jobs end_clients work_locations departments timesheets licenses payroll_runs paychecks time_off_requests notes invoices reports distributions adjustments payments agreements document_templates approvals profile team payout_methods payment_methods integrations messages notifications settings transactions partners sales_partners paycheck_deductions rates benefits company_taxes holidays screenings logs training permissions forms i9_form contractor_documents client_documents accounting_accounts accounting_mappings bills workers_comp_codes employer_documents onboarding payroll_settings'.split(
    ' ',
  ),
);
const SPEC_TITLES: Record<string, string> = {
  'assignments-id': 'Assignment Details',
  'partner-dashboard': 'Dashboard',
  'admin-dashboard': 'Dashboard',
  'client-dashboard': 'Dashboard',
  'admin-assignments': 'Onboarding',
  'admin-users': 'Users',
  gsa_rates: 'GSA Rates',
  pto_rules_accruals: 'PTO',
  i9_forms: 'I9 Forms',
  platform_documents: 'Credentialing Documents',
  accounting_default_configs: 'Accounting Configs',
  corp_to_corps: 'Corp-to-Corps',
  'corp_to_corps-id': 'Corp-to-Corp',
};

export function titleCase(name: string): string {
  return name
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Title of a route name: the spec's own, a title-cased name, or null (brand name). */
export function titleFor(name: string): string | null {
  if (SPEC_TITLES[name]) return SPEC_TITLES[name];
  // Detail pages share their list's title ('invoices-id' → 'Invoices').
  const base = name.replace(/-(id|create|new)$/, '');
  if (TITLE_CASED.has(name)) return titleCase(name);
  if (base !== name && TITLE_CASED.has(base)) return titleCase(base);
  return null;
}

type Opts = Partial<Omit<RouteDef, 'path' | 'name'>> & { name?: string };

/** Route name as the spec writes it: segments joined by '-', params as 'id'. */
export function routeName(path: string): string {
  if (path === '/') return 'index';
  return path
    .slice(1)
    .split('/')
    .map((seg) => (seg.startsWith(':') ? seg.slice(1).replace('?', '') : seg))
    .join('-');
}

function r(path: string, userTypes: RouteDef['userTypes'], opts: Opts = {}): RouteDef {
  const name = opts.name ?? routeName(path);
  return {
    path,
    name,
    title: opts.title === undefined ? titleFor(name) : opts.title,
    layout: opts.layout ?? 'dashboard',
    access: opts.access ?? 'auth',
    userTypes,
    capability: opts.capability,
    grantOnly: opts.grantOnly,
    redirects: opts.redirects,
    built: opts.built ?? false,
  };
}

/** A list page plus its detail page (`/{name}/:id`), sharing access. */
function withDetail(path: string, userTypes: RouteDef['userTypes'], opts: Opts = {}): RouteDef[] {
  return [r(path, userTypes, opts), r(`${path}/:id`, userTypes, { ...opts, name: undefined })];
}

const guest = (path: string, opts: Opts = {}) =>
  r(path, 'all', { layout: 'login', access: 'guest', built: true, ...opts });
const pub = (path: string, opts: Opts = {}) => r(path, 'all', { layout: 'narrow', access: 'public', ...opts });
const everyone = (path: string, opts: Opts = {}) => r(path, 'all', opts);

export const ROUTES: readonly RouteDef[] = [
  // Entry, guest and public pages.
  everyone('/', { built: true, layout: 'bare' }),
  everyone('/dashboard', { built: true, layout: 'bare' }),
  guest('/login'),
  guest('/forgot_password'),
  guest('/passwordless'),
  guest('/two_factor'),
  pub('/confirm_email', { built: true }),
  pub('/easy_approve', { built: true }),
  pub('/terms', { built: true }),
  pub('/privacy', { built: true }),
  pub('/terms_of_service', { built: true }),
  pub('/help', { built: true }),
  r('/404', 'all', { access: 'public', layout: 'bare', built: true, title: null, name: '404' }),

  // Pages every signed-in user has (outside base_links, so never access-guarded).
  everyone('/profile', { built: true }),
  everyone('/settings', { built: true }),
  everyone('/notifications', { built: true }),
  everyone('/change_password', { built: true }),
  everyone('/consent_settings', { built: true }),
  ...withDetail('/messages', 'all', { built: true }),
  r('/onboard/:userType', 'all', { layout: 'narrow', name: 'onboard-userType', built: true, title: 'Onboarding' }),
  r('/onboard/client', [C], { layout: 'narrow', built: true, title: 'Onboarding' }),
  r('/onboard/contractor', [K], { layout: 'narrow', built: true, title: 'Onboarding' }),
  r('/onboard/partner', [P], { layout: 'narrow', built: true, title: 'Onboarding' }),
  r('/onboard/sales_partner', [S], { layout: 'narrow', built: true, title: 'Onboarding' }),

  // Dashboards.
  r('/admin/dashboard', [A], { built: true }),
  r('/eor/dashboard', [E], { built: true, title: 'Dashboard' }),
  r('/partner/dashboard', [P], { built: true }),
  r('/sales_partner/dashboard', [S], { built: true, title: 'Dashboard' }),
  r('/client/dashboard', [C], { built: true }),
  r('/contractor/dashboard', [K], { built: true, title: 'Dashboard' }),

  // Admin section.
  r('/admin/users', [A], { built: true }),
  r('/admin/assignments', ADMIN_LIKE, { built: true }),
  r('/users/:id?', ADMIN_LIKE, { name: 'users', built: true }),
  r('/logs', [A], { built: true }),

  // Organizations and people.
  r('/partners', [A, E, S], { built: true }),
  // A partner's users open their own partner's record (its owner edits branding and contacts there).
  r('/partners/:id', [A, E, S, P], { built: true }),
  r('/sales_partners', ADMIN_LIKE, { built: true }),
  // A sales partner's users read their own record (the API answers any other id 404); the list
  // stays staff-only, and the menu offers no entry for it (their dashboard links the record).
  r('/sales_partners/:id', [A, E, S], { built: true }),
  // Client users see (and their owner edits) their own record; the API scopes the rows.
  ...withDetail('/clients', [A, E, P, S, C], { built: true }),
  ...withDetail('/contractors', [A, E, P, S, C], { built: true }),
  ...withDetail('/corp_to_corps', [A, E, P], { capability: 'corp_to_corp', built: true }),
  ...withDetail('/end_clients', [A, E, P, C], { built: true }),
  r('/create_partner', ADMIN_LIKE, { built: true }),
  r('/create_sales_partner', ADMIN_LIKE, { built: true }),
  r('/create_client', [A, E, P], { built: true }),
  r('/create_contractor', [A, E, P, C], { capability: 'create_contractors', built: true }),
  r('/referral_partners', [A, E, S], { built: true }),
  r('/team', [E, P, S, C], { capability: 'owner', built: true }),
  r('/permissions', [E, P, S, C], { capability: 'owner', built: true }),
  ...withDetail('/work_locations', [A, E, P, C], { built: true }),
  ...withDetail('/departments', [A, E, P, C], { built: true }),
  ...withDetail('/jobs', [A, E, P, C], { built: true }),
  r('/jobs/create', [A, E, P, C], { capability: 'client_create_assignment', built: true }),
  r('/workers_comp_codes', [A, E, P], { built: true }),
  ...withDetail('/worker_classifications', [A, P], { grantOnly: [P], built: true }),
  r('/worker_classifications/create', [A, P], { grantOnly: [P], built: true }),
  r('/payout_methods', [A, E, P, S], { capability: 'sensitive', built: true }),
  r('/payment_methods', [A, E, P, C], { capability: 'sensitive', built: true }),
  r('/partner/terms_of_service', [P], { built: true }),
  r('/partner_services_agreement', [P], { built: true }),
  r('/client_services_addendum', [C], { built: true }),
  r('/onboarding', [A, E, P], { built: true }),
  r('/direct_deposit', [K], { built: true }),

  // Placements.
  // Listed per type (not 'all') so it is a base link a per-user grant can revoke.
  ...withDetail('/assignments', [A, E, P, S, C, K], { built: true }),
  r('/create_assignment/:id?', [A, E, P, C], {
    capability: 'client_create_assignment',
    name: 'create_assignment',
    built: true,
  }),
  r('/rates', ADMIN_LIKE, { built: true }),
  r('/gsa_rates', [A, E, P], { built: true }),
  r('/pricing_calculator', [A, E, P], {
    capability: 'see_bill',
    redirects: ['needs_bill', 'not_self_employer'],
    built: true,
  }),
  // The paycheck calculator: staff and partner users who see payroll (issue 12); the API refuses the rest.
  r('/calculator', [A, E, P, S], { capability: 'see_payroll', built: true }),
  r('/commission_calculator', [A, E, S], { built: true }),

  // Time, expenses, approvals.
  r('/timesheets', [A, E, P, C, K], { capability: 'input_time', built: true }),
  r('/timesheet_uploads/:id?', [A, E, P, C], { capability: 'input_time', name: 'timesheet_uploads', built: true }),
  r('/contractor/timesheets', [K], { capability: 'input_time', built: true }),
  r('/expenses', [A, E, P, C, K], { capability: 'expenses_menu', built: true }),
  ...withDetail('/approvals', [A, E, P, C], { capability: 'see_approvals', built: true }),
  ...withDetail('/project_codes', [A, E, P, C], { built: true }),
  ...withDetail('/time_off_requests', [A, E, P, C, K], { built: true }),
  r('/holidays', [A, E, P], { built: true }),
  r('/pto_accruals', [A, E, P, K], { built: true }),
  r('/pto_rules_accruals', [A, E, P], { built: true }),
  r('/pto_rules/:id?', [A, E, P], { name: 'pto_rules', built: true }),

  // Billing.
  ...withDetail('/invoices', [A, E, P, S, C], { capability: 'see_bill', built: true }),
  ...withDetail('/payments', [A, E, P, C], { capability: 'see_bill', built: true }),
  r('/pay/:id?', [A, E, P, C], { name: 'pay', layout: 'narrow', built: true }),
  r('/pay/:id?/success', [A, E, P, C], { name: 'pay-success', layout: 'narrow', built: true }),
  ...withDetail('/purchase_orders', [A, E, P, C], { built: true }),
  ...withDetail('/adjustments', [A, E, P], { capability: 'sensitive', built: true }),
  ...withDetail('/transactions', [A, E, P], { capability: 'employer_books', built: true }),
  r('/transaction_items', [A, E, P], { capability: 'employer_books', built: true }),
  r('/bills', [A, E, P], { capability: 'see_bill', built: true }),
  ...withDetail('/sales_taxes', ADMIN_LIKE, { built: true }),
  ...withDetail('/distributions', [A, E, P, S], { capability: 'sensitive', built: true }),

  // Payroll.
  ...withDetail('/payroll_runs', [A, E, P], { capability: 'see_payroll', built: true }),
  // The issued paychecks (issue 13): a contractor reads its own, on /paychecks or /paychecks_lite.
  r('/paychecks', [A, E, P, K], { capability: 'see_paychecks', built: true }),
  r('/paychecks/:id', [A, E, P, K], { capability: 'see_paychecks', built: true }),
  r('/paychecks_lite', [K], { built: true }),
  ...withDetail('/paycheck_deductions', [A, E, P], { capability: 'see_payroll', built: true }),
  r('/payroll_settings', [A, E, P], { capability: 'employer_books', built: true }),
  // A self-funded partner's payroll funding accounts (issue 13, decision 0051).
  r('/payroll_bank_accounts', [A, E, P], { capability: 'payroll_bank_accounts', built: true }),
  // An employer's FEIN, state registrations, SUTA and workers' comp rates (issue 12, decision 0044).
  r('/company_taxes', [A, E, P], { capability: 'company_taxes', built: true }),
  r('/canada-payroll', [A, E, P], { capability: ['see_payroll', 'canada'], built: true }),
  r('/contractor/pay_card', [K], { redirects: ['contractor_of_self_employer'], built: true }),

  // Benefits, services, documents.
  ...withDetail('/benefits', ADMIN_LIKE, { built: true }),
  r('/contractor/benefits', [K], { capability: 'w2_contractor', built: true }),
  r('/contractor/employee_handbook', [K], { capability: 'w2_contractor', built: true }),
  r('/employee_handbook', [A, E, P], { built: true }),
  r('/notes', ADMIN_LIKE, { built: true }),
  // A contractor reads and signs its own agreements (issue 15, decision 0069).
  ...withDetail('/agreements', [A, E, P, S, C, K], { capability: 'see_agreements', built: true }),
  r('/document_templates', [A, E, P], { built: true }),
  // Documents (issue 15, decision 0070).
  r('/contractor_documents', [A, E, P, K], { built: true }),
  r('/client_documents', [A, E, P, C], { built: true }),
  r('/employer_documents', [A, E, P], { built: true }),
  r('/platform_documents', [A, E, P], { built: true }),
  // Staff and partners build and assign forms; a client or contractor user opens /forms and /forms/:id
  // for the forms assigned to it, to fill them in (issue 15, decision 0077).
  ...withDetail('/forms', [A, E, P, C, K], { built: true }),
  r('/forms/new', [A, E, P], { built: true }),
  ...withDetail('/i9_forms', [A, E, P], { capability: 'document_verifier', built: true }),
  r('/verifications', [A, E, P], { capability: 'document_verifier', built: true }),
  ...withDetail('/screenings', [A, E, P, C], { built: true }),
  r('/training', [A, E, P, K], { built: true }),
  r('/labor_posters', [A, E, P, K], { built: true }),
  r('/licenses', ADMIN_LIKE, { built: true }),
  // Reviews and review types (issue 15, decision 0075).
  ...withDetail('/reviews', [A, E, P], { built: true }),
  r('/reviews/create', [A, E, P], { built: true }),
  ...withDetail('/review_types', ADMIN_LIKE, { built: true }),

  // Reports and data.
  ...withDetail('/reports', [A, E, P], { capability: 'sensitive', built: true }),
  r('/report_schedules/:id?', [A, E, P], { capability: 'sensitive', name: 'report_schedules', built: true }),
  r('/data_export', [A, E, P], { capability: 'export', built: true }),

  // Integrations and accounting.
  ...withDetail('/integrations', [A, E, P], { built: true }),
  r('/integrations/complete/checkr', [A, E, P], { built: true }),
  r('/developers', [A, E, P], { built: true }),
  // Accounting integrations (decision 0091): staff, and a partner's users with sensitive access.
  r('/accounting_accounts', [A, E, P], { capability: 'sensitive', built: true }),
  r('/accounting_auth', [A, E, P], { capability: 'sensitive', built: true }),
  r('/accounting_default_configs', [A, E, P], { capability: 'sensitive', built: true }),
  r('/accounting_mappings', [A, E, P], { capability: 'sensitive', built: true }),
];
