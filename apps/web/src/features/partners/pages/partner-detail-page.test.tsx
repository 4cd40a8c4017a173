import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTwoFactorOpener, VERIFICATION_SUCCESS_EVENT } from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { acme, ACME_ID } from './partner-fixtures';
import { renderPartnerPages } from './partner-page-harness';
import { lastBody } from '../../../test/fetch-stub';

const IMAGE_ID = '3f1c2b7a-9d4e-4c1a-8b2f-5e6d7c8b9a01';
const acmeOwner = makeUser({ user_type: 'partner', role: 'owner', partner: { ...makePartner(), id: ACME_ID } });
const recruiter = makeUser({ user_type: 'partner', role: 'recruiter', partner: { ...makePartner(), id: ACME_ID } });
const PATH = `/v2/partners/${ACME_ID}`;
const REVEAL = `${PATH}/tax_id/reveal`;

function answerAcme(patched = acme) {
  return (u: URL, init: RequestInit | undefined) => {
    if (u.pathname === PATH) return jsonResponse({ data: init?.method === 'PATCH' ? patched : acme });
    if (u.pathname === '/v2/sales_partners') return jsonResponse({ data: { data: [], total: 0 } });
    if (u.pathname === '/v2/images' && init?.method === 'POST')
      return jsonResponse(
        {
          data: {
            id: IMAGE_ID,
            url: `/v2/images/${IMAGE_ID}`,
            purpose: 'logo',
            content_type: 'image/png',
            size_bytes: 12,
            partner_id: ACME_ID,
            created_at: '2026-01-02T10:00:00Z',
          },
        },
        201,
      );
    return undefined;
  };
}

const pngFile = (size = 12) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const fileInput = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('/partners/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it('shows staff the flags, the masked EIN and the sales partner, and saves only what changed', async () => {
    const { fetchMock } = renderPartnerPages(
      makeUser({ user_type: 'admin' }),
      `/partners/${ACME_ID}`,
      answerAcme({ ...acme, is_payroll_disabled: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flags' })).toBeInTheDocument();
    expect(screen.getByText('Canada enabled')).toBeInTheDocument();
    expect(screen.getByText('EIN **-***4567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
    expect(screen.getByText('Summit Referrals')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Payroll disabled' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', PATH)).toEqual({ is_payroll_disabled: true });
  });

  it('shows staff the billing terms and saves a new platform fee and threshold', async () => {
    const terms = {
      platform_fee_basis: 'per_hour' as const,
      platform_fee_amount: '1.50',
      write_off_threshold: '25.00',
    };
    const { fetchMock } = renderPartnerPages(
      makeUser({ user_type: 'admin' }),
      `/partners/${ACME_ID}`,
      answerAcme({ ...acme, ...terms, platform_fee_amount: '2.00' }),
    );
    expect(await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Platform fee' }));
    await user.click(await screen.findByRole('option', { name: 'Per hour billed', hidden: true }));
    await user.clear(screen.getByRole('textbox', { name: 'Fee amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Fee amount' }), '2.00');
    await user.clear(screen.getByRole('textbox', { name: 'Write-off threshold' }));
    await user.type(screen.getByRole('textbox', { name: 'Write-off threshold' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Success!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', PATH)).toEqual({
      platform_fee_basis: 'per_hour',
      platform_fee_amount: '2.00',
      write_off_threshold: '10',
    });
    expect(await screen.findByText('$2.00 per hour billed')).toBeInTheDocument();
  });

  it("gives the partner's owner branding and contacts only, uploads a logo with a preview and saves it", async () => {
    const withLogo = { ...acme, logo_url: `/v2/images/${IMAGE_ID}` };
    const { fetchMock } = renderPartnerPages(acmeOwner, `/partners/${ACME_ID}`, answerAcme(withLogo));
    await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 });
    expect(screen.queryByRole('heading', { name: 'Flags' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('checkbox', { name: 'Canada enabled' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subdomain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Paula Partner');

    await user.upload(fileInput('Logo'), pngFile());
    expect(await screen.findByRole('img', { name: 'Logo preview' }, { timeout: 3000 })).toHaveAttribute(
      'src',
      `/v2/images/${IMAGE_ID}`,
    );
    expect(lastBody(fetchMock, 'POST', '/v2/images')).toMatchObject({
      purpose: 'logo',
      partner_id: ACME_ID,
      filename: 'logo.png',
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('img', { name: 'Acme Staffing logo' }, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', PATH)).toEqual({ logo_url: `/v2/images/${IMAGE_ID}` });
  });

  it("shows the brand colour and lets the partner's owner change it, refusing anything but #RRGGBB", async () => {
    const { fetchMock } = renderPartnerPages(
      acmeOwner,
      `/partners/${ACME_ID}`,
      answerAcme({ ...acme, brand_color: '#0b7285' }),
    );
    await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 });
    expect(screen.getByText('#6741d9')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'Brand colour' });
    expect(input).toHaveValue('#6741d9');
    await user.clear(input);
    await user.type(input, 'teal');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/six hex digits/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.clear(input);
    await user.type(input, '#0B7285');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('#0b7285', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', PATH)).toEqual({ brand_color: '#0b7285' });
  });

  it('refuses an image over 1 MB before sending it, and shows what the server refused', async () => {
    const { fetchMock } = renderPartnerPages(acmeOwner, `/partners/${ACME_ID}`, (u, init) => {
      if (u.pathname === '/v2/images')
        return jsonResponse(
          { detail: [{ loc: ['body', 'content_base64'], msg: 'Upload a PNG, SVG or ICO image' }] },
          422,
        );
      return answerAcme()(u, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    await user.upload(fileInput('Logo'), pngFile(1024 * 1024 + 1));
    expect(await screen.findByText('The image must be at most 1 MB')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('/v2/images'))).toBe(false);
    await user.upload(fileInput('Favicon'), pngFile());
    expect(await screen.findByText('Upload a PNG, SVG or ICO image', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("lets the partner's owner reveal its EIN after the e-mailed code step, then hide it", async () => {
    const opened: string[] = [];
    // The two-factor modal's part: it replays the call and announces the answer.
    registerTwoFactorOpener((request) => {
      opened.push(request.requestUrl);
      window.dispatchEvent(
        new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request, result: { tax_id: '74-1234567' } } }),
      );
    });
    const { fetchMock } = renderPartnerPages(acmeOwner, `/partners/${ACME_ID}`, (u, init) =>
      u.pathname === REVEAL
        ? jsonResponse({ detail: 'For your security we sent a 6-digit code.' }, 424)
        : answerAcme()(u, init),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reveal' }, { timeout: 3000 }));
    expect(await screen.findByText('EIN 74-1234567', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(opened).toEqual([`/partners/${ACME_ID}/tax_id/reveal`]);
    expect(fetchMock.mock.calls.some(([i, init]) => String(i).endsWith(REVEAL) && init?.method === 'POST')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByText('EIN **-***4567')).toBeInTheDocument();
    expect(screen.queryByText(/74-1234567/)).not.toBeInTheDocument();
  });

  it('offers a recruiter of the partner neither Edit nor Reveal, but the masked EIN', async () => {
    renderPartnerPages(recruiter, `/partners/${ACME_ID}`, answerAcme());
    await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 });
    expect(screen.getByText('EIN **-***4567')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('shows a sales partner no EIN field at all', async () => {
    const { tax_id: _absent, ...referred } = acme;
    renderPartnerPages(makeUser({ user_type: 'sales_partner' }), `/partners/${ACME_ID}`, (u) =>
      u.pathname === PATH ? jsonResponse({ data: referred }) : undefined,
    );
    await screen.findByRole('heading', { name: 'Acme Staffing' }, { timeout: 3000 });
    expect(screen.queryByText('EIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('renders Not Found for a partner outside the user scope', async () => {
    renderPartnerPages(acmeOwner, '/partners/6f9619ff-8b86-4011-b42d-00c04fc964ff');
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
