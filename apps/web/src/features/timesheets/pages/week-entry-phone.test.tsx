import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimesheetView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, week } from '../test-fixtures';
import { ContractorTimesheetsPage } from './contractor-timesheets-page';
import { onAPhone } from '../../../test/phone';

const contractor = makeUser({
  user_type: 'contractor',
  links: ['/contractor/timesheets'],
  contractor: {
    id: CASEY.id,
    first_name: 'Casey',
    last_name: 'Worker',
    classification: 'w-2',
    partner_id: 'p1',
    partner: makePartner(),
  },
});
const routes = [{ path: '/contractor/timesheets', element: <ContractorTimesheetsPage /> }];
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('entering a week: saved rows, copying last week, a phone', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
    vi.unstubAllGlobals();
    clearToken();
  });

  it('reads "Saved" as soon as the save answers, while the week is still reloading', async () => {
    let saved: TimesheetView[] = [];
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets?week=2026-03-02', (u, init) => {
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week(saved) });
      if (u.pathname === '/v2/timesheets' && init?.method === 'POST') {
        const created = entry({ id: 't-new', date: '2026-03-02' });
        saved = [created];
        return jsonResponse({ data: created }, 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add shift' }, { timeout: 3000 }));
    setTime(screen.getByLabelText('Start (row 1)'), '09:00');
    setTime(screen.getByLabelText('End (row 1)'), '17:00');
    setTime(screen.getByLabelText('Break minutes (row 1)'), '30');
    const grid = screen.getByRole('table', { name: 'Shifts of the week' });
    expect(within(grid).getByText('Not saved')).toBeInTheDocument();

    // From now on the week's reload hangs: what the row says comes from the save's own answer.
    let releaseWeek: () => void = () => undefined;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/v2/timesheets/week') await new Promise<void>((r) => (releaseWeek = r));
      return answer(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('Saved 1 entry', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(grid).queryByText('Not saved')).not.toBeInTheDocument();
    expect(within(grid).getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save week' })).toBeDisabled();
    releaseWeek();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Shifts of the week' })).getByText('Saved')).toBeInTheDocument(),
    );
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toHaveLength(1);
  }, 15_000);

  it('copies last week’s shifts on this assignment as unsaved drafts a week later, and saves them', async () => {
    const lastWeek = [
      entry({ id: 'p-mon', date: '2026-02-23', start: '08:00', end: '16:30', task: 'Support' }),
      entry({ id: 'p-tue', date: '2026-02-24', start: '22:00', end: '06:00' }),
      entry({ id: 'p-rej', date: '2026-02-25', status: 'rejected' }),
      entry({ id: 'p-other', date: '2026-02-26', assignment: { id: 'a-other', job_title: 'Other job' } }),
    ];
    let created = 0;
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets?week=2026-03-02', (u, init) => {
      if (u.pathname === '/v2/timesheets/week')
        return jsonResponse({
          data:
            u.searchParams.get('week_start') === '2026-02-23' ? week(lastWeek, { weekStart: '2026-02-23' }) : week([]),
        });
      if (u.pathname === '/v2/timesheets' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { date: string };
        return jsonResponse({ data: entry({ id: `t-${++created}`, date: body.date }) }, 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy last week' }, { timeout: 3000 }));
    expect(await screen.findByText(/Copied 2 shifts from last week/, {}, { timeout: 3000 })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Shifts of the week' });
    expect(within(grid).getAllByText('Not saved')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Date (row 1)' })).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('Start (row 1)')).toHaveValue('08:00');
    expect(screen.getByLabelText('Task (row 1)')).toHaveValue('Support');
    expect(screen.getByRole('combobox', { name: 'Date (row 2)' })).toHaveValue('2026-03-03');
    expect(screen.getByLabelText('End (row 2)')).toHaveValue('06:00');
    // Nothing is sent until the user saves.
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toEqual([
        expect.objectContaining({ date: '2026-03-02', time_start: '08:00', time_end: '16:30', task: 'Support' }),
        expect.objectContaining({ date: '2026-03-03', time_start: '22:00', time_end: '06:00' }),
      ]),
    );
  }, 15_000);

  it('says so when last week has nothing to copy', async () => {
    renderPages(contractor, routes, '/contractor/timesheets?week=2026-03-02', (u) =>
      u.pathname === '/v2/timesheets/week' ? jsonResponse({ data: week([]) }) : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy last week' }, { timeout: 3000 }));
    expect(
      await screen.findByText('Last week has no shifts on this assignment to copy.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No shifts entered for this week yet.')).toBeInTheDocument();
  }, 10_000);

  it('on a phone: one card per day, a shift added on its day, and the week total with the estimated gross', async () => {
    restore = onAPhone();
    const monday = entry({ id: 't-mon', pay_rate: '30.0000' }); // 7.5 h → $225.00
    renderPages(contractor, routes, '/contractor/timesheets?week=2026-03-02', (u) =>
      u.pathname === '/v2/timesheets/week' ? jsonResponse({ data: week([monday], { payRate: '25.0000' }) }) : undefined,
    );
    const user = userEvent.setup();
    const days = await screen.findByRole('list', { name: 'Days of the week' }, { timeout: 3000 });
    const cards = within(days).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(screen.queryByRole('table', { name: 'Shifts of the week' })).not.toBeInTheDocument();
    expect(cards[0]).toHaveAccessibleName('Mon, Mar 2');
    expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Week total' });
    expect(total).toHaveTextContent('7.50 h');
    expect(total).toHaveTextContent('Estimated gross$225.00');

    await user.click(within(cards[2]!).getByRole('button', { name: 'Add shift on Wed, Mar 4' }));
    const wednesday = within(days).getAllByRole('listitem')[2]!;
    setTime(within(wednesday).getByLabelText('Start (row 2)'), '10:00');
    setTime(within(wednesday).getByLabelText('End (row 2)'), '14:00');
    setTime(within(wednesday).getByLabelText('Break minutes (row 2)'), '0');
    expect(within(wednesday).getByText('Not saved')).toBeInTheDocument();
    // The shift's hours and the day's total.
    expect(within(wednesday).getAllByText('4.00 h')).toHaveLength(2);
    // 7.5 h at the entry's own $30 and 4 h at the week's $25: 225.00 + 100.00.
    expect(total).toHaveTextContent('11.50 h');
    expect(total).toHaveTextContent('$325.00');
    expect(within(total).getByRole('button', { name: 'Save week' })).toBeEnabled();
  }, 15_000);
});
