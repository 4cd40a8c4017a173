import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationRow } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { VerificationsPage } from './verifications-page';

const row: VerificationRow = {
  id: 'v-1',
  user: { id: 'u-1', name: 'Casey Worker', email: 'casey@demo.test' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  status: 'awaiting_approval',
  reason: null,
  provider: 'sandbox',
  provider_reference: null,
  created_at: '2026-03-02T15:30:00Z',
  decided_at: null,
  decided_by: null,
};
const routes = [{ path: '/verifications', element: <VerificationsPage /> }];
const admin = makeUser({ user_type: 'admin', role: 'admin', links: ['/verifications'] });

describe('/verifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    localStorage.removeItem('ui.timezone');
  });

  it('asks why before rejecting an identity, in the shared reason dialog with the 500-character limit', async () => {
    localStorage.setItem('ui.timezone', 'America/New_York');
    const { fetchMock } = renderPages(admin, routes, '/verifications', (u, init) => {
      if (u.pathname === '/v2/verifications/v-1/decision' && init?.method === 'POST')
        return jsonResponse({ data: { ...row, status: 'rejected', reason: 'Blurry photo' } });
      if (u.pathname === '/v2/verifications') return listAnswer([row]);
      return undefined;
    });
    const user = userEvent.setup();
    const name = await screen.findByText('Casey Worker', {}, { timeout: 3000 });
    const tr = name.closest('tr')!;
    expect(within(tr).getByText('Mar 2, 2026, 10:30 AM EST')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject verification' });
    expect(within(dialog).getByText(/Reject the identity of Casey Worker\?/)).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the verification is rejected')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/verifications/v-1/decision')).toEqual([]);

    await user.type(reason, 'Blurry photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Verification rejected', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/v2/verifications/v-1/decision')).toEqual([
      { decision: 'reject', reason: 'Blurry photo' },
    ]);
  }, 15_000);

  it('approves after a confirmation that asks no reason', async () => {
    const { fetchMock } = renderPages(admin, routes, '/verifications', (u, init) => {
      if (u.pathname === '/v2/verifications/v-1/decision' && init?.method === 'POST')
        return jsonResponse({ data: { ...row, status: 'approved' } });
      if (u.pathname === '/v2/verifications') return listAnswer([row]);
      return undefined;
    });
    const user = userEvent.setup();
    const tr = (await screen.findByText('Casey Worker', {}, { timeout: 3000 })).closest('tr')!;
    await user.click(within(tr).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve verification' });
    expect(within(dialog).queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/verifications/v-1/decision')).toEqual([{ decision: 'approve' }]),
    );
  }, 15_000);
});
