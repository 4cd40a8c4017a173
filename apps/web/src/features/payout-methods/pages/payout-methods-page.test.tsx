import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutMethodView } from '@app/domain';
import { registerTwoFactorOpener } from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { actAsTwoFactorModal } from '../../../test/two-factor-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { PayoutMethodsPage } from './payout-methods-page';

const routes = [{ path: '/payout_methods', element: <PayoutMethodsPage /> }];
const PATH = '/v2/payout_methods';
const CODE = '123456';
const CODE_DETAIL = 'For your security we sent a 6-digit code to your email address.';
const ACME = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Acme Staffing' };

/** A saved account as GET /v2/payout_methods answers it: masked, never the full number. */
const account = (over: Partial<PayoutMethodView> = {}): PayoutMethodView => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  owner_kind: 'partner',
  owner: ACME,
  kind: 'us_bank',
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Lakeside Commercial Bank',
  routing: '071000013',
  account_type: 'checking',
  account_last4: '7612',
  account_masked: '****7612',
  currency: 'usd',
  default: true,
  created_at: '2026-11-02T12:00:00Z',
  ...over,
});
const second = account({
  id: '00000000-0000-4000-8000-0000000000d2',
  bank_name: 'First Test Bank',
  account_last4: '4321',
  account_masked: '****4321',
  default: false,
});

/** A stateful stub of /v2/payout_methods: every change wants the e-mailed code first (424). */
function payoutApi(initial: PayoutMethodView[], created: PayoutMethodView) {
  let rows = [...initial];
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    const code = (init?.headers as Record<string, string> | undefined)?.['X-Verification-Code'];
    if (u.pathname === PATH && method === 'GET') return listAnswer(rows);
    if (!u.pathname.startsWith(PATH)) return undefined;
    if (code !== CODE) return jsonResponse({ detail: CODE_DETAIL }, 424);
    if (u.pathname === PATH && method === 'POST') {
      rows = [...rows, created];
      return jsonResponse({ data: created }, 201);
    }
    if (u.pathname.endsWith('/make_default') && method === 'POST') {
      const id = u.pathname.split('/')[3];
      rows = rows.map((r) => ({ ...r, default: r.currency === 'usd' ? r.id === id : r.default }));
      return jsonResponse({ data: rows.find((r) => r.id === id) });
    }
    if (method === 'DELETE') {
      rows = rows.filter((r) => `${PATH}/${r.id}` !== u.pathname);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

const owner = makeUser({ user_type: 'partner' });

describe('/payout_methods', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it('shows the empty state, then adds an account after the e-mailed code: checked first, listed masked', async () => {
    const opened = actAsTwoFactorModal(CODE);
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/payout_methods', payoutApi([], account()));
    expect(await screen.findByText('No payout accounts yet', {}, { timeout: 3000 })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Add bank account' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    expect(within(dialog).getByText(/we e-mail you a code/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '071000014');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('Enter a valid 9-digit ABA routing number')).toBeInTheDocument();
    expect(within(dialog).getByText('Account holder is required')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Acme Staffing LLC');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank name' }), 'Lakeside Commercial Bank');
    const routing = within(dialog).getByRole('textbox', { name: /^Routing number/ });
    await user.clear(routing);
    await user.type(routing, '071000013');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '4400987612');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(
      await screen.findByText('Payout account added: Lakeside Commercial Bank · Checking ****7612'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add bank account' })).toBeNull());
    const body = {
      kind: 'us_bank',
      account_holder: 'Acme Staffing LLC',
      bank_name: 'Lakeside Commercial Bank',
      routing_number: '071000013',
      account_number: '4400987612',
      account_type: 'checking',
    };
    // Asked once without the code (424), replayed once with it by the two-factor modal.
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([body, body]);
    expect(opened).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Payout accounts' });
    const row = within(table).getByText('Lakeside Commercial Bank · Checking ****7612').closest('tr')!;
    expect(row).toHaveTextContent('Routing 071000013');
    expect(row).toHaveTextContent('Default');
    expect(table).not.toHaveTextContent('4400987612');
    // A payee reads its own accounts: no owner column.
    expect(within(table).queryByRole('columnheader', { name: 'Paid to' })).toBeNull();
  }, 30_000);

  it('makes another account the default and removes one, each after a confirmation and the e-mailed code', async () => {
    actAsTwoFactorModal(CODE);
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/payout_methods', payoutApi([account(), second], second));
    const actions = await screen.findByRole(
      'group',
      { name: 'Actions for First Test Bank · Checking ****4321' },
      { timeout: 3000 },
    );
    // The default is not offered to be made default again.
    expect(screen.getAllByRole('button', { name: 'Make default' })).toHaveLength(1);
    await user.click(within(actions).getByRole('button', { name: 'Make default' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make this the default account?' });
    expect(confirm).toHaveTextContent('US dollar payouts will be paid to First Test Bank · Checking ****4321');
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }));
    expect(
      await screen.findByText('First Test Bank · Checking ****4321 is now the default account'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('group', { name: 'Actions for Lakeside Commercial Bank · Checking ****7612' }),
        ).getByRole('button', { name: 'Make default' }),
      ).toBeInTheDocument(),
    );

    const first = screen.getByRole('group', { name: 'Actions for Lakeside Commercial Bank · Checking ****7612' });
    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove bank account?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove account' }));
    expect(await screen.findByText('Bank account removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lakeside Commercial Bank · Checking ****7612')).toBeNull());
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(2); // asked (424), then replayed with the code
  }, 30_000);

  it('shows an admin every payee with whose account it is, and no changes', async () => {
    const sales = account({
      id: '00000000-0000-4000-8000-0000000000d3',
      owner_kind: 'sales_partner',
      owner: { id: 's1', name: 'Summit Referrals' },
    });
    renderPages(makeUser({ user_type: 'admin' }), routes, '/payout_methods', payoutApi([account(), sales], sales));
    const table = await screen.findByRole('table', { name: 'Payout accounts' }, { timeout: 3000 });
    expect(within(table).getByRole('columnheader', { name: 'Paid to' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Summit Referrals');
    expect(table).toHaveTextContent('Acme Staffing');
    expect(screen.queryByRole('button', { name: 'Add bank account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make default' })).toBeNull();
  }, 20_000);

  it('says so when the accounts cannot be loaded', async () => {
    renderPages(owner, routes, '/payout_methods', (u) =>
      u.pathname === PATH ? jsonResponse({ detail: 'Not Found' }, 404) : undefined,
    );
    expect(
      await screen.findByRole('alert', { name: /Could not load the payout accounts/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
