import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaycheckDeposit } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { casey } from '../pages/payroll-fixtures';
import { PaycheckDeposits } from './paycheck-deposits';

const deposit = (over: Partial<PaycheckDeposit> = {}): PaycheckDeposit => ({
  sequence: 1,
  method: 'direct_deposit',
  amount: '1200.00',
  account_masked: '•••••6789',
  status: 'paid',
  return_code: null,
  fallback: null,
  ...over,
});

const open = (answer: PaycheckDeposit[] | null) =>
  renderPages(
    casey,
    [{ path: '/paychecks/:id', element: <PaycheckDeposits paycheckId="pc-1" currency="USD" /> }],
    '/paychecks/pc-1',
    (u) =>
      u.pathname === '/v2/paychecks/pc-1/deposits'
        ? answer
          ? jsonResponse({ data: answer })
          : jsonResponse({ detail: 'Not found' }, 404)
        : undefined,
  );

describe('a paycheck’s deposit split', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists each deposit with its account, amount and status, and a returned one’s code', async () => {
    open([
      deposit(),
      deposit({ sequence: 2, amount: '250.00', account_masked: '•••••1111', status: 'failed', return_code: 'R03' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Deposits' }, { timeout: 3000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Direct deposit•••••6789$1,200.00Paid');
    expect(rows[1]).toHaveTextContent('•••••1111');
    expect(rows[1]).toHaveTextContent('$250.00');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent(/^.*R03 no account/i);
  });

  it('says which account a share paid by check stands in for while its prenote clears, or since it was returned', async () => {
    open([
      deposit(),
      deposit({
        sequence: 2,
        method: 'check',
        amount: '300.00',
        account_masked: null,
        fallback: {
          reason: 'prenote_pending',
          account_masked: '•••••1111',
          clears_on: '2026-09-30',
          return_code: null,
        },
      }),
      deposit({
        sequence: 3,
        method: 'check',
        amount: '50.00',
        account_masked: null,
        fallback: { reason: 'prenote_pending', account_masked: '•••••4444', clears_on: null, return_code: 'R03' },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Deposits' }, { timeout: 3000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Check');
    expect(rows[1]).toHaveTextContent('By check in place of •••••1111: its prenote clears Sep 30, 2026');
    expect(rows[1]).toHaveTextContent('$300.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('By check in place of •••••4444: its prenote was returned (R03)');
  });

  it('says there are none before the run is processed', async () => {
    open([]);
    expect(await screen.findByText(/^No deposits yet/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows nothing when the deposits cannot be read', async () => {
    open(null);
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('region', { name: 'Deposit split' })).toBeNull();
    expect(screen.queryByLabelText('Loading the deposits')).toBeNull();
  });
});
