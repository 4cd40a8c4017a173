import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PayrollFileView, PayrollRunDetail } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { makeUser } from '../../../test/factories';
import { acmeOwner, admin, beaconOwner, eor } from '../pages/payroll-fixtures';
import { RunBankFiles } from './run-bank-files';

type Run = Pick<PayrollRunDetail, 'id' | 'status'>;
const paid: Run = { id: 'run-1', status: 'paid' };
const file = (over: Partial<PayrollFileView> = {}): PayrollFileView => ({
  id: 'file-1',
  format: 'nacha',
  label: 'NACHA direct deposits',
  direction: 'credit',
  currency: 'USD',
  entry_count: 2,
  prenote_count: 0,
  total: '2345.67',
  created_at: '2026-11-27T15:00:00.000Z',
  submitted_at: '2026-11-27T15:00:05.000Z',
  filename: 'Beacon-Health-payroll-2026-11-16-nacha.txt',
  ...over,
});
const debit = file({
  id: 'file-2',
  format: 'nacha_debit',
  label: 'NACHA funding debit',
  direction: 'debit',
  entry_count: 1,
  submitted_at: null,
  filename: 'Beacon-Health-payroll-2026-11-16-nacha-debit.txt',
});

const open = (user: CurrentUser, run: Run, files: PayrollFileView[]) =>
  renderPages(
    user,
    [{ path: '/payroll_runs/:id', element: <RunBankFiles run={run} subject={toAccessSubject(user)} /> }],
    '/payroll_runs/run-1',
    (u) =>
      u.pathname === '/v2/payroll_runs/run-1/files'
        ? jsonResponse({ data: files })
        : u.pathname === '/v2/payroll_runs/run-1/files/file-1/download'
          ? new Response(new Blob(['101 ...'], { type: 'text/plain' }), {
              status: 200,
              headers: { 'Content-Type': 'text/plain' },
            })
          : undefined,
  );

describe('a run’s bank files', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists each file with its entries, total and when it was sent, and downloads it through the api client', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = open(beaconOwner, paid, [file(), debit]);
    const section = await screen.findByRole('region', { name: 'Bank files' }, { timeout: 3000 });
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('NACHA direct deposits');
    expect(rows[1]).toHaveTextContent('2 credits');
    expect(rows[1]).toHaveTextContent('$2,345.67');
    expect(rows[2]).toHaveTextContent('NACHA funding debit');
    expect(rows[2]).toHaveTextContent('1 debit');
    expect(rows[2]).toHaveTextContent('Not yet');
    await userEvent.click(within(section).getByRole('button', { name: 'Download NACHA direct deposits' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/files/file-1/download')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Beacon-Health-payroll-2026-11-16-nacha.txt');
    click.mockRestore();
  });

  it('counts the prenotes to new deposit accounts apart from the credits (decision 0067)', async () => {
    open(beaconOwner, paid, [
      file({ entry_count: 3, prenote_count: 1 }),
      file({ id: 'file-3', entry_count: 1, prenote_count: 1, total: '0.00' }),
    ]);
    const section = await screen.findByRole('region', { name: 'Bank files' }, { timeout: 3000 });
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 credits, 1 prenote');
    expect(rows[2]).toHaveTextContent('0 credits, 1 prenote');
    expect(rows[2]).toHaveTextContent('$0.00');
  });

  it.each([
    ['an admin', admin],
    ['eor staff with a sensitive role', eor],
  ])('shows them to %s', async (_, user) => {
    open(user, paid, [file()]);
    expect(await screen.findByRole('region', { name: 'Bank files' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says when processing has not written one yet', async () => {
    open(beaconOwner, { id: 'run-1', status: 'processing' }, []);
    expect(await screen.findByText(/^No bank file yet/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('asks again once the run it watched processing is paid', async () => {
    let written: PayrollFileView[] = [];
    function Watching() {
      const [run, setRun] = useState<Run>({ id: 'run-1', status: 'processing' });
      return (
        <>
          <button onClick={() => setRun(paid)}>Paid now</button>
          <RunBankFiles run={run} subject={toAccessSubject(beaconOwner)} />
        </>
      );
    }
    const { fetchMock } = renderPages(
      beaconOwner,
      [{ path: '/payroll_runs/:id', element: <Watching /> }],
      '/payroll_runs/run-1',
      (u) => (u.pathname === '/v2/payroll_runs/run-1/files' ? jsonResponse({ data: written }) : undefined),
    );
    expect(await screen.findByText(/^No bank file yet/, {}, { timeout: 3000 })).toBeInTheDocument();
    written = [file()];
    await userEvent.click(screen.getByRole('button', { name: 'Paid now' }));
    expect(await screen.findByRole('button', { name: 'Download NACHA direct deposits' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/files')).toHaveLength(2);
  });

  it.each([
    ['a partner that is not the employer', acmeOwner, paid],
    ['a self-employer partner’s recruiter', makeUser({ ...beaconOwner, role: 'recruiter' }), paid],
    ['a run not approved yet', beaconOwner, { id: 'run-1', status: 'pending' } as Run],
  ])('asks nothing for %s', async (_, user, run) => {
    const { fetchMock } = open(user, run, [file()]);
    await new Promise((r) => setTimeout(r, 300));
    expect(requestsTo(fetchMock, '/v2/payroll_runs/run-1/files')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Bank files' })).toBeNull();
  });
});
