/**
 * What the command palette offers besides search results (issue 16): the pages of the user's own menu and
 * a few actions, each only when the user may open its page — the same links the route guard checks, so the
 * palette never offers a page that would answer Not Found.
 */
import { buildMenu, isEmployer, type AccessSubject, type CurrentUser } from '@app/domain';
import { mayOpen } from '../../../lib/may-open';

export interface PaletteCommand {
  label: string;
  to: string;
  /** The menu group a page sits in ("Finance"), shown beside its label. */
  group?: string;
}

interface ActionDef extends PaletteCommand {
  /** A rule on top of the page's own access, for an action the page offers only to some of its users. */
  when?: (s: AccessSubject) => boolean;
}

const ACTIONS: readonly ActionDef[] = [
  { label: 'Go to Approvals', to: '/approvals' },
  { label: 'New assignment', to: '/create_assignment' },
  { label: 'New contractor', to: '/create_contractor' },
  { label: 'New client', to: '/create_client' },
  // The payroll runs page opens its New payroll run dialog from `?new=1`; only the employer runs payroll.
  { label: 'Run payroll', to: '/payroll_runs?new=1', when: isEmployer },
  { label: 'Run a report', to: '/reports' },
];

/** The menu's pages, flattened: a group's pages keep the group's name. */
export function pageCommands(user: CurrentUser, subject: AccessSubject): PaletteCommand[] {
  return buildMenu(subject, user.links).flatMap((entry) =>
    entry.kind === 'link'
      ? [{ label: entry.label, to: entry.to }]
      : entry.children.map((child) => ({ label: child.label, to: child.to, group: entry.label })),
  );
}

export function actionCommands(user: CurrentUser, subject: AccessSubject): PaletteCommand[] {
  return ACTIONS.filter((a) => (a.when ? a.when(subject) : true) && mayOpen(user, a.to)).map(({ label, to }) => ({
    label,
    to,
  }));
}

/** Commands whose label (or group) holds every word typed, in any order, ignoring case. */
export function matchCommands(commands: readonly PaletteCommand[], query: string): PaletteCommand[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return commands.filter((c) => {
    const text = `${c.group ?? ''} ${c.label}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
