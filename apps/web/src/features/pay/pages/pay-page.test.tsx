import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceView, PayResult } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import {
  account,
  cadAccount,
  clientClerk,
  clientOwner,
  GLOBEX_ID,
  GOOD_ACCOUNT,
  invoice,
  INVOICE_3,
  INVOICE_ID,
  payment,
  returned,
  RETURNED_MESSAGE,
  RETURNING_ACCOUNT,
  returningAccount,
  settled,
  admin,
} from './pay-fixtures';
import { PayPage } from './pay-page';
import { PaySuccessPage } from './pay-success-page';

const routes = [
  { path: '/pay/:id?', element: <PayPage /> },
  { path: '/pay/:id?/success', element: <PaySuccessPage /> },
];
type FetchMock = ReturnType<typeof renderPages>['fetchMock'];

/** The Idempotency-Key of every POST /v2/pay, in order. */
const keysOf = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === '/v2/pay' && init?.method === 'POST',
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

/** GET /v2/invoices/:id and the accounts; `pay` answers POST /v2/pay (by attempt, from 1). */
function payApi(
  shown: InvoiceView,
  pay: (attempt: number) => Response,
  accounts = [account(), returningAccount(), cadAccount()],
) {
  let attempts = 0;
  return (u: URL, init: RequestInit | undefined) => {
    if (u.pathname === `/v2/invoices/${shown.id}`) return jsonResponse({ data: shown });
    if (u.pathname === '/v2/payment_methods') return listAnswer(accounts);
    if (u.pathname === '/v2/pay' && init?.method === 'POST') {
      attempts += 1;
      return pay(attempts);
    }
    return undefined;
  };
}

const answer = (result: PayResult) => jsonResponse({ data: result });

describe('/pay/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the invoice, what is left, the saved accounts in its currency and the way to add one', async () => {
    const { fetchMock } = renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), () => answer(settled('1390.00'))),
    );
    expect(await screen.findByRole('heading', { name: 'Pay invoice 1001' }, { timeout: 3000 })).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Invoice to pay' });
    expect(within(summary).getByRole('row', { name: 'Period Oct 19, 2026 – Oct 25, 2026' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total due $1,890.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Paid $500.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Balance $1,390.00' })).toBeInTheDocument();

    expect(await screen.findByRole('radio', { name: 'Pay the balance ($1,390.00)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay another amount' })).not.toBeChecked();
    const from = screen.getByRole('radiogroup', { name: 'Pay from' });
    // The USD accounts only (the invoice is in dollars), the oldest chosen.
    expect(within(from).getAllByRole('radio')).toHaveLength(2);
    expect(within(from).getByRole('radio', { name: /First Bank · Checking \*\*\*\*6789/ })).toBeChecked();
    expect(within(from).queryByRole('radio', { name: /Banque Royale/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add another bank account' })).toHaveAttribute(
      'href',
      `/payment_methods?client_id=${GLOBEX_ID}&back=%2Fpay%2F${INVOICE_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Pay $1,390.00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute('href', `/invoices/${INVOICE_ID}`);
    expect(requestsTo(fetchMock, '/v2/payment_methods')[0]!.searchParams.get('client_id')).toBe(GLOBEX_ID);
  });

  it('pays part of the balance with one Idempotency-Key, the same on every retry, then shows what was paid', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), (attempt) => {
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2)
          return jsonResponse({ detail: [{ loc: ['body', 'amount'], msg: 'More than the $1,200.00 owed' }] }, 422);
        return answer(settled('400.00'));
      }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay another amount' }, { timeout: 3000 }));
    const amount = screen.getByRole('textbox', { name: /^Amount to pay/ });
    // More than the balance is caught before anything is sent.
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Pay $2,000.00' }));
    expect(await screen.findByText('More than the $1,390.00 owed')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/pay')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1250');
    const pay = screen.getByRole('button', { name: 'Pay $1,250.00' });
    // 1: the network fails (did it arrive?): the same request may be sent again, safely.
    await user.click(pay);
    expect(await screen.findByText('Unknown Error, Please Contact Support')).toBeInTheDocument();
    expect(
      screen.getByText('Sending it again is safe: however often this is sent, you are charged once.'),
    ).toBeInTheDocument();
    // 2: the API says the balance moved: beside the amount.
    await user.click(pay);
    expect(await screen.findByText('More than the $1,200.00 owed')).toBeInTheDocument();
    // 3: a corrected amount goes through.
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Pay $400.00' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pay/${INVOICE_ID}/success`));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Thank you: $400.00 was paid toward invoice 1001.')).toBeInTheDocument();
    const paid = screen.getByRole('table', { name: 'Payment' });
    expect(within(paid).getByRole('row', { name: 'Amount paid $400.00' })).toBeInTheDocument();
    expect(within(paid).getByRole('row', { name: 'Toward invoice 1001 $400.00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoice 1001' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE_ID}`,
    );

    const body = { payment_method_id: GOOD_ACCOUNT, invoice_id: INVOICE_ID, amount: '1250' };
    expect(bodiesOf(fetchMock, 'POST', '/v2/pay')).toEqual([body, body, { ...body, amount: '400' }]);
    const keys = keysOf(fetchMock);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(new Set(keys).size).toBe(1);
  }, 30_000);

  it("stays with the bank's message when the debit is returned, and tries another account as a new intent", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), (attempt) => (attempt === 1 ? answer(returned()) : answer(settled('1390.00')))),
    );
    await user.click(
      await screen.findByRole('radio', { name: /Thin Bank · Checking \*\*\*\*1222/ }, { timeout: 3000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay $1,390.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bank returned the payment');
    expect(alert).toHaveTextContent(RETURNED_MESSAGE);
    expect(router.state.location.pathname).toBe(`/pay/${INVOICE_ID}`);

    await user.click(screen.getByRole('radio', { name: /First Bank · Checking \*\*\*\*6789/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $1,390.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pay/${INVOICE_ID}/success`));
    expect(bodiesOf(fetchMock, 'POST', '/v2/pay')).toEqual([
      { payment_method_id: RETURNING_ACCOUNT, invoice_id: INVOICE_ID },
      { payment_method_id: GOOD_ACCOUNT, invoice_id: INVOICE_ID },
    ]);
    const keys = keysOf(fetchMock);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says so when nothing is owed any more (409) and reads the invoice again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), () => jsonResponse({ message: 'Nothing is owed' }, 409)),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $1,390.00' }, { timeout: 3000 }));
    expect(await screen.findByText('Nothing is owed')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, `/v2/invoices/${INVOICE_ID}`).length).toBeGreaterThan(1));
  });

  it('says when there is no account to pay from: a link to add one, or whom to ask', async () => {
    renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), () => answer(settled('1.00')), [cadAccount()]),
    );
    expect(
      await screen.findByText(
        'There is no saved bank account in US dollars to pay this from yet.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('tells a user who may not add accounts whom to ask', async () => {
    renderPages(
      clientClerk,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice(), () => answer(settled('1.00')), []),
    );
    expect(
      await screen.findByText(/Ask an owner or a finance user of your company to add one/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a bank account' })).toBeNull();
  });

  it('offers no payment on an invoice paid in full', async () => {
    renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}`,
      payApi(invoice({ status: 'paid', allocated_amount: '1890.00', remaining_amount: '0.00' }), () =>
        answer(settled('1.00')),
      ),
    );
    expect(
      await screen.findByText('This invoice is paid in full. Thank you!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('/pay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  const third = invoice({
    id: INVOICE_3,
    number: '1003',
    status: 'open',
    allocated_amount: '0.00',
    remaining_amount: '1720.00',
    total_due: '1720.00',
    period: { start: '2026-11-02', end: '2026-11-08' },
    due_date: '2026-12-09',
  });
  const canadian = invoice({
    id: 'cad-1',
    number: '1004',
    status: 'open',
    currency: 'cad',
    allocated_amount: '0.00',
    remaining_amount: '2260.00',
    total_due: '2260.00',
  });
  const listApi = (pay: () => Response) => (u: URL, init: RequestInit | undefined) => {
    if (u.pathname === '/v2/invoices')
      return u.searchParams.get('status') === 'open' ? listAnswer([third, canadian]) : listAnswer([invoice()]);
    if (u.pathname === '/v2/payment_methods') return listAnswer([account(), cadAccount()]);
    if (u.pathname === '/v2/pay' && init?.method === 'POST') return pay();
    return undefined;
  };

  it("lists the client's open invoices and the balance per currency, and pays all of one currency", async () => {
    const user = userEvent.setup();
    const all: PayResult = {
      status: 'settled',
      message: 'Thank you: $3,110.00 was paid toward invoice 1001, 1003.',
      payment: payment('3110.00', [
        { id: INVOICE_ID, number: '1001', amount: '1390.00' },
        { id: INVOICE_3, number: '1003', amount: '1720.00' },
      ]),
    };
    const { fetchMock, router } = renderPages(
      clientOwner,
      routes,
      '/pay',
      listApi(() => answer(all)),
    );
    expect(await screen.findByRole('heading', { name: 'Pay your invoices' }, { timeout: 3000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Open invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1001', '1004', '1003']);
    expect(within(table).getByRole('link', { name: 'Pay invoice 1003' })).toHaveAttribute('href', `/pay/${INVOICE_3}`);
    // The filters asked: each owed status, the client implied.
    expect(
      requestsTo(fetchMock, '/v2/invoices')
        .map((u) => u.searchParams.get('status'))
        .sort(),
    ).toEqual(['open', 'partially_paid']);
    // The balances wait for the saved accounts as well as the invoices: found, not got, on a busy machine.
    expect(await screen.findByTestId('balance-usd', {}, { timeout: 3000 })).toHaveTextContent('$3,110.00');
    expect(screen.getByTestId('balance-cad')).toHaveTextContent('$2,260.00 CAD');

    const usd = await screen.findByRole('form', { name: 'Pay the USD balance' }, { timeout: 3000 });
    expect(within(usd).queryByRole('radio', { name: /Banque Royale/ })).toBeNull();
    await user.click(within(usd).getByRole('button', { name: 'Pay all $3,110.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/success'));
    expect(bodiesOf(fetchMock, 'POST', '/v2/pay')).toEqual([{ payment_method_id: GOOD_ACCOUNT }]);
    const paid = await screen.findByRole('table', { name: 'Payment' });
    expect(within(paid).getByRole('row', { name: 'Toward invoice 1001 $1,390.00' })).toBeInTheDocument();
    expect(within(paid).getByRole('row', { name: 'Toward invoice 1003 $1,720.00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See everything still owed' })).toHaveAttribute('href', '/pay');
  });

  it('asks staff for the client first, then reads that client', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/pay', (u, init) => {
      if (u.pathname === '/v2/clients')
        return listAnswer([
          { id: GLOBEX_ID, name: 'Globex Corporation', partner: { id: 'p1', name: 'Acme Staffing' } },
        ]);
      return listApi(() => answer(settled('1.00')))(u, init);
    });
    const client = await screen.findByRole('combobox', { name: 'Client' }, { timeout: 3000 });
    expect(requestsTo(fetchMock, '/v2/invoices')).toEqual([]);
    await user.click(client);
    await user.click(await screen.findByRole('option', { name: 'Globex Corporation', hidden: true }));
    expect(await screen.findByRole('table', { name: 'Open invoices' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/invoices').every((u) => u.searchParams.get('client_id') === GLOBEX_ID)).toBe(
      true,
    );
  });

  it('says nothing is owed when every invoice is paid', async () => {
    renderPages(clientOwner, routes, '/pay', (u) => {
      if (u.pathname === '/v2/invoices') return listAnswer([]);
      if (u.pathname === '/v2/payment_methods') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('Nothing is owed', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('/pay/:id/success', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('opened again later (no answer in hand), shows the invoice as it stands and links back to it', async () => {
    renderPages(
      clientOwner,
      routes,
      `/pay/${INVOICE_ID}/success`,
      payApi(invoice({ allocated_amount: '900.00', remaining_amount: '990.00' }), () => answer(settled('1.00'))),
    );
    expect(
      await screen.findByText('Invoice 1001: $900.00 paid, $990.00 still owed.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoice 1001' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE_ID}`,
    );
  });
});
