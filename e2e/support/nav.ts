/**
 * Reading the navigation drawer as a user sees it: the nav landmark's links, with every group
 * opened. Groups are recognised by structure, not by Mantine class names: a group header is an
 * interactive element (link without href, button) whose controlled region (aria-controls, or
 * the element right after it) holds links.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { MenuEntry } from '@app/domain';
import type { MenuShape } from './demo-users';

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

interface RawEntry {
  kind: 'link' | 'group';
  label: string;
  group: string | null;
  visible: boolean;
}

/** Every link and group header in the nav, in document order, with the group each link is in. */
async function readRaw(nav: Locator): Promise<RawEntry[]> {
  return nav.evaluate((root) => {
    const labelOf = (el: Element) =>
      (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim();
    const isShown = (el: Element) =>
      typeof (el as HTMLElement).checkVisibility === 'function'
        ? (el as HTMLElement).checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })
        : (el as HTMLElement).offsetParent !== null;

    const regionOf = (header: Element): Element | null => {
      const controls = header.getAttribute('aria-controls');
      if (controls) return root.ownerDocument.getElementById(controls);
      return header.nextElementSibling;
    };
    const candidates = [...root.querySelectorAll('a:not([href]), button, [role="button"], summary')];
    // A menu group's header is marked as one; its links may not exist until it is opened.
    const headers = candidates.filter((el) => {
      if (el.hasAttribute('data-menu-group')) return true;
      const region = regionOf(el);
      return !!region && !el.contains(region) && region.querySelector('a[href]') !== null;
    });
    const headerOfLink = (link: Element): Element | null =>
      headers.find((h) => {
        const region = regionOf(h);
        return !!region && region.contains(link);
      }) ?? null;

    const all = [...root.querySelectorAll('a[href], a:not([href]), button, [role="button"], summary')];
    const out: { kind: 'link' | 'group'; label: string; group: string | null; visible: boolean }[] = [];
    for (const el of all) {
      if (headers.includes(el)) {
        out.push({ kind: 'group', label: labelOf(el), group: null, visible: isShown(el) });
      } else if (el.matches('a[href]')) {
        const header = headerOfLink(el);
        out.push({ kind: 'link', label: labelOf(el), group: header ? labelOf(header) : null, visible: isShown(el) });
      }
    }
    return out;
  });
}

/** Opens every collapsed group of the nav by clicking its header, as a user would. */
export async function expandAllGroups(page: Page) {
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  const raw = await readRaw(nav);
  for (const header of raw.filter((e) => e.kind === 'group')) {
    const button = nav.getByRole('button', { name: header.label, exact: true }).first();
    if ((await button.getAttribute('aria-expanded')) === 'true') continue;
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The group's links mount and its region animates open after aria-expanded flips: wait until
    // the region holds links and every one of them is shown (a CI run read the menu mid-opening and
    // found the Finance group empty).
    await expect
      .poll(
        async () => {
          const links = (await readRaw(nav)).filter((e) => e.kind === 'link' && e.group === header.label);
          return links.length > 0 && links.every((l) => l.visible);
        },
        { message: `the links of the ${header.label} group shown` },
      )
      .toBe(true);
  }
}

/** The menu the nav shows, all groups opened, in the shape the tests write expectations in. */
export async function readMenu(page: Page): Promise<MenuShape> {
  await expandAllGroups(page);
  const raw = await readRaw(mainNav(page));
  const shape: MenuShape = [];
  for (const entry of raw) {
    if (entry.kind === 'group') {
      shape.push({ group: entry.label, links: [] });
    } else if (entry.visible) {
      if (entry.group === null) {
        shape.push(entry.label);
      } else {
        const group = shape.find((e) => typeof e !== 'string' && e.group === entry.group);
        if (group && typeof group !== 'string') group.links.push(entry.label);
        else shape.push({ group: entry.group, links: [entry.label] });
      }
    }
  }
  return shape;
}

/** @app/domain's menu in the same shape. */
export function menuShapeOf(entries: readonly MenuEntry[]): MenuShape {
  return entries.map((e) => (e.kind === 'group' ? { group: e.label, links: e.children.map((c) => c.label) } : e.label));
}
