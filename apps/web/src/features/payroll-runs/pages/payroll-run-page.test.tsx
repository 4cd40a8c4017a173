import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PayrollRunDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { acmeOwner, admin, beaconOwner, BEACON, CASEY, detail, eor, refusedDetail, worker } from './payroll-fixtures';
import { PayrollRunPage } from './payroll-run-page';

const routes = [{ path: '/payroll_runs/:id', element: <PayrollRunPage /> }];

/** Serves the run, and each command's answer from `after` (by action), recording nothing else. */
function open(user: CurrentUser, shown: PayrollRunDetail, after: Partial<Record<string, PayrollRunDetail>> = {}) {
  return renderPages(user, routes, '/payroll_runs/run-1', (u, init) => {
    if (u.pathname === '/v2/payroll_runs/run-1' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ data: shown });
    const action = /^\/v2\/payroll_runs\/run-1\/(\w+)$/.exec(u.pathname)?.[1];
    if (action && init?.method === 'POST') return jsonResponse({ data: after[action] ?? shown });
    return undefined;
  });
}

const workersTable = () => screen.findByRole('table', { name: 'Workers' }, { timeout: 3000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('/payroll_runs/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the header, totals that foot, and each worker linking to its paycheck', async () => {
    open(admin, detail());
    expect(
      await screen.findByRole('heading', { name: 'Payroll run · Oct 19, 2026 – Oct 25, 2026' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Pre-draft').length).toBeGreaterThan(0);
    expect(screen.getByText('Funded by the platform (recovered through invoices)')).toBeInTheDocument();
    expect(screen.getByText('Oct 30, 2026')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Run totals' });
    const amount = (label: string) => within(totals).getByRole('rowheader', { name: label }).nextElementSibling;
    expect(amount('Gross pay')).toHaveTextContent('$2,100.00');
    expect(amount('Employee taxes')).toHaveTextContent('-$310.25');
    expect(amount('Deductions')).toHaveTextContent('-$50.00');
    expect(amount('Net pay')).toHaveTextContent('$1,739.75');
    expect(amount('Employer taxes')).toHaveTextContent('$180.40');
    expect(amount('Employer cost')).toHaveTextContent('$2,280.40');

    const table = await workersTable();
    expect(within(table).getByRole('link', { name: 'Casey Contractor' })).toHaveAttribute(
      'href',
      '/paychecks/pc-casey',
    );
    const casey = rowOf(table, 'Casey Contractor');
    expect(casey).toHaveTextContent('W-2 employee');
    expect(casey).toHaveTextContent('TX');
    expect(casey).toHaveTextContent('$1,200.00');
    expect(casey).toHaveTextContent('$969.75');
    expect(table.querySelector('tfoot')).toHaveTextContent('$2,100.00');
    expect(table.querySelector('tfoot')).toHaveTextContent('$1,739.75');
  });

  it('lets the employer exclude a worker after confirming, and include the worker again', async () => {
    const user = userEvent.setup();
    const without = detail({
      worker_count: 1,
      totals: { gross: '900.00', employee_taxes: '130.00', deductions: '0.00', net: '770.00', employer_taxes: '80.00' },
      workers: [
        detail().workers[1]!,
        worker({ paycheck_id: null, excluded: true, gross: '0.00', net: '0.00', item_count: 0, work_state: null }),
      ],
    });
    const { fetchMock } = open(admin, detail(), { exclusions: without });
    const table = await workersTable();
    await user.click(
      within(within(table).getByRole('group', { name: 'Actions for Casey Contractor' })).getByRole('button', {
        name: 'Exclude',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Exclude Casey Contractor from this run?' });
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/run-1/exclusions')).toEqual([]);
    await user.click(within(rowOf(table, 'Casey Contractor')).getByRole('button', { name: 'Exclude' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Exclude Casey Contractor from this run?' })).getByRole(
        'button',
        { name: 'Exclude' },
      ),
    );
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/run-1/exclusions')).toEqual([
        { contractor_id: CASEY, excluded: true },
      ]),
    );
    // Greyed, no paycheck link, Include again.
    const again = await within(table).findByRole('button', { name: 'Include again' });
    const casey = rowOf(table, 'Casey Contractor');
    expect(casey).toHaveAttribute('data-excluded', 'true');
    expect(within(casey).getByText('Excluded')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Casey Contractor' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Run totals' })).getAllByText('$900.00').length).toBeGreaterThan(0);
    await user.click(again);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_runs/run-1/exclusions')).toEqual([
        { contractor_id: CASEY, excluded: true },
        { contractor_id: CASEY, excluded: false },
      ]),
    );
  }, 20_000);

  it('recomputes, and submits for approval after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(admin, detail(), { submit: detail({ status: 'pending' }) });
    await workersTable();
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/recompute')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this payroll run for approval?' });
    expect(dialog).toHaveTextContent('2 paychecks for Oct 19, 2026 – Oct 25, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/submit')).toHaveLength(1));
    // Pending: Reopen only, and the workers can no longer be excluded.
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recompute' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exclude' })).toBeNull();
  }, 20_000);

  it('holds Submit, with the reason, while a worker is refused, and shows the refusal in red', async () => {
    open(admin, refusedDetail());
    const table = await workersTable();
    const olive = rowOf(table, 'Olive Overseas');
    expect(
      within(olive).getByText('Refused: No 2026 income tax withholding table for the work state NY'),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Olive Overseas' })).toBeNull();
    // A refused worker can be excluded.
    expect(within(olive).getByRole('button', { name: 'Exclude' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit for approval' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      '1 worker refused: exclude them or fix their records before submitting.',
    );
  });

  it('reopens a pending run for the employer', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(admin, detail({ status: 'pending' }), { reopen: detail() });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 3000 }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/reopen')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Recompute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it.each([
    ['an EOR staff member', eor],
    ['a partner whose workers the platform employs', acmeOwner],
    ['another self-employer (not this run’s employer)', beaconOwner],
  ])('is read only for %s', async (_who, user) => {
    open(user, detail());
    const table = await workersTable();
    expect(screen.getByText('Read only: the employer runs this payroll.')).toBeInTheDocument();
    for (const name of ['Recompute', 'Submit for approval', 'Reopen', 'Exclude', 'Include again'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Casey Contractor' })).toBeInTheDocument();
  });

  it('lets a self-employer run its own payroll', async () => {
    open(
      beaconOwner,
      detail({ partner: { id: BEACON, name: 'Beacon Health' }, employer_key: BEACON, funding: 'self_funded' }),
    );
    await workersTable();
    expect(screen.getByRole('button', { name: 'Recompute' })).toBeInTheDocument();
    expect(screen.getByText("Self-funded (the partner's bank is debited)")).toBeInTheDocument();
    expect(screen.queryByText('Read only: the employer runs this payroll.')).toBeNull();
  });

  it('reads a run outside the user’s scope as Not Found', async () => {
    renderPages(admin, [{ path: '/payroll_runs/:id', element: <PayrollRunPage /> }], '/payroll_runs/nope', (u) =>
      u.pathname === '/v2/payroll_runs/nope' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
