import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { admin, distribution, line, partner, salesPartner } from './distribution-fixtures';
import { DistributionDetailPage } from './distribution-detail-page';
import { DistributionsPage } from './distributions-page';

const routes = [
  { path: '/distributions', element: <DistributionsPage /> },
  { path: '/distributions/:id', element: <DistributionDetailPage /> },
];
const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim()).filter(Boolean);

const { lines: _lines, commissions: _commissions, ...row } = distribution();

describe('/distributions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists a partner its distributions, each opening its page, without the partner column or commissions', async () => {
    renderPages(partner, routes, '/distributions', (u) =>
      u.pathname === '/v2/distributions' ? listAnswer([row]) : undefined,
    );
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const link = await within(table).findByRole('link', { name: /Nov 1.*2026/ });
    expect(link).toHaveAttribute('href', '/distributions/dist-1');
    expect(headersOf(table)).not.toContain('Partner');
    expect(screen.queryByRole('tab', { name: 'Commissions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
  });

  it('says so when there is none', async () => {
    renderPages(partner, routes, '/distributions', (u) =>
      u.pathname === '/v2/distributions' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText(/No distributions/i, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('gives staff Calculate and a Commissions tab', async () => {
    renderPages(admin, routes, '/distributions', (u) => {
      if (u.pathname === '/v2/distributions') return listAnswer([row]);
      if (u.pathname === '/v2/commissions') return listAnswer([]);
      if (u.pathname === '/v2/partners') return listAnswer([{ id: 'p1', name: 'Acme Staffing' }]);
      return undefined;
    });
    expect(await screen.findByRole('button', { name: 'Calculate' }, { timeout: 3000 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(headersOf(table)).toContain('Partner');
    await userEvent.click(screen.getByRole('tab', { name: 'Commissions' }));
    expect(await screen.findByText(/No commissions/i)).toBeInTheDocument();
  });
});

/** Picks `option` in the Mantine select labelled `label` inside `scope`, once it takes a choice. */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: RegExp, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  const listbox = await waitFor(() => {
    const el = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`no options for ${String(label)}`);
    return el;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('Calculate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("sends the partner, the period and the currency, and opens the distribution; the API's refusal shows", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { fetchMock, router } = renderPages(admin, routes, '/distributions', (u, init) => {
      if (u.pathname === '/v2/distributions' && (init?.method ?? 'GET') === 'GET') return listAnswer([row]);
      if (u.pathname === '/v2/commissions') return listAnswer([]);
      if (u.pathname === '/v2/partners') return listAnswer([{ id: 'p1', name: 'Acme Staffing' }]);
      if (u.pathname === '/v2/distributions/calculate') {
        if (refuse) {
          refuse = false;
          return jsonResponse({ message: 'A later period (from 2026-12-01) is already calculated' }, 409);
        }
        return jsonResponse({ data: distribution() });
      }
      if (u.pathname === '/v2/distributions/dist-1') return jsonResponse({ data: distribution() });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Calculate' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Calculate a distribution' });
    const submit = within(dialog).getByRole('button', { name: 'Calculate' });
    expect(submit).toBeDisabled();
    await choose(user, dialog, /^Partner/, 'Acme Staffing');
    await user.type(within(dialog).getByLabelText(/^First day/), '2026-11-01');
    await user.type(within(dialog).getByLabelText(/^Last day/), '2026-11-30');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A later period');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/distributions/dist-1'));
    expect(bodiesOf(fetchMock, 'POST', '/v2/distributions/calculate').at(-1)).toEqual({
      partner_id: 'p1',
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      currency: 'usd',
    });
  });
});

describe('/distributions/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the trace to the invoice line, payment and paycheck, with totals that foot', async () => {
    const clawback = line({
      id: 'line-2',
      clawback: true,
      allocation_date: '2026-11-14',
      payment_allocation_id: 'alloc-2-bbbbbbbb',
      reverses_allocation_id: 'alloc-1-aaaaaaaa',
      cash: '-800.00',
      pay: '-480.00',
      burden: '-48.96',
      platform_fee: '-24.00',
      margin: '-247.04',
      partner_amount: '-247.04',
      platform_amount: '-552.96',
      commission: '-12.35',
      platform_revenue: '-11.65',
    });
    const shown = distribution({
      lines: [line(), clawback],
      cash: '0.00',
      pay: '0.00',
      burden: '0.00',
      platform_fee: '0.00',
      margin: '0.00',
      partner_amount: '0.00',
      platform_amount: '0.00',
      commission: '0.00',
      payable: '0.00',
    });
    renderPages(admin, routes, '/distributions/dist-1', (u) =>
      u.pathname === '/v2/distributions/dist-1' ? jsonResponse({ data: shown }) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Distribution lines' }, { timeout: 3000 });
    expect(within(table).getAllByRole('link', { name: 'Invoice 1001' })[0]).toHaveAttribute('href', '/invoices/inv-1');
    expect(within(table).getAllByRole('link', { name: 'CHK 20417' })[0]).toHaveAttribute('href', '/payments/pay-1');
    expect(within(table).getAllByRole('link', { name: 'pc-11111' })[0]).toHaveAttribute(
      'href',
      '/paychecks/pc-11111111-2222',
    );
    expect(within(table).getByText('Clawback')).toBeInTheDocument();
    expect(headersOf(table)).toEqual([
      'Date',
      'Invoice line',
      'Payment',
      'Paychecks',
      'Cash',
      'Pay',
      'Burden',
      'Platform fee',
      'Adjustments',
      'Margin',
      'Reimbursement',
      'Partner amount',
      'Commission',
    ]);
    // The line and its clawback (margin and partner amount each), and the footer's totals at zero.
    expect(within(table).getAllByText('$247.04')).toHaveLength(2);
    expect(within(table).getAllByText('-$247.04')).toHaveLength(2);
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getAllByText('$0.00').length).toBeGreaterThanOrEqual(9);
    expect(screen.getByText('Summit Referrals')).toBeInTheDocument();
  });

  it('hides the payroll columns from a sales partner', async () => {
    const shown = distribution({
      pay: null,
      burden: null,
      reimbursement: null,
      platform_revenue: null,
      lines: [line({ pay: null, burden: null, reimbursement: null, platform_revenue: null, paycheck_ids: [] })],
    });
    renderPages(salesPartner, routes, '/distributions/dist-1', (u) =>
      u.pathname === '/v2/distributions/dist-1' ? jsonResponse({ data: shown }) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Distribution lines' }, { timeout: 3000 });
    expect(headersOf(table)).not.toContain('Pay');
    expect(headersOf(table)).not.toContain('Burden');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves after confirming, and shows the approval', async () => {
    let current = distribution();
    const { fetchMock } = renderPages(admin, routes, '/distributions/dist-1', (u, init) => {
      if (u.pathname === '/v2/distributions/dist-1') return jsonResponse({ data: current });
      if (u.pathname === '/v2/distributions/dist-1/approve' && init?.method === 'POST') {
        current = distribution({
          status: 'approved',
          approved_at: '2026-12-02T10:00:00Z',
          approved_by: { id: 'u1', name: 'Ada Admin' },
        });
        return jsonResponse({ data: current });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/is owed \$247\.04/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/v2/distributions/dist-1/approve')).toHaveLength(1));
    expect(await screen.findByText('Approved, not yet paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('pays an approved distribution with an Idempotency-Key, and shows where it went', async () => {
    let current = distribution({ status: 'approved', approved_at: '2026-12-02T10:00:00Z' });
    const { fetchMock } = renderPages(admin, routes, '/distributions/dist-1', (u, init) => {
      if (u.pathname === '/v2/distributions/dist-1') return jsonResponse({ data: current });
      if (u.pathname === '/v2/distributions/dist-1/pay' && init?.method === 'POST') {
        current = distribution({
          status: 'paid',
          paid_at: '2026-12-03T10:00:00Z',
          payout_account_last4: '6789',
          payout_trace_number: '091000010000042',
        });
        return jsonResponse({ data: current });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(/account ending 6789/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/pay'))!;
    expect((call[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it("reads another partner's distribution as Not Found", async () => {
    renderPages(partner, routes, '/distributions/dist-9', () => jsonResponse({ message: 'Not Found' }, 404));
    expect(await screen.findByText(/not found|permission/i, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
