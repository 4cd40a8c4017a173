import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyTaxesView, StateRegistrationView, WorkersCompRateView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CompanyTaxesPage } from './company-taxes-page';

const BEACON = '5b7c1f1e-4c1a-4c55-9d52-0b6f2f4c9a10';
const platform = (can_edit: boolean): CompanyTaxesView => ({
  employer_key: 'platform',
  employer_name: 'Platform (EOR)',
  can_edit,
  profile: {
    legal_name: 'Staffwise EOR LLC',
    fein_last4: '8354',
    fein_masked: '•••••8354',
    updated_at: '2026-11-01T00:00:00Z',
  },
});
const tx: StateRegistrationView = {
  id: 'r-1',
  employer_key: 'platform',
  state: 'TX',
  year: 2026,
  account_number_last4: '2736',
  account_number_masked: '•••••2736',
  suta_rate_percent: '2.7000',
  suta_wage_base: '9000.00',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const clerical: WorkersCompRateView = {
  id: 'w-1',
  employer_key: 'platform',
  workers_comp_code: { id: 'c-1', code: '8810', description: 'Clerical Office Employees NOC' },
  state: 'TX',
  year: 2026,
  rate_per_100: '0.2100',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const employers = (can_edit: boolean) => [
  { key: 'platform', name: 'Platform (EOR)', can_edit },
  { key: BEACON, name: 'Beacon Talent', can_edit },
];
/** Picks an option of a Mantine select by its input (its options are hidden from the accessibility tree in jsdom). */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

const routes = [{ path: '/company_taxes', element: <CompanyTaxesPage /> }];
const admin = makeUser({ user_type: 'admin' });
const eor = makeUser({ user_type: 'eor' });

function stub(canEdit: boolean, extra?: (u: URL, init?: RequestInit) => Response | undefined) {
  return (u: URL, init?: RequestInit) => {
    const answered = extra?.(u, init);
    if (answered) return answered;
    if (u.pathname === '/v2/company_taxes/employers') return jsonResponse({ data: employers(canEdit) });
    if (u.pathname === '/v2/company_taxes') return jsonResponse({ data: platform(canEdit) });
    if (u.pathname === '/v2/company_taxes/registrations') return listAnswer([tx]);
    if (u.pathname === '/v2/company_taxes/workers_comp_rates') return listAnswer([clerical]);
    if (u.pathname === '/v2/workers_comp_codes') return listAnswer([{ ...clerical.workers_comp_code, active: true }]);
    return undefined;
  };
}

describe('/company_taxes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the FEIN and account numbers masked, and adds a registration', async () => {
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/company_taxes',
      stub(true, (u, init) =>
        u.pathname === '/v2/company_taxes/registrations' && init?.method === 'POST'
          ? jsonResponse({ data: { ...tx, id: 'r-2', state: 'CA' } }, 201)
          : undefined,
      ),
    );
    expect(await screen.findByText('•••••8354', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Staffwise EOR LLC')).toBeInTheDocument();
    expect(await screen.findByText('•••••2736')).toBeInTheDocument();
    expect(screen.getByText('2.7%')).toBeInTheDocument();
    expect(screen.getByText('$9,000.00')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'New state registration' });
    // Submitting empty names each missing field beside it.
    await user.click(within(dialog).getByRole('button', { name: 'Add registration' }));
    expect(await within(dialog).findByText('Choose a US state')).toBeInTheDocument();
    await pick(user, within(dialog).getByRole('combobox', { name: /^State/ }), 'California');
    const year = within(dialog).getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'State unemployment account number' }), '904-1837-2');
    await user.type(within(dialog).getByRole('textbox', { name: 'SUTA rate (%)' }), '3.4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Wage base ($)' }), '7000');
    await user.click(within(dialog).getByRole('button', { name: 'Add registration' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/company_taxes/registrations')).toEqual([
        {
          employer_key: 'platform',
          state: 'CA',
          year: 2026,
          account_number: '904-1837-2',
          suta_rate_percent: '3.4',
          suta_wage_base: '7000',
        },
      ]),
    );
  }, 20_000);

  it('asks before deleting a registration', async () => {
    const { fetchMock } = renderPages(
      admin,
      routes,
      '/company_taxes',
      stub(true, (u, init) =>
        u.pathname === '/v2/company_taxes/registrations/r-1' && init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const actions = await screen.findByRole(
      'group',
      { name: 'Actions for the TX registration for 2026' },
      { timeout: 3000 },
    );
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this registration?' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1));
  }, 15_000);

  it('lets staff pick a self-employer, and shows the workers comp rates on their tab', async () => {
    const { fetchMock, router } = renderPages(admin, routes, '/company_taxes?tab=workers_comp', stub(true));
    expect(await screen.findByText('Clerical Office Employees NOC', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('$0.21')).toBeInTheDocument();
    const user = userEvent.setup();
    await pick(user, screen.getByRole('combobox', { name: 'Employer' }), 'Beacon Talent');
    await waitFor(() => expect(router.state.location.search).toBe(`?employer_key=${BEACON}&tab=workers_comp`));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/v2/company_taxes/workers_comp_rates').some(
          (u) => u.searchParams.get('employer_key') === BEACON,
        ),
      ).toBe(true),
    );
    expect(requestsTo(fetchMock, '/v2/company_taxes').some((u) => u.searchParams.get('employer_key') === BEACON)).toBe(
      true,
    );
  }, 15_000);

  it('is read-only for those who may read but not change it', async () => {
    renderPages(eor, routes, '/company_taxes', stub(false));
    expect(await screen.findByText('•••••2736', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/You can read them but not change them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New registration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows Not Found to a user the API refuses', async () => {
    renderPages(makeUser({ user_type: 'partner' }), routes, '/company_taxes', (u) =>
      u.pathname.startsWith('/v2/company_taxes')
        ? jsonResponse({ message: 'You do not have permission to perform this action' }, 403)
        : undefined,
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
