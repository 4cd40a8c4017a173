/**
 * The account menu's Messages item counts the caller's unread messages (decision 0081): one request for
 * the count, made with the header (not when the menu opens), read again when the window regains focus —
 * as the bell does — and no badge when nothing is unread.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth/token-store';
import { sessionOf } from '../../lib/auth/use-session';
import { makeUser } from '../../test/factories';
import { jsonResponse, requestsTo, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signedInClient } from '../../test/session';
import { ProfileMenu } from './profile-menu';

const UNREAD = '/v2/messages/unread_count';

function renderMenu(unread: () => number) {
  const user = makeUser({ first_name: 'Paula', last_name: 'Partner' });
  const fetchMock = stubApi(user, (url) =>
    url.pathname === UNREAD ? jsonResponse({ data: { unread: unread(), threads: 1 } }) : undefined,
  );
  renderWithProviders(<ProfileMenu session={sessionOf(user)} />, { client: signedInClient(user) });
  return fetchMock;
}

const openMenu = async () => userEvent.click(screen.getByRole('button', { name: 'PP Paula Partner' }));
/**
 * A menu item by its accessible name. `hidden`: jsdom lays nothing out, so the popover's floating-ui may
 * hide the dropdown (display: none, as for a reference out of view) once its content changes size.
 */
const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

describe('the Messages item of the account menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the unread count, read once with the header and again when the window regains focus', async () => {
    let unread = 3;
    const fetchMock = renderMenu(() => unread);
    // Asked before the menu is ever opened: one request, not one per item or per opening.
    await vi.waitFor(() => expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1));
    await openMenu();
    expect(await item('Messages 3 unread')).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('3');
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);

    unread = 12;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      fireEvent.focus(window);
    });
    expect(await item('Messages 12 unread')).toBeInTheDocument();
    expect(requestsTo(fetchMock, UNREAD).length).toBeGreaterThanOrEqual(2);
  });

  it('shows no badge when nothing is unread', async () => {
    const fetchMock = renderMenu(() => 0);
    await vi.waitFor(() => expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1));
    await openMenu();
    expect(await item('Messages')).toBeInTheDocument();
    expect(screen.queryByTestId('messages-unread')).toBeNull();
  });
});
