import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollRunDetail, PayrollRunFunding } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { beaconOwner } from '../pages/payroll-fixtures';
import { RunFunding } from './run-funding';

type Run = Pick<PayrollRunDetail, 'id' | 'funding' | 'status'>;
const selfFunded = (over: Partial<Run> = {}): Run => ({ id: 'run-1', funding: 'self_funded', status: 'paid', ...over });
const debit = (over: Partial<NonNullable<PayrollRunFunding['debit']>> = {}): PayrollRunFunding['debit'] => ({
  amount: '12345.67',
  currency: 'USD',
  account_masked: '•••••3456',
  status: 'paid',
  return_code: null,
  reason: null,
  ...over,
});

const open = (run: Run, answer: PayrollRunFunding) =>
  renderPages(
    beaconOwner,
    [{ path: '/payroll_runs/:id', element: <RunFunding run={run} /> }],
    '/payroll_runs/run-1',
    (u) => (u.pathname === '/v2/payroll_runs/run-1/funding' ? jsonResponse({ data: answer }) : undefined),
  );

describe('a run’s funding debit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a settled debit: amount, masked account and status', async () => {
    open(selfFunded(), { funding: 'self_funded', debit: debit() });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(within(section).getByRole('group', { name: 'Amount' })).toHaveTextContent('$12,345.67');
    expect(within(section).getByRole('group', { name: 'Account' })).toHaveTextContent('•••••3456');
    expect(within(section).getByRole('group', { name: 'Status' })).toHaveTextContent('Paid');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows a returned debit with its return code and why the run stopped', async () => {
    const reason = 'The funding debit was returned (R01: insufficient funds): no one was paid';
    open(selfFunded({ status: 'failed' }), {
      funding: 'self_funded',
      debit: debit({ status: 'failed', return_code: 'R01', reason }),
    });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(within(section).getByRole('group', { name: 'Status' })).toHaveTextContent('Failed');
    expect(section).toHaveTextContent('Return code R01 insufficient funds');
    expect(section).toHaveTextContent(reason);
  });

  it('says the bank has not settled a debit still processing', async () => {
    open(selfFunded({ status: 'processing' }), { funding: 'self_funded', debit: debit({ status: 'processing' }) });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(section).toHaveTextContent('The bank has not settled the debit yet');
  });

  it('says when no debit was written yet', async () => {
    open(selfFunded({ status: 'processing' }), { funding: 'self_funded', debit: null });
    expect(await screen.findByText(/^No debit yet/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says no debit was taken for a run that ended without one', async () => {
    open(selfFunded({ status: 'failed' }), { funding: 'self_funded', debit: null });
    expect(
      await screen.findByText('No funding debit was taken for this run.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a run the platform funds', selfFunded({ funding: 'funded' })],
    ['a self-funded run not approved yet', selfFunded({ status: 'pending' })],
  ])('asks nothing for %s', async (_, run) => {
    const { fetchMock } = open(run, { funding: run.funding, debit: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/funding')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Funding debit' })).toBeNull();
  });
});
