import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollRecovery } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { admin } from '../pages/payroll-fixtures';
import { RunRecovery } from './run-recovery';

const recovery = (over: Partial<PayrollRecovery> = {}): PayrollRecovery => ({
  payroll_run_id: 'run-1',
  funding: 'funded',
  funded_by: 'Staffwise',
  pay_from_ledger: '2730.00',
  pay_added_on_run: '0.00',
  invoiced: '2400.00',
  recovered: '600.00',
  outstanding: '1800.00',
  not_invoiced: '330.00',
  invoices: [
    {
      id: 'inv-1',
      number: 1042,
      status: 'partially_paid',
      client: { id: 'c1', name: 'Umbrella Health' },
      due_date: '2026-12-30',
      total_due: '4000.00',
      allocated_amount: '1000.00',
      pay: '2400.00',
      recovered: '600.00',
    },
  ],
  ...over,
});

const open = (answer: PayrollRecovery) =>
  renderPages(
    admin,
    [{ path: '/payroll_runs/:id', element: <RunRecovery runId="run-1" /> }],
    '/payroll_runs/run-1',
    (u) => (u.pathname === '/v2/payroll_runs/run-1/recovery' ? jsonResponse({ data: answer }) : undefined),
  );

describe('a run’s recovery through invoices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows what was invoiced, recovered and outstanding, and each invoice linking to it', async () => {
    open(recovery());
    const section = await screen.findByRole('region', { name: 'Recovery through invoices' }, { timeout: 3000 });
    expect(section).toHaveTextContent('Pay laid out by Staffwise, billed back to the clients.');
    expect(section).toHaveTextContent('Recovered$600.00');
    expect(section).toHaveTextContent('Outstanding$1,800.00');
    const row = within(section).getByRole('link', { name: '#1042' }).closest('tr')!;
    expect(within(section).getByRole('link', { name: '#1042' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(row).toHaveTextContent('Umbrella Health');
    expect(row).toHaveTextContent('$2,400.00');
  });

  it('says so when no invoice bills the run yet', async () => {
    open(recovery({ invoices: [], invoiced: '0.00', recovered: '0.00', outstanding: '0.00', not_invoiced: '2730.00' }));
    expect(await screen.findByText('No invoice bills this run’s pay yet.', {}, { timeout: 3000 })).toBeVisible();
  });
});
