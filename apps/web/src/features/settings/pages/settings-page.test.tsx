import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, requestsTo, type stubApi } from '../../../test/fetch-stub';
import { SettingsPage } from './settings-page';

/** The page alone, signed in as `user`, with toasts mounted and fetch stubbed by `handler`. */
const renderPage = (page: ReactElement, handler: Parameters<typeof stubApi>[1], user = makeUser({ id: 'u1' })) =>
  renderPages(user, [{ path: '/', element: page }], '/', handler).fetchMock;

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
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
