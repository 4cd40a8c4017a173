import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, type stubApi } from '../../../test/fetch-stub';
import { ProfilePage } from './profile-page';

/** The page alone, signed in as `user`, with toasts mounted and fetch stubbed by `handler`. */
const renderPage = (page: ReactElement, handler: Parameters<typeof stubApi>[1], user = makeUser({ id: 'u1' })) =>
  renderPages(user, [{ path: '/', element: page }], '/', handler).fetchMock;

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
