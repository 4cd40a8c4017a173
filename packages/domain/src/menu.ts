/**
 * The navigation menu and profile menu (spec section 2), computed from the user's links so the
 * menu never shows a page the access guard would refuse.
 */
import { canSeeSensitive, isOwner, isTimeSheetOnly, type AccessSubject } from './capabilities.js';
import { USER_TYPES, type UserType } from './enums.js';
import { allowsUserType, covers, linkOf } from './links.js';
import { ROUTES, redirectsAway } from './route-table.js';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: string;
}
export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: string;
  children: MenuLink[];
}
export interface MenuAction {
  kind: 'action';
  label: string;
  action: 'logout';
  icon: string;
}
export type MenuEntry = MenuLink | MenuGroup;

interface ItemDef {
  label: string;
  to: string;
  icon: string;
  /** Menu-level user types (the spec's "partner", "eor, admin"...); the link check comes on top. */
  for?: readonly UserType[];
}

const link = (d: ItemDef): MenuLink => ({ kind: 'link', label: d.label, to: d.to, icon: d.icon });
const pathOf = (to: string) => to.split('?')[0]!;

/** Every user type but the contractor, which holds no role and so never sensitive access. */
const STAFF_OF_ANY_KIND = USER_TYPES.filter((t) => t !== 'contractor');

function visible(d: ItemDef, s: AccessSubject, links: readonly string[]): boolean {
  if (d.for && !d.for.includes(s.userType)) return false;
  const path = pathOf(d.to);
  // A page whose redirect guard would bounce this user is not offered in the menu either.
  const route = ROUTES.find((r) => linkOf(r.path) === path && r.redirects);
  if (route && redirectsAway(route, s)) return false;
  // A link can come from a detail page alone (a sales partner holds '/sales_partners' for its own
  // record): the listed page itself must admit the user type, or its role guard would bounce them.
  const page = ROUTES.find((r) => r.path === path);
  if (page && !allowsUserType(page, s.userType)) return false;
  return links.some((l) => covers(l, path));
}

function group(label: string, icon: string, items: ItemDef[], s: AccessSubject, links: readonly string[]) {
  const children = items.filter((d) => visible(d, s, links)).map(link);
  return children.length ? ({ kind: 'group', label, icon, children } satisfies MenuGroup) : null;
}

export function buildMenu(s: AccessSubject, links: readonly string[]): MenuEntry[] {
  if (isTimeSheetOnly(s)) {
    return links.includes('/timesheets') ? [link({ label: 'Timesheets', to: '/timesheets', icon: 'clock' })] : [];
  }
  const t = s.userType;
  const entries: (MenuEntry | null)[] = [];
  const add = (d: ItemDef) => entries.push(visible(d, s, links) ? link(d) : null);

  entries.push(link({ label: 'Dashboard', to: `/${t}/dashboard`, icon: 'dashboard' }));
  add({ label: 'Users', to: '/admin/users', icon: 'users', for: ['admin'] });
  add({ label: 'Onboarding', to: '/admin/assignments?status=live', icon: 'checklist' });
  add({ label: 'Pricing Calculator', to: '/pricing_calculator', icon: 'calculator', for: ['partner'] });
  add({ label: 'Commission Calculator', to: '/commission_calculator', icon: 'calculator', for: ['sales_partner'] });
  add({ label: 'Assignments', to: '/assignments', icon: 'briefcase' });
  add(
    t === 'contractor'
      ? { label: 'Timesheets', to: '/contractor/timesheets', icon: 'clock' }
      : { label: 'Timesheets', to: '/timesheets', icon: 'clock' },
  );
  // Whoever may see the queue (section 6's see-approvals, and clients: decision 0090) finds it by its time.
  add({ label: 'Approvals', to: '/approvals', icon: 'checks' });
  add({ label: 'Clients', to: '/clients', icon: 'building', for: ['partner'] });
  add({ label: 'Contractors', to: '/contractors', icon: 'id', for: ['partner'] });
  add({ label: 'Expenses', to: '/expenses', icon: 'receipt' });
  entries.push(
    group(
      'Entities',
      'sitemap',
      [
        { label: 'Clients', to: '/clients', icon: 'building' },
        { label: 'Contractors', to: '/contractors', icon: 'id' },
        { label: 'Partners', to: '/partners', icon: 'handshake' },
        { label: 'Sales Partners', to: '/sales_partners', icon: 'chart' },
      ].map((d) => ({ ...d, for: ['eor', 'sales_partner', 'admin'] as const })),
      s,
      links,
    ),
  );
  entries.push(
    group(
      'Services',
      'tools',
      [
        { label: 'Rates', to: '/rates', icon: 'percent' },
        { label: 'Benefits', to: '/benefits', icon: 'heart' },
        { label: 'Notes', to: '/notes', icon: 'notes' },
      ].map((d) => ({ ...d, for: ['eor', 'admin'] as const })),
      s,
      links,
    ),
  );
  entries.push(
    group(
      'Finance',
      'cash',
      [
        {
          label: 'Invoices',
          to: '/invoices',
          icon: 'invoice',
          for: ['client', 'partner', 'eor', 'sales_partner', 'admin'],
        },
        { label: 'Paychecks', to: '/paychecks', icon: 'wallet', for: ['partner', 'eor', 'admin'] },
        { label: 'Reports', to: '/reports', icon: 'report', for: ['partner', 'eor', 'admin'] },
        { label: 'Adjustments', to: '/adjustments', icon: 'adjust', for: ['partner', 'eor', 'admin'] },
        {
          label: 'Distributions',
          to: '/distributions',
          icon: 'share',
          for: ['partner', 'eor', 'sales_partner', 'admin'],
        },
      ],
      s,
      links,
    ),
  );
  add({ label: 'Paychecks', to: '/paychecks', icon: 'wallet', for: ['contractor'] });
  // The menu's rule is section 2's "Agreements: sensitive access"; a contractor opens its own agreements
  // from the mail that sends one to sign (decision 0069) and has no menu entry.
  add({ label: 'Agreements', to: '/agreements', icon: 'signature', for: STAFF_OF_ANY_KIND });
  add({ label: 'Employee Handbook', to: '/contractor/employee_handbook', icon: 'book', for: ['contractor'] });
  entries.push(
    group(
      'Logs',
      'logs',
      [
        { label: 'Access Logs', to: '/logs?type=access', icon: 'logs', for: ['admin'] },
        { label: 'Service Logs', to: '/logs?type=service', icon: 'logs', for: ['admin'] },
      ],
      s,
      links,
    ),
  );
  return entries.filter((e): e is MenuEntry => e !== null);
}

export type ProfileMenuEntry = MenuLink | MenuAction;

export function buildProfileMenu(s: AccessSubject): ProfileMenuEntry[] {
  const t = s.userType;
  const items: ProfileMenuEntry[] = [];
  if (isOwner(s) && ['client', 'eor', 'partner', 'sales_partner'].includes(t)) {
    items.push(link({ label: 'Profile', to: '/profile', icon: 'user' }));
    items.push(link({ label: 'Manage Team', to: '/team', icon: 'users' }));
  }
  if (canSeeSensitive(s) && ['partner', 'eor', 'sales_partner'].includes(t)) {
    items.push(link({ label: 'Payout Methods', to: '/payout_methods', icon: 'bank' }));
  }
  if (canSeeSensitive(s) && ['client', 'eor', 'partner'].includes(t)) {
    items.push(link({ label: 'Payment Methods', to: '/payment_methods', icon: 'card' }));
  }
  items.push(link({ label: 'Messages', to: '/messages', icon: 'mail' }));
  items.push(link({ label: 'Settings', to: '/settings', icon: 'settings' }));
  items.push({ kind: 'action', label: 'Logout', action: 'logout', icon: 'logout' });
  return items;
}
