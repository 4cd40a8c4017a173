import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { acme, SUMMIT_ID } from './partner-fixtures';
import { headers } from '../../../test/table-headers';
import { renderPartnerPages } from './partner-page-harness';

const answerPartners = (u: URL) => (u.pathname === '/v2/partners' ? listAnswer([acme]) : undefined);

describe('/partners', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows an admin the extra ID and EIN columns, masked, and offers New partner', async () => {
    renderPartnerPages(
      makeUser({ user_type: 'admin', links: ['/partners', '/create_partner'] }),
      '/partners',
      answerPartners,
    );
    expect(await screen.findByRole('link', { name: 'Acme Staffing' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/partners/${acme.id}`,
    );
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Subdomain', 'Sales partner', 'EIN']));
    expect(screen.getByText('**-***4567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New partner' })).toHaveAttribute('href', '/create_partner');
  });

  it('shows a sales partner its referred partners without the admin columns or New partner', async () => {
    const { tax_id: _none, ...referred } = acme;
    renderPartnerPages(makeUser({ user_type: 'sales_partner', links: ['/partners'] }), '/partners', (u) =>
      u.pathname === '/v2/partners' ? listAnswer([referred]) : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(headers()).not.toContain('ID');
    expect(headers()).not.toContain('EIN');
    expect(screen.queryByRole('link', { name: 'New partner' })).not.toBeInTheDocument();
  });

  it('says so when there are no partners', async () => {
    renderPartnerPages(makeUser({ user_type: 'eor' }), '/partners', (u) =>
      u.pathname === '/v2/partners' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText(/No partners/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('/referral_partners', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('makes staff choose the sales partner, then lists the partners it referred', async () => {
    const { fetchMock } = renderPartnerPages(makeUser({ user_type: 'admin' }), '/referral_partners', (u) => {
      if (u.pathname === '/v2/sales_partners') return listAnswer([{ id: SUMMIT_ID, name: 'Summit Referrals' }]);
      return answerPartners(u);
    });
    expect(
      await screen.findByText('Choose a sales partner to see the partners it referred.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/partners')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sales partner' }));
    await user.click(await screen.findByRole('option', { name: 'Summit Referrals', hidden: true }));
    expect(await screen.findByRole('link', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/partners').at(-1)?.searchParams.get('sales_partner_id')).toBe(SUMMIT_ID);
  });

  it("lists a sales partner's own referrals straight away", async () => {
    const { fetchMock } = renderPartnerPages(
      makeUser({ user_type: 'sales_partner' }),
      '/referral_partners',
      answerPartners,
    );
    expect(await screen.findByRole('link', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/partners')[0]?.searchParams.has('sales_partner_id')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Sales partner' })).not.toBeInTheDocument();
  });
});
