import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { admin, CASEY, paycheck } from './payroll-fixtures';
import { PaycheckPage } from './paycheck-page';

const routes = [{ path: '/paychecks/:id', element: <PaycheckPage /> }];
const open = (user = admin, shown = paycheck()) =>
  renderPages(user, routes, '/paychecks/pc-casey', (u) =>
    u.pathname === '/v2/paychecks/pc-casey' ? jsonResponse({ data: shown }) : undefined,
  );

/** The amount beside a row's label in a two-column table. */
const amountOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
/** A section table's footer total. */
const totalOf = (name: string) => screen.getByRole('table', { name }).querySelector('tfoot')?.textContent;

describe('/paychecks/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows every section with base and amount, and the sections foot to the net pay and the employer cost', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Paycheck · Casey Contractor' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gross pay' })).toHaveTextContent('$1,200.00');
    expect(screen.getByRole('group', { name: 'Net pay' })).toHaveTextContent('$969.75');
    expect(screen.getByRole('group', { name: 'Employer cost' })).toHaveTextContent('$1,300.40');

    const earnings = screen.getByRole('table', { name: 'Earnings' });
    const overtime = within(earnings).getByRole('rowheader', { name: 'Overtime' }).closest('tr')!;
    expect(within(overtime).getAllByText('$200.00')).toHaveLength(2);
    const fit = within(screen.getByRole('table', { name: 'Employee taxes' }))
      .getByRole('rowheader', { name: 'Federal income tax' })
      .closest('tr')!;
    expect(fit).toHaveTextContent('$1,150.00');
    expect(fit).toHaveTextContent('$88.45');
    expect(totalOf('Earnings')).toContain('$1,200.00');
    expect(totalOf('Pre-tax deductions')).toContain('$50.00');
    expect(totalOf('Employee taxes')).toContain('$180.25');
    expect(totalOf('Employer taxes')).toContain('$100.40');
    // No post-tax deductions: said, not an empty table.
    expect(screen.queryByRole('table', { name: 'Post-tax deductions' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Post-tax deductions' })).toBeInTheDocument();

    // 1,200.00 − 50.00 − 180.25 − 0.00 = 969.75; 1,200.00 + 100.40 = 1,300.40.
    const summary = screen.getByRole('table', { name: 'Net pay and employer cost' });
    expect(amountOf(summary, 'Earnings')).toBe('$1,200.00');
    expect(amountOf(summary, 'Pre-tax deductions')).toBe('-$50.00');
    expect(amountOf(summary, 'Employee taxes')).toBe('-$180.25');
    expect(amountOf(summary, 'Post-tax deductions')).toBe('$0.00');
    expect(amountOf(summary, 'Net pay')).toBe('$969.75');
    expect(amountOf(summary, 'Employer taxes')).toBe('$100.40');
    expect(amountOf(summary, 'Employer cost')).toBe('$1,300.40');

    const ytd = screen.getByRole('table', { name: 'Year to date' });
    expect(amountOf(ytd, 'Gross pay')).toBe('$1,200.00');
    expect(amountOf(ytd, 'FICA wages')).toBe('$1,150.00');
    expect(screen.getByText('No W-4 on file: figured as single with no adjustments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payroll run' })).toHaveAttribute('href', '/payroll_runs/run-1');
  });

  it('lists the ledger items behind the earnings, adding up to them, each linked to its timesheet entry', async () => {
    open();
    const items = await screen.findByRole('table', { name: 'Ledger items behind the earnings' }, { timeout: 3000 });
    const rows = within(items).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Oct 19, 2026');
    expect(rows[0]).toHaveTextContent('Regular');
    expect(rows[0]).toHaveTextContent('8.00');
    expect(rows[0]).toHaveTextContent('$25.00');
    expect(rows[2]).toHaveTextContent('Overtime');
    expect(rows[2]).toHaveTextContent('5.33');
    expect(rows[2]).toHaveTextContent('$37.50');
    expect(within(items).getByRole('link', { name: 'Timesheet of Casey Contractor on Oct 19, 2026' })).toHaveAttribute(
      'href',
      `/timesheets?contractor_id=${CASEY}&date_from=2026-10-19&date_to=2026-10-19`,
    );
    // The items add up to the earnings.
    expect(items.querySelector('tfoot')).toHaveTextContent('$1,200.00');
    expect(items.querySelector('tfoot')).toHaveTextContent('45.33');
  });

  it('names the source without a link for a user who may not open the timesheets', async () => {
    const noTime = makeUser({
      user_type: 'partner',
      links: ['/paychecks'],
      base_links: ['/paychecks', '/timesheets', '/payroll_runs'],
    });
    open(noTime);
    const items = await screen.findByRole('table', { name: 'Ledger items behind the earnings' }, { timeout: 3000 });
    expect(within(items).queryByRole('link')).toBeNull();
    expect(within(items).getAllByText('Timesheet')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Payroll run' })).toBeNull();
  });

  it('shows the engine’s refusal in red instead of empty sections', async () => {
    open(
      admin,
      paycheck({
        refusal: 'No 2026 income tax withholding table for the work state NY',
        gross: '0.00',
        net: '0.00',
        employer_cost: '0.00',
        lines: [],
        items: [],
        warnings: [],
        ytd: {},
      }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('This paycheck could not be figured');
    expect(alert).toHaveTextContent('No 2026 income tax withholding table for the work state NY');
    expect(screen.getByRole('heading', { name: 'Paycheck · Casey Contractor' })).toBeInTheDocument();
    for (const name of ['Earnings', 'Net pay and employer cost', 'Year to date', 'Ledger items behind the earnings'])
      expect(screen.queryByRole('table', { name })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Net pay' })).toBeNull();
  });

  it('downloads the pay stub through the api client, the worker its own', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:stub');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = renderPages(admin, routes, '/paychecks/pc-casey', (u) =>
      u.pathname === '/v2/paychecks/pc-casey'
        ? jsonResponse({ data: paycheck() })
        : u.pathname === '/v2/paychecks/pc-casey/pdf'
          ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
              status: 200,
              headers: { 'Content-Type': 'application/pdf' },
            })
          : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download pay stub' }, { timeout: 3000 }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/v2/paychecks/pc-casey/pdf'))).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^pay-stub-.+-Casey-Contractor\.pdf$/);
    click.mockRestore();
  });
});
