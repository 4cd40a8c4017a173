import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { dashboardAnswer } from '../components/dashboard-fixtures';
import { DashboardPage } from './dashboard-page';

const SUMMIT_ID = '0b0c9f5e-3a1d-4f6b-9c2e-7d8a1b2c3d4e';

function renderDashboard(user: CurrentUser, organization: string) {
  stubApi(user, (u) =>
    u.pathname === '/v2/summary/dashboard' ? jsonResponse({ data: dashboardAnswer({ organization }) }) : undefined,
  );
  renderWithProviders(<DashboardPage />, { client: signedInClient(user) });
}

describe('dashboard organization name', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('links a sales partner to its own record (its way there: the menu has no entry)', async () => {
    renderDashboard(
      makeUser({
        user_type: 'sales_partner',
        links: ['/sales_partners', '/partners'],
        base_links: ['/sales_partners', '/partners'],
        sales_partner: { id: SUMMIT_ID, name: 'Summit Referrals' },
      }),
      'Summit Referrals',
    );
    expect(await screen.findByRole('link', { name: 'Summit Referrals' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/sales_partners/${SUMMIT_ID}`,
    );
  });

  it("links a partner user to its partner's record", async () => {
    renderDashboard(
      makeUser({ links: ['/partners'], base_links: ['/partners'], partner: { ...makePartner(), id: 'p-acme' } }),
      'Acme Staffing',
    );
    expect(await screen.findByRole('link', { name: 'Acme Staffing' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/partners/p-acme',
    );
  });

  it('shows the name as plain text when the record page is not open to the user', async () => {
    // The link was revoked: the guard would refuse the page, so no link is offered.
    renderDashboard(
      makeUser({
        user_type: 'sales_partner',
        links: ['/partners'],
        base_links: ['/sales_partners', '/partners'],
        sales_partner: { id: SUMMIT_ID, name: 'Summit Referrals' },
      }),
      'Summit Referrals',
    );
    expect(await screen.findByText('Summit Referrals', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Summit Referrals' })).not.toBeInTheDocument();
  });

  it('shows a client its organization without a link', async () => {
    renderDashboard(makeUser({ user_type: 'client', links: ['/clients'], base_links: ['/clients'] }), 'Globex');
    expect(await screen.findByText('Globex', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Globex' })).not.toBeInTheDocument();
  });
});
