import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PayrollRunDetail } from '@app/domain';
import { request, type HttpMethod, type QueryParams } from '../../../lib/api/client';
import {
  registerTwoFactorOpener,
  VERIFICATION_SUCCESS_EVENT,
  type TwoFactorRequest,
} from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import {
  acmeOwner,
  admin,
  beaconOwner,
  BEACON,
  CASEY,
  detail,
  eor,
  NINA,
  processingDetail,
  refusedDetail,
  worker,
} from './payroll-fixtures';
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

const CODE = '123456';

/**
 * The two-factor modal's part, as it does it: the blocked request once more with the e-mailed code, then
 * 'verification-success' with the answer. `opened` records what it was handed.
 */
function actAsTwoFactorModal() {
  const opened: TwoFactorRequest[] = [];
  registerTwoFactorOpener((blocked) => {
    opened.push(blocked);
    void request<unknown>(blocked.requestMethod as HttpMethod, blocked.requestUrl, {
      params: blocked.requestParams as QueryParams | undefined,
      data: blocked.requestData,
      headers: { ...blocked.requestHeaders, 'X-Verification-Code': CODE },
      skipTwoFactor: true,
    }).then((result) =>
      window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request: blocked, result } })),
    );
  });
  return opened;
}

/** The codes sent with each approval, in order (undefined: none). */
const approvalCodes = (fetchMock: ReturnType<typeof renderPages>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === '/v2/payroll_runs/run-1/approve' &&
        init?.method === 'POST',
    )
    .map(([, init]) => (init?.headers as Record<string, string>)['X-Verification-Code']);

/** A run that answers as the API does: pending, approved only with the code, then processing and at last paid. */
function approvingApi(approved: PayrollRunDetail, after: PayrollRunDetail[] = []) {
  let current = detail({ status: 'pending' });
  const reads = [...after];
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (u.pathname === '/v2/payroll_runs/run-1' && method === 'GET') {
      if (current.status === 'processing' && reads.length > 0) current = reads.shift()!;
      return jsonResponse({ data: current });
    }
    if (u.pathname === '/v2/payroll_runs/run-1/approve' && method === 'POST') {
      const code = (init?.headers as Record<string, string> | undefined)?.['X-Verification-Code'];
      if (code !== CODE)
        return jsonResponse({ detail: 'For your security we sent a 6-digit code to your email.' }, 424);
      current = approved;
      return jsonResponse({ data: approved });
    }
    return undefined;
  };
}

describe('/payroll_runs/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
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

  it('approves a pending run after a dialog with its totals and pay date, then with the e-mailed code; a late approval says the pay day moved', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/payroll_runs/run-1',
      approvingApi(processingDetail({ processed_count: 0 })),
    );
    expect((await screen.findByText('Funding deadline', {}, { timeout: 3000 })).nextElementSibling).toHaveTextContent(
      'Oct 28, 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payroll run?' });
    expect(dialog).toHaveTextContent('2 paychecks for Oct 19, 2026 – Oct 25, 2026, paid on Oct 30, 2026');
    const totals = within(dialog).getByRole('table', { name: 'Totals to approve' });
    const amount = (label: string) => within(totals).getByRole('rowheader', { name: label }).nextElementSibling;
    expect(amount('Net pay')).toHaveTextContent('$1,739.75');
    expect(amount('Employer cost')).toHaveTextContent('$2,280.40');
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approvalCodes(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this payroll run?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    // 424: the two-factor modal takes the request over and replays it with the code.
    await waitFor(() => expect(approvalCodes(fetchMock)).toEqual([undefined, CODE]));
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['POST', '/payroll_runs/run-1/approve']]);
    expect(await screen.findByText('Payroll run approved: pay day moved to Dec 1, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve this payroll run?' })).toBeNull();
    expect(screen.getAllByText('Processing').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Approved after the funding deadline: pay day moved from Oct 30, 2026 to Dec 1, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 2 paychecks issued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByText('Funding deadline')).toBeNull();
  }, 20_000);

  it('shows the progress while processing, read again every few seconds until the run is paid', async () => {
    const paid = detail({
      status: 'paid',
      approved_at: '2026-11-26T12:00:00Z',
      processed_count: 2,
      workers: detail().workers.map((w) =>
        worker({
          ...w,
          transfer: { method: 'check', status: 'paid', account_last4: null, return_code: null, fallback: null },
        }),
      ),
    });
    let reads = 0;
    const { fetchMock } = renderPages(admin, routes, '/payroll_runs/run-1', (u) => {
      if (u.pathname !== '/v2/payroll_runs/run-1') return undefined;
      // The first read finds it processing, the next ones paid.
      reads += 1;
      return jsonResponse({ data: reads === 1 ? processingDetail() : paid });
    });
    expect(await screen.findByText('1 of 2 paychecks issued', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Paychecks issued' })).toHaveAttribute('aria-valuenow', '50');
    // Nothing to do for the employer while it processes.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 8000 });
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.queryByText('1 of 2 paychecks issued')).toBeNull();
    const sofar = requestsTo(fetchMock, '/v2/payroll_runs/run-1').length;
    // Paid: no more reads.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1')).toHaveLength(sofar);
  }, 20_000);

  it('shows each worker’s transfer with its status, a returned one with its return code, and links to the paychecks', async () => {
    open(
      admin,
      detail({
        status: 'partially_paid',
        approved_at: '2026-11-26T12:00:00Z',
        processed_count: 2,
        workers: [
          worker({
            transfer: {
              method: 'direct_deposit',
              status: 'paid',
              account_last4: '1234',
              return_code: null,
              fallback: null,
            },
          }),
          worker({
            paycheck_id: 'pc-nina',
            contractor: { id: NINA, name: 'Nina Newton' },
            transfer: {
              method: 'direct_deposit',
              status: 'failed',
              account_last4: '9876',
              return_code: 'R01',
              // Her new split account's share went by check while its prenote clears (decision 0067).
              fallback: {
                reason: 'prenote_pending',
                account_masked: '•••••5555',
                clears_on: '2026-12-02',
                return_code: null,
              },
            },
          }),
        ],
      }),
    );
    const table = await workersTable();
    expect(within(table).getByRole('columnheader', { name: 'Transfer' })).toBeInTheDocument();
    const casey = rowOf(table, 'Casey Contractor');
    expect(casey).toHaveTextContent('Direct deposit ••••1234');
    expect(within(casey).getByText('Paid')).toBeInTheDocument();
    const nina = rowOf(table, 'Nina Newton');
    expect(nina).toHaveTextContent('Direct deposit ••••9876');
    expect(within(nina).getByText('Failed')).toBeInTheDocument();
    expect(within(nina).getByText('R01 insufficient funds')).toBeInTheDocument();
    expect(nina).toHaveTextContent('By check in place of •••••5555: its prenote clears Dec 2, 2026');
    expect(casey).not.toHaveTextContent('By check');
    expect(screen.getAllByText('Partially paid').length).toBeGreaterThan(0);
    expect(
      screen.getByText("1 transfer returned by the bank: each one's return code is in the workers table."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See paychecks' })).toHaveAttribute(
      'href',
      '/paychecks?payroll_run_id=run-1',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('writes a check and a net-zero paycheck as such, and shows no transfers before approval', async () => {
    open(
      admin,
      detail({
        status: 'failed',
        approved_at: '2026-11-26T12:00:00Z',
        workers: [
          worker({
            transfer: { method: 'check', status: 'processing', account_last4: null, return_code: null, fallback: null },
          }),
          worker({
            paycheck_id: 'pc-nina',
            contractor: { id: NINA, name: 'Nina Newton' },
            transfer: { method: 'none', status: 'paid', account_last4: null, return_code: null, fallback: null },
          }),
        ],
      }),
    );
    const table = await workersTable();
    expect(rowOf(table, 'Casey Contractor')).toHaveTextContent('CheckProcessing');
    expect(within(rowOf(table, 'Nina Newton')).getByText('—')).toBeInTheDocument();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
  });

  it('has no Transfer column before approval, nor a paychecks link', async () => {
    open(admin, detail({ status: 'pending' }));
    const table = await workersTable();
    expect(within(table).queryByRole('columnheader', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See paychecks' })).toBeNull();
  });

  it('warns on a pending run past its funding deadline, in the dialog too, and not before it', async () => {
    const user = userEvent.setup();
    open(admin, detail({ status: 'pending', funding_deadline: '2000-01-05', pay_date: '2000-01-07' }));
    expect(await screen.findByText('The funding deadline has passed', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payroll run?' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'The funding deadline (Jan 5, 2000) has passed: the pay day moves to',
    );
  });

  it('does not warn while the funding deadline is ahead', async () => {
    const user = userEvent.setup();
    open(admin, detail({ status: 'pending', funding_deadline: '2999-12-29', pay_date: '2999-12-31' }));
    expect((await screen.findByText('Funding deadline', {}, { timeout: 3000 })).nextElementSibling).toHaveTextContent(
      'Dec 29, 2999',
    );
    expect(screen.queryByText('The funding deadline has passed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payroll run?' });
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('approves at once when the API asks no code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(admin, detail({ status: 'pending' }), {
      approve: processingDetail({ pay_date: '2026-10-30', pay_date_moved_from: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 3000 }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this payroll run?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('Payroll run approved: the paychecks are being issued')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/approve')).toHaveLength(1);
    expect(screen.queryByText(/Approved after the funding deadline/)).toBeNull();
  });

  it('refused for a stale preview, shows the message with Recompute; recomputed, it approves', async () => {
    const user = userEvent.setup();
    const stale = 'The preview is out of date: recompute before approving';
    let recomputed = false;
    const { fetchMock } = renderPages(admin, routes, '/payroll_runs/run-1', (u, init) => {
      const method = init?.method ?? 'GET';
      if (u.pathname === '/v2/payroll_runs/run-1' && method === 'GET')
        return jsonResponse({ data: detail({ status: 'pending' }) });
      if (u.pathname === '/v2/payroll_runs/run-1/recompute' && method === 'POST') {
        recomputed = true;
        return jsonResponse({ data: detail({ status: 'pending' }) });
      }
      if (u.pathname === '/v2/payroll_runs/run-1/approve' && method === 'POST')
        return recomputed
          ? jsonResponse({ data: processingDetail({ pay_date: '2026-10-30', pay_date_moved_from: null }) })
          : jsonResponse({ message: stale }, 409);
      return undefined;
    });
    const approveOnce = async () => {
      await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 3000 }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Approve this payroll run?' })).getByRole('button', {
          name: 'Approve',
        }),
      );
    };
    await approveOnce();
    const alert = (await screen.findByText(stale)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Recompute before approving');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve this payroll run?' })).toBeNull());
    await user.click(within(alert).getByRole('button', { name: 'Recompute' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/recompute')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(stale)).toBeNull());
    await approveOnce();
    expect(await screen.findByText('Payroll run approved: the paychecks are being issued')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/approve')).toHaveLength(2);
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

  it.each([
    ['an EOR staff member', eor],
    ['a partner whose workers the platform employs', acmeOwner],
  ])('offers no Approve to %s', async (_who, user) => {
    open(user, detail({ status: 'pending' }));
    const table = await workersTable();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
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
