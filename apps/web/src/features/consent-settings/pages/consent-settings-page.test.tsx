import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, type stubApi } from '../../../test/fetch-stub';
import { ConsentSettingsPage } from './consent-settings-page';

/** The page alone, signed in as `user`, with toasts mounted and fetch stubbed by `handler`. */
const renderPage = (page: ReactElement, handler: Parameters<typeof stubApi>[1], user = makeUser({ id: 'u1' })) =>
  renderPages(user, [{ path: '/', element: page }], '/', handler).fetchMock;

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
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
