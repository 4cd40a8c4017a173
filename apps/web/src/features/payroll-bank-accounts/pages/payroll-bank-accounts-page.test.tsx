import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollBankAccountView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { PayrollBankAccountsPage } from './payroll-bank-accounts-page';

const account = (over: Partial<PayrollBankAccountView> = {}): PayrollBankAccountView => ({
  id: 'a-1',
  partner: { id: 'p1', name: 'Beacon Talent' },
  account_holder: 'Beacon Talent LLC',
  bank_name: 'Gulf Coast FCU',
  routing_masked: '•••••0025',
  account_masked: '•••••3456',
  account_type: 'checking',
  primary: true,
  status: 'active',
  created_at: '2026-11-01T15:00:00Z',
  retired_at: null,
  ...over,
});
const second = account({ id: 'a-2', account_masked: '•••••4321', primary: false, account_type: 'savings' });

const routes = [{ path: '/payroll_bank_accounts', element: <PayrollBankAccountsPage /> }];
/** Beacon's owner: a self-funded, self-employer partner's sensitive role. */
const owner = (() => {
  const u = makeUser({ user_type: 'partner' });
  return { ...u, partner: { ...u.partner!, name: 'Beacon Talent', self_funded: true, self_employer: true } };
})();

const stub = (extra?: (u: URL, init?: RequestInit) => Response | undefined) => (u: URL, init?: RequestInit) =>
  extra?.(u, init) ?? (u.pathname === '/v2/payroll_bank_accounts' ? listAnswer([account(), second]) : undefined);

describe('/payroll_bank_accounts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the accounts masked with the primary marked, and adds one', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      '/payroll_bank_accounts',
      stub((u, init) =>
        u.pathname === '/v2/payroll_bank_accounts' && init?.method === 'POST'
          ? jsonResponse({ data: account({ id: 'a-3', account_masked: '•••••7788', primary: false }) }, 201)
          : undefined,
      ),
    );
    expect(await screen.findByText('•••••3456', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getAllByText('•••••0025').length).toBeGreaterThan(0);
    // The primary is not offered to be made primary again; the other one is.
    expect(screen.getAllByRole('button', { name: 'Make primary' })).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payroll bank account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Beacon Talent LLC');
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '011000016');
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '99887788');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    // A routing number with a wrong check digit is caught before anything is sent.
    expect(await within(dialog).findByText('Enter a valid 9-digit ABA routing number')).toBeInTheDocument();
    const routing = within(dialog).getByRole('textbox', { name: /^Routing number/ });
    await user.clear(routing);
    await user.type(routing, '011000015');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_bank_accounts')).toEqual([
        {
          account_holder: 'Beacon Talent LLC',
          bank_name: null,
          routing_number: '011000015',
          account_number: '99887788',
          account_type: 'checking',
          primary: false,
        },
      ]),
    );
  }, 20_000);

  it('asks before retiring an account', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      '/payroll_bank_accounts',
      stub((u, init) =>
        u.pathname === '/v2/payroll_bank_accounts/a-2/retire' && init?.method === 'POST'
          ? jsonResponse({ data: { ...second, status: 'retired' } })
          : undefined,
      ),
    );
    const actions = await screen.findByRole('group', { name: 'Actions for •••••4321' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Retire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire this payroll account?' });
    expect(bodiesOf(fetchMock, 'POST', '/v2/payroll_bank_accounts/a-2/retire')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Retire account' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/a-2/retire'))).toBe(true));
  }, 20_000);

  it('lets EOR staff read without changing anything', async () => {
    renderPages(makeUser({ user_type: 'eor' }), routes, '/payroll_bank_accounts', stub());
    expect(await screen.findByText('•••••3456', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
    // Staff see whose account each is.
    expect(screen.getAllByText('Beacon Talent').length).toBeGreaterThan(0);
  }, 20_000);
});
