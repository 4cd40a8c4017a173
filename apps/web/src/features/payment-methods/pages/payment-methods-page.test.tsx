import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodView } from '@app/domain';
import { request, type HttpMethod, type QueryParams } from '../../../lib/api/client';
import {
  registerTwoFactorOpener,
  VERIFICATION_SUCCESS_EVENT,
  type TwoFactorRequest,
} from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { account, admin, canadian, clientOwner, GLOBEX_ID, INITECH_ID } from './payment-method-fixtures';
import { PaymentMethodsPage } from './payment-methods-page';

const routes = [{ path: '/payment_methods', element: <PaymentMethodsPage /> }];
const PATH = '/v2/payment_methods';
const CODE = '123456';
const CODE_DETAIL = 'For your security we sent a 6-digit code to your email address.';

/** The header of the `index`-th `method` call to `pathname`. */
const headerOf = (
  fetchMock: ReturnType<typeof renderPages>['fetchMock'],
  method: string,
  pathname: string,
  index: number,
  header: string,
) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === method,
    )
    .map(([, init]) => (init?.headers as Record<string, string>)[header])[index];

/**
 * The two-factor modal's part, as it does it: the blocked request once more with the e-mailed code,
 * then 'verification-success' with the answer. `opened` records what it was handed.
 */
function actAsTwoFactorModal() {
  const opened: TwoFactorRequest[] = [];
  registerTwoFactorOpener((blocked) => {
    opened.push(blocked);
    void request<unknown>(blocked.requestMethod as HttpMethod, blocked.requestUrl, {
      params: blocked.requestParams as QueryParams | undefined,
      data: blocked.requestData,
      headers: { ...blocked.requestHeaders, 'X-Verification-Code': CODE },
      skipTwoFactor: true,
    }).then((result) =>
      window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request: blocked, result } })),
    );
  });
  return opened;
}

/** A stateful stub of /v2/payment_methods: the first account goes in at once, another (and a removal) wants the code. */
function accountsApi(initial: PaymentMethodView[], created: PaymentMethodView) {
  let rows = [...initial];
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    const code = (init?.headers as Record<string, string> | undefined)?.['X-Verification-Code'];
    if (u.pathname === PATH && method === 'GET') return listAnswer(rows);
    if (u.pathname === PATH && method === 'POST') {
      if (rows.length > 0 && code !== CODE) return jsonResponse({ detail: CODE_DETAIL }, 424);
      rows = [...rows, created];
      return jsonResponse({ data: created }, 201);
    }
    if (u.pathname.startsWith(`${PATH}/`) && method === 'DELETE') {
      if (code !== CODE) return jsonResponse({ detail: CODE_DETAIL }, 424);
      rows = rows.filter((r) => `${PATH}/${r.id}` !== u.pathname);
      return new Response(null, { status: 204 });
    }
    if (u.pathname === '/v2/clients')
      return listAnswer([
        { id: GLOBEX_ID, name: 'Globex Corporation', partner: { id: 'p1', name: 'Acme Staffing' } },
        { id: INITECH_ID, name: 'Initech', partner: { id: 'p1', name: 'Acme Staffing' } },
      ]);
    return undefined;
  };
}

/** Opens a Mantine select by its input and clicks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/payment_methods', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it("adds a client's first account at once: checked first, sent without a client, then listed masked", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(clientOwner, routes, '/payment_methods', accountsApi([], account()));
    expect(await screen.findByText('No bank accounts yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Add bank account' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(within(dialog).queryByText(/we e-mail you a code/)).toBeNull();
    // Nothing filled, and a routing number that fails the ABA checksum: the form says so and sends nothing.
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('Account holder is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid 9-digit ABA routing number')).toBeInTheDocument();
    expect(within(dialog).getByText('An account number is 4 to 17 digits')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Globex Corporation');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank name' }), 'First Bank');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Routing number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '021000021');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '123456789');
    await user.click(within(dialog).getByRole('radio', { name: 'Savings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(await screen.findByText('Bank account added: First Bank · Checking ****6789')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add bank account' })).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([
      {
        kind: 'us_bank',
        account_holder: 'Globex Corporation',
        bank_name: 'First Bank',
        routing_number: '021000021',
        account_number: '123456789',
        account_type: 'savings',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    const row = within(table).getByText('First Bank · Checking ****6789').closest('tr')!;
    expect(row).toHaveTextContent('Routing 021000021');
    expect(row).toHaveTextContent('USD');
    expect(table).not.toHaveTextContent('123456789');
    // A client's user reads its own accounts: no client column.
    expect(within(table).queryByRole('columnheader', { name: 'Client' })).toBeNull();
  });

  it('adds a second (Canadian) account through the e-mailed code: the modal replays it, the page closes the dialog', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const { fetchMock } = renderPages(clientOwner, routes, '/payment_methods', accountsApi([account()], canadian()));
    await screen.findByRole('table', { name: 'Bank accounts' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    expect(
      within(dialog).getByText('For your security we e-mail you a code before another account can be used to pay.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Canadian bank' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Routing number/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Globex Corporation');
    await user.type(within(dialog).getByRole('textbox', { name: /^Institution number/ }), '004');
    await user.type(within(dialog).getByRole('textbox', { name: /^Transit number/ }), '1234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('The transit (branch) number is 5 digits')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Transit number/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(await screen.findByText('Bank account added: Banque Royale · Checking ****4567')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add bank account' })).toBeNull());
    const body = {
      kind: 'ca_bank',
      account_holder: 'Globex Corporation',
      bank_name: null,
      institution_number: '004',
      transit_number: '12345',
      account_number: '1234567',
      account_type: 'checking',
    };
    // Once without the code (424, handed to the modal), once replayed with it.
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['POST', '/payment_methods']]);
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([body, body]);
    expect(headerOf(fetchMock, 'POST', PATH, 0, 'X-Verification-Code')).toBeUndefined();
    expect(headerOf(fetchMock, 'POST', PATH, 1, 'X-Verification-Code')).toBe(CODE);
    // No error shown on the page: the 424 belongs to the modal.
    expect(screen.queryByText(CODE_DETAIL)).toBeNull();
    const table = screen.getByRole('table', { name: 'Bank accounts' });
    expect(await within(table).findByText('Banque Royale · Checking ****4567')).toBeInTheDocument();
    expect(within(table).getByText('Institution-transit 004-12345')).toBeInTheDocument();
  });

  it('removes an account after the confirmation and the e-mailed code', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const second = account({
      id: '00000000-0000-4000-8000-0000000000d3',
      account_last4: '1222',
      account_masked: '****1222',
    });
    const { fetchMock } = renderPages(
      clientOwner,
      routes,
      '/payment_methods',
      accountsApi([account(), second], account()),
    );
    const table = await screen.findByRole('table', { name: 'Bank accounts' }, { timeout: 3000 });
    const row = within(table).getByText('First Bank · Checking ****1222').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove bank account?' });
    expect(confirm).toHaveTextContent('First Bank · Checking ****1222 can no longer be used to pay invoices.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove account' }));

    expect(await screen.findByText('Bank account removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove bank account?' })).toBeNull());
    await waitFor(() => expect(within(table).queryByText('First Bank · Checking ****1222')).toBeNull());
    expect(within(table).getByText('First Bank · Checking ****6789')).toBeInTheDocument();
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['DELETE', `/payment_methods/${second.id}`]]);
    expect(requestsTo(fetchMock, `${PATH}/${second.id}`)).toHaveLength(2);
    expect(screen.queryByText(CODE_DETAIL)).toBeNull();
  });

  it('lets staff filter by client and choose the client of a new account, with server errors beside their fields', async () => {
    const user = userEvent.setup();
    const initech = account({ id: 'x', client: { id: INITECH_ID, name: 'Initech' }, account_masked: '****1111' });
    let posted = 0;
    const api = accountsApi([account(), initech], account());
    const { fetchMock } = renderPages(admin, routes, '/payment_methods', (u, init) => {
      if (u.pathname === PATH && init?.method === 'POST') {
        posted += 1;
        return jsonResponse(
          { detail: [{ loc: ['body', 'routing_number'], msg: 'Enter a valid 9-digit ABA routing number' }] },
          422,
        );
      }
      return api(u, init);
    });
    const table = await screen.findByRole('table', { name: 'Bank accounts' }, { timeout: 3000 });
    expect(within(table).getByRole('columnheader', { name: 'Client' })).toBeInTheDocument();
    expect(within(table).getByText('Initech')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter bank accounts' });
    await pick(user, within(filters).getByRole('combobox', { name: 'Client' }), 'Initech');
    await waitFor(() => expect(requestsTo(fetchMock, PATH).at(-1)!.searchParams.get('client_id')).toBe(INITECH_ID));

    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    // The dialog starts with the client the list is filtered to; another may be chosen.
    const client = within(dialog).getByRole('combobox', { name: 'Client' });
    expect(client).toHaveValue('Initech');
    await pick(user, client, 'Globex Corporation');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Globex Corporation');
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '021000021');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
    expect(await within(dialog).findByText('Enter a valid 9-digit ABA routing number')).toBeInTheDocument();
    expect(posted).toBe(1);
    expect(bodiesOf(fetchMock, 'POST', PATH)[0]).toMatchObject({ client_id: GLOBEX_ID, kind: 'us_bank' });
  });

  it('offers the way back to the payment that sent the user here, and no other', async () => {
    renderPages(clientOwner, routes, '/payment_methods?back=/pay/inv-1', accountsApi([], account()));
    expect(await screen.findByRole('link', { name: 'Back to your payment' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/pay/inv-1',
    );
  });

  it('never links back anywhere but a payment page', async () => {
    renderPages(clientOwner, routes, '/payment_methods?back=https://evil.test/pay', accountsApi([], account()));
    expect(await screen.findByText('No bank accounts yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your payment' })).toBeNull();
  });
});
