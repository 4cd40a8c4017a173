import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerItemView, LedgerTotals, LedgerTransactionDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { TransactionDetailPage } from './transaction-detail-page';
import { TransactionItemsPage } from './transaction-items-page';
import { TransactionsPage } from './transactions-page';

const item = (over: Partial<LedgerItemView>): LedgerItemView => ({
  id: 'i1',
  transaction_id: 't1',
  partner: { id: 'p1', name: 'Beacon Talent' },
  client: { id: 'c1', name: 'Initech' },
  contractor: { id: 'k1', name: 'Bruno Beaconworker' },
  assignment_id: 'a1',
  timesheet_id: 'ts1',
  expense_id: null,
  side: 'pay',
  classification: 'regular',
  work_date: '2027-06-08',
  week_start: '2027-06-07',
  minutes: 2400,
  hours: '40.00',
  rate: '30.0000',
  amount: '1200.00',
  status: 'approved',
  reverses_item_id: null,
  reversed_by_item_id: null,
  invoice_id: null,
  payroll_run_id: null,
  created_at: '2027-06-12T10:00:00Z',
  ...over,
});
const ITEMS = [
  item({}),
  item({ id: 'i2', classification: 'overtime', minutes: 360, rate: '45.0000', amount: '270.00' }),
  item({ id: 'i3', side: 'bill', status: 'invoiced', rate: '45.0000', amount: '1800.00' }),
];
const totals: LedgerTotals = { pay: { minutes: 2760, amount: '1470.00' }, bill: { minutes: 2400, amount: '1800.00' } };
const detail: LedgerTransactionDetail = {
  id: 't1',
  kind: 'time',
  employer_key: 'p1',
  partner: { id: 'p1', name: 'Beacon Talent' },
  contractor: { id: 'k1', name: 'Bruno Beaconworker' },
  week_start: '2027-06-07',
  expense_id: null,
  status: 'complete',
  reason: 'Timesheets approved',
  created_by: { id: 'u9', name: 'Ivan Initech' },
  created_at: '2027-06-12T10:00:00Z',
  item_count: 3,
  totals,
  items: ITEMS,
};
const owner = makeUser({
  user_type: 'partner',
  role: 'owner',
  partner: makePartner({ self_employer: true }),
  links: ['/transactions', '/transaction_items'],
});
const routes = [
  { path: '/transactions', element: <TransactionsPage /> },
  { path: '/transactions/:id', element: <TransactionDetailPage /> },
  { path: '/transaction_items', element: <TransactionItemsPage /> },
];
const handler = (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/pay_bill_transaction_items/i1' && init?.method === 'PATCH')
    return jsonResponse({ data: { ...ITEMS[0], status: 'hold' } });
  if (u.pathname === '/v2/pay_bill_transaction_items')
    return jsonResponse({ data: { data: ITEMS, total: ITEMS.length, totals } });
  if (u.pathname === '/v2/pay_bill_transactions/t1') return jsonResponse({ data: detail });
  if (u.pathname === '/v2/pay_bill_transactions/nope') return jsonResponse({ message: 'Not Found' }, 404);
  if (u.pathname === '/v2/pay_bill_transactions') return listAnswer([detail]);
  if (u.pathname === '/v2/clients') return listAnswer([]);
  return undefined;
};

describe('ledger screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists transactions with their pay and bill totals and a page total of each, and opens one', async () => {
    renderPages(owner, routes, '/transactions', handler);
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const row = (await within(table).findByText('Week of Jun 7, 2027')).closest('tr')!;
    expect(within(row).getByText('$1,470.00')).toBeInTheDocument();
    expect(within(row).getByText('$1,800.00')).toBeInTheDocument();
    expect(within(row).getByText('Complete')).toBeInTheDocument();
    const footer = table.querySelector('tfoot')!;
    expect(within(footer).getByText('Page total')).toBeInTheDocument();
    expect(within(footer).getByText('$1,470.00')).toBeInTheDocument();
    expect(within(footer).getByText('$1,800.00')).toBeInTheDocument();
  });

  it('shows a transaction with its items, totals per side and links to the source entry', async () => {
    renderPages(owner, routes, '/transactions/t1', handler);
    expect(await screen.findByRole('heading', { name: 'Week of Jun 7, 2027' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('pay-total')).toHaveTextContent('46.00 h · $1,470.00');
    expect(screen.getByTestId('bill-total')).toHaveTextContent('40.00 h · $1,800.00');
    const links = screen.getAllByRole('link', { name: 'Timesheet' });
    expect(links[0]).toHaveAttribute('href', '/timesheets?contractor_id=k1&date_from=2027-06-08&date_to=2027-06-08');
    // Invoiced items never move by hand: only the two approved ones offer Hold.
    expect(screen.getAllByRole('button', { name: /^Hold item/ })).toHaveLength(2);
  });

  it("shows a transaction's items without the datatable's unnamed header toggles or dead sort buttons (axe)", async () => {
    renderPages(owner, routes, '/transactions/t1', handler);
    expect(await screen.findByRole('heading', { name: 'Week of Jun 7, 2027' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    const header = within(table).getAllByRole('rowgroup')[0]!;
    // axe button-name and nested-interactive: every button has a name; the header opens no popup.
    expect(within(table).queryAllByRole('button', { name: '' })).toEqual([]);
    expect(header).not.toHaveAttribute('aria-expanded');
    // This table holds one transaction's items as loaded: its headers do not offer a sort they cannot do.
    expect(within(header).queryAllByRole('button')).toEqual([]);
  });

  it('answers Not Found for a transaction outside the scope', async () => {
    renderPages(owner, routes, '/transactions/nope', handler);
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('holds an item from the item list, with the totals of every matching item', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/transaction_items', handler);
    expect(await screen.findByTestId('pay-total', {}, { timeout: 3000 })).toHaveTextContent('$1,470.00');
    // The page's own total adds pay and bill apart, hours and money.
    const footer = (await screen.findByText('Page total')).closest('tfoot')!;
    expect(footer).toHaveTextContent('Pay 46.00');
    expect(footer).toHaveTextContent('Bill 40.00');
    expect(footer).toHaveTextContent('Pay $1,470.00');
    expect(footer).toHaveTextContent('Bill $1,800.00');
    await user.click(await screen.findByRole('button', { name: 'Hold item i1' }));
    await vi.waitFor(() =>
      expect(bodiesOf(fetchMock, 'PATCH', '/v2/pay_bill_transaction_items/i1')).toEqual([{ status: 'hold' }]),
    );
    expect(await screen.findByText('Item on hold')).toBeInTheDocument();
  });

  it('offers no Hold to a recruiter of the employer', async () => {
    const recruiter = { ...owner, role: 'recruiter' as const };
    renderPages(recruiter, routes, '/transaction_items', handler);
    expect(await screen.findByTestId('pay-total', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findAllByText('Bruno Beaconworker')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Hold item/ })).not.toBeInTheDocument();
  });
});
