import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { admin, client, CLIENT_ID, employer, invoice, runResult } from './invoice-fixtures';
import { InvoicesPage } from './invoices-page';

/** The header cells' texts of one table. */
const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim());

const routes = [{ path: '/invoices', element: <InvoicesPage /> }];
const ROWS = [
  invoice({ overdue: true, days_past_due: 5 }),
  invoice({
    id: 'inv-2',
    number: null,
    status: 'draft',
    invoice_date: null,
    due_date: null,
    total_due: '300.00',
    remaining_amount: '0.00',
  }),
];
const clients = () => listAnswer([{ id: CLIENT_ID, name: 'Initech', partner: { id: 'p1', name: 'Acme Staffing' } }]);

describe('/invoices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists invoices with their status, overdue days and amounts, each opening its page', async () => {
    renderPages(admin, routes, '/invoices', (u) => {
      if (u.pathname === '/v2/invoices') return listAnswer(ROWS);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const open = (await within(table).findByRole('link', { name: '1001' })).closest('tr')!;
    expect(within(table).getByRole('link', { name: '1001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Overdue 5 days')).toBeInTheDocument();
    expect(within(open).getByText('Jun 7, 2027 – Jun 13, 2027')).toBeInTheDocument();
    expect(within(open).getByText('Jul 14, 2027')).toBeInTheDocument();
    expect(within(open).getAllByText('$1,890.00')).toHaveLength(2);
    // A draft has no number yet: a dash, still a link to it.
    const draft = within(table).getByRole('link', { name: 'Draft invoice for Initech, Jun 7, 2027 – Jun 13, 2027' });
    expect(draft).toHaveTextContent('—');
    expect(draft).toHaveAttribute('href', '/invoices/inv-2');
    expect(within(draft.closest('tr')!).getByText('Draft')).toBeInTheDocument();
    // Staff see several partners' invoices: the partner is named.
    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining(['Number', 'Client', 'Partner', 'Period', 'Invoice date', 'Due date', 'Status']),
    );
    expect(table.querySelector('tfoot')).toHaveTextContent('$2,190.00');
    expect(screen.getByRole('button', { name: 'Run invoices' })).toBeInTheDocument();
  });

  it('shows a client its invoices without a partner column, client filter or Run invoices', async () => {
    renderPages(client, routes, '/invoices', (u) => {
      if (u.pathname === '/v2/invoices') return listAnswer([ROWS[0]!]);
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(await within(table).findByRole('link', { name: '1001' })).toBeInTheDocument();
    expect(tableHeaders(table)).not.toContain('Partner');
    const filters = screen.getByRole('search', { name: 'Filter invoices' });
    expect(within(filters).queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run invoices' })).toBeNull();
  });

  it('asks for overdue invoices only with the toggle, and says when none are there yet', async () => {
    const { fetchMock } = renderPages(employer, routes, '/invoices', (u) => {
      if (u.pathname === '/v2/invoices') return listAnswer([]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    expect(await screen.findByText('No invoices yet', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/invoices').at(-1)!.searchParams.get('overdue')).toBe('true'));
    expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument();
  });

  it('previews a run (nothing written), then creates the drafts with the same request and refreshes the list', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(employer, routes, '/invoices', (u, init) => {
      if (u.pathname === '/v2/invoices/preview' && init?.method === 'POST') return jsonResponse({ data: runResult() });
      if (u.pathname === '/v2/invoices/run' && init?.method === 'POST')
        return jsonResponse({ data: { ...runResult(), created: 1, updated: 1 } });
      if (u.pathname === '/v2/invoices') return listAnswer(ROWS);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Run invoices' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Run invoices' });
    fireEvent.change(within(dialog).getByLabelText(/^Bill periods ending on or before/), {
      target: { value: '2027-06-13' },
    });
    const clientBox = within(dialog).getByRole('combobox', { name: 'Client' });
    await user.click(clientBox);
    const listbox = await waitFor(() => document.getElementById(clientBox.getAttribute('aria-controls') ?? '')!);
    await user.click(await within(listbox).findByRole('option', { name: 'Initech', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const preview = await within(dialog).findByRole('table', { name: 'Invoices to create' });
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/preview')).toEqual([
      { through: '2027-06-13', client_id: CLIENT_ID },
    ]);
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/run')).toEqual([]);
    expect(tableHeaders(preview)).toEqual(['Client', 'Period', 'Type', 'Lines', 'Late lines', 'Subtotal']);
    const rows = within(preview).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jun 7, 2027 – Jun 13, 2027');
    expect(rows[1]).toHaveTextContent('$1,890.00');
    expect(rows[2]).toHaveTextContent('Supplemental');
    expect(rows[2]).toHaveTextContent('Updates a draft');
    expect(within(preview).getByTestId('run-subtotal')).toHaveTextContent('$2,000.00');
    expect(preview.querySelector('tfoot')).toHaveTextContent('Total: 2 invoices');

    const listCalls = requestsTo(fetchMock, '/v2/invoices').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create 2 draft invoices' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/run')).toEqual([
        { through: '2027-06-13', client_id: CLIENT_ID },
      ]),
    );
    expect(await screen.findByText('1 invoice created, 1 updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run invoices' })).toBeNull());
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/invoices').length).toBeGreaterThan(listCalls));
  }, 20_000);

  it('says when a preview finds nothing to invoice, and offers nothing to create', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/invoices', (u, init) => {
      if (u.pathname === '/v2/invoices/preview' && init?.method === 'POST')
        return jsonResponse({
          data: { through: '2027-06-13', invoices: [], totals: { invoices: 0, lines: 0, subtotal: '0.00' } },
        });
      if (u.pathname === '/v2/invoices') return listAnswer([]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Run invoices' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Run invoices' });
    fireEvent.change(within(dialog).getByLabelText(/^Bill periods ending on or before/), {
      target: { value: '2027-06-13' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(
        'Nothing to invoice: no approved, uninvoiced time in periods ending by Jun 13, 2027',
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/invoices/preview')).toEqual([{ through: '2027-06-13' }]);
    expect(within(dialog).queryByRole('button', { name: /^Create/ })).toBeNull();
  }, 15_000);

  it('shows staff the AR aging per currency as of today, each bucket in money, over the list’s client', async () => {
    const { fetchMock } = renderPages(admin, routes, `/invoices?client_id=${CLIENT_ID}`, (u) => {
      if (u.pathname === '/v2/invoices/aging')
        return jsonResponse({
          data: {
            as_of: '2027-06-20',
            rows: [
              {
                currency: 'usd',
                current: '1890.00',
                days_1_30: '250.50',
                days_31_60: '0.00',
                days_61_90: '1000.00',
                days_over_90: '12345.67',
                total: '15486.17',
                invoice_count: 6,
              },
              {
                currency: 'cad',
                current: '500.00',
                days_1_30: '0.00',
                days_31_60: '75.00',
                days_61_90: '0.00',
                days_over_90: '0.00',
                total: '575.00',
                invoice_count: 1,
              },
            ],
          },
        });
      if (u.pathname === '/v2/invoices') return listAnswer(ROWS);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const aging = await screen.findByRole('table', { name: 'AR aging' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'AR aging' })).toBeInTheDocument();
    expect(screen.getByText('As of Jun 20, 2027')).toBeInTheDocument();
    expect(tableHeaders(aging)).toEqual([
      'Currency',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const [, usd, cad] = within(aging).getAllByRole('row');
    expect(
      within(usd!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,890.00', '$250.50', '$0.00', '$1,000.00', '$12,345.67', '$15,486.17']);
    expect(within(usd!).getByRole('rowheader')).toHaveTextContent('USD6 invoices');
    expect(
      within(cad!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$500.00 CAD', '$0.00 CAD', '$75.00 CAD', '$0.00 CAD', '$0.00 CAD', '$575.00 CAD']);
    expect(within(cad!).getByRole('rowheader')).toHaveTextContent('CAD1 invoice');
    expect(requestsTo(fetchMock, '/v2/invoices/aging').at(-1)!.searchParams.get('client_id')).toBe(CLIENT_ID);
  });

  it('says when nothing is owed, for a partner', async () => {
    renderPages(employer, routes, '/invoices', (u) => {
      if (u.pathname === '/v2/invoices/aging') return jsonResponse({ data: { as_of: '2027-06-20', rows: [] } });
      if (u.pathname === '/v2/invoices') return listAnswer([]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    expect(
      await screen.findByText('Nothing is owed on any finalized invoice.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('As of Jun 20, 2027')).toBeInTheDocument();
  });

  it.each([
    ['a client', client],
    ['a sales partner', makeUser({ user_type: 'sales_partner', links: ['/invoices'] })],
  ])('hides the AR aging from %s, without asking for it', async (_who, user) => {
    const { fetchMock } = renderPages(user, routes, '/invoices', (u) => {
      if (u.pathname === '/v2/invoices') return listAnswer([ROWS[0]!]);
      if (u.pathname === '/v2/clients') return clients();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(await within(table).findByRole('link', { name: '1001' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AR aging' })).toBeNull();
    expect(requestsTo(fetchMock, '/v2/invoices/aging')).toHaveLength(0);
  });
});
