import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, requestsTo, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { lastBody } from '../../../test/fetch-stub';
import { ConsentSettingsPage } from '../../consent-settings/pages/consent-settings-page';
import { ProfilePage } from '../../profile/pages/profile-page';
import { SettingsPage } from './settings-page';

function renderPage(page: ReactElement, handler: Parameters<typeof stubApi>[1], user = makeUser({ id: 'u1' })) {
  const fetchMock = stubApi(user, handler);
  render(
    <QueryClientProvider client={signedInClient(user)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter>{page}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('/profile', () => {
  it('shows the e-mail read-only and saves the name', async () => {
    const profile = {
      id: 'u1',
      email: 'paula@demo.test',
      first_name: 'Paula',
      last_name: 'Partner',
      email_confirmed: true,
    };
    const fetchMock = renderPage(<ProfilePage />, (u, init) =>
      u.pathname === '/v2/profile'
        ? jsonResponse({ data: init?.method === 'PATCH' ? { ...profile, first_name: 'Pat' } : profile })
        : undefined,
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email', {}, { timeout: 3000 });
    expect(email).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await user.type(first, 'Pat');
    await user.click(save);
    expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/profile')).toEqual({ first_name: 'Pat', last_name: 'Partner' });
  });
});

describe('/settings', () => {
  const settings = { theme: 'auto', timezone: 'America/New_York', updated_at: null };

  it('saves the theme and shows a partner owner its overrides', async () => {
    const fetchMock = renderPage(<SettingsPage />, (u, init) => {
      if (u.pathname === '/v2/user_settings')
        return jsonResponse({ data: init?.method === 'PUT' ? { ...settings, theme: 'dark' } : settings });
      if (u.pathname === '/v2/partners/p1/settings')
        return jsonResponse({ data: { effective: {}, overrides: { support_email: 'help@acme.test' }, editable: [] } });
      return undefined;
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 3000 });
    expect(await screen.findByText('help@acme.test')).toBeInTheDocument();
    await user.click(screen.getByText('Dark'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'PUT', '/v2/user_settings')).toEqual({ theme: 'dark', timezone: 'America/New_York' }),
    );
    // The shell applies the saved choice on this device (app/providers.tsx reads it).
    await waitFor(() => expect(window.localStorage.getItem('ui.theme')).toBe('dark'));
  });

  it('does not ask for partner overrides for other users', async () => {
    const fetchMock = renderPage(
      <SettingsPage />,
      (u) => (u.pathname === '/v2/user_settings' ? jsonResponse({ data: settings }) : undefined),
      makeUser({ user_type: 'client', partner: null }),
    );
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 3000 });
    expect(requestsTo(fetchMock, '/v2/partners/p1/settings')).toHaveLength(0);
  });
});

describe('/consent_settings', () => {
  it('saves a consent as soon as it is switched', async () => {
    const consents = [
      { key: 'marketing_emails', granted: false, updated_at: null },
      { key: 'sms_notifications', granted: true, updated_at: '2026-03-01T12:00:00Z' },
      { key: 'product_analytics', granted: false, updated_at: null },
    ];
    const fetchMock = renderPage(<ConsentSettingsPage />, (u, init) =>
      u.pathname === '/v2/consent_settings'
        ? jsonResponse({
            data:
              init?.method === 'PUT'
                ? consents.map((c) => (c.key === 'marketing_emails' ? { ...c, granted: true } : c))
                : consents,
          })
        : undefined,
    );
    const user = userEvent.setup();
    const marketing = await screen.findByRole('switch', { name: /Marketing e-mails/ }, { timeout: 3000 });
    expect(screen.getByRole('switch', { name: /SMS notifications/ })).toBeChecked();
    await user.click(marketing);
    await waitFor(() => expect(lastBody(fetchMock, 'PUT', '/v2/consent_settings')).toEqual({ marketing_emails: true }));
    expect(await screen.findByText('Your consent is saved')).toBeInTheDocument();
  });
});
