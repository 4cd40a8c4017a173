import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositAccountView, DepositAccountsView } from '@app/domain';
import { request, type HttpMethod, type QueryParams } from '../../../lib/api/client';
import {
  registerTwoFactorOpener,
  VERIFICATION_SUCCESS_EVENT,
  type TwoFactorRequest,
} from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { DirectDepositPage } from './direct-deposit-page';

const PATH = '/v2/payroll_methods';
const CODE = '123456';
const CODE_DETAIL = 'For your security we sent a 6-digit code to your email address.';
const routes = [{ path: '/direct_deposit', element: <DirectDepositPage /> }];
const casey = makeUser({ user_type: 'contractor', first_name: 'Casey' });

const acct = (over: Partial<DepositAccountView> = {}): DepositAccountView => ({
  id: 'main',
  account_holder: 'Casey Contractor',
  bank_name: 'First Bank',
  routing_number: '011000015',
  account_type: 'checking',
  account_last4: '6789',
  account_masked: '****6789',
  created_at: '2026-01-02T00:00:00Z',
  retired_at: null,
  country: 'US',
  allocation: { kind: 'remainder', value: null },
  prenote: { status: 'cleared', sent_at: '2026-01-05T15:00:00Z', clears_on: '2026-01-08', return_code: null },
  deposit_return: null,
  ...over,
});
const savings = acct({
  id: 'split-1',
  bank_name: 'Credit Union',
  account_type: 'savings',
  account_last4: '1111',
  account_masked: '****1111',
  allocation: { kind: 'percent', value: '60' },
});
const rainyDay = acct({
  id: 'split-2',
  bank_name: 'Rainy Day Bank',
  account_last4: '2222',
  account_masked: '****2222',
  allocation: { kind: 'amount', value: '200.00' },
});

/**
 * The two-factor modal's part, as it does it: the blocked request once more with the e-mailed code, then
 * 'verification-success' with the answer. `opened` records what it was handed.
 */
function actAsTwoFactorModal() {
  const opened: TwoFactorRequest[] = [];
  registerTwoFactorOpener((blocked) => {
    opened.push(blocked);
    void request<unknown>(blocked.requestMethod as HttpMethod, blocked.requestUrl, {
      params: blocked.requestParams as QueryParams | undefined,
      data: blocked.requestData,
      headers: { ...blocked.requestHeaders, 'X-Verification-Code': CODE },
      skipTwoFactor: true,
    }).then((result) =>
      window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request: blocked, result } })),
    );
  });
  return opened;
}

const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string>)[name];

/**
 * A stateful stub of /v2/payroll_methods as the API behaves: with an account on file every change wants the
 * code (424) first; a new split account is put after the others; `refuse` answers a request 422 first.
 */
function depositApi(initial: DepositAccountView[], refuse?: (method: string, body: unknown) => Response | undefined) {
  let active = [...initial];
  let history: DepositAccountView[] = [];
  const view = (): DepositAccountsView => ({
    current: active.find((a) => a.allocation.kind === 'remainder') ?? null,
    history,
    accounts: active,
  });
  return (u: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (!u.pathname.startsWith(PATH)) return undefined;
    if (method === 'GET') return jsonResponse({ data: view() });
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const refused = refuse?.(method, body);
    if (refused) return refused;
    if (active.length > 0 && headerOf(init, 'X-Verification-Code') !== CODE) {
      return jsonResponse({ detail: CODE_DETAIL }, 424);
    }
    const id = u.pathname.slice(PATH.length + 1);
    if (method === 'POST') {
      const b = body as { country?: string; account_number: string; allocation?: DepositAccountView['allocation'] };
      const created = acct({
        id: `new-${active.length}`,
        bank_name: (body?.bank_name as string | undefined) ?? null,
        country: b.country === 'CA' ? 'CA' : 'US',
        routing_number:
          b.country === 'CA' ? `0${String(body?.institution_number)}${String(body?.transit_number)}` : '011000015',
        account_last4: b.account_number.slice(-4),
        account_masked: `****${b.account_number.slice(-4)}`,
        allocation: b.allocation ?? { kind: 'remainder', value: null },
        // A new US account is not prenoted yet; a Canadian one has no prenote.
        prenote: b.country === 'CA' ? null : { status: 'none', sent_at: null, clears_on: null, return_code: null },
      });
      if (!body?.additional) {
        history = [...history, ...active.map((a) => ({ ...a, retired_at: '2026-11-20T10:00:00Z' }))];
        active = [];
      }
      active = [...active, created];
      return jsonResponse({ data: created }, 201);
    }
    if (method === 'PATCH') {
      active = active.map((a) =>
        a.id === id ? { ...a, allocation: (body as { allocation: DepositAccountView['allocation'] }).allocation } : a,
      );
      return jsonResponse({ data: active.find((a) => a.id === id) });
    }
    if (method === 'DELETE') {
      active = active.filter((a) => a.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

const cardOf = (list: HTMLElement, text: string) =>
  within(list).getByText(text).closest<HTMLElement>('[role=listitem]')!;

describe('/direct_deposit: split deposits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  it('lists the split accounts in the order they are paid, then the main account taking the rest', async () => {
    renderPages(casey, routes, '/direct_deposit', depositApi([acct(), savings, rainyDay]));
    const list = await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Split account ****1111',
      'Split account ****2222',
      'Current account',
    ]);
    expect(cards[0]).toHaveTextContent('60% of net pay');
    expect(cards[1]).toHaveTextContent('$200.00 of net pay');
    expect(cards[2]).toHaveTextContent('The rest of your net pay');
    const main = cardOf(list, 'First Bank · Checking ****6789');
    expect(main).toBe(cards[2]);
    expect(main).toHaveTextContent('Main');
    expect(main).toHaveTextContent('Routing 011000015');
    expect(within(main).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(
      within(cardOf(list, 'Credit Union · Savings ****1111')).getByRole('button', { name: 'Change' }),
    ).toBeVisible();
    // Replacing the main account with splits on file says it replaces them all.
    expect(screen.getByText(/A new main account replaces all your accounts, the split ones too/)).toBeInTheDocument();
    expect(list).not.toHaveTextContent('123456');
  });

  it('adds a Canadian split account by percent through the e-mailed code', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const { fetchMock } = renderPages(casey, routes, '/direct_deposit', depositApi([acct()]));
    await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Add split account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add split account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Canadian bank' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Routing number/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Casey Contractor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank name' }), 'Banque Royale');
    await user.type(within(dialog).getByRole('textbox', { name: /^Institution number/ }), '004');
    await user.type(within(dialog).getByRole('textbox', { name: /^Transit number/ }), '1234');
    await user.type(within(dialog).getByLabelText(/^Account number/), '7654321');
    await user.type(within(dialog).getByRole('textbox', { name: /^Percent of net pay/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add split account' }));
    expect(await within(dialog).findByText('A transit number is 5 digits')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Transit number/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add split account' }));

    expect(await screen.findByText('Your split account was added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add split account' })).toBeNull());
    const body = {
      account_holder: 'Casey Contractor',
      bank_name: 'Banque Royale',
      country: 'CA',
      institution_number: '004',
      transit_number: '12345',
      account_number: '7654321',
      account_type: 'checking',
      additional: true,
      allocation: { kind: 'percent', value: '25' },
    };
    // Once without the code (424, handed to the modal), once replayed with it.
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['POST', '/payroll_methods']]);
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([body, body]);
    expect(screen.queryByText(CODE_DETAIL)).toBeNull();
    const list = screen.getByRole('list', { name: 'Your accounts' });
    const row = await waitFor(() => cardOf(list, 'Banque Royale · Checking ****4321'));
    expect(row).toHaveTextContent('Institution-transit 004-12345');
    expect(row).toHaveTextContent('25% of net pay');
  });

  it('adds a split by amount, and refuses percents over 100 beside the field before any code is asked', async () => {
    const user = userEvent.setup();
    actAsTwoFactorModal();
    const { fetchMock } = renderPages(casey, routes, '/direct_deposit', depositApi([acct(), savings]));
    await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Add split account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add split account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Account holder/ }), 'Casey Contractor');
    await user.type(within(dialog).getByRole('textbox', { name: /^Routing number/ }), '011000015');
    await user.type(within(dialog).getByLabelText(/^Account number/), '55554444');
    const percent = within(dialog).getByRole('textbox', { name: /^Percent of net pay/ });
    await user.type(percent, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Add split account' }));
    expect(await within(dialog).findByText('A percent is at most 100')).toBeInTheDocument();
    // 60% is already split off: 50 more would pass 100 together.
    await user.clear(percent);
    await user.type(percent, '50');
    expect(await within(dialog).findByText("The split's percents would add up to 110%: at most 100")).toBeVisible();
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'A fixed amount' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Amount per paycheck/ });
    await user.clear(amount);
    await user.type(amount, '150.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add split account' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', PATH)).toHaveLength(2));
    expect(bodiesOf(fetchMock, 'POST', PATH)[1]).toMatchObject({
      country: 'US',
      routing_number: '011000015',
      additional: true,
      allocation: { kind: 'amount', value: '150.00' },
    });
  });

  it("changes a split's percent through the e-mailed code, with the API's refusal beside the field", async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    let refusedOnce = false;
    const { fetchMock } = renderPages(
      casey,
      routes,
      '/direct_deposit',
      depositApi([acct(), savings, rainyDay], (method) => {
        if (method !== 'PATCH' || refusedOnce) return undefined;
        refusedOnce = true;
        return jsonResponse(
          { detail: [{ loc: ['body', 'allocation', 'value'], msg: 'Enter a number like 25 or 200.00' }] },
          422,
        );
      }),
    );
    const list = await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    await user.click(within(cardOf(list, 'Credit Union · Savings ****1111')).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change split' });
    const percent = within(dialog).getByRole('textbox', { name: /^Percent of net pay/ });
    expect(percent).toHaveValue('60');
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save split' }));
    // The API's refusal stands beside the field it names, and clears once the value changes.
    expect(await within(dialog).findByText('Enter a number like 25 or 200.00')).toBeVisible();
    await user.clear(percent);
    await user.type(percent, '35');
    expect(within(dialog).queryByText('Enter a number like 25 or 200.00')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save split' }));

    expect(await screen.findByText('Your split was changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change split' })).toBeNull());
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['PATCH', '/payroll_methods/split-1']]);
    expect(bodiesOf(fetchMock, 'PATCH', `${PATH}/split-1`)).toEqual([
      { allocation: { kind: 'percent', value: '30' } },
      { allocation: { kind: 'percent', value: '35' } },
      { allocation: { kind: 'percent', value: '35' } },
    ]);
    await waitFor(() => expect(cardOf(list, 'Credit Union · Savings ****1111')).toHaveTextContent('35% of net pay'));
  });

  it('removes a split account only after confirming, through the e-mailed code', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const { fetchMock } = renderPages(casey, routes, '/direct_deposit', depositApi([acct(), savings, rainyDay]));
    const list = await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    await user.click(
      within(cardOf(list, 'Rainy Day Bank · Checking ****2222')).getByRole('button', { name: 'Remove' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove split account?' });
    expect(confirm).toHaveTextContent(
      'Rainy Day Bank · Checking ****2222 will no longer receive $200.00 of your pay: your main account takes it instead.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove account' }));

    expect(await screen.findByText('The split account was removed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Rainy Day Bank · Checking ****2222')).toBeNull());
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['DELETE', '/payroll_methods/split-2']]);
    expect(within(list).getByText('Credit Union · Savings ****1111')).toBeInTheDocument();
  });

  it('replaces the main account and its splits through the e-mailed code, keeping the old ones as history', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    renderPages(casey, routes, '/direct_deposit', depositApi([acct(), savings]));
    await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    await user.type(screen.getByRole('textbox', { name: /^Account holder/ }), 'Casey Contractor');
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Second River Bank');
    await user.type(screen.getByRole('textbox', { name: /^Routing number/ }), '011000015');
    await user.type(screen.getByLabelText(/^Account number/), '000987654321');
    await user.click(screen.getByRole('button', { name: 'Change account' }));
    expect(await screen.findByText('Your direct deposit account was saved')).toBeInTheDocument();
    expect(opened.map((r) => [r.requestMethod, r.requestUrl])).toEqual([['POST', '/payroll_methods']]);
    await waitFor(() => expect(screen.getByLabelText('Current account')).toHaveTextContent('Second River Bank'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // The replaced accounts are history; the form is empty again.
    const history = screen.getByRole('table', { name: 'Previous accounts' });
    expect(history).toHaveTextContent('****6789');
    expect(history).toHaveTextContent('****1111');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Bank name' })).toHaveValue('');
  });

  it('saves a first account at once, without a code, as the main account', async () => {
    const user = userEvent.setup();
    const opened = actAsTwoFactorModal();
    const { fetchMock } = renderPages(casey, routes, '/direct_deposit', depositApi([]));
    expect(await screen.findByText('You have no direct deposit account yet.', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add split account' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Account holder/ }), 'Casey Contractor');
    await user.type(screen.getByRole('textbox', { name: /^Routing number/ }), '011000015');
    await user.type(screen.getByLabelText(/^Account number/), '12346789');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Your direct deposit account was saved')).toBeInTheDocument();
    expect(opened).toEqual([]);
    expect(bodiesOf(fetchMock, 'POST', PATH)).toEqual([
      {
        account_holder: 'Casey Contractor',
        country: 'US',
        routing_number: '011000015',
        account_number: '12346789',
        account_type: 'checking',
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your accounts' });
    expect(cardOf(list, 'Bank account · Checking ****6789')).toHaveTextContent('The rest of your net pay');
  });
});

describe('/direct_deposit: prenotes (decision 0067)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("shows each US account's prenote: verified, pending until its day, returned with its code, or not sent yet", async () => {
    const pending = acct({
      id: 'split-1',
      account_last4: '1111',
      account_masked: '****1111',
      bank_name: 'Credit Union',
      account_type: 'savings',
      allocation: { kind: 'percent', value: '20' },
      prenote: { status: 'pending', sent_at: '2026-09-24T15:00:00Z', clears_on: '2026-09-30', return_code: null },
    });
    const returned = acct({
      id: 'split-2',
      account_last4: '4444',
      account_masked: '****4444',
      bank_name: 'Typo Bank',
      allocation: { kind: 'amount', value: '50.00' },
      prenote: { status: 'failed', sent_at: '2026-09-24T15:00:00Z', clears_on: '2026-09-30', return_code: 'R03' },
    });
    const fresh = acct({
      id: 'split-3',
      account_last4: '5555',
      account_masked: '****5555',
      bank_name: 'New Bank',
      allocation: { kind: 'amount', value: '10.00' },
      prenote: { status: 'none', sent_at: null, clears_on: null, return_code: null },
    });
    const canadian = acct({
      id: 'split-4',
      country: 'CA',
      routing_number: '000100011',
      account_last4: '6666',
      account_masked: '****6666',
      bank_name: 'Maple Bank',
      allocation: { kind: 'amount', value: '5.00' },
      prenote: null,
    });
    renderPages(casey, routes, '/direct_deposit', depositApi([acct(), pending, returned, fresh, canadian]));
    const list = await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    expect(cardOf(list, 'First Bank · Checking ****6789')).toHaveTextContent('Verified');
    const waiting = cardOf(list, 'Credit Union · Savings ****1111');
    expect(waiting).toHaveTextContent('Prenote pending until Sep 30, 2026');
    expect(waiting).toHaveTextContent('Until then its share of your pay comes by check.');
    const bad = cardOf(list, 'Typo Bank · Checking ****4444');
    expect(bad).toHaveTextContent('Prenote returned (R03)');
    expect(bad).toHaveTextContent('R03: no account / unable to locate account');
    expect(bad).toHaveTextContent('nothing is paid to this account');
    expect(cardOf(list, 'New Bank · Checking ****5555')).toHaveTextContent('Prenote not sent yet');
    expect(cardOf(list, 'Maple Bank · Checking ****6666')).not.toHaveTextContent(/Prenote|Verified/);
  });

  it('shows an account a live deposit came back from as returned with its code, whatever its prenote said', async () => {
    const closed = acct({ deposit_return: { return_code: 'R02', returned_at: '2026-10-02T15:00:00Z' } });
    renderPages(casey, routes, '/direct_deposit', depositApi([closed]));
    const list = await screen.findByRole('list', { name: 'Your accounts' }, { timeout: 3000 });
    const card = cardOf(list, 'First Bank · Checking ****6789');
    expect(card).toHaveTextContent('Deposit returned (R02)');
    expect(card).toHaveTextContent('R02: account closed');
    expect(card).toHaveTextContent('nothing is paid to it again');
    expect(card).not.toHaveTextContent('Verified');
  });
});
