import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody } from '../../../test/fetch-stub';
import type { DeductionDetail } from '../api/deductions';
import { PaycheckDeductionPage } from './paycheck-deduction-page';

const LINKS = ['/paycheck_deductions', '/paycheck_deductions/:id'];
const admin = makeUser({ user_type: 'admin', links: LINKS, base_links: LINKS });

const support = (patch: Partial<DeductionDetail> = {}): DeductionDetail => ({
  id: 'd1',
  contractor: { id: 'c1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  kind: 'child_support',
  treatment: null,
  label: 'Child support (order CS-1)',
  description: null,
  frequency: 'recurring',
  amount: '5000.00',
  percent: null,
  goal_amount: null,
  taken_to_date: '540.12',
  balance: null,
  arrears: '4459.88',
  status: 'active',
  start_date: '2026-01-01',
  end_date: null,
  stopped_at: null,
  stop_reason: null,
  order: {
    case_number: 'CS-1',
    issuer: 'Travis County Court',
    received_date: '2026-01-05',
    priority: 1,
    supports_others: false,
    twelve_weeks_in_arrears: false,
  },
  created_at: '2026-01-02T00:00:00Z',
  takes: [
    {
      paycheck_id: 'pc1',
      payroll_run_id: 'r1',
      check_date: '2026-01-09',
      asked: '5000.00',
      taken: '540.12',
      arrears_after: '4459.88',
    },
  ],
  can_manage: true,
  ...patch,
});

function open(shown: DeductionDetail) {
  let current = shown;
  return renderPages(
    admin,
    [{ path: '/paycheck_deductions/:id', element: <PaycheckDeductionPage /> }],
    '/paycheck_deductions/d1',
    (u, init) => {
      if (u.pathname === '/v2/paycheck_deductions/d1/stop' && init?.method === 'POST') {
        current = { ...current, status: 'stopped', stopped_at: '2026-02-01T00:00:00Z', stop_reason: 'Order lifted' };
        return jsonResponse({ data: current });
      }
      return u.pathname === '/v2/paycheck_deductions/d1' ? jsonResponse({ data: current }) : undefined;
    },
  );
}

describe('/paycheck_deductions/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows what each approved paycheck asked, took and left owed, the arrears, and the order', async () => {
    open(support());
    expect(await screen.findByRole('heading', { name: 'Child support (order CS-1)', level: 1 })).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Paychecks' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('$5,000.00');
    expect(row).toHaveTextContent('$540.12');
    expect(row).toHaveTextContent('$4,459.88');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/paychecks/pc1');
    expect(screen.getByText('Travis County Court')).toBeInTheDocument();
  });

  it('stops the deduction after asking for a reason', async () => {
    const { fetchMock } = open(support());
    await userEvent.click(await screen.findByRole('button', { name: 'Stop deduction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this deduction?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Order lifted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop deduction' }));
    expect(await screen.findByText('Stopped because')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/paycheck_deductions/d1/stop')).toEqual({ reason: 'Order lifted' });
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Stop deduction' })).toHaveLength(0));
  });

  it('offers no stop to a reader (eor, a contractor) and says when nothing was taken yet', async () => {
    open(support({ can_manage: false, takes: [], taken_to_date: '0.00', arrears: '0.00' }));
    expect(await screen.findByText('No approved paycheck has taken it yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop deduction' })).toBeNull();
  });
});
