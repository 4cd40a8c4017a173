import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { GsaRatesPage } from './gsa-rates-page';

const AUSTIN = {
  id: 'g1',
  fiscal_year: 2026,
  state: 'TX',
  destination: 'Austin',
  county: 'Travis',
  season_begin: null,
  season_end: null,
  lodging: '176.00',
  meals_and_incidentals: '79.00',
};
const PREVIEW = {
  rows: [
    {
      line: 2,
      values: { state: 'TX', destination: 'Houston', lodging: '165', meals_and_incidentals: '74' },
      errors: [],
    },
    {
      line: 3,
      values: { state: 'Texas', destination: 'Plano', lodging: 'abc', meals_and_incidentals: '74' },
      errors: [{ field: 'state', msg: 'Use a two-letter state code' }],
    },
  ],
  valid: 1,
  invalid: 1,
  imported: 0,
  errors: [],
};

function renderPage(userType: 'admin' | 'partner') {
  const user = makeUser({ user_type: userType, links: ['/gsa_rates'] });
  const fetchMock = stubApi(user, (u, init) => {
    if (u.pathname === '/v2/gsa_rates') return listAnswer([AUSTIN]);
    if (u.pathname === '/v2/gsa_rates/import') {
      const body = JSON.parse(String(init?.body)) as { dry_run: boolean };
      return jsonResponse({ data: body.dry_run ? PREVIEW : { ...PREVIEW, imported: 1 } });
    }
    return undefined;
  });
  renderWithProviders(<GsaRatesPage />, { path: '/gsa_rates', client: signedInClient(user) });
  return fetchMock;
}

describe('/gsa_rates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the rates to a partner without the import', async () => {
    renderPage('partner');
    expect(await screen.findByText('Austin', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('$176.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('previews an import with per-row errors, then imports the valid rows only when asked', async () => {
    const fetchMock = renderPage('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    await userEvent.type(screen.getByLabelText('Or paste the CSV'), 'fiscal_year,state');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Import preview' });
    expect(within(table).getByText('state: Use a two-letter state code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 valid rows, skip 1' }));
    // The import closes once written (its toast needs the app's Notifications host).
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument());
    const bodies = fetchMock.mock.calls
      .filter(([u]) => String(u).endsWith('/v2/gsa_rates/import'))
      .map(([, i]) => JSON.parse(String(i?.body)) as { dry_run: boolean; only_valid: boolean });
    expect(bodies).toEqual([
      expect.objectContaining({ dry_run: true, only_valid: false }),
      expect.objectContaining({ dry_run: false, only_valid: true }),
    ]);
  });
});
