import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EasyApproveWeek } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { EasyApprovePage } from './easy-approve-page';

const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1234';

const line = (id: string, date: string, day: string, status: 'pending' | 'approved' = 'pending') => ({
  id,
  contractor_name: 'Casey Contractor',
  date,
  day,
  time_start_string: '9:00 AM',
  time_end_string: '5:00 PM',
  break_time_minutes: 30,
  hours_worked: '7.50',
  type: 'regular' as const,
  status,
  project_code: 'GX-100',
  task: null,
  work_location: 'Globex Austin HQ',
});

const WEEK: EasyApproveWeek = {
  client: { id: 'c1', name: 'Globex Corporation' },
  approver: { email: 'client@demo.test', name: 'Clara Client' },
  week_start: '2026-02-09',
  week_end: '2026-02-15',
  expires_at: '2026-02-23T13:00:00.000Z',
  entries: [
    line('t1', '2026-02-09', 'Mon'),
    line('t2', '2026-02-10', 'Tue'),
    line('t3', '2026-02-11', 'Wed', 'approved'),
  ],
};

function stub(get: () => Response) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/v2/easy_approve') return jsonResponse({ message: 'not mocked' }, 404);
    if ((init?.method ?? 'GET') === 'GET') return get();
    return jsonResponse({ data: { approved: 1, rejected: 1, message: 'Thank you. 1 approved, 1 rejected.' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('/easy_approve', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the week from the link, takes a decision per line (a reason to reject) and submits them', async () => {
    const fetchMock = stub(() => jsonResponse({ data: WEEK }));
    renderWithProviders(<EasyApprovePage />, { path: `/easy_approve?token=${TOKEN}` });
    const table = await screen.findByRole('table', { name: 'Timesheet entries' }, { timeout: 3000 });
    expect(screen.getByText(/Globex Corporation · week of/)).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
    // The approved line shows its status, no buttons.
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit 0 decisions' })).toBeDisabled();

    await userEvent.click(within(table).getAllByRole('button', { name: /^Approve Casey/ })[0]!);
    await userEvent.click(within(table).getByRole('button', { name: /^Reject Casey Contractor, Tue/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject entry' });
    expect(within(dialog).getByText('Casey Contractor, Tue, Feb 10')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason for rejecting this entry')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Not scheduled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason: Not scheduled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit 2 decisions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit decisions' });
    expect(within(confirm).getByText(/This link then stops working/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you. 1 approved, 1 rejected.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      token: TOKEN,
      decisions: [
        { timesheet_id: 't1', action: 'approve' },
        { timesheet_id: 't2', action: 'reject', reason: 'Not scheduled' },
      ],
    });
  });

  it('says so when the link was used or has expired', async () => {
    stub(() => jsonResponse({ message: 'This approval link has already been used.' }, 410));
    renderWithProviders(<EasyApprovePage />, { path: `/easy_approve?token=${TOKEN}` });
    expect(await screen.findByText('This link can no longer be used', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('This approval link has already been used.')).toBeInTheDocument();
  });

  it('asks for the e-mailed link when there is no token', async () => {
    const fetchMock = stub(() => jsonResponse({ data: WEEK }));
    renderWithProviders(<EasyApprovePage />, { path: '/easy_approve' });
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
