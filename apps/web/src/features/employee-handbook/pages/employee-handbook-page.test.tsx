import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandbookAckView, HandbookPendingView, HandbookView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { EmployeeHandbookPage } from './employee-handbook-page';

const HASH = 'b'.repeat(64);
const version: HandbookView = {
  id: '00000000-0000-4000-8000-0000000000b1',
  partner: { id: 'p1', name: 'Acme Staffing' },
  version: 1,
  title: 'Acme Handbook',
  filename: 'handbook.pdf',
  sha256: HASH,
  current: true,
  acknowledged: 1,
  published_by: { id: 'u1', name: 'Paula Partner' },
  published_at: '2026-11-20T10:00:00Z',
};
const ack: HandbookAckView = {
  id: 'a1',
  handbook: { id: version.id, title: 'Acme Handbook', version: 1 },
  contractor: { id: 'k1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  acknowledged_by: { id: 'u9', name: 'Casey Contractor' },
  acknowledged_at: '2026-11-27T11:00:00Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  file_sha256: HASH,
};
const pending = (over: Partial<HandbookPendingView> = {}): HandbookPendingView => ({
  id: 'k1',
  contractor: { id: 'k1', name: 'Casey Contractor' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  contractor_status: 'active',
  handbook: { id: version.id, title: 'Acme Handbook', version: 2 },
  previous_version: 1,
  has_login: true,
  last_reminded_at: null,
  ...over,
});
const user = (role: 'owner' | 'recruiter') =>
  makeUser({ user_type: 'partner', role, links: ['/employee_handbook'], base_links: ['/employee_handbook'] });
const routes = [{ path: '/employee_handbook', element: <EmployeeHandbookPage /> }];

describe('/employee_handbook', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the versions and who acknowledged which', async () => {
    renderPages(user('owner'), routes, '/employee_handbook', (u) => {
      if (u.pathname === '/v2/handbooks') return listAnswer([version]);
      if (u.pathname === '/v2/handbook_acknowledgements') return listAnswer([ack]);
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Employee Handbook', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Acme Handbook')).toBeVisible();
    expect(within(table).getByText('Current')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Acknowledgements' }));
    const acks = await screen.findByRole('table');
    expect(await within(acks).findByText('Casey Contractor')).toBeVisible();
    expect(within(acks).getByText('203.0.113.7')).toBeVisible();
    expect(within(acks).getByText('Acme Handbook (v1)')).toBeVisible();
  });

  it('shows empty states, and no Publish for a recruiter', async () => {
    renderPages(user('recruiter'), routes, '/employee_handbook', (u) =>
      u.pathname === '/v2/handbooks' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText('No handbook versions yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish version' })).toBeNull();
  });

  it('publishes a new version from a PDF', async () => {
    const { fetchMock } = renderPages(user('owner'), routes, '/employee_handbook', (u, init) => {
      if (u.pathname === '/v2/handbooks' && init?.method === 'POST') return jsonResponse({ data: version }, 201);
      if (u.pathname === '/v2/handbooks') return listAnswer([]);
      return undefined;
    });
    await screen.findByText('No handbook versions yet');
    await userEvent.click(screen.getByRole('button', { name: 'Publish version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish handbook version' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Acme Handbook');
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'handbook.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/handbooks')).toMatchObject({
        title: 'Acme Handbook',
        partner_id: null,
        filename: 'handbook.pdf',
      }),
    );
  });

  it('lists who has not acknowledged, and reminds one worker or everyone after a confirmation', async () => {
    let reminded = 0;
    const { fetchMock } = renderPages(user('recruiter'), routes, '/employee_handbook?tab=pending', (u, init) => {
      if (u.pathname === '/v2/handbook_acknowledgements/remind' && init?.method === 'POST') {
        reminded += 1;
        return jsonResponse({
          data: {
            reminded: reminded === 1 ? 1 : 3,
            already_reminded_today: reminded === 1 ? 0 : 1,
            without_login: 1,
            not_pending: 0,
          },
        });
      }
      if (u.pathname === '/v2/handbook_acknowledgements/pending')
        return listAnswer([
          pending(),
          pending({
            id: 'k2',
            contractor: { id: 'k2', name: 'Nina Newhire' },
            previous_version: null,
            has_login: false,
          }),
        ]);
      return undefined;
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Casey Contractor')).toBeVisible();
    expect(within(table).getAllByText('Acme Handbook (v2)')).toHaveLength(2);
    expect(within(table).getByText('v1')).toBeVisible();
    expect(within(table).getAllByText('Never')).toHaveLength(2);
    // Nina has no login: nobody to remind.
    expect(within(table).getByText('No login to remind')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Remind Nina Newhire' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Remind Casey Contractor' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/handbook_acknowledgements/remind')).toEqual({ contractor_ids: ['k1'] }),
    );
    expect(await screen.findByText('Reminded 1 worker; 1 without a login')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remind all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind everyone who has not acknowledged?' });
    expect(dialog).toHaveTextContent('Workers reminded today are not reminded again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind all' }));
    await waitFor(() => expect(reminded).toBe(2));
    expect(lastBody(fetchMock, 'POST', '/v2/handbook_acknowledgements/remind')).toEqual({});
    expect(await screen.findByText('Reminded 3 workers; 1 already reminded today; 1 without a login')).toBeVisible();
  });
});
