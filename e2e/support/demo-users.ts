/**
 * The demo logins seeded by apps/api/src/db/seed/demo.ts and what each one must see.
 *
 * The menus are written out by hand on purpose (spec section 2, "Navigation menu by user type"):
 * the tests also compute them with @app/domain's buildMenu, and a change to the rules there shows
 * up as a difference against these lists.
 */
export const DEMO_PASSWORD = 'demo-password';

/** A top-level menu link, or a group with its links in order. */
export type MenuShape = (string | { group: string; links: string[] })[];

export interface DemoUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The page the user lands on after signing in. */
  home: string;
  /** The full navigation menu; null when the landing page has no navigation (onboarding). */
  menu: MenuShape | null;
}

const FINANCE_ALL = { group: 'Finance', links: ['Invoices', 'Paychecks', 'Reports', 'Adjustments', 'Distributions'] };

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Admin',
    home: '/admin/dashboard',
    menu: [
      'Dashboard',
      'Users',
      'Onboarding',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Expenses',
      { group: 'Entities', links: ['Clients', 'Contractors', 'Partners', 'Sales Partners'] },
      { group: 'Services', links: ['Rates', 'Benefits', 'Notes'] },
      FINANCE_ALL,
      'Agreements',
      { group: 'Logs', links: ['Access Logs', 'Service Logs'] },
    ],
  },
  {
    key: 'eor',
    email: 'eor@demo.test',
    firstName: 'Evan',
    lastName: 'Eor',
    home: '/eor/dashboard',
    menu: [
      'Dashboard',
      'Onboarding',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Expenses',
      { group: 'Entities', links: ['Clients', 'Contractors', 'Partners', 'Sales Partners'] },
      { group: 'Services', links: ['Rates', 'Benefits', 'Notes'] },
      FINANCE_ALL,
      'Agreements',
    ],
  },
  {
    key: 'partner',
    email: 'partner@demo.test',
    firstName: 'Paula',
    lastName: 'Partner',
    home: '/partner/dashboard',
    menu: [
      'Dashboard',
      'Pricing Calculator',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Clients',
      'Contractors',
      'Expenses',
      FINANCE_ALL,
      'Agreements',
    ],
  },
  {
    // Recruiter: sees bills and payroll, not sensitive data (no Reports, Adjustments,
    // Distributions, Agreements).
    key: 'recruiter',
    email: 'recruiter@demo.test',
    firstName: 'Rita',
    lastName: 'Recruiter',
    home: '/partner/dashboard',
    menu: [
      'Dashboard',
      'Pricing Calculator',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Clients',
      'Contractors',
      'Expenses',
      { group: 'Finance', links: ['Invoices', 'Paychecks'] },
    ],
  },
  {
    // time_sheet_only (not a contractor): Timesheets and nothing else.
    key: 'timesheets',
    email: 'timesheets@demo.test',
    firstName: 'Tim',
    lastName: 'Sheets',
    home: '/timesheets',
    menu: ['Timesheets'],
  },
  {
    // Self-employer partner: /pricing_calculator redirects a self-employer to /dashboard
    // (docs/decisions/0003), so the menu does not offer it.
    key: 'partner2',
    email: 'partner2@demo.test',
    firstName: 'Bea',
    lastName: 'Beacon',
    home: '/partner/dashboard',
    menu: [
      'Dashboard',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Clients',
      'Contractors',
      'Expenses',
      FINANCE_ALL,
      'Agreements',
    ],
  },
  {
    key: 'sales',
    email: 'sales@demo.test',
    firstName: 'Sally',
    lastName: 'Sales',
    home: '/sales_partner/dashboard',
    menu: [
      'Dashboard',
      'Commission Calculator',
      'Assignments',
      { group: 'Entities', links: ['Clients', 'Contractors', 'Partners'] },
      { group: 'Finance', links: ['Invoices', 'Distributions'] },
      'Agreements',
    ],
  },
  {
    key: 'client',
    email: 'client@demo.test',
    firstName: 'Clara',
    lastName: 'Client',
    home: '/client/dashboard',
    menu: [
      'Dashboard',
      'Assignments',
      'Timesheets',
      'Approvals',
      'Expenses',
      { group: 'Finance', links: ['Invoices'] },
      'Agreements',
    ],
  },
  {
    // W-2 contractor of Acme: Expenses and Employee Handbook come with W-2 onboarding. It opens its own
    // agreements from the mail (no menu entry: the menu's Agreements is for sensitive access).
    key: 'contractor',
    email: 'contractor@demo.test',
    firstName: 'Casey',
    lastName: 'Contractor',
    home: '/contractor/dashboard',
    menu: ['Dashboard', 'Assignments', 'Timesheets', 'Expenses', 'Paychecks', 'Employee Handbook'],
  },
  {
    key: 'newhire',
    email: 'newhire@demo.test',
    firstName: 'Nina',
    lastName: 'Newhire',
    home: '/onboard/contractor',
    menu: null,
  },
];

export function demoUser(key: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No demo user '${key}'`);
  return user;
}

/** Signs in with the second factor (Acme manager). */
export const SECURE_USER = {
  email: 'secure@demo.test',
  firstName: 'Sam',
  lastName: 'Secure',
  home: '/partner/dashboard',
} as const;

export const PLATFORM_BRAND = 'Staffwise';
export const ACME_BRAND = 'Acme Staffing';
