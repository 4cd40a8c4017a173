import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckrConnectionView } from '@app/domain';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { CheckrCompletePage } from './checkr-complete-page';

const owner = makeUser({
  user_type: 'partner',
  links: ['/screenings', '/integrations/complete/checkr'],
  base_links: ['/screenings', '/integrations/complete/checkr'],
});
const connected: CheckrConnectionView = {
  partner: { id: 'p-1', name: 'Beacon Talent' },
  available: true,
  connected: true,
  account_id: 'acct_123',
  connected_at: '2026-11-20T10:00:00Z',
  connected_by: { id: 'u-1', name: 'Bea Beacon' },
  can_connect: true,
};
const routes = [{ path: '/integrations/complete/checkr', element: <CheckrCompletePage /> }];
const PATH = '/v2/integrations/checkr/complete';

describe('/integrations/complete/checkr', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("posts Checkr's code and state once and says the account is connected, with a link back", async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      '/integrations/complete/checkr?code=code_1&state=st.1',
      (u, init) => (u.pathname === PATH && init?.method === 'POST' ? jsonResponse({ data: connected }) : undefined),
    );
    expect(await screen.findByText('Checkr connected', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Beacon Talent's Checkr account \(acct_123\) is connected/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([{ code: 'code_1', state: 'st.1' }]);
    expect(screen.getByRole('link', { name: 'Back to Screenings' })).toHaveAttribute('href', '/screenings?tab=checkr');
  }, 15_000);

  it("shows the server's reason when the code is refused", async () => {
    renderPages(owner, routes, '/integrations/complete/checkr?code=used&state=st.1', (u, init) =>
      u.pathname === PATH && init?.method === 'POST'
        ? jsonResponse(
            {
              detail: [
                {
                  loc: ['body', 'code'],
                  msg: 'Checkr did not accept the authorization: Invalid or used authorization code',
                },
              ],
            },
            422,
          )
        : undefined,
    );
    expect(await screen.findByText('Checkr was not connected', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Invalid or used authorization code/)).toBeInTheDocument();
  }, 15_000);

  it('a declined connection posts nothing', async () => {
    const { fetchMock } = renderPages(owner, routes, '/integrations/complete/checkr?error=access_denied&state=st.1');
    expect(
      await screen.findByText('The connection was declined in Checkr, so nothing was connected.'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([]);
  }, 15_000);
});
