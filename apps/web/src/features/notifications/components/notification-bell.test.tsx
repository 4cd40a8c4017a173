import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@app/domain';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const note = (over: Partial<NotificationView> = {}): NotificationView => ({
  id: 'n1',
  type: 'time_to_approve',
  title: 'Time to approve: Casey Contractor, 2027-06-07',
  body: '8.00 hours entered for Globex Corporation',
  link: null,
  subject_type: 'timesheet',
  subject_id: 't1',
  actor: { id: 'u1', name: 'Casey Contractor' },
  created_at: '2027-06-07T10:00:00.000Z',
  read_at: null,
  ...over,
});

describe('the notification bell', () => {
  it('shows the unread count, reads it again on focus, and opening a notification marks it read', async () => {
    let unread = 2;
    const read: string[] = [];
    const fetchMock = stubApi(makeUser({ user_type: 'partner' }), (url, init) => {
      if (url.pathname === '/v2/notifications/unread_count') return jsonResponse({ data: { unread } });
      if (url.pathname === '/v2/notifications' && (init?.method ?? 'GET') === 'GET')
        return listAnswer([
          note(),
          note({ id: 'n2', title: 'Payment received: $125.00', read_at: '2027-06-07T11:00:00Z' }),
        ]);
      const m = /^\/v2\/notifications\/(\w+)\/read$/.exec(url.pathname);
      if (m && init?.method === 'POST') {
        read.push(m[1]!);
        unread -= 1;
        return jsonResponse({ data: note({ read_at: '2027-06-07T12:00:00Z' }) });
      }
      return undefined;
    });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    expect(screen.getByText('2')).toBeInTheDocument();

    // Another notification arrives; the count is read again when the window regains focus.
    unread = 3;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      fireEvent.focus(window);
    });
    await screen.findByRole('button', { name: 'Notifications: 3 unread' });
    expect(requestsTo(fetchMock, '/v2/notifications/unread_count').length).toBeGreaterThanOrEqual(2);

    await userEvent.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(drawer).findByText('Time to approve: Casey Contractor, 2027-06-07'));
    await waitFor(() => expect(read).toEqual(['n1']));
    await screen.findByRole('button', { name: 'Notifications: 2 unread' });
  });

  it('shows no count when nothing is unread', async () => {
    stubApi(makeUser(), (url) =>
      url.pathname === '/v2/notifications/unread_count' ? jsonResponse({ data: { unread: 0 } }) : undefined,
    );
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
