import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillView } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { seesBills } from '../components/bill-access';
import { BillsPage } from './bills-page';

const routes = [{ path: '/bills', element: <BillsPage /> }];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim()).filter(Boolean);

const bill = (over: Partial<BillView> = {}): BillView => ({
  id: 'bill-1',
  partner: { id: 'p1', name: 'Acme Staffing' },
  invoice: { id: 'inv-1', number: '1001', client_name: 'Initech' },
  basis: 'per_hour',
  hours: '8.00',
  rate: '1.50',
  amount: '12.00',
  currency: 'usd',
  bill_date: '2027-11-08',
  status: 'open',
  ...over,
});

const ROWS = [
  bill(),
  bill({
    id: 'bill-2',
    invoice: { id: 'inv-2', number: '1002', client_name: 'Umbrella' },
    basis: 'per_invoice',
    hours: null,
    rate: '25.00',
    amount: '25.00',
    bill_date: '2027-11-09',
  }),
  bill({ id: 'bill-3', invoice: { id: 'inv-3', number: '1003', client_name: 'Initech' }, amount: '0.10' }),
  bill({
    id: 'bill-4',
    invoice: { id: 'inv-4', number: '7', client_name: 'Maple Co' },
    amount: '30.00',
    currency: 'cad',
  }),
  bill({ id: 'bill-5', invoice: { id: 'inv-5', number: '1004', client_name: 'Initech' }, status: 'void' }),
];

const admin = makeUser({ user_type: 'admin', links: ['/bills'], base_links: ['/bills'] });
const partner = makeUser({ user_type: 'partner', links: ['/bills'], base_links: ['/bills'] });
const partners = () => listAnswer([{ id: 'p1', name: 'Acme Staffing' }]);

describe('/bills', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists bills for staff with the partner, each invoice linked, and a page total per currency', async () => {
    renderPages(admin, routes, '/bills', (u) => {
      if (u.pathname === '/v2/bills') return listAnswer(ROWS);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: 'Invoice 1001' });
    expect(link).toHaveAttribute('href', '/invoices/inv-1');
    expect(headersOf(table)).toEqual([
      'Date',
      'Partner',
      'Invoice',
      'Client',
      'Basis',
      'Hours',
      'Rate',
      'Amount',
      'Currency',
      'Status',
    ]);
    const first = link.closest('tr')!;
    for (const text of [
      'Nov 8, 2027',
      'Acme Staffing',
      'Initech',
      'Per hour billed',
      '8.00',
      '$1.50',
      '$12.00',
      'USD',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    const flat = within(table).getByRole('link', { name: 'Invoice 1002' }).closest('tr')!;
    expect(flat).toHaveTextContent('Per invoice');
    expect(flat).toHaveTextContent('—');
    expect(within(table).getByRole('link', { name: 'Invoice 7' }).closest('tr')).toHaveTextContent('$30.00 CAD');
    expect(within(table).getByRole('link', { name: 'Invoice 1004' }).closest('tr')).toHaveTextContent('Void');
    // Open bills add up exactly, per currency (the void one charges nothing).
    expect(await screen.findByText('USD $37.10')).toBeInTheDocument();
    expect(screen.getByText('CAD $30.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Partner' })).toBeInTheDocument();
  });

  it('shows a partner its bills without the partner column or filter', async () => {
    renderPages(partner, routes, '/bills', (u) => (u.pathname === '/v2/bills' ? listAnswer([bill()]) : undefined));
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    await within(table).findByRole('link', { name: 'Invoice 1001' });
    expect(headersOf(table)).not.toContain('Partner');
    expect(screen.queryByRole('combobox', { name: 'Partner' })).toBeNull();
    expect(screen.getByText('$12.00', { selector: 'p' })).toBeInTheDocument();
  });

  it('asks the API with the status filter, the default sort, and exports the same list as CSV', async () => {
    const { fetchMock } = renderPages(admin, routes, '/bills?status=void', (u) => {
      if (u.pathname === '/v2/bills' && u.searchParams.get('format') === 'csv')
        return new Response('Date,Amount\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
      if (u.pathname === '/v2/bills') return listAnswer([ROWS[4]!]);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    await screen.findByRole('link', { name: 'Invoice 1004' }, { timeout: 3000 });
    const [asked] = requestsTo(fetchMock, '/v2/bills');
    expect(asked!.searchParams.get('status')).toBe('void');
    expect(asked!.searchParams.get('sort')).toBe('-bill_date');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Void');
    URL.createObjectURL = vi.fn(() => 'blob:bills');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/bills').some((u) => u.searchParams.get('format') === 'csv')).toBe(true),
    );
    const csv = requestsTo(fetchMock, '/v2/bills').find((u) => u.searchParams.get('format') === 'csv')!;
    expect(csv.searchParams.get('status')).toBe('void');
  });

  it('says when there are no bills', async () => {
    renderPages(partner, routes, '/bills', (u) => (u.pathname === '/v2/bills' ? listAnswer([]) : undefined));
    expect(await screen.findByText(/No bills/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('are read by staff and partners with bill visibility, never by a client, a sales partner or a recruiter_sourcer', () => {
    const sees = (over: Parameters<typeof makeUser>[0]) => seesBills(toAccessSubject(makeUser(over)));
    expect(sees({ user_type: 'admin' })).toBe(true);
    expect(sees({ user_type: 'eor', role: 'owner' })).toBe(true);
    expect(sees({ user_type: 'partner', role: 'finance' })).toBe(true);
    expect(sees({ user_type: 'partner', role: 'recruiter_sourcer' })).toBe(false);
    expect(sees({ user_type: 'client', role: 'owner' })).toBe(false);
    expect(sees({ user_type: 'sales_partner', role: 'owner' })).toBe(false);
  });
});
