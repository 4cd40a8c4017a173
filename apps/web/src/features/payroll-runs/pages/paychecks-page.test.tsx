import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PaycheckListRow } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { ACME, acmeOwner, admin, casey, NINA, paycheckRow } from './payroll-fixtures';
import { PaychecksLitePage, PaychecksPage } from './paychecks-page';

const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim()).filter(Boolean);

const routes = [
  { path: '/paychecks', element: <PaychecksPage /> },
  { path: '/paychecks_lite', element: <PaychecksLitePage /> },
];
const ROWS = [
  paycheckRow(),
  paycheckRow({
    id: 'pc-nina',
    contractor: { id: NINA, name: 'Nina Newton' },
    gross: '900.00',
    employee_taxes: '130.00',
    deductions: '0.00',
    net: '770.00',
    employer_taxes: '80.00',
    transfer_status: 'failed',
  }),
];

function open(user: CurrentUser, path = '/paychecks', rows: PaycheckListRow[] = ROWS) {
  return renderPages(user, routes, path, (u) => {
    if (u.pathname === '/v2/paychecks') return listAnswer(rows);
    if (u.pathname === '/v2/partners') return listAnswer([{ id: ACME, name: 'Acme Staffing' }]);
    return undefined;
  });
}

const lastList = (fetchMock: ReturnType<typeof renderPages>['fetchMock']) =>
  requestsTo(fetchMock, '/v2/paychecks').at(-1)!.searchParams;

describe('/paychecks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the paychecks with worker, partner, money and the transfer’s status, each opening its paycheck', async () => {
    const { fetchMock } = open(admin);
    const link = await screen.findByRole(
      'link',
      { name: 'Paycheck of Casey Contractor, Dec 1, 2026' },
      { timeout: 3000 },
    );
    expect(link).toHaveAttribute('href', '/paychecks/pc-casey');
    expect(screen.getByRole('heading', { name: 'Paychecks', level: 1 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining(['Check date', 'Worker', 'Partner', 'Gross', 'Taxes', 'Deductions', 'Net', 'Transfer']),
    );
    const casey = link.closest('tr')!;
    expect(casey).toHaveTextContent('Casey Contractor');
    expect(casey).toHaveTextContent('Acme Staffing');
    expect(casey).toHaveTextContent('$1,200.00');
    expect(casey).toHaveTextContent('$180.25');
    expect(casey).toHaveTextContent('$969.75');
    expect(within(casey).getByText('Paid')).toBeInTheDocument();
    const nina = within(table).getByRole('link', { name: 'Paycheck of Nina Newton, Dec 1, 2026' }).closest('tr')!;
    expect(within(nina).getByText('Failed')).toBeInTheDocument();
    // The page total adds the net pay up.
    expect(table.querySelector('tfoot')).toHaveTextContent('$1,739.75');
    expect(lastList(fetchMock).get('sort')).toBe('-check_date');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('search', { name: 'Filter paychecks' })).getByRole('combobox', { name: 'Partner' }),
    ).toBeInTheDocument();
  });

  it('shows one run’s paychecks from the run page’s link, and every run again on request', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(admin, '/paychecks?payroll_run_id=run-1');
    const filters = await screen.findByRole('search', { name: 'Filter paychecks' }, { timeout: 3000 });
    await waitFor(() => expect(lastList(fetchMock).get('payroll_run_id')).toBe('run-1'));
    expect(within(filters).getByRole('link', { name: 'One payroll run' })).toHaveAttribute(
      'href',
      '/payroll_runs/run-1',
    );
    await user.click(within(filters).getByRole('button', { name: 'Show the paychecks of every run' }));
    await waitFor(() => expect(lastList(fetchMock).has('payroll_run_id')).toBe(false));
    expect(within(filters).queryByRole('link', { name: 'One payroll run' })).toBeNull();
  });

  it('asks for a range of check dates and a sort', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(admin, '/paychecks?check_date_from=2026-11-01&check_date_to=2026-11-30');
    await screen.findByRole('link', { name: 'Paycheck of Casey Contractor, Dec 1, 2026' }, { timeout: 3000 });
    expect(lastList(fetchMock).get('check_date_from')).toBe('2026-11-01');
    expect(lastList(fetchMock).get('check_date_to')).toBe('2026-11-30');
    expect(screen.getByRole('button', { name: /^Check dates/ })).toHaveTextContent(
      'November 1, 2026 – November 30, 2026',
    );
    await user.click(screen.getByRole('button', { name: /^Net/ }));
    await waitFor(() => expect(lastList(fetchMock).get('sort')).toMatch(/^-?net$/));
    expect(lastList(fetchMock).get('check_date_from')).toBe('2026-11-01');
  });

  it('says when there are no paychecks yet', async () => {
    open(admin, '/paychecks', []);
    expect(await screen.findByText('No paychecks yet', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says when no paychecks match the filters', async () => {
    open(admin, '/paychecks?payroll_run_id=run-1', []);
    expect(await screen.findByText('No paychecks match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows a partner its own paychecks without the partner column or filter', async () => {
    open(acmeOwner);
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    await within(table).findByRole('link', { name: 'Paycheck of Casey Contractor, Dec 1, 2026' });
    expect(tableHeaders(table)).toContain('Worker');
    expect(tableHeaders(table)).not.toContain('Partner');
    expect(
      within(screen.getByRole('search', { name: 'Filter paychecks' })).queryByRole('combobox', { name: 'Partner' }),
    ).toBeNull();
  });

  it.each([
    ['/paychecks', '/paychecks'],
    ['/paychecks_lite', '/paychecks_lite'],
  ])('shows a contractor its own paychecks on %s with the contractor’s columns only', async (_name, path) => {
    const { fetchMock } = open(casey, path, [ROWS[0]!]);
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(
      await within(table).findByRole('link', { name: 'Paycheck of Casey Contractor, Dec 1, 2026' }),
    ).toHaveAttribute('href', '/paychecks/pc-casey');
    const headers = tableHeaders(table);
    expect(headers).toEqual(expect.arrayContaining(['Check date', 'Gross', 'Taxes', 'Deductions', 'Net', 'Transfer']));
    for (const h of ['Worker', 'Partner', 'Employer taxes']) expect(headers).not.toContain(h);
    expect(
      within(screen.getByRole('search', { name: 'Filter paychecks' })).queryByRole('combobox', { name: 'Partner' }),
    ).toBeNull();
    // The same API, which scopes the rows to the contractor's own.
    expect(requestsTo(fetchMock, '/v2/paychecks').length).toBeGreaterThan(0);
    expect(requestsTo(fetchMock, '/v2/partners')).toEqual([]);
  });
});
