import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageThreadDetail, MessageThreadView, MessageUser } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { MessagesPage } from './messages-page';

const CLARA = '00000000-0000-4000-8000-0000000000c1';
const partner = makeUser({ user_type: 'partner' });

const thread = (over: Partial<MessageThreadView> = {}): MessageThreadView => ({
  id: 't-1',
  subject: 'Timesheet for week 14',
  participants: [{ id: CLARA, name: 'Clara Client' }],
  last_message: {
    author: { id: CLARA, name: 'Clara Client' },
    excerpt: 'Approved, thanks!',
    created_at: '2027-04-01T12:00:00Z',
  },
  message_count: 2,
  unread: 2,
  created_at: '2027-04-01T11:00:00Z',
  ...over,
});

const clara: MessageUser = { id: CLARA, name: 'Clara Client', user_type: 'client', organization: 'Globex Corporation' };

const routes = [
  { path: '/messages', element: <MessagesPage /> },
  { path: '/messages/:id', element: <p>Thread page</p> },
];

describe('/messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the conversations with their unread badges and the total unread', async () => {
    renderPages(partner, routes, '/messages', (u) => {
      if (u.pathname === '/v2/messages')
        return listAnswer([thread(), thread({ id: 't-2', subject: 'Kick-off', unread: 0 })]);
      if (u.pathname === '/v2/messages/unread_count') return jsonResponse({ data: { unread: 2, threads: 1 } });
      return undefined;
    });
    const link = await screen.findByRole('link', { name: 'Timesheet for week 14' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/messages/t-1');
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kick-off' })).toBeInTheDocument();
    expect(screen.queryAllByLabelText(/unread$/)).toHaveLength(1);
    expect(await screen.findByText('2 unread messages in 1 conversation')).toBeInTheDocument();
    expect(screen.getAllByText(/Approved, thanks!/).length).toBeGreaterThan(0);
  });

  it('says so when there is no conversation yet', async () => {
    renderPages(partner, routes, '/messages', (u) => {
      if (u.pathname === '/v2/messages') return listAnswer([]);
      if (u.pathname === '/v2/messages/unread_count') return jsonResponse({ data: { unread: 0, threads: 0 } });
      return undefined;
    });
    expect(await screen.findByText(/No messages/i, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
  });

  it('asks for the next page', async () => {
    // The table scrolls itself back to the top on a page change; jsdom has no scrolling.
    const scrollTo = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
    const user = userEvent.setup();
    const rows = Array.from({ length: 25 }, (_, i) => thread({ id: `t-${i}`, subject: `Thread ${i}`, unread: 0 }));
    const { fetchMock } = renderPages(partner, routes, '/messages', (u) => {
      if (u.pathname === '/v2/messages')
        return u.searchParams.get('page') === '2'
          ? listAnswer([thread({ id: 't-99', subject: 'The last one' })], 26)
          : jsonResponse({ data: { data: rows, total: 26, next_cursor: null } });
      if (u.pathname === '/v2/messages/unread_count') return jsonResponse({ data: { unread: 0, threads: 0 } });
      return undefined;
    });
    await screen.findByRole('link', { name: 'Thread 0' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'The last one' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/messages').some((u) => u.searchParams.get('page') === '2')).toBe(true);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled());
    delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
  }, 20_000);

  it('"New message": pick a recipient the server offers, write, send, and land on the thread', async () => {
    const user = userEvent.setup();
    const started: MessageThreadDetail = {
      id: 't-new',
      subject: 'Hello',
      created_by: { id: 'me', name: 'Paula Partner' },
      created_at: '2027-04-01T12:00:00Z',
      participants: [],
      messages: [],
    };
    const { fetchMock } = renderPages(partner, routes, '/messages', (u, init) => {
      if (u.pathname === '/v2/messages' && init?.method === 'POST') return jsonResponse({ data: started }, 201);
      if (u.pathname === '/v2/messages') return listAnswer([]);
      if (u.pathname === '/v2/messages/unread_count') return jsonResponse({ data: { unread: 0, threads: 0 } });
      if (u.pathname === '/v2/messages/recipients') return jsonResponse({ data: [clara] });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'New message' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    // Nothing filled: each field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose at least one recipient')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/messages')).toBeUndefined();

    await user.click(within(dialog).getByLabelText(/^To/));
    await user.click(await screen.findByRole('option', { name: 'Clara Client · Globex Corporation', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Welcome aboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/messages')).toEqual({
      recipient_ids: [CLARA],
      subject: 'Hello',
      body: 'Welcome aboard.',
    });
  }, 20_000);
});
