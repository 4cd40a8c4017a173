import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkPeriodView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { ACME, acmeOwner, admin, BEACON, beaconOwner, detail, eor, periods, run } from './payroll-fixtures';
import { PayrollRunsPage } from './payroll-runs-page';
import { PayrollRunPage } from './payroll-run-page';

const tableHeaders = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim());

const routes = [
  { path: '/payroll_runs', element: <PayrollRunsPage /> },
  { path: '/payroll_runs/:id', element: <PayrollRunPage /> },
];
const ROWS = [
  run(),
  run({
    id: 'run-2',
    partner: { id: BEACON, name: 'Beacon Health' },
    employer_key: BEACON,
    status: 'pending',
    funding: 'self_funded',
    period_start: '2026-11-01',
    period_end: '2026-11-15',
    pay_date: '2026-11-20',
    worker_count: 1,
    refused_count: 1,
    totals: { gross: '500.00', employee_taxes: '60.00', deductions: '0.00', net: '440.00', employer_taxes: '40.00' },
  }),
];
const partners = () =>
  listAnswer([
    { id: ACME, name: 'Acme Staffing', self_employer: false, active: true },
    { id: BEACON, name: 'Beacon Health', self_employer: true, active: true },
  ]);

/** Picks `option` in the Mantine select labelled `label` inside `scope`, once it takes a choice. */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: RegExp, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  const listbox = await waitFor(() => {
    const el = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`no options for ${String(label)}`);
    return el;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/payroll_runs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists runs with status, partner, period, pay date, workers and money, each opening its run', async () => {
    renderPages(admin, routes, '/payroll_runs', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer(ROWS);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', {
      name: 'Payroll run for Acme Staffing, Oct 19, 2026 – Oct 25, 2026',
    });
    expect(link).toHaveAttribute('href', '/payroll_runs/run-1');
    const first = link.closest('tr')!;
    expect(within(first).getByText('Pre-draft')).toBeInTheDocument();
    expect(within(first).getByText('Oct 30, 2026')).toBeInTheDocument();
    expect(within(first).getByText('$2,100.00')).toBeInTheDocument();
    expect(within(first).getByText('$1,739.75')).toBeInTheDocument();
    expect(within(first).getByText('$180.40')).toBeInTheDocument();
    const second = within(table)
      .getByRole('link', { name: /Beacon Health/ })
      .closest('tr')!;
    expect(within(second).getByText('Pending approval')).toBeInTheDocument();
    expect(within(second).getByText('1 refusal')).toBeInTheDocument();
    expect(tableHeaders(table)).toEqual(
      expect.arrayContaining(['Period', 'Partner', 'Status', 'Pay date', 'Workers', 'Gross', 'Net', 'Employer taxes']),
    );
    // The page total adds the runs' money.
    expect(table.querySelector('tfoot')).toHaveTextContent('$2,600.00');
    const filters = screen.getByRole('search', { name: 'Filter payroll runs' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Partner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New payroll run' })).toBeInTheDocument();
  });

  it('filters by status and partner, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(eor, routes, '/payroll_runs', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer(u.searchParams.get('status') ? [] : ROWS);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    await screen.findByRole('table', {}, { timeout: 3000 });
    // EOR staff read only: no New payroll run.
    expect(screen.queryByRole('button', { name: 'New payroll run' })).toBeNull();
    expect(requestsTo(fetchMock, '/v2/payroll_runs').at(-1)!.searchParams.get('sort')).toBe('-period_start');
    const filters = screen.getByRole('search', { name: 'Filter payroll runs' });
    await choose(user, filters, /^Partner/, 'Beacon Health');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/payroll_runs').at(-1)!.searchParams.get('partner_id')).toBe(BEACON),
    );
    await choose(user, filters, /^Status/, 'Pending approval');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/payroll_runs').at(-1)!.searchParams.get('status')).toBe('pending'),
    );
    expect(await screen.findByText('No payroll runs match these filters')).toBeInTheDocument();
  });

  it('shows a partner its own runs without the partner column or filter, and no New payroll run when it does not employ', async () => {
    renderPages(acmeOwner, routes, '/payroll_runs', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer([ROWS[0]!]);
      return undefined;
    });
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(
      await within(table).findByRole('link', { name: 'Payroll run Oct 19, 2026 – Oct 25, 2026' }),
    ).toBeInTheDocument();
    expect(tableHeaders(table)).not.toContain('Partner');
    const filters = screen.getByRole('search', { name: 'Filter payroll runs' });
    expect(within(filters).queryByRole('combobox', { name: 'Partner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New payroll run' })).toBeNull();
  });

  it('opens New payroll run from ?new=1 (the palette’s Run payroll) and drops the parameter from the list’s query', async () => {
    const { fetchMock } = renderPages(admin, routes, '/payroll_runs?new=1', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer(ROWS);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    expect(await screen.findByRole('dialog', { name: 'New payroll run' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payroll_runs').length).toBeGreaterThan(0));
    expect(requestsTo(fetchMock, '/v2/payroll_runs').every((u) => !u.searchParams.has('new'))).toBe(true);
  });

  it('ignores ?new=1 for a partner that does not employ', async () => {
    renderPages(acmeOwner, routes, '/payroll_runs?new=1', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer([ROWS[0]!]);
      return undefined;
    });
    expect(await screen.findByRole('table', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New payroll run' })).toBeNull();
  });

  it('says when there are no runs yet', async () => {
    renderPages(admin, routes, '/payroll_runs', (u) => {
      if (u.pathname === '/v2/payroll_runs') return listAnswer([]);
      if (u.pathname === '/v2/partners') return partners();
      return undefined;
    });
    expect(await screen.findByText('No payroll runs yet', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('lets staff choose the partner and a period of its employer’s calendar, creates the run and lands on it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/payroll_runs', (u, init) => {
      if (u.pathname === '/v2/payroll_runs' && init?.method === 'POST') return jsonResponse({ data: detail() }, 201);
      if (u.pathname === '/v2/payroll_runs/run-1') return jsonResponse({ data: detail() });
      if (u.pathname === '/v2/payroll_runs') return listAnswer(ROWS);
      if (u.pathname === '/v2/partners') return partners();
      if (u.pathname === '/v2/work_periods') return jsonResponse({ data: { data: periods(), total: 3 } });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'New payroll run' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New payroll run' });
    // Nothing chosen: both are asked for, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create payroll run' }));
    expect(within(dialog).getByText('Choose the partner whose workers to pay')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs')).toEqual([]);

    await choose(user, dialog, /^Partner/, 'Acme Staffing');
    // Acme's workers are the platform's: its calendar's periods.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/work_periods').at(-1)!.searchParams.get('employer_key')).toBe('platform'),
    );
    await choose(user, dialog, /^Pay period/, 'Oct 19, 2026 – Oct 25, 2026 · pays Oct 30, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create payroll run' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs')).toEqual([
        { partner_id: ACME, period_start: '2026-10-19' },
      ]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Payroll run · Oct 19, 2026 – Oct 25, 2026' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('offers the periods after the current one on "Show later periods", the next one marked', async () => {
    const user = userEvent.setup();
    const next: WorkPeriodView = {
      ...periods()[0]!,
      period_start_date: '2026-11-30',
      period_end_date: '2026-12-06',
      pay_date: '2026-12-11',
      label: 'next',
    };
    const { fetchMock } = renderPages(beaconOwner, routes, '/payroll_runs', (u, init) => {
      if (u.pathname === '/v2/payroll_runs' && init?.method === 'POST') return jsonResponse({ data: detail() }, 201);
      if (u.pathname === '/v2/payroll_runs/run-1') return jsonResponse({ data: detail() });
      if (u.pathname === '/v2/payroll_runs') return listAnswer([]);
      if (u.pathname === '/v2/work_periods') {
        const ahead = u.searchParams.get('ahead');
        return jsonResponse({ data: { data: ahead ? [next, ...periods()] : periods(), total: ahead ? 4 : 3 } });
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'New payroll run' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New payroll run' });
    expect(requestsTo(fetchMock, '/v2/work_periods').at(-1)!.searchParams.has('ahead')).toBe(false);
    await user.click(await within(dialog).findByRole('button', { name: 'Show later periods' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/work_periods').at(-1)!.searchParams.get('ahead')).toBe('4'));
    await choose(user, dialog, /^Pay period/, 'Nov 30, 2026 – Dec 6, 2026 · pays Dec 11, 2026 (next)');
    expect(within(dialog).queryByRole('button', { name: 'Show later periods' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create payroll run' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs')).toEqual([{ period_start: '2026-11-30' }]),
    );
  }, 20_000);

  it('asks a self-employer for the period of its own calendar only, and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(beaconOwner, routes, '/payroll_runs', (u, init) => {
      if (u.pathname === '/v2/payroll_runs' && init?.method === 'POST')
        return jsonResponse(
          { detail: [{ loc: ['body', 'period_start'], msg: 'Not the first day of a pay period' }] },
          422,
        );
      if (u.pathname === '/v2/payroll_runs') return listAnswer([]);
      if (u.pathname === '/v2/work_periods') return jsonResponse({ data: { data: periods(), total: 3 } });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'New payroll run' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New payroll run' });
    expect(within(dialog).queryByRole('combobox', { name: /^Partner/ })).toBeNull();
    await choose(user, dialog, /^Pay period/, 'Nov 23, 2026 – Nov 29, 2026 · pays Dec 4, 2026 (current)');
    expect(requestsTo(fetchMock, '/v2/work_periods').at(-1)!.searchParams.has('employer_key')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Create payroll run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not the first day of a pay period period_start',
    );
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs')).toEqual([{ period_start: '2026-11-23' }]);
  }, 20_000);
});
