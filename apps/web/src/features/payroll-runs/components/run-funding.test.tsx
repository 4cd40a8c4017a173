import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollRunDetail, PayrollRunFunding } from '@app/domain';
import { request, type HttpMethod } from '../../../lib/api/client';
import {
  registerTwoFactorOpener,
  VERIFICATION_SUCCESS_EVENT,
  type TwoFactorRequest,
} from '../../../lib/api/two-factor-bridge';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { beaconOwner } from '../pages/payroll-fixtures';
import { RunFunding } from './run-funding';

type Run = Pick<PayrollRunDetail, 'id' | 'funding' | 'status'>;
const selfFunded = (over: Partial<Run> = {}): Run => ({ id: 'run-1', funding: 'self_funded', status: 'paid', ...over });
const debit = (over: Partial<NonNullable<PayrollRunFunding['debit']>> = {}): PayrollRunFunding['debit'] => ({
  amount: '12345.67',
  currency: 'USD',
  account_masked: '•••••3456',
  status: 'paid',
  return_code: null,
  reason: null,
  owed: false,
  settled: null,
  collections: [],
  collect_options: [],
  ...over,
});

const COLLECT = '/v2/payroll_runs/run-1/funding/collect';
type Collection = NonNullable<PayrollRunFunding['debit']>['collections'][number];
const collection = (over: Partial<Collection> = {}): Collection => ({
  id: '00000000-0000-4000-8000-000000000001',
  amount: '12345.67',
  currency: 'USD',
  account_masked: '•••••7890',
  status: 'paid',
  return_code: null,
  created_at: '2026-11-10T15:00:00Z',
  ...over,
});

/** A debit the bank returned after the workers were paid: owed until collected again or settled (decision 0113). */
const OWED_REASON =
  'The funding debit was returned (R01: insufficient funds) after the workers were paid: the employer owes USD 12345.67, to be collected again';
const owedDebit = (over: Partial<NonNullable<PayrollRunFunding['debit']>> = {}) =>
  debit({
    status: 'failed',
    return_code: 'R01',
    reason: OWED_REASON,
    owed: true,
    collect_options: ['debit', 'settled'],
    ...over,
  });

const open = (run: Run, answer: PayrollRunFunding, collected?: (body: unknown) => PayrollRunFunding) =>
  renderPages(
    beaconOwner,
    [{ path: '/payroll_runs/:id', element: <RunFunding run={run} /> }],
    '/payroll_runs/run-1',
    (u, init) => {
      if (u.pathname === COLLECT && init?.method === 'POST' && collected)
        return jsonResponse({ data: collected(JSON.parse(String(init.body))) });
      return u.pathname === '/v2/payroll_runs/run-1/funding' ? jsonResponse({ data: answer }) : undefined;
    },
  );

describe('a run’s funding debit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a settled debit: amount, masked account and status', async () => {
    open(selfFunded(), { funding: 'self_funded', debit: debit() });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(within(section).getByRole('group', { name: 'Amount' })).toHaveTextContent('$12,345.67');
    expect(within(section).getByRole('group', { name: 'Account' })).toHaveTextContent('•••••3456');
    expect(within(section).getByRole('group', { name: 'Status' })).toHaveTextContent('Paid');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows a returned debit with its return code and why the run stopped', async () => {
    const reason = 'The funding debit was returned (R01: insufficient funds): no one was paid';
    open(selfFunded({ status: 'failed' }), {
      funding: 'self_funded',
      debit: debit({ status: 'failed', return_code: 'R01', reason }),
    });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(within(section).getByRole('group', { name: 'Status' })).toHaveTextContent('Failed');
    expect(section).toHaveTextContent('Return code R01 insufficient funds');
    expect(section).toHaveTextContent(reason);
  });

  it('says the bank has not settled a debit still processing', async () => {
    open(selfFunded({ status: 'processing' }), { funding: 'self_funded', debit: debit({ status: 'processing' }) });
    const section = await screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });
    expect(section).toHaveTextContent('The bank has not settled the debit yet');
  });

  it('says when no debit was written yet', async () => {
    open(selfFunded({ status: 'processing' }), { funding: 'self_funded', debit: null });
    expect(await screen.findByText(/^No debit yet/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says no debit was taken for a run that ended without one', async () => {
    open(selfFunded({ status: 'failed' }), { funding: 'self_funded', debit: null });
    expect(
      await screen.findByText('No funding debit was taken for this run.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a run the platform funds', selfFunded({ funding: 'funded' })],
    ['a self-funded run not approved yet', selfFunded({ status: 'pending' })],
  ])('asks nothing for %s', async (_, run) => {
    const { fetchMock } = open(run, { funding: run.funding, debit: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/funding')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Funding debit' })).toBeNull();
  });
});

/** The two-factor modal's part: the blocked request once more with the e-mailed code, then 'verification-success'. */
function actAsTwoFactorModal() {
  registerTwoFactorOpener((blocked: TwoFactorRequest) => {
    void request<unknown>(blocked.requestMethod as HttpMethod, blocked.requestUrl, {
      data: blocked.requestData,
      headers: { ...blocked.requestHeaders, 'X-Verification-Code': '123456' },
      skipTwoFactor: true,
    }).then((result) =>
      window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request: blocked, result } })),
    );
  });
}

describe('collecting a funding debit returned after the workers were paid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerTwoFactorOpener(null);
    clearToken();
  });

  const section = () => screen.findByRole('region', { name: 'Funding debit' }, { timeout: 3000 });

  it('offers Collect again and Record as settled while the amount is owed, and says what is owed', async () => {
    open(selfFunded(), { funding: 'self_funded', debit: owedDebit() });
    const shown = await section();
    expect(within(shown).getByRole('alert')).toHaveTextContent('The funding debit was returned');
    expect(shown).toHaveTextContent(OWED_REASON);
    expect(within(shown).getByRole('button', { name: 'Collect again' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Record as settled' })).toBeInTheDocument();
    expect(within(shown).queryByRole('table', { name: 'Collections' })).toBeNull();
  });

  it('offers only what the reader may do', async () => {
    open(selfFunded(), { funding: 'self_funded', debit: owedDebit({ collect_options: ['debit'] }) });
    const shown = await section();
    expect(within(shown).getByRole('button', { name: 'Collect again' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Record as settled' })).toBeNull();
  });

  it('collects again after a confirmation and shows the collection the bank settled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(selfFunded(), { funding: 'self_funded', debit: owedDebit() }, () => ({
      funding: 'self_funded',
      debit: owedDebit({
        owed: false,
        reason: 'The funding debit was returned (R01: insufficient funds) after the workers were paid; collected again',
        collections: [collection()],
        collect_options: [],
      }),
    }));
    await user.click(within(await section()).getByRole('button', { name: 'Collect again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect the amount owed?' });
    expect(dialog).toHaveTextContent(
      "$12,345.67 is debited again from the partner's primary payroll bank account. We e-mail you a code to confirm.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Collect again' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', COLLECT)).toEqual([{ method: 'debit' }]));
    expect(await screen.findByText('Collected: the debit settled')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Collections' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('•••••7890');
    expect(row).toHaveTextContent('$12,345.67');
    expect(row).toHaveTextContent('Paid');
    const shown = await section();
    expect(within(shown).queryByRole('button', { name: 'Collect again' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Record as settled' })).toBeNull();
  });

  it('says when the bank returned the collection too', async () => {
    const user = userEvent.setup();
    open(selfFunded(), { funding: 'self_funded', debit: owedDebit() }, () => ({
      funding: 'self_funded',
      debit: owedDebit({ collections: [collection({ status: 'failed', return_code: 'R01' })] }),
    }));
    await user.click(within(await section()).getByRole('button', { name: 'Collect again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect the amount owed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Collect again' }));
    expect(await screen.findByText('The bank returned the collection: the amount is still owed')).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: 'Collections' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('R01 insufficient funds');
  });

  it('shows the API’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderPages(
      beaconOwner,
      [{ path: '/payroll_runs/:id', element: <RunFunding run={selfFunded()} /> }],
      '/payroll_runs/run-1',
      (u) => {
        if (u.pathname === COLLECT)
          return jsonResponse(
            { message: 'Add a primary payroll bank account first: the amount owed is debited from it' },
            409,
          );
        return u.pathname === '/v2/payroll_runs/run-1/funding'
          ? jsonResponse({ data: { funding: 'self_funded', debit: owedDebit() } })
          : undefined;
      },
    );
    await user.click(within(await section()).getByRole('button', { name: 'Collect again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect the amount owed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Collect again' }));
    expect(
      await screen.findByText('Add a primary payroll bank account first: the amount owed is debited from it'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Collect the amount owed?' })).toBeInTheDocument();
  });

  it('records it settled only with a note, then shows the note', async () => {
    const user = userEvent.setup();
    const note = 'Wire ref 4471 received Nov 12';
    const { fetchMock } = open(selfFunded(), { funding: 'self_funded', debit: owedDebit() }, () => ({
      funding: 'self_funded',
      debit: owedDebit({ owed: false, settled: { at: '2026-11-12T16:00:00Z', note }, collect_options: [] }),
    }));
    await user.click(within(await section()).getByRole('button', { name: 'Record as settled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the amount owed as settled?' });
    const confirm = within(dialog).getByRole('button', { name: 'Record as settled' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.type(input, ' a ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, note);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', COLLECT)).toEqual([{ method: 'settled', note }]));
    expect(await screen.findByText('Recorded as settled')).toBeInTheDocument();
    expect(await screen.findByText(`Recorded as settled on Nov 12, 2026: ${note}`)).toBeInTheDocument();
  });

  it('offers nothing to do when the reader may not collect, or nothing is owed', async () => {
    const { fetchMock } = open(selfFunded(), {
      funding: 'self_funded',
      debit: owedDebit({ collect_options: [] }),
    });
    const shown = await section();
    expect(shown).toHaveTextContent(OWED_REASON);
    expect(within(shown).queryByRole('button')).toBeNull();
    expect(requestsTo(fetchMock, COLLECT)).toHaveLength(0);
  });

  it('shows a debit recorded as settled with its note, and its collections', async () => {
    const note = 'Cheque 1182 deposited';
    open(selfFunded(), {
      funding: 'self_funded',
      debit: owedDebit({
        owed: false,
        settled: { at: '2026-11-20T10:00:00Z', note },
        collections: [collection({ status: 'failed', return_code: 'R01' })],
        collect_options: [],
      }),
    });
    const shown = await section();
    expect(within(shown).getByText(`Recorded as settled on Nov 20, 2026: ${note}`)).toBeInTheDocument();
    expect(within(shown).getByRole('table', { name: 'Collections' })).toHaveTextContent('R01 insufficient funds');
    expect(within(shown).queryByRole('button')).toBeNull();
  });

  it('asks for the e-mailed code first, then shows the collection the code confirmed', async () => {
    const user = userEvent.setup();
    actAsTwoFactorModal();
    const answered = owedDebit({ owed: false, collections: [collection()], collect_options: [] });
    const { fetchMock } = renderPages(
      beaconOwner,
      [{ path: '/payroll_runs/:id', element: <RunFunding run={selfFunded()} /> }],
      '/payroll_runs/run-1',
      (u, init) => {
        if (u.pathname === COLLECT && init?.method === 'POST')
          return (init.headers as Record<string, string>)['X-Verification-Code']
            ? jsonResponse({ data: { funding: 'self_funded', debit: answered } })
            : jsonResponse({ message: 'Enter the code we e-mailed you' }, 424);
        return u.pathname === '/v2/payroll_runs/run-1/funding'
          ? jsonResponse({ data: { funding: 'self_funded', debit: owedDebit() } })
          : undefined;
      },
    );
    await user.click(within(await section()).getByRole('button', { name: 'Collect again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect the amount owed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Collect again' }));
    expect(await screen.findByText('Collected: the debit settled', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', COLLECT)).toEqual([{ method: 'debit' }, { method: 'debit' }]);
    expect(await screen.findByRole('table', { name: 'Collections' })).toHaveTextContent('•••••7890');
    expect(screen.queryByText('Enter the code we e-mailed you')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Collect the amount owed?' })).toBeNull());
  });
});
