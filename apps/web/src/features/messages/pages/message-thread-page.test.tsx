import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageThreadDetail } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody } from '../../../test/fetch-stub';
import { MessageThreadPage } from './message-thread-page';

const client = makeUser({ user_type: 'client' });

const thread = (over: Partial<MessageThreadDetail> = {}): MessageThreadDetail => ({
  id: 't-1',
  subject: 'Timesheet for week 14',
  created_by: { id: 'u-p', name: 'Paula Partner' },
  created_at: '2027-04-01T11:00:00Z',
  participants: [
    { id: 'u-p', name: 'Paula Partner', user_type: 'partner', organization: 'Acme Staffing' },
    { id: 'u-c', name: 'Clara Client', user_type: 'client', organization: 'Globex Corporation' },
  ],
  messages: [
    {
      id: 'm-1',
      author: { id: 'u-p', name: 'Paula Partner' },
      body: 'Hi Clara,\nplease approve the time.',
      created_at: '2027-04-01T11:00:00Z',
      mine: false,
    },
  ],
  ...over,
});

const routes = [{ path: '/messages/:id', element: <MessageThreadPage /> }];

describe('/messages/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the conversation and sends a reply', async () => {
    const user = userEvent.setup();
    const replied = thread({
      messages: [
        ...thread().messages,
        {
          id: 'm-2',
          author: { id: 'u-c', name: 'Clara Client' },
          body: 'Approved, thanks!',
          created_at: '2027-04-01T12:00:00Z',
          mine: true,
        },
      ],
    });
    const { fetchMock } = renderPages(client, routes, '/messages/t-1', (u, init) => {
      if (u.pathname === '/v2/messages/t-1/replies' && init?.method === 'POST')
        return jsonResponse({ data: replied }, 201);
      if (u.pathname === '/v2/messages/t-1') return jsonResponse({ data: thread() });
      if (u.pathname === '/v2/messages/unread_count') return jsonResponse({ data: { unread: 0, threads: 0 } });
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { name: 'Timesheet for week 14' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paula Partner · Acme Staffing')).toBeInTheDocument();
    expect(screen.getByText(/please approve the time/)).toBeInTheDocument();

    // Nothing written: nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write the message')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/messages/t-1/replies')).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Approved, thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('You')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^You,/ })).toHaveTextContent('Approved, thanks!');
    expect(lastBody(fetchMock, 'POST', '/v2/messages/t-1/replies')).toEqual({ body: 'Approved, thanks!' });
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  }, 20_000);

  it("another user's conversation reads as not found", async () => {
    renderPages(client, routes, '/messages/t-x', (u) =>
      u.pathname === '/v2/messages/t-x' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByText(/not found|could not be found/i, undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
