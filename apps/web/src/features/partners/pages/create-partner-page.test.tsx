import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { acme, ACME_ID, SUMMIT_ID } from './partner-fixtures';
import { renderPartnerPages } from './partner-page-harness';
import { lastBody } from '../../../test/fetch-stub';

/** Pastes instead of typing key by key: this long form re-checks itself on every keystroke. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement | Promise<HTMLElement>,
  text: string,
) {
  await user.click(await element);
  await user.paste(text);
}

function renderCreate(onPost?: () => Response) {
  return renderPartnerPages(makeUser({ user_type: 'admin' }), '/create_partner', (u, init) => {
    if (u.pathname === '/v2/sales_partners') return listAnswer([{ id: SUMMIT_ID, name: 'Summit Referrals' }]);
    if (u.pathname === '/v2/partners' && init?.method === 'POST')
      return onPost?.() ?? jsonResponse({ data: acme }, 201);
    if (u.pathname === `/v2/partners/${ACME_ID}`) return jsonResponse({ data: acme });
    return undefined;
  });
}

describe('/create_partner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('checks the subdomain, EIN and owner email before sending anything', async () => {
    const { fetchMock } = renderCreate();
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Subdomain' }, { timeout: 3000 }), 'Not_Valid');
    await fill(user, screen.getByRole('textbox', { name: 'EIN' }), '12-34');
    await fill(user, screen.getByRole('textbox', { name: 'Owner email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('Some fields are missing or there are formatting issues')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Use lowercase letters, digits and inner hyphens (at most 63)')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid employer ID (NN-NNNNNNN)')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/partners')).toHaveLength(0);
  }, 15_000);

  it('creates the partner with its flags, referrer, EIN and owner invite, then opens it', async () => {
    const { fetchMock } = renderCreate();
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 3000 }), 'Acme Staffing');
    await fill(user, screen.getByRole('textbox', { name: 'Subdomain' }), 'acme');
    await user.click(screen.getByRole('combobox', { name: 'Sales partner' }));
    await user.click(await screen.findByRole('option', { name: 'Summit Referrals', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Canada enabled' }));
    await fill(user, screen.getByRole('textbox', { name: 'EIN' }), '74-1234567');
    await fill(user, screen.getByRole('textbox', { name: 'Owner first name' }), 'Paula');
    await fill(user, screen.getByRole('textbox', { name: 'Owner last name' }), 'Partner');
    await fill(user, screen.getByRole('textbox', { name: 'Owner email' }), 'paula@acme.test');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));

    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/partners')).toMatchObject({
      name: 'Acme Staffing',
      subdomain: 'acme',
      sales_partner_id: SUMMIT_ID,
      is_canada_enabled: true,
      self_employer: false,
      product_line: 'Eor',
      tax_id: { type: 'ein', value: '74-1234567' },
      owner: { first_name: 'Paula', last_name: 'Partner', email: 'paula@acme.test' },
    });
  }, 15_000);

  it('shows a taken subdomain as the server words it', async () => {
    renderCreate(() => jsonResponse({ message: 'The subdomain acme is already taken' }, 409));
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 3000 }), 'Copy');
    await fill(user, screen.getByRole('textbox', { name: 'Subdomain' }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('The subdomain acme is already taken', {}, { timeout: 3000 })).toBeInTheDocument();
  }, 15_000);
});
