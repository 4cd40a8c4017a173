import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTwoFactorOpener, VERIFICATION_SUCCESS_EVENT } from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { REVEAL_VISIBLE_MS } from '../../../components/tax-id-reveal/tax-id-reveal';
import { casey, caseyWithoutPersonal } from './contractor-fixtures';
import { renderContractorPages } from './contractor-page-harness';
import { lastBody } from '../../../test/fetch-stub';

const owner = makeUser({ user_type: 'partner', role: 'owner' });
const recruiter = makeUser({ user_type: 'partner', role: 'recruiter' });
const REVEAL = '/v2/contractors/k-casey/tax_id/reveal';

const answering =
  (row: object, extra?: (u: URL, init?: RequestInit) => Response | undefined) => (u: URL, init?: RequestInit) =>
    extra?.(u, init) ?? (u.pathname === '/v2/contractors/k-casey' ? jsonResponse({ data: row }) : undefined);

describe('/contractors/:id', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it('shows the profile with the masked tax id and a link to the assignments', async () => {
    renderContractorPages(owner, '/contractors/k-casey', answering(casey));
    expect(await screen.findByRole('heading', { name: 'Casey Contractor' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('SSN ***-**-6789')).toBeInTheDocument();
    expect(screen.getByText('Apr 12, 1990')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78704')).toBeInTheDocument();
    expect(screen.getByText('W-2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assignments of this contractor' })).toHaveAttribute(
      'href',
      '/assignments?contractor_id=k-casey',
    );
  });

  it("shows payroll staff the worker's deposit accounts, masked, with the return that closed one; a client none", async () => {
    const closed = {
      id: 'b1',
      account_holder: 'Casey Contractor',
      bank_name: 'First Bank',
      routing_number: '011000015',
      account_type: 'checking',
      account_last4: '2333',
      account_masked: '****2333',
      created_at: '2026-01-02T00:00:00Z',
      retired_at: null,
      country: 'US',
      allocation: { kind: 'remainder', value: null },
      prenote: { status: 'cleared', sent_at: null, clears_on: null, return_code: null },
      deposit_return: { return_code: 'R02', returned_at: '2026-10-02T15:00:00Z' },
    };
    const view = { current: closed, history: [], accounts: [closed] };
    const { fetchMock } = renderContractorPages(
      owner,
      '/contractors/k-casey',
      answering(casey, (u) =>
        u.pathname === '/v2/contractors/k-casey/payroll_methods' ? jsonResponse({ data: view }) : undefined,
      ),
    );
    const list = await screen.findByRole('list', { name: 'Deposit accounts' }, { timeout: 3000 });
    const card = within(list).getByRole('listitem', { name: 'First Bank · Checking ****2333' });
    expect(card).toHaveTextContent('Routing 011000015 · The rest of net pay');
    expect(card).toHaveTextContent('Deposit returned (R02)');
    expect(card).toHaveTextContent('R02: account closed');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/payroll_methods'))).toBe(true);
  });

  it('shows no deposit accounts to a client, nor asks for them', async () => {
    const client = makeUser({ user_type: 'client', role: 'owner' });
    const { fetchMock } = renderContractorPages(client, '/contractors/k-casey', answering(casey));
    expect(await screen.findByRole('heading', { name: 'Casey Contractor' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Direct deposit' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/payroll_methods'))).toBe(false);
  });

  it('links the corp-to-corp to its page only for those who may open corp-to-corps', async () => {
    const viaNorthwind = { ...casey, corp_to_corp_id: 'c2c-1', corp_to_corp: { id: 'c2c-1', name: 'Northwind' } };
    const enabled = makeUser({
      user_type: 'partner',
      role: 'owner',
      partner: makePartner({ corp_to_corp_enabled: true }),
    });
    renderContractorPages(enabled, '/contractors/k-casey', answering(viaNorthwind));
    expect(await screen.findByRole('link', { name: 'Northwind' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/corp_to_corps/c2c-1',
    );
  });

  it('names the corp-to-corp without a link when corp-to-corp is not enabled', async () => {
    const viaNorthwind = { ...casey, corp_to_corp_id: 'c2c-1', corp_to_corp: { id: 'c2c-1', name: 'Northwind' } };
    renderContractorPages(owner, '/contractors/k-casey', answering(viaNorthwind));
    expect(await screen.findByText('Northwind', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Northwind' })).not.toBeInTheDocument();
  });

  it('reveals the number after the e-mailed code step, and masks it again after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const opened: string[] = [];
    // The two-factor modal's part: it replays the call and announces the answer.
    registerTwoFactorOpener((request) => {
      opened.push(request.requestUrl);
      window.dispatchEvent(
        new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request, result: { tax_id: '123-45-6789' } } }),
      );
    });
    const { fetchMock } = renderContractorPages(
      owner,
      '/contractors/k-casey',
      answering(casey, (u) =>
        u.pathname === REVEAL ? jsonResponse({ detail: 'For your security we sent a 6-digit code.' }, 424) : undefined,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Reveal' }, { timeout: 3000 }));
    expect(await screen.findByText('SSN 123-45-6789', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(opened).toEqual(['/contractors/k-casey/tax_id/reveal']);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    // Let the page settle (its notes panel renders too) so the 30-second timer is set before time moves.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      vi.advanceTimersByTime(REVEAL_VISIBLE_MS);
    });
    await waitFor(() => expect(screen.getByText('SSN ***-**-6789')).toBeInTheDocument());
    expect(screen.queryByText(/123-45-6789/)).not.toBeInTheDocument();
  });

  it('offers no Reveal to a recruiter, but Edit', async () => {
    renderContractorPages(recruiter, '/contractors/k-casey', answering(casey));
    await screen.findByText('SSN ***-**-6789', {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows a sales partner no personal fields and no Edit', async () => {
    renderContractorPages(
      makeUser({ user_type: 'sales_partner' }),
      '/contractors/k-casey',
      answering(caseyWithoutPersonal),
    );
    await screen.findByRole('heading', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(screen.queryByText('Tax id')).not.toBeInTheDocument();
    expect(screen.queryByText('Date of birth')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renders Not Found when the API answers 404', async () => {
    renderContractorPages(owner, '/contractors/elsewhere');
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('edits in place, sends a new tax id only when typed, and puts 422 details beside their fields', async () => {
    let fail = true;
    const { fetchMock } = renderContractorPages(
      owner,
      '/contractors/k-casey',
      answering(casey, (u, init) => {
        if (u.pathname !== '/v2/contractors/k-casey' || init?.method !== 'PATCH') return undefined;
        if (fail) {
          fail = false;
          return jsonResponse(
            { detail: [{ msg: 'Canada is not enabled for this partner', loc: ['body', 'classification'] }] },
            422,
          );
        }
        return jsonResponse({ data: { ...casey, last_name: 'Renamed' } });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    expect(screen.getByText(/On file: \*\*\*-\*\*-6789/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Canada is not enabled for this partner', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const body = lastBody(fetchMock, 'PATCH', '/v2/contractors/k-casey') as Record<string, unknown>;
    expect(body).not.toHaveProperty('tax_id');
    expect(body).toMatchObject({ first_name: 'Casey', status: 'active', classification: 'w-2' });

    const last = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.type(last, 'Renamed');
    await user.type(screen.getByRole('textbox', { name: 'Tax id number' }), '219-09-9999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Casey Renamed' }, { timeout: 3000 })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PATCH', '/v2/contractors/k-casey')).toMatchObject({
      last_name: 'Renamed',
      tax_id: { type: 'ssn', value: '219-09-9999' },
    });
  });
});
