import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreeningView } from '@app/domain';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { ScreeningDetailPage } from './screening-detail-page';

const admin = makeUser({ user_type: 'admin', links: ['/screenings'], base_links: ['/screenings'] });
const partner = makeUser({ user_type: 'partner', links: ['/screenings'], base_links: ['/screenings'] });

const screening = (over: Partial<ScreeningView> = {}): ScreeningView => ({
  id: 'sc-1',
  type: 'background_check',
  status: 'awaiting_approval',
  provider: 'sandbox',
  provider_ref: 'sandbox_sc-1',
  result: 'consider',
  contractor: { id: 'c-1', name: 'Ian Independent' },
  client: { id: 'cl-1', name: 'Umbrella Health' },
  partner: { id: 'p-1', name: 'Acme Staffing' },
  ordered_by: { id: 'u-1', name: 'Paula Partner' },
  created_at: '2026-11-20T10:00:00Z',
  result_due_at: '2026-11-20T10:00:05Z',
  completed_at: '2026-11-20T10:01:00Z',
  decided_by: null,
  decided_at: null,
  decision_note: null,
  can_decide: true,
  provider_status: null,
  provider_error: null,
  ...over,
});

const routes = [{ path: '/screenings/:id', element: <ScreeningDetailPage /> }];

describe('/screenings/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('staff reject only after confirming, with the reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/screenings/sc-1', (u, init) => {
      if (u.pathname === '/v2/screenings/sc-1/decision' && init?.method === 'POST')
        return jsonResponse({ data: screening({ status: 'rejected', can_decide: false, decision_note: 'Mismatch' }) });
      if (u.pathname === '/v2/screenings/sc-1') return jsonResponse({ data: screening() });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this screening?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject screening' });
    expect(confirm).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/v2/screenings/sc-1/decision')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Mismatch');
    await user.click(confirm);
    expect(await screen.findByText('Screening rejected')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/screenings/sc-1/decision')).toEqual([
      { decision: 'reject', note: 'Mismatch' },
    ]);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  }, 15_000);

  it('approves in one click', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(admin, routes, '/screenings/sc-1', (u, init) => {
      if (u.pathname === '/v2/screenings/sc-1/decision' && init?.method === 'POST')
        return jsonResponse({ data: screening({ status: 'approved', can_decide: false }) });
      if (u.pathname === '/v2/screenings/sc-1') return jsonResponse({ data: screening() });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 3000 }));
    expect(await screen.findByText('Screening approved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/screenings/sc-1/decision')).toEqual([{ decision: 'approve' }]);
  }, 15_000);

  it('shows a partner no decision buttons', async () => {
    renderPages(partner, routes, '/screenings/sc-1', (u) =>
      u.pathname === '/v2/screenings/sc-1' ? jsonResponse({ data: screening({ can_decide: false }) }) : undefined,
    );
    expect(await screen.findByText('Ian Independent', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
