import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { weekStartOf } from '../../../lib/week';
import { ApprovalsPage } from './approvals-page';

const routes = [{ path: '/approvals', element: <ApprovalsPage /> }];
const GLOBEX = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Globex Corporation' };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const thisMonday = weekStartOf(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, 1);

function render(user: CurrentUser, send: (body: unknown) => Response) {
  return renderPages(user, routes, '/approvals', (u, init) => {
    if (u.pathname === '/v2/approvals') return listAnswer([]);
    if (u.pathname === '/v2/clients') return listAnswer([{ ...GLOBEX, partner: { id: 'p1', name: 'Acme Staffing' } }]);
    if (u.pathname === '/v2/easy_approve/send' && init?.method === 'POST') return send(JSON.parse(String(init.body)));
    return undefined;
  });
}

const sentAnswer = (n: number) =>
  jsonResponse({
    data: {
      sent: Array.from({ length: n }, (_, i) => ({
        email: `approver${i + 1}@globex.example`,
        client: GLOBEX,
        week_start: thisMonday,
        entries: 3,
      })),
    },
  });

describe('/approvals: send approval e-mails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lets admin send one client’s e-mails for this week and shows how many went out', async () => {
    const admin = makeUser({ user_type: 'admin', links: ['/approvals'] });
    const { fetchMock } = render(admin, () => sentAnswer(2));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send approval e-mails' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send approval e-mails' });
    expect((within(dialog).getByLabelText('Week') as HTMLInputElement).value).toMatch(/^This week: /);
    const clientInput = within(dialog).getByLabelText('Client');
    await user.click(clientInput);
    // The list's own Client filter has the same option: pick from this field's listbox.
    const listbox = await waitFor(() => document.getElementById(clientInput.getAttribute('aria-controls') ?? '')!);
    await user.click(await within(listbox).findByRole('option', { name: 'Globex Corporation', hidden: true }));
    expect(bodiesOf(fetchMock, 'POST', '/v2/easy_approve/send')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(await within(dialog).findByText('Sent 2 approval e-mails', {}, { timeout: 3000 })).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Approval e-mails sent' });
    expect(within(table).getByText('approver1@globex.example')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(bodiesOf(fetchMock, 'POST', '/v2/easy_approve/send')).toEqual([
      { client_id: GLOBEX.id, week_start: thisMonday },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('lets eor send every client’s every pending week, and says when nothing was due', async () => {
    const eor = makeUser({ user_type: 'eor', role: 'admin', links: ['/approvals'] });
    const { fetchMock } = render(eor, () => sentAnswer(0));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send approval e-mails' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send approval e-mails' });
    await user.click(within(dialog).getByLabelText('Week'));
    await user.click(await screen.findByRole('option', { name: 'Every week with pending time', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(await within(dialog).findByText('Nothing to send', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/easy_approve/send')).toEqual([{}]);
  }, 15_000);

  it('shows the refusal and sends nothing more', async () => {
    const admin = makeUser({ user_type: 'admin', links: ['/approvals'] });
    render(admin, () =>
      jsonResponse({ detail: [{ loc: ['body', 'week_start'], msg: 'A week starts on a Monday' }] }, 422),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send approval e-mails' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send approval e-mails' });
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(/Nothing was sent/);
    expect(within(dialog).getByRole('button', { name: 'Send e-mails' })).toBeEnabled();
  }, 15_000);

  it('is not offered to partner users who see the queue', async () => {
    const partner = makeUser({ user_type: 'partner', role: 'owner', links: ['/approvals'] });
    const { fetchMock } = render(partner, () => sentAnswer(1));
    expect(await screen.findByRole('heading', { name: 'Approvals' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/approvals').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Send approval e-mails' })).not.toBeInTheDocument();
  }, 10_000);
});
