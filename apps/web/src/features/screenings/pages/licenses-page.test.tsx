import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenseView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { LicensesPage } from './licenses-page';

const CASEY = '00000000-0000-4000-8000-0000000000c1';
const admin = makeUser({ user_type: 'admin', links: ['/licenses'], base_links: ['/licenses'] });

const license = (over: Partial<LicenseView> = {}): LicenseView => ({
  id: 'l-1',
  contractor: { id: 'c-1', name: 'Casey Contractor' },
  partner: { id: 'p-1', name: 'Acme Staffing' },
  license_type: 'CDL',
  number: '•••• 0123',
  number_masked: true,
  state: 'TX',
  issued_on: '2022-01-01',
  expires_on: '2026-12-17',
  days_left: 20,
  status: 'active',
  created_at: '2026-11-01T10:00:00Z',
  archived_at: null,
  document: null,
  ...over,
});

describe('/licenses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows numbers masked and badges what expires within 30 days or has expired', async () => {
    renderPages(admin, [{ path: '/licenses', element: <LicensesPage /> }], '/licenses', (u) =>
      u.pathname === '/v2/licenses'
        ? listAnswer([
            license(),
            license({
              id: 'l-2',
              license_type: 'Forklift',
              number: '•••• 8812',
              expires_on: '2026-11-22',
              days_left: -5,
            }),
            license({ id: 'l-3', license_type: 'RN', number: '•••• 0909', expires_on: '2027-07-05', days_left: 220 }),
          ])
        : undefined,
    );
    const cdl = (await screen.findByText('CDL', {}, { timeout: 3000 })).closest('tr')!;
    expect(within(cdl).getByText('•••• 0123')).toBeInTheDocument();
    expect(within(cdl).getByText('Expires in 20 days')).toBeInTheDocument();
    expect(within(screen.getByText('Forklift').closest('tr')!).getByText('Expired')).toBeInTheDocument();
    const rn = screen.getByText('RN').closest('tr')!;
    expect(within(rn).queryByText(/Expire/)).not.toBeInTheDocument();
  }, 15_000);

  it('adds a license', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      admin,
      [{ path: '/licenses', element: <LicensesPage /> }],
      '/licenses',
      (u, init) => {
        if (u.pathname === '/v2/licenses' && init?.method === 'POST') return jsonResponse({ data: license() }, 201);
        if (u.pathname === '/v2/licenses') return listAnswer([]);
        if (u.pathname === '/v2/contractors')
          return listAnswer([{ id: CASEY, first_name: 'Casey', last_name: 'Contractor' }]);
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add license' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add license' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Worker/ }));
    await user.click(await screen.findByRole('option', { name: 'Casey Contractor', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /License type/ }), 'CDL');
    await user.type(within(dialog).getByRole('textbox', { name: /^Number/ }), 'D1234-56789-0123');
    await user.type(within(dialog).getByRole('textbox', { name: /State or province/ }), 'tx');
    await user.type(within(dialog).getByLabelText(/Expires on/), '2026-12-17');
    await user.click(within(dialog).getByRole('button', { name: 'Add license' }));
    expect(await screen.findByText("Added Casey Contractor's CDL license")).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/licenses')).toEqual({
      contractor_id: CASEY,
      license_type: 'CDL',
      number: 'D1234-56789-0123',
      state: 'TX',
      issued_on: null,
      expires_on: '2026-12-17',
    });
  }, 20_000);

  it("edits a license's expiry and number, sending only what changed, and shows the server's refusal beside its field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { fetchMock } = renderPages(
      admin,
      [{ path: '/licenses', element: <LicensesPage /> }],
      '/licenses',
      (u, init) => {
        if (u.pathname === '/v2/licenses/l-1' && init?.method === 'PATCH') {
          if (refuse)
            return jsonResponse(
              { detail: [{ loc: ['body', 'number'], msg: 'Letters, digits, spaces and dashes only' }] },
              422,
            );
          return jsonResponse({ data: license({ number: '•••• 9999', expires_on: '2028-12-17', days_left: 750 }) });
        }
        if (u.pathname === '/v2/licenses') return listAnswer([license()]);
        return undefined;
      },
    );
    await user.click(
      await screen.findByRole('button', { name: "Edit Casey Contractor's CDL license" }, { timeout: 3000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit license' });
    expect(dialog).toHaveTextContent('number on file •••• 0123');
    // Nothing changed: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save license' }));
    expect(await within(dialog).findByText('Nothing changed')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);
    const expires = within(dialog).getByLabelText(/Expires on/);
    await user.clear(expires);
    await user.type(expires, '2028-12-17');
    await user.type(within(dialog).getByRole('textbox', { name: /New number/ }), 'D9-9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save license' }));
    expect(await within(dialog).findByText('Letters, digits, spaces and dashes only')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save license' }));
    expect(await screen.findByText("Saved Casey Contractor's CDL license")).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/licenses/l-1')).toEqual({ number: 'D9-9999', expires_on: '2028-12-17' });
  }, 20_000);

  it('attaches a document to a license in the same edit, and opens the one on file', async () => {
    const user = userEvent.setup();
    const onFile = license({ document: { filename: 'cdl.pdf', content_type: 'application/pdf', size_bytes: 1200 } });
    const { fetchMock } = renderPages(
      admin,
      [{ path: '/licenses', element: <LicensesPage /> }],
      '/licenses',
      (u, init) => {
        if (u.pathname === '/v2/licenses/l-1' && init?.method === 'PATCH') return jsonResponse({ data: onFile });
        if (u.pathname === '/v2/licenses/l-1/file_link')
          return jsonResponse({
            data: { file_url: 'http://localhost/v2/files/f-1?jwt=x', expires_at: '2026-11-27T12:05:00Z' },
          });
        if (u.pathname === '/v2/licenses')
          return listAnswer([license(), license({ ...onFile, id: 'l-2', license_type: 'RN' })]);
        return undefined;
      },
    );
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    // Only the license with a document on file offers it.
    await user.click(
      await screen.findByRole('button', { name: "Open Casey Contractor's RN license document" }, { timeout: 3000 }),
    );
    expect(screen.queryByRole('button', { name: "Open Casey Contractor's CDL license document" })).toBeNull();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v2/licenses/l-2/file_link'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: "Edit Casey Contractor's CDL license" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit license' });
    const pdf = new File(['%PDF-1.4 scan'], 'cdl.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Save license' }));
    expect(await screen.findByText("Saved Casey Contractor's CDL license")).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/licenses/l-1')).toEqual({
      document: { filename: 'cdl.pdf', content_base64: Buffer.from('%PDF-1.4 scan').toString('base64') },
    });
  }, 20_000);
});
