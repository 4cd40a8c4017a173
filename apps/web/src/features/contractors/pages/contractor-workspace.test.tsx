import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseLinksFor, computeLinks, type CurrentUser, type PaycheckListRow } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { workspaceTabs } from '../components/workspace-tabs';
import { casey } from './contractor-fixtures';
import { renderContractorPages } from './contractor-page-harness';

function withRealLinks(overrides: Partial<CurrentUser>): CurrentUser {
  const user = makeUser(overrides);
  return { ...user, links: computeLinks(toAccessSubject(user)), base_links: baseLinksFor(user.user_type) };
}
const tabsOf = (user: CurrentUser) => workspaceTabs(user, toAccessSubject(user));

const paycheck = (id: string, check_date: string, gross: string, net: string): PaycheckListRow => ({
  id,
  payroll_run_id: 'run-1',
  run_status: 'paid',
  contractor: { id: 'k-casey', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  classification: 'w-2',
  work_state: 'TX',
  check_date,
  currency: 'USD',
  gross,
  employee_taxes: '100.00',
  deductions: '0.00',
  net,
  employer_taxes: '80.00',
  transfer_status: 'paid',
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the contractor workspace’s tabs', () => {
  it('gives staff every tab, and a client only the placements, time and expenses at its company', () => {
    expect(tabsOf(withRealLinks({ user_type: 'admin', role: 'admin' }))).toEqual([
      'profile',
      'placements',
      'timesheets',
      'expenses',
      'pay',
      'documents',
      'onboarding',
      'notes',
      'activity',
    ]);
    const client = tabsOf(withRealLinks({ user_type: 'client', role: 'owner', partner: null }));
    expect(client).toEqual(expect.arrayContaining(['profile', 'placements', 'timesheets']));
    for (const hidden of ['pay', 'documents', 'onboarding', 'notes', 'activity']) expect(client).not.toContain(hidden);
  });

  it('drops a tab whose list the user lost', () => {
    const admin = withRealLinks({ user_type: 'admin', role: 'admin' });
    expect(tabsOf({ ...admin, links: admin.links.filter((l) => l !== '/paychecks') })).not.toContain('pay');
  });
});

describe('/contractors/:id workspace', () => {
  const owner = makeUser({ user_type: 'partner', role: 'owner' });
  const year = new Date().getFullYear();

  it('opens the tab the URL names: pay, with this year’s gross and net summed to the cent and the paychecks', async () => {
    const rows = [
      paycheck('pc-2', `${year}-03-06`, '1200.10', '950.05'),
      paycheck('pc-1', `${year}-02-27`, '1000.25', '800.15'),
    ];
    const { fetchMock } = renderContractorPages(owner, '/contractors/k-casey?tab=pay', (u) => {
      if (u.pathname === '/v2/contractors/k-casey') return jsonResponse({ data: casey });
      if (u.pathname === '/v2/paychecks') return listAnswer(rows);
      return undefined;
    });
    const ytd = await screen.findByRole('group', { name: `Year to date ${year}` }, { timeout: 3000 });
    expect(within(ytd).getByText('$2,200.35')).toBeInTheDocument();
    expect(within(ytd).getByText('$1,750.20')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Paychecks' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open all paychecks' })).toHaveAttribute(
      'href',
      '/paychecks?contractor_id=k-casey',
    );
    expect(requestsTo(fetchMock, '/v2/paychecks').every((u) => u.searchParams.get('contractor_id') === 'k-casey')).toBe(
      true,
    );
  });

  it('loads a tab when it is first opened, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderContractorPages(owner, '/contractors/k-casey', (u) => {
      if (u.pathname === '/v2/contractors/k-casey') return jsonResponse({ data: casey });
      if (u.pathname === '/v2/timesheets') return listAnswer([]);
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(requestsTo(fetchMock, '/v2/timesheets')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Timesheets' }));
    expect(await screen.findByText('No timesheets yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=timesheets');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/timesheets')[0]!.searchParams.get('contractor_id')).toBe('k-casey'),
    );
  });
});
