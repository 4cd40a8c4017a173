import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../components/data-list/format';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import {
  admin,
  client,
  CLIENT_ID,
  detail,
  employer,
  INVOICE_1,
  INVOICE_2,
  openInvoice,
  payment,
} from './payment-fixtures';
import { PaymentDetailPage } from './payment-detail-page';
import { PaymentsPage } from './payments-page';

const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim());

const routes = [
  { path: '/payments', element: <PaymentsPage /> },
  { path: '/payments/:id', element: <PaymentDetailPage /> },
];
const ROWS = [
  payment(),
  payment({
    id: 'pay-2',
    payment_date: '2027-06-18',
    method: 'check',
    reference: null,
    amount: '500.00',
    allocated_amount: '0.00',
    unapplied_amount: '0.00',
    allocation_status: 'pending',
    status: 'returned',
    return_code: 'R01',
    return_date: '2027-06-25',
  }),
];
const clients = () => listAnswer([{ id: CLIENT_ID, name: 'Initech', partner: { id: 'p1', name: 'Acme Staffing' } }]);

/** The Idempotency-Key header of every `method` call to `pathname`, in order. */
const keysOf = (fetchMock: ReturnType<typeof renderPages>['fetchMock'], method: string, pathname: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === method,
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

/** Opens a Mantine select or multi-select by its input and clicks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string | RegExp) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/payments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists payments with method, reference, amounts, allocation and status, each opening its page', async () => {
    renderPages(admin, routes, '/payments', (u) => {
      if (u.pathname === '/v2/payments') return listAnswer(ROWS);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: 'Jun 20, 2027' });
    expect(link).toHaveAttribute('href', '/payments/pay-1');
    const first = link.closest('tr')!;
    expect(first).toHaveTextContent('Initech');
    expect(first).toHaveTextContent('Acme Staffing');
    expect(first).toHaveTextContent('ACH');
    expect(first).toHaveTextContent('ACH-778');
    expect(first).toHaveTextContent('$1,250.00');
    expect(first).toHaveTextContent('$1,000.00');
    expect(first).toHaveTextContent('$250.00');
    expect(within(first).getByText('Partially allocated')).toBeInTheDocument();
    expect(within(first).getByText('Received')).toBeInTheDocument();
    // A returned payment: red, with its bank code.
    const returned = within(table).getByRole('link', { name: 'Jun 18, 2027' }).closest('tr')!;
    expect(within(returned).getByText('Returned · R01')).toBeInTheDocument();
    expect(within(returned).getByText('Unapplied')).toBeInTheDocument();
    expect(returned).toHaveTextContent('Check');
    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining([
        'Date',
        'Client',
        'Partner',
        'Method',
        'Reference',
        'Amount',
        'Applied',
        'Unapplied',
        'Allocation',
        'Status',
      ]),
    );
    expect(table.querySelector('tfoot')).toHaveTextContent('$1,750.00');
    const filters = screen.getByRole('search', { name: 'Filter payments' });
    for (const name of ['Status', 'Allocation', 'Method', 'Client']) {
      expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(within(filters).getByRole('button', { name: 'Payment dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it('shows a client its payments without a partner column, client filter or Record payment', async () => {
    renderPages(client, routes, '/payments', (u) => {
      if (u.pathname === '/v2/payments') return listAnswer([ROWS[0]!]);
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(await within(table).findByRole('link', { name: 'Jun 20, 2027' })).toBeInTheDocument();
    expect(tableHeaders(table)).not.toContain('Partner');
    const filters = screen.getByRole('search', { name: 'Filter payments' });
    expect(within(filters).queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('asks the API with the filters in the URL, and says when none match or none are there yet', async () => {
    const { fetchMock } = renderPages(
      employer,
      routes,
      '/payments?status=received&allocation_status=pending&method=wire&date_from=2027-06-01&date_to=2027-06-30',
      (u) => {
        if (u.pathname === '/v2/payments') return listAnswer([]);
        if (u.pathname === '/v2/clients') return clients();
        return undefined;
      },
    );
    expect(await screen.findByText('No payments match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/v2/payments').at(-1)!.searchParams;
    expect(
      Object.fromEntries(
        ['status', 'allocation_status', 'method', 'date_from', 'date_to', 'sort'].map((k) => [k, sent.get(k)]),
      ),
    ).toEqual({
      status: 'received',
      allocation_status: 'pending',
      method: 'wire',
      date_from: '2027-06-01',
      date_to: '2027-06-30',
      sort: '-payment_date',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('records a payment with one Idempotency-Key, the same on every retry, and opens it', async () => {
    const user = userEvent.setup();
    const recorded = detail({ id: 'pay-9' });
    let attempts = 0;
    const { fetchMock, router } = renderPages(employer, routes, '/payments', (u, init) => {
      if (u.pathname === '/v2/payments' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        if (attempts === 2)
          return jsonResponse(
            { detail: [{ loc: ['body', 'invoice_ids'], msg: 'Not an open USD invoice of this client: x' }] },
            422,
          );
        return jsonResponse({ data: recorded }, 201);
      }
      if (u.pathname === '/v2/payments') return listAnswer(ROWS);
      if (u.pathname === '/v2/payments/pay-9') return jsonResponse({ data: recorded });
      if (u.pathname === '/v2/clients') return clients();
      if (u.pathname === '/v2/invoices' && u.searchParams.get('client_id') === CLIENT_ID) {
        return u.searchParams.get('status') === 'open'
          ? listAnswer([openInvoice(), openInvoice({ id: 'cad-1', number: '1003', currency: 'cad' })])
          : listAnswer([
              openInvoice({
                id: INVOICE_1,
                number: '1001',
                status: 'partially_paid',
                due_date: '2027-06-30',
                remaining_amount: '90.00',
              }),
            ]);
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Record payment' }, { timeout: 3000 }));
    // A loaded CI machine has taken over 5 s to open the dialog (its client and invoice pickers mount with it).
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' }, { timeout: 15_000 });

    // Nothing filled: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Choose the client who paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments')).toEqual([]);

    await pick(user, within(dialog).getByRole('combobox', { name: 'Client' }), 'Initech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1250.00');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Method' }), 'ACH');
    expect(within(dialog).getByLabelText(/^Payment date/)).toHaveValue(todayIso());
    fireEvent.change(within(dialog).getByLabelText(/^Payment date/), { target: { value: '2027-06-20' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'ACH-778');
    // The client's open invoices in the payment's currency, oldest due first, each with what it still owes.
    const invoices = within(dialog).getByLabelText('Invoices to pay first');
    await user.click(invoices);
    const listbox = await waitFor(() => document.getElementById(invoices.getAttribute('aria-controls') ?? '')!);
    // Both owed statuses load before the list is whole: wait for it whole (a busy machine answers late).
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option', { hidden: true })
            .map((o) => o.textContent),
        ).toEqual(['1001 · $90.00 remaining · due Jun 30, 2027', '1002 · $1,890.00 remaining · due Jul 14, 2027']),
      { timeout: 3000 },
    );
    await user.click(within(listbox).getByRole('option', { name: /^1002/, hidden: true }));

    const submit = within(dialog).getByRole('button', { name: 'Record payment' });
    const body = {
      client_id: CLIENT_ID,
      amount: '1250.00',
      currency: 'usd',
      method: 'ach',
      payment_date: '2027-06-20',
      reference: 'ACH-778',
      invoice_ids: [INVOICE_2],
    };
    // 1: the network fails (did it arrive?); the dialog stays open with the same request.
    await user.click(submit);
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Unknown Error, Please Contact Support',
    );
    expect(
      within(dialog).getByText(
        'Sending it again is safe: however often this form is sent, the payment is recorded once.',
      ),
    ).toBeInTheDocument();
    // 2: the retry is refused with a field error, shown beside the invoices.
    await user.click(submit);
    expect(
      await within(dialog).findByText('Not an open USD invoice of this client: x', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // 3: the retry goes through.
    await user.click(submit);

    expect(
      await screen.findByText('Payment recorded: $1,000.00 applied, $250.00 unapplied', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/pay-9'));
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments')).toEqual([body, body, body]);
    const keys = keysOf(fetchMock, 'POST', '/v2/payments');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(new Set(keys).size).toBe(1);

    // Another payment is another intent: another key.
    await router.navigate('/payments');
    // The list loaded first, then a plain click: user-event's second click on the toolbar's button, after
    // its first session ended on another page, opened no dialog (a CI run, then every run here; fireEvent
    // fires the same click handler).
    await screen.findByRole('link', { name: 'Jun 20, 2027' }, { timeout: 15_000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }, { timeout: 15_000 }));
    const again = await screen.findByRole('dialog', { name: 'Record payment' }, { timeout: 15_000 });
    await pick(user, within(again).getByRole('combobox', { name: 'Client' }), 'Initech');
    await user.type(within(again).getByRole('textbox', { name: 'Amount' }), '10');
    await pick(user, within(again).getByRole('combobox', { name: 'Method' }), 'Wire');
    await user.click(within(again).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(keysOf(fetchMock, 'POST', '/v2/payments')).toHaveLength(4));
    expect(keysOf(fetchMock, 'POST', '/v2/payments')[3]).not.toBe(keys[0]);
  }, 30_000);
});
