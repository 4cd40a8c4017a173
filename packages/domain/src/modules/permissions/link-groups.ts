/**
 * How the permissions screen groups a user type's links: as the navigation menu groups them
 * (top-level menu items, then each menu group), then every other page of the user type.
 */
import type { AccessSubject } from '../../capabilities.js';
import type { UserType } from '../../enums.js';
import { baseLinksFor, covers, linkOf } from '../../links.js';
import { buildMenu } from '../../menu.js';
import { ROUTES } from '../../route-table.js';

export const MENU_GROUP = 'Menu';
export const OTHER_PAGES_GROUP = 'Other pages';

export interface LinkPlacement {
  link: string;
  label: string;
  group: string;
}

function titleOfLink(link: string): string {
  const route = ROUTES.find((r) => linkOf(r.path) === link && r.title);
  return route?.title ?? link;
}

/** Every base link of `userType`, labelled and grouped as the menu shows it (menu order first). */
export function linkPlacements(userType: UserType): LinkPlacement[] {
  const base = baseLinksFor(userType);
  // The menu of an owner holding every base link: each link appears where the menu would put it.
  const subject: AccessSubject = { userType, role: 'owner', partner: null, client: null, requiresW2Onboard: true };
  const placed: LinkPlacement[] = [];
  const place = (to: string, label: string, group: string) => {
    const path = to.split('?')[0]!;
    const link = [...base].filter((l) => covers(l, path)).sort((a, b) => b.length - a.length)[0];
    if (link && !placed.some((p) => p.link === link)) placed.push({ link, label, group });
  };
  for (const entry of buildMenu(subject, base)) {
    if (entry.kind === 'link') place(entry.to, entry.label, MENU_GROUP);
    else for (const child of entry.children) place(child.to, child.label, entry.label);
  }
  for (const link of base) {
    if (!placed.some((p) => p.link === link)) placed.push({ link, label: titleOfLink(link), group: OTHER_PAGES_GROUP });
  }
  return placed;
}
