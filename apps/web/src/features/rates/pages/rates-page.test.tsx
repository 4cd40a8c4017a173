import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RateSettingView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { RatesPage } from './rates-page';

const row = (over: Partial<RateSettingView>): RateSettingView => ({
  id: 'r1',
  kind: 'social_security_percent',
  partner: null,
  region: null,
  workers_comp_code: null,
  effective_date: '2026-01-01',
  value: '6.2000',
  note: null,
  created_at: '2026-01-01T00:00:00Z',
  in_effect: true,
  ...over,
});
const ROWS = [
  row({}),
  row({ id: 'r2', kind: 'social_security_wage_base', value: '184500.0000' }),
  row({ id: 'r3', kind: 'medicare_percent', value: '1.4500' }),
  row({ id: 'r4', kind: 'fica_percent', value: '7.6500', effective_date: '2025-01-01', in_effect: false }),
];
const handler = (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/rates' && init?.method === 'POST')
    return jsonResponse({ data: row({ id: 'r5', kind: 'social_security_wage_base' }) }, 201);
  if (u.pathname === '/v2/rates') return listAnswer(ROWS);
  if (u.pathname === '/v2/partners') return listAnswer([]);
  return undefined;
};
const admin = makeUser({ user_type: 'admin', links: ['/rates'] });

describe('/rates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('labels Social Security, its wage base and Medicare, and still lists a legacy combined FICA row', async () => {
    renderPages(admin, [{ path: '/rates', element: <RatesPage /> }], '/rates', handler);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Social Security (%)')).toBeInTheDocument();
    expect(within(table).getByText('Social Security wage base ($/year)')).toBeInTheDocument();
    expect(within(table).getByText('Medicare (%)')).toBeInTheDocument();
    expect(within(table).getByText('FICA combined (%, legacy)')).toBeInTheDocument();
  });

  it('adds rows of the split kinds only: a combined FICA rate is not offered', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, [{ path: '/rates', element: <RatesPage /> }], '/rates', handler);
    await user.click(await screen.findByRole('button', { name: 'Add rate' }));
    const form = screen.getByRole('form', { name: 'Add rate' });
    const kind = within(form).getByRole('combobox', { name: 'Kind' });
    await user.click(kind);
    // The list filter has a Kind picker too (with every kind): look only at the form's options.
    const options = await vi.waitFor(() => within(document.getElementById(kind.getAttribute('aria-controls')!)!));
    expect(options.getByRole('option', { name: 'Medicare (%)', hidden: true })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'FICA combined (%, legacy)', hidden: true })).toBeNull();
    await user.click(options.getByRole('option', { name: 'Social Security wage base ($/year)', hidden: true }));
    await user.type(within(form).getByLabelText(/Effective date/), '2027-01-01');
    await user.type(within(form).getByLabelText(/^Value/), '190000');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    await vi.waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/rates')).toEqual([
        expect.objectContaining({ kind: 'social_security_wage_base', effective_date: '2027-01-01', value: '190000' }),
      ]),
    );
  });
});
