import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentDetail } from '@app/domain';
import { todayIso } from '../../../components/data-list/format';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import {
  admin,
  ALLOCATION_1,
  allocation,
  CLIENT_ID,
  client,
  detail,
  employer,
  INVOICE_1,
  INVOICE_2,
  openInvoice,
  reader,
} from './payment-fixtures';
import { PaymentDetailPage } from './payment-detail-page';

const routes = [{ path: '/payments/:id', element: <PaymentDetailPage /> }];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll(':scope > thead th'), (th) => th.textContent?.trim());

type FetchMock = ReturnType<typeof renderPages>['fetchMock'];
const keysOf = (fetchMock: FetchMock, pathname: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === 'POST',
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

/** Answers GET /v2/payments/pay-1 with `shown` (then with the last command's answer), the commands with `after`. */
function handlerFor(shown: PaymentDetail, after: PaymentDetail = shown) {
  let current = shown;
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (u.pathname === '/v2/payments/pay-1' && method === 'GET') return jsonResponse({ data: current });
    if (/^\/v2\/payments\/pay-1\/(return|unallocate|allocations)$/.test(u.pathname) && method === 'POST') {
      current = after;
      return jsonResponse({ data: after });
    }
    if (u.pathname === '/v2/payments/pay-1' && method === 'PATCH') {
      const { allocations: _rows, ...view } = after;
      current = after;
      return jsonResponse({ data: view });
    }
    if (u.pathname === '/v2/invoices' && u.searchParams.get('client_id') === CLIENT_ID) {
      return u.searchParams.get('status') === 'open' ? listAnswer([openInvoice()]) : listAnswer([]);
    }
    return undefined;
  };
}

describe('/payments/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the payment, its totals and every allocation row, reversals and reversed rows marked', async () => {
    renderPages(admin, routes, '/payments/pay-1', handlerFor(detail()));
    expect(
      await screen.findByRole('heading', { name: 'Payment of $1,250.00 from Initech' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByText('Partially allocated')).toBeInTheDocument();
    expect(screen.getByText('ACH-778')).toBeInTheDocument();
    expect(screen.getByText('Jun 20, 2027')).toBeInTheDocument();
    expect(screen.getByText('Acme Staffing')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Payment totals' });
    expect(within(totals).getByRole('row', { name: 'Amount $1,250.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Applied $1,000.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Unapplied $250.00' })).toBeInTheDocument();

    const rows = screen.getByRole('table', { name: 'Allocations' });
    expect(headersOf(rows)).toEqual(['Invoice', 'Amount', 'Status', 'Reason', 'Date', 'Actions']);
    const [, standing, undone, reversal] = within(rows).getAllByRole('row');
    expect(within(standing!).getByRole('link', { name: 'Invoice 1001' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE_1}`,
    );
    expect(standing).toHaveTextContent('$1,000.00');
    expect(standing).toHaveTextContent('Paid in full');
    expect(within(standing!).getByRole('button', { name: 'Unallocate $1,000.00 from Invoice 1001' })).toBeVisible();
    // The row since undone: marked, no Unallocate; the reversing row: negative, with its reason.
    expect(within(undone!).getByRole('link', { name: 'Invoice 1002' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE_2}`,
    );
    expect(undone).toHaveTextContent('Short payment');
    expect(within(undone!).getByText('Reversed')).toBeInTheDocument();
    expect(within(undone!).queryByRole('button')).toBeNull();
    expect(reversal).toHaveTextContent('-$300.00');
    expect(within(reversal!).getByText('Reversal')).toBeInTheDocument();
    expect(reversal).toHaveTextContent('Applied to the wrong invoice');
    expect(within(reversal!).queryByRole('button')).toBeNull();
  });

  it('marks the payment returned with the code, date and reason asked for, with its Idempotency-Key', async () => {
    const returned = detail({
      status: 'returned',
      return_code: 'R01',
      return_date: '2027-06-25',
      return_reason: 'NSF notice from the bank',
      allocated_amount: '0.00',
      unapplied_amount: '0.00',
      allocation_status: 'pending',
      allocations: [
        allocation({ reversed: true }),
        allocation({
          id: 'al-9',
          amount: '-1000.00',
          sub_status: null,
          reverses_allocation_id: ALLOCATION_1,
          reason: 'Returned: R01 Insufficient funds',
        }),
      ],
    });
    const { fetchMock } = renderPages(employer, routes, '/payments/pay-1', handlerFor(detail(), returned));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark returned' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payment returned' });
    expect(
      within(dialog).getByText(
        'Mark this payment returned? Its allocations are reversed and the invoices reopen; the client is e-mailed.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Return date/)).toHaveValue(todayIso());
    // The code is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));
    expect(await within(dialog).findByText('Choose the bank return code (R01, R02 …)')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/return')).toEqual([]);

    const code = within(dialog).getByRole('combobox', { name: 'Return code' });
    await user.click(code);
    const listbox = await waitFor(() => document.getElementById(code.getAttribute('aria-controls') ?? '')!);
    expect(within(listbox).getByRole('option', { name: 'R02 · Account closed', hidden: true })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'R01 · Insufficient funds', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/^Return date/), { target: { value: '2027-06-25' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'NSF notice from the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));

    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/return')).toEqual([
        { return_code: 'R01', return_date: '2027-06-25', reason: 'NSF notice from the bank' },
      ]),
    );
    expect(keysOf(fetchMock, '/v2/payments/pay-1/return')[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(await screen.findByText('Payment marked returned (R01)')).toBeInTheDocument();
    expect(await screen.findByText('This payment was returned by the bank')).toBeInTheDocument();
    expect(screen.getByText('R01 · Insufficient funds · Jun 25, 2027')).toBeInTheDocument();
    expect(screen.getByText('Reason: NSF notice from the bank')).toBeInTheDocument();
    expect(screen.getByText('Returned · R01')).toBeInTheDocument();
    // A returned payment is returned once: no more Return, nor Apply.
    expect(screen.queryByRole('button', { name: 'Mark returned' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Apply unapplied cash' })).toBeNull();
  }, 20_000);

  it('unallocates a standing row (admin) with the reason asked for, with its Idempotency-Key', async () => {
    const undone = detail({
      allocated_amount: '0.00',
      unapplied_amount: '1250.00',
      allocation_status: 'pending',
      allocations: [
        allocation({ reversed: true }),
        allocation({
          id: 'al-9',
          amount: '-1000.00',
          sub_status: null,
          reverses_allocation_id: ALLOCATION_1,
          reason: 'Client disputes invoice 1001',
        }),
      ],
    });
    const { fetchMock } = renderPages(admin, routes, '/payments/pay-1', handlerFor(detail(), undone));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Unallocate $1,000.00 from Invoice 1001' }, { timeout: 3000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unallocate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unallocate' }));
    expect(await within(dialog).findByText('Say why the allocation is undone')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/unallocate')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client disputes invoice 1001');
    await user.click(within(dialog).getByRole('button', { name: 'Unallocate' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/unallocate')).toEqual([
        { allocation_id: ALLOCATION_1, reason: 'Client disputes invoice 1001' },
      ]),
    );
    expect(keysOf(fetchMock, '/v2/payments/pay-1/unallocate')[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(await screen.findByText('$1,000.00 unallocated from invoice 1001')).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: 'Allocations' });
    expect(within(rows).getByText('Client disputes invoice 1001')).toBeInTheDocument();
    expect(within(rows).queryByRole('button', { name: /^Unallocate/ })).toBeNull();
  }, 20_000);

  it('applies unapplied cash to an open invoice of the client, keeping its key on a retry', async () => {
    const applied = detail({ allocated_amount: '1250.00', unapplied_amount: '0.00', allocation_status: 'allocated' });
    let attempts = 0;
    const base = handlerFor(detail(), applied);
    const { fetchMock } = renderPages(employer, routes, '/payments/pay-1', (u, init) => {
      if (u.pathname === '/v2/payments/pay-1/allocations' && init?.method === 'POST' && ++attempts === 1) {
        return jsonResponse({ message: 'Service unavailable' }, 503);
      }
      return base(u, init);
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Apply unapplied cash' }, { timeout: 3000 });
    expect(within(form).getByText('$250.00 of this payment is not applied to an invoice yet.')).toBeInTheDocument();
    const amount = await within(form).findByRole('textbox', { name: 'Amount to apply to invoice 1002' });
    // More than the payment has left: refused before anything is sent.
    await user.type(amount, '300');
    await user.click(within(form).getByRole('button', { name: 'Apply cash' }));
    expect(await within(form).findByText('More than the $250.00 left to apply')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/allocations')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '250.00');
    await user.click(within(form).getByRole('button', { name: 'Apply cash' }));
    expect(await within(form).findByText('Service unavailable')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Apply cash' }));
    expect(await screen.findByText('Applied $250.00: $0.00 left unapplied')).toBeInTheDocument();
    const body = { allocations: [{ invoice_id: INVOICE_2, amount: '250.00' }] };
    expect(bodiesOf(fetchMock, 'POST', '/v2/payments/pay-1/allocations')).toEqual([body, body]);
    const keys = keysOf(fetchMock, '/v2/payments/pay-1/allocations');
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // All of it applied: nothing left to apply.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Apply unapplied cash' })).toBeNull());
  }, 20_000);

  it('lets an admin change the reference and notes only', async () => {
    const edited = detail({ reference: 'ACH-779', notes: 'Trace corrected' });
    const { fetchMock } = renderPages(admin, routes, '/payments/pay-1', handlerFor(detail(), edited));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment' });
    const reference = within(dialog).getByRole('textbox', { name: 'Reference' });
    await user.clear(reference);
    await user.type(reference, 'ACH-779');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Trace corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH', '/v2/payments/pay-1')).toEqual([
        { reference: 'ACH-779', notes: 'Trace corrected' },
      ]),
    );
    expect(await screen.findByText('ACH-779')).toBeInTheDocument();
    // The allocations stay on the page (the PATCH answer has none).
    expect(screen.getByRole('table', { name: 'Allocations' })).toBeInTheDocument();
  }, 15_000);

  it.each([
    ['a client', client],
    ['a partner that neither employs nor funds', reader],
  ])('offers %s no action, and names no partner', async (_who, user) => {
    renderPages(user, routes, '/payments/pay-1', handlerFor(detail()));
    expect(
      await screen.findByRole('heading', { name: 'Payment of $1,250.00 from Initech' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark returned' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unallocate/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Apply unapplied cash' })).toBeNull();
    expect(headersOf(screen.getByRole('table', { name: 'Allocations' }))).not.toContain('Actions');
    expect(screen.queryByText('Partner')).toBeNull();
  });

  it('answers Not Found for a payment outside the scope', async () => {
    renderPages(admin, routes, '/payments/nope', (u) =>
      u.pathname === '/v2/payments/nope' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
