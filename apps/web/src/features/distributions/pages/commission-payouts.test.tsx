/**
 * Commissions paid out (decision 0068) on /distributions: the Commissions tab shows each commission's own
 * status and the payout that paid it (or was returned); the distribution's page pays a failed commission
 * again with a fresh Idempotency-Key each time, and lists the payouts, a returned one kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { renderPages } from '../../../components/reference/test-harness';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { admin, commission, distribution, payout, salesPartner } from './distribution-fixtures';
import { DistributionDetailPage } from './distribution-detail-page';
import { DistributionsPage } from './distributions-page';

const routes = [
  { path: '/distributions', element: <DistributionsPage /> },
  { path: '/distributions/:id', element: <DistributionDetailPage /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the Commissions tab', () => {
  it('shows the sales partner its commissions paid, with the payout, and one returned', async () => {
    const paid = commission({
      status: 'paid',
      paid_at: '2026-12-03T10:00:00Z',
      payout: payout({ id: 'po-2', amount: '12.35', account_last4: '1234', trace_number: '091000010000043' }),
    });
    const returned = commission({
      id: 'c-2',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      status: 'failed',
      failure_reason: 'The bank returned the payout (R03: No account / unable to locate account)',
      payout: payout({ id: 'po-3', status: 'returned', return_code: 'R03', trace_number: '091000010000044' }),
    });
    renderPages(salesPartner, routes, '/distributions', (u) => {
      if (u.pathname === '/v2/distributions') return listAnswer([]);
      if (u.pathname === '/v2/commissions') return listAnswer([paid, returned]);
      return undefined;
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Commissions' }, { timeout: 3000 }));
    const rows = (await screen.findAllByText('Summit Referrals')).map((cell) => cell.closest('tr')!);
    const [first, second] = rows;
    expect(within(first!).getByText('Paid')).toBeInTheDocument();
    expect(within(first!).getByText('ACH (CCD) to ****1234, trace 091000010000043')).toBeInTheDocument();
    expect(within(second!).getByText('Failed')).toBeInTheDocument();
    expect(within(second!).getByText(/Returned R03/)).toBeInTheDocument();
  });
});

describe("a distribution's commissions and payouts", () => {
  it('pays a failed commission again, each attempt its own Idempotency-Key; the payouts list a return', async () => {
    const failedCommission = { ...distribution().commissions[0]!, status: 'failed' as const };
    let current = distribution({
      status: 'paid',
      payout_account_last4: '6789',
      payout_trace_number: '091000010000045',
      commissions: [failedCommission],
      payouts: [
        payout({ id: 'po-5', trace_number: '091000010000045' }),
        payout({ id: 'po-4', status: 'returned', return_code: 'R02', account_last4: '1111' }),
      ],
    });
    const { fetchMock } = renderPages(admin, routes, '/distributions/dist-1', (u, init) => {
      if (u.pathname === '/v2/distributions/dist-1') return jsonResponse({ data: current });
      if (u.pathname === '/v2/commissions/c-1/pay' && init?.method === 'POST') {
        return jsonResponse({
          data: { ...commission({ status: 'failed', failure_reason: 'No account' }), lines: [], payouts: [] },
        });
      }
      return undefined;
    });
    const payouts = await screen.findByRole('table', { name: 'Payouts' }, { timeout: 3000 });
    expect(within(payouts).getByText('Returned R02')).toBeInTheDocument();
    expect(within(payouts).getByText('ACH (CCD) to ****6789, trace 091000010000045')).toBeInTheDocument();
    for (let k = 0; k < 2; k += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Pay commission again' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay this commission?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay commission again' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const keys = fetchMock.mock.calls
      .filter(([input]) => String(input).includes('/v2/commissions/c-1/pay'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    current = distribution();
  });

  it('offers no commission pay to the sales partner', async () => {
    const shown = distribution({ commissions: [{ ...distribution().commissions[0]!, status: 'failed' }] });
    renderPages(salesPartner, routes, '/distributions/dist-1', (u) =>
      u.pathname === '/v2/distributions/dist-1' ? jsonResponse({ data: shown }) : undefined,
    );
    expect(await screen.findByText('Summit Referrals', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay commission/ })).toBeNull();
  });
});
