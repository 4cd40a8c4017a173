import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth/token-store';
import { sessionOf } from '../../lib/auth/use-session';
import { FALLBACK_GLOBALS, publicGlobalsKey } from '../../lib/auth/use-public-globals';
import { currentSubdomain } from '../../lib/auth/subdomain';
import { makeUser } from '../../test/factories';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signedInClient } from '../../test/session';
import { NarrowLayout } from './simple-layouts';
import { TopBar } from './top-bar';

const user = makeUser({ first_name: 'Paula', last_name: 'Partner' });

function renderTopBar(logoUrl: string | null = null) {
  stubApi(user);
  const client = signedInClient(user);
  client.setQueryData(publicGlobalsKey(currentSubdomain()), {
    ...FALLBACK_GLOBALS,
    white_label_brand_name: 'Acme Staffing',
    white_label_logo_url: logoUrl,
  });
  renderWithProviders(<TopBar session={sessionOf(user)} navOpened={false} onToggleNav={() => undefined} />, {
    client,
  });
}

/**
 * The text a sighted user reads on a control: its text without what is hidden for screen readers
 * only (Mantine's VisuallyHidden, and the account name below the sm breakpoint when `narrow`).
 */
function visibleText(el: HTMLElement, { narrow = false } = {}): string {
  const copy = el.cloneNode(true) as HTMLElement;
  const hidden = ['.mantine-VisuallyHidden-root', ...(narrow ? ['.visually-hidden-below-sm'] : [])];
  copy.querySelectorAll(hidden.join(',')).forEach((n) => n.remove());
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) parts.push(n.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** WCAG 2.5.3 label in name: the accessible name contains the visible text (case and spacing aside). */
function expectLabelInName(el: HTMLElement, visible: string) {
  const name = el.getAttribute('aria-label') ?? null;
  expect(name, 'no aria-label standing in for what is shown').toBeNull();
  const words = visible.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  expect(el).toHaveAccessibleName(new RegExp(words.join('\\s*'), 'i'));
}

describe('the header controls are named by what they show (WCAG label in name)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('names the logo link by the brand it shows, then "home"', () => {
    renderTopBar();
    const logo = screen.getByRole('link', { name: 'Acme Staffing home' });
    expect(visibleText(logo)).toBe('Acme Staffing');
    expectLabelInName(logo, visibleText(logo));
    expect(logo).toHaveAttribute('href', '/partner/dashboard');
  });

  it("names an image logo by the image's alt text, the brand", () => {
    renderTopBar('/files/acme-logo.png');
    const logo = screen.getByRole('link', { name: 'Acme Staffing home' });
    expect(logo.querySelector('img')).toHaveAttribute('alt', 'Acme Staffing');
  });

  it('names the account button by the initials and the name it shows, wide or narrow', () => {
    renderTopBar();
    const account = screen.getByRole('button', { name: 'PP Paula Partner' });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    expect(visibleText(account)).toBe('PP Paula Partner');
    expectLabelInName(account, visibleText(account));
    // Below sm only the initials show; the name stays in the accessible name.
    expect(visibleText(account, { narrow: true })).toBe('PP');
    expectLabelInName(account, visibleText(account, { narrow: true }));
  });

  it('names the narrow layout logo the same way', () => {
    stubApi(user);
    renderWithProviders(<NarrowLayout>page</NarrowLayout>);
    const logo = screen.getByRole('link', { name: /home$/ });
    expectLabelInName(logo, visibleText(logo));
  });
});
