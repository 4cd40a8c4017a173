import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyHandbook } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody } from '../../../test/fetch-stub';
import { ContractorHandbookPage } from './contractor-handbook-page';

const HASH = 'a'.repeat(64);
const handbook = {
  id: '00000000-0000-4000-8000-0000000000b2',
  partner: { id: 'p1', name: 'Acme Staffing' },
  version: 2,
  title: 'Acme Handbook',
  filename: 'handbook.pdf',
  sha256: HASH,
  current: true,
  published_by: null,
  published_at: '2026-11-20T10:00:00Z',
};
const ack = {
  id: 'a1',
  handbook: { id: handbook.id, title: 'Acme Handbook', version: 2 },
  contractor: { id: 'k1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  acknowledged_by: { id: 'u9', name: 'Casey Contractor' },
  acknowledged_at: '2026-11-27T11:00:00Z',
  ip: '127.0.0.1',
  user_agent: 'Test',
  file_sha256: HASH,
};
const user = makeUser({
  user_type: 'contractor',
  links: ['/contractor/employee_handbook'],
  base_links: ['/contractor/employee_handbook'],
});
const routes = [{ path: '/contractor/employee_handbook', element: <ContractorHandbookPage /> }];

describe('/contractor/employee_handbook', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('asks again for a new version, and acknowledges after a confirmation with the file’s hash', async () => {
    let state: MyHandbook = { handbook, acknowledgement: null, previous_version: 1 };
    const { fetchMock } = renderPages(user, routes, '/contractor/employee_handbook', (u, init) => {
      if (u.pathname === '/v2/employee_handbook/acknowledge' && init?.method === 'POST') {
        state = { handbook, acknowledgement: ack, previous_version: 1 };
        return jsonResponse({ data: state });
      }
      if (u.pathname === '/v2/employee_handbook') return jsonResponse({ data: state });
      return undefined;
    });
    expect(await screen.findByText('Acme Handbook')).toBeVisible();
    expect(screen.getByText(/You acknowledged version 1/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the employee handbook?' });
    expect(dialog).toHaveTextContent('I have received and read Acme Handbook (version 2)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/employee_handbook/acknowledge')).toEqual({
        handbook_id: handbook.id,
        sha256: HASH,
      }),
    );
    expect(await screen.findByText(/Acknowledged .* \(version 2\)/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('opens the handbook through a short-lived link', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    renderPages(user, routes, '/contractor/employee_handbook', (u) => {
      if (u.pathname === '/v2/employee_handbook/file_link')
        return jsonResponse({ data: { file_url: 'http://localhost/v2/files/h?jwt=1', expires_at: 'x' } });
      if (u.pathname === '/v2/employee_handbook')
        return jsonResponse({ data: { handbook, acknowledgement: ack, previous_version: null } });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open handbook' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://localhost/v2/files/h?jwt=1', '_blank', 'noopener'));
  });

  it('says so when none was published', async () => {
    renderPages(user, routes, '/contractor/employee_handbook', (u) =>
      u.pathname === '/v2/employee_handbook'
        ? jsonResponse({ data: { handbook: null, acknowledgement: null, previous_version: null } })
        : undefined,
    );
    expect(await screen.findByText('No employee handbook has been published yet.')).toBeVisible();
  });
});
