import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { lastBody } from '../../../test/fetch-stub';
import { ivy, paula, rita } from '../../../test/team-fixtures';
import { TeamPage } from './team-page';

/** Picks an option from the listbox this combobox controls (the filter bar has its own Role list). */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: RegExp) {
  await user.click(combobox);
  await waitFor(() => expect(document.getElementById(combobox.getAttribute('aria-controls') ?? '')).not.toBeNull());
  const list = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

const owner = makeUser({ id: 'u1', user_type: 'partner', links: ['/team', '/permissions'] });

function renderTeam(handler?: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(owner, (u, init) => {
    if (u.pathname === '/v2/users' && (init?.method ?? 'GET') === 'GET') return listAnswer([paula, rita, ivy]);
    return handler?.(u, init);
  });
  render(
    <QueryClientProvider client={signedInClient(owner)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={['/team']}>
          <Routes>
            <Route path="/team" element={<TeamPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('/team', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("lists the organization's members with role, status and last sign-in", async () => {
    const fetchMock = renderTeam();
    expect(await screen.findByText('rita@demo.test', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/users')[0]!.searchParams.get('scope')).toBe('organization');
    const ritaRow = screen.getByText('rita@demo.test').closest('tr')!;
    expect(within(ritaRow).getByText('Recruiter')).toBeInTheDocument();
    expect(within(ritaRow).getByText('Active')).toBeInTheDocument();
    expect(within(ritaRow).getByRole('link', { name: 'Pages of Rita Recruiter' })).toHaveAttribute(
      'href',
      '/permissions?user=u-rita',
    );
    const ivyRow = screen.getByText('ivy@demo.test').closest('tr')!;
    expect(within(ivyRow).getByText('Invited')).toBeInTheDocument();
    expect(within(ivyRow).getByText('Never')).toBeInTheDocument();
    // The owner's own row offers no actions: nobody demotes or deactivates themselves.
    const ownRow = screen.getByText('paula@demo.test').closest('tr')!;
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a member with a role of the user type, and shows the e-mail taken error', async () => {
    let taken = true;
    const fetchMock = renderTeam((u, init) =>
      u.pathname === '/v2/users' && init?.method === 'POST'
        ? taken
          ? jsonResponse({ message: 'A user with the e-mail new@acme.test already exists' }, 409)
          : jsonResponse({ data: { ...rita, id: 'u-new', email: 'new@acme.test', status: 'invited' } }, 201)
        : undefined,
    );
    const user = userEvent.setup();
    await screen.findByText('rita@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Email/), 'new@acme.test');
    await user.type(within(dialog).getByLabelText(/First name/), 'Nora');
    await user.type(within(dialog).getByLabelText(/Last name/), 'New');
    await pick(user, within(dialog).getByRole('combobox', { name: /Role/ }), /recruiter \(sourcer\)/i);
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already exists');
    taken = false;
    await user.click(send);
    expect(await screen.findByText('Invitation sent to new@acme.test')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/users')).toEqual({
      email: 'new@acme.test',
      first_name: 'Nora',
      last_name: 'New',
      role: 'recruiter_sourcer',
    });
  });

  it('deactivates only after confirmation', async () => {
    const fetchMock = renderTeam((u, init) =>
      u.pathname === '/v2/users/u-rita/deactivate' && init?.method === 'POST'
        ? jsonResponse({ data: { ...rita, active: false, status: 'deactivated' } })
        : undefined,
    );
    const user = userEvent.setup();
    await screen.findByText('rita@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Deactivate Rita Recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate member' });
    expect(dialog).toHaveTextContent('signed out at once');
    expect(requestsTo(fetchMock, '/v2/users/u-rita/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/users/u-rita/deactivate')).toHaveLength(1));
    expect(await screen.findByText('Rita Recruiter is deactivated')).toBeInTheDocument();
  });

  it('changes a role, showing the server refusal', async () => {
    renderTeam((u, init) =>
      u.pathname === '/v2/users/u-ivy' && init?.method === 'PATCH'
        ? jsonResponse({ message: 'The organization needs at least one active owner' }, 409)
        : undefined,
    );
    const user = userEvent.setup();
    await screen.findByText('ivy@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Change role of Ivy Invited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await pick(user, within(dialog).getByRole('combobox', { name: 'Role' }), /finance/i);
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at least one active owner');
  });
});
