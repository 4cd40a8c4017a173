import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { registerTwoFactorOpener, VERIFICATION_SUCCESS_EVENT } from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, type stubApi } from '../../../test/fetch-stub';
import { lastBody } from '../../../test/fetch-stub';
import { headers } from '../../../test/table-headers';
import { renderPages } from '../../../components/reference/test-harness';
import type { SalesPartnerRow } from '../api/sales-partner-types';
import { CreateSalesPartnerPage } from './create-sales-partner-page';
import { SalesPartnerDetailPage } from './sales-partner-detail-page';
import { SalesPartnersPage } from './sales-partners-page';

const SUMMIT_ID = '9c5b94b1-35ad-49bb-b118-8e8fc24abf80';
const ROUTES = [
  { path: '/sales_partners', element: <SalesPartnersPage /> },
  { path: '/sales_partners/:id', element: <SalesPartnerDetailPage /> },
  { path: '/create_sales_partner', element: <CreateSalesPartnerPage /> },
];
const renderSalesPartnerPages = (user: CurrentUser, path: string, handler?: Parameters<typeof stubApi>[1]) =>
  renderPages(user, ROUTES, path, handler);

const summit: SalesPartnerRow = {
  id: SUMMIT_ID,
  name: 'Summit Referrals',
  contact_name: 'Sally Sales',
  contact_email: 'sally@summit.test',
  phone: null,
  commission_percent: '10',
  address: null,
  tax_id: { type: 'ein', masked: '**-***1234', last4: '1234' },
  active: true,
  partner_count: 1,
  created_at: '2026-01-02T10:00:00Z',
};
const PATH = `/v2/sales_partners/${SUMMIT_ID}`;
const REVEAL = `${PATH}/tax_id/reveal`;
const admin = makeUser({ user_type: 'admin', links: ['/sales_partners', '/create_sales_partner'] });
const sally = makeUser({
  user_type: 'sales_partner',
  role: 'owner',
  links: ['/sales_partners', '/referral_partners'],
  sales_partner: { id: SUMMIT_ID, name: 'Summit Referrals' },
});

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('sales partner pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it('lists sales partners with commission and referrals, the id and EIN for admins only', async () => {
    renderSalesPartnerPages(admin, '/sales_partners', (u) =>
      u.pathname === '/v2/sales_partners' ? listAnswer([summit]) : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Summit Referrals' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/sales_partners/${SUMMIT_ID}`,
    );
    expect(headers()).toEqual(expect.arrayContaining(['Commission', 'Referred partners', 'EIN']));
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New sales partner' })).toBeInTheDocument();
  });

  it('shows one with a link to the partners it referred, and saves a new commission', async () => {
    const { fetchMock } = renderSalesPartnerPages(admin, `/sales_partners/${SUMMIT_ID}`, (u, init) =>
      u.pathname === PATH
        ? jsonResponse({ data: init?.method === 'PATCH' ? { ...summit, commission_percent: '12.5' } : summit })
        : undefined,
    );
    expect(await screen.findByRole('link', { name: '1 partner' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/referral_partners?sales_partner_id=${SUMMIT_ID}`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const commission = screen.getByRole('textbox', { name: 'Commission (%)' });
    await user.clear(commission);
    await fill(user, commission, '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 100%')).toBeInTheDocument();
    await user.clear(commission);
    await fill(user, commission, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('12.5%', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', PATH)).toEqual({ commission_percent: '12.5' });
  }, 15_000);

  it('lets a sales partner read its own record, without Edit or the staff list link, and reveal its EIN', async () => {
    registerTwoFactorOpener((request) =>
      window.dispatchEvent(
        new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request, result: { tax_id: '46-1231234' } } }),
      ),
    );
    renderSalesPartnerPages(sally, `/sales_partners/${SUMMIT_ID}`, (u) => {
      if (u.pathname === REVEAL) return jsonResponse({ detail: 'For your security we sent a 6-digit code.' }, 424);
      return u.pathname === PATH ? jsonResponse({ data: summit }) : undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Summit Referrals' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('EIN **-***1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 partner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales Partners' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('EIN 46-1231234', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says why when the API refuses a reveal, and keeps the number masked', async () => {
    renderSalesPartnerPages(admin, `/sales_partners/${SUMMIT_ID}`, (u) => {
      if (u.pathname === REVEAL) return jsonResponse({ message: 'Your role may not see full tax ids' }, 403);
      return u.pathname === PATH ? jsonResponse({ data: summit }) : undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Sales Partners' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('Your role may not see full tax ids', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('EIN **-***1234')).toBeInTheDocument();
  });

  it('creates one with its owner invited, then opens it', async () => {
    const { fetchMock } = renderSalesPartnerPages(admin, '/create_sales_partner', (u, init) => {
      if (u.pathname === '/v2/sales_partners' && init?.method === 'POST') return jsonResponse({ data: summit }, 201);
      if (u.pathname === PATH) return jsonResponse({ data: summit });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create sales partner' }, { timeout: 3000 }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/sales_partners')).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Summit Referrals');
    await fill(user, screen.getByRole('textbox', { name: 'Owner first name' }), 'Sally');
    await fill(user, screen.getByRole('textbox', { name: 'Owner last name' }), 'Sales');
    await fill(user, screen.getByRole('textbox', { name: 'Owner email' }), 'sally@summit.test');
    await user.click(screen.getByRole('button', { name: 'Create sales partner' }));
    expect(await screen.findByRole('heading', { name: 'Summit Referrals' }, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/sales_partners')).toMatchObject({
      name: 'Summit Referrals',
      commission_percent: '0',
      owner: { first_name: 'Sally', last_name: 'Sales', email: 'sally@summit.test' },
    });
  }, 15_000);

  it('renders Not Found for an unknown sales partner', async () => {
    renderSalesPartnerPages(admin, `/sales_partners/${SUMMIT_ID}`);
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
  });
});
