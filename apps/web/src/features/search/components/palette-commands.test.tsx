import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseLinksFor, computeLinks, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makePartner, makeUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { mayOpen } from '../../../lib/may-open';
import { actionCommands, matchCommands, pageCommands } from './palette-commands';
import { readRecent, rememberRecent, RECENT_LIMIT } from './palette-recent';
import { SearchPalette } from './search-palette';

/** A user whose links are the ones the API computes for its type, role and partner. */
function withRealLinks(overrides: Partial<CurrentUser>): CurrentUser {
  const user = makeUser(overrides);
  const links = computeLinks(toAccessSubject(user));
  return { ...user, links, base_links: baseLinksFor(user.user_type) };
}

const admin = withRealLinks({ id: 'admin-1', user_type: 'admin', role: 'admin' });
const acmeOwner = withRealLinks({ id: 'acme-1', user_type: 'partner', role: 'owner', partner: makePartner() });
const selfEmployerOwner = withRealLinks({
  id: 'beacon-1',
  user_type: 'partner',
  role: 'owner',
  partner: { ...makePartner({ self_employer: true }), id: 'p2', name: 'Beacon' },
});
const labels = (user: CurrentUser) => actionCommands(user, toAccessSubject(user)).map((a) => a.label);

afterEach(() => window.localStorage.clear());

/** Spotlight draws a group's heading from a CSS variable (a browser shows it; jsdom has only the style). */
const groupLabels = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>('.mantine-Spotlight-actionsGroup')].map((g) =>
    g.style.getPropertyValue('--spotlight-label').replace(/'/g, ''),
  );

describe('palette commands', () => {
  it('offers an admin approvals, the create pages and Run payroll', () => {
    expect(labels(admin)).toEqual(
      expect.arrayContaining(['Go to Approvals', 'New assignment', 'New contractor', 'New client', 'Run payroll']),
    );
  });

  it('offers Run payroll only to the employer: not to a partner whose workers the platform employs', () => {
    expect(labels(acmeOwner)).not.toContain('Run payroll');
    expect(labels(selfEmployerOwner)).toContain('Run payroll');
  });

  it('drops an action whose page the user lost: a revoked link is never offered', () => {
    const narrowed = { ...acmeOwner, links: acmeOwner.links.filter((l) => l !== '/approvals') };
    expect(labels(acmeOwner)).toContain('Go to Approvals');
    expect(labels(narrowed)).not.toContain('Go to Approvals');
    expect(mayOpen(narrowed, '/approvals')).toBe(false);
  });

  it('never offers a page that is still a placeholder or unknown', () => {
    expect(mayOpen(admin, '/no_such_page')).toBe(false);
    expect(mayOpen(admin, '/approvals')).toBe(true);
  });

  it('flattens the menu, a group page keeping its group, and matches every typed word', () => {
    const pages = pageCommands(admin, toAccessSubject(admin));
    expect(pages).toContainEqual({ label: 'Invoices', to: '/invoices', group: 'Finance' });
    expect(matchCommands(pages, 'fin inv').map((p) => p.label)).toEqual(['Invoices']);
    expect(matchCommands(pages, '   ')).toEqual([]);
  });
});

describe('recent items', () => {
  it('keeps the newest first, once each, at most a few, and only paths inside the app', () => {
    for (let i = 0; i < RECENT_LIMIT + 2; i++) rememberRecent('u1', { label: `Item ${i}`, to: `/invoices/${i}` });
    rememberRecent('u1', { label: 'Item 3', to: '/invoices/3' });
    const recent = readRecent('u1');
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toEqual({ label: 'Item 3', to: '/invoices/3' });
    expect(recent.filter((r) => r.to === '/invoices/3')).toHaveLength(1);
    expect(readRecent('someone-else')).toEqual([]);

    window.localStorage.setItem('palette.recent.u2', JSON.stringify([{ label: 'Evil', to: '//evil.example.com' }]));
    expect(readRecent('u2')).toEqual([]);
  });
});

describe('the palette', () => {
  it('opens on the recent items and the actions, and typing shows matching pages before any search', async () => {
    rememberRecent(admin.id, { label: 'Casey Contractor', to: '/contractors/c1' });
    const user = userEvent.setup();
    renderWithProviders(<SearchPalette userType="admin" opened onClose={vi.fn()} />, { client: signedInClient(admin) });
    const list = await screen.findByLabelText('Search results');
    expect(groupLabels(list)).toEqual(['Recent', 'Actions']);
    expect(within(list).getByRole('button', { name: 'Casey Contractor' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Run payroll' })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText(/Search contractors/), 'paych');
    expect(await within(list).findByRole('button', { name: /Paychecks/ })).toBeInTheDocument();
    expect(groupLabels(list)).toEqual(['Pages']);
    expect(within(list).queryByRole('button', { name: 'Run payroll' })).toBeNull();
  });
});
