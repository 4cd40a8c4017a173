import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimesheetView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, week } from '../test-fixtures';
import { ContractorTimesheetsPage } from './contractor-timesheets-page';

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

/** Types a time as a person does into a time input (jsdom accepts only a complete value). */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('/contractor/timesheets weekly grid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('adds an overnight shift, shows +1 day and live totals per day and week, and saves only the new row', async () => {
    const monday = entry({ id: 't-mon', start: '09:00', end: '17:30', break_time_minutes: 30 });
    let saved: TimesheetView[] = [monday];
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets?week=2026-03-04', (u, init) => {
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week(saved) });
      if (u.pathname === '/v2/timesheets' && init?.method === 'POST') {
        const created = entry({
          id: 't-tue',
          date: '2026-03-03',
          start: '22:00',
          end: '06:00',
          break_time_minutes: 30,
        });
        saved = [monday, created];
        return jsonResponse({ data: created }, 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    const totals = await screen.findByRole('table', { name: 'Hours per day' }, { timeout: 3000 });
    const weekCell = () => within(totals).getAllByRole('cell').at(-1)!;
    expect(weekCell()).toHaveTextContent('8.00');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('week_start=2026-03-04'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add shift' }));
    // The new row takes the next day and the times of the row above.
    expect(screen.getByRole('combobox', { name: 'Date (row 2)' })).toHaveValue('2026-03-03');
    expect(screen.getByLabelText('Start (row 2)')).toHaveValue('09:00');
    setTime(screen.getByLabelText('Start (row 2)'), '22:00');
    setTime(screen.getByLabelText('End (row 2)'), '06:00');
    const grid = screen.getByRole('table', { name: 'Shifts of the week' });
    const row2 = within(grid).getAllByRole('row')[2]!;
    expect(within(row2).getByText('+1 day')).toBeInTheDocument();
    expect(within(row2).getByText('7.50')).toBeInTheDocument();
    // Tuesday's cell and the week follow as the user types.
    expect(within(totals).getAllByRole('cell')[1]).toHaveTextContent('7.50');
    expect(weekCell()).toHaveTextContent('15.50');

    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('Saved 1 entry', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toEqual([
      {
        assignment_id: 'a-casey',
        date: '2026-03-03',
        time_start: '22:00',
        time_end: '06:00',
        break_time_minutes: 30,
        type: 'regular',
        project_code_id: null,
        task: null,
        work_location_id: null,
        metadata: {},
      },
    ]);
    // The saved week comes back from the server with its status.
    await waitFor(() => expect(within(grid).getAllByText('Pending')).toHaveLength(2));
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/timesheets/t-mon')).toEqual([]);
  }, 15_000);

  it('asks for a project code when the client requires one, and sends nothing until it is chosen', async () => {
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets', (u) => {
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([], { requiresProjectCode: true }) });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add shift' }, { timeout: 3000 }));
    setTime(screen.getByLabelText('Start (row 1)'), '08:00');
    setTime(screen.getByLabelText('End (row 1)'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('Choose a project code')).toBeInTheDocument();
    // The spec's message for a form with missing or badly formatted fields.
    expect(
      screen.getByText('Some fields are missing or there are formatting issues').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toEqual([]);
  }, 10_000);

  it('shows an approved entry read-only with its regular/overtime split, and a server refusal beside the row', async () => {
    const approved = entry({
      id: 't-app',
      status: 'approved',
      editable: false,
      split: { regular: 300, overtime: 150, double_time: 0, other: 0 },
    });
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets', (u, init) => {
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([approved]) });
      if (u.pathname === '/v2/timesheets' && init?.method === 'POST')
        return jsonResponse({ detail: [{ loc: ['body', 'date'], msg: 'The assignment has ended on this date' }] }, 422);
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Regular 5.00 · Overtime 2.50', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Start (row 1)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add shift' }));
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    expect(await screen.findByText('The assignment has ended on this date', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets')).toHaveLength(1);
  }, 10_000);

  it('leaves rejected time out of the totals and lets the contractor remove their own pending entry on save', async () => {
    const rejected = entry({ id: 't-rej', date: '2026-03-08', status: 'rejected', rejection_reason: 'Not scheduled' });
    const pending = entry({ id: 't-pen' });
    const { fetchMock } = renderPages(contractor, routes, '/contractor/timesheets', (u, init) => {
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([pending, rejected]) });
      if (u.pathname === '/v2/timesheets/t-pen' && init?.method === 'DELETE')
        return new Response(null, { status: 204 });
      return undefined;
    });
    const user = userEvent.setup();
    const totals = await screen.findByRole('table', { name: 'Hours per day' }, { timeout: 3000 });
    expect(within(totals).getAllByRole('cell').at(-1)).toHaveTextContent('7.50');
    expect(screen.getByText('Rejected entries are not counted in the totals.')).toBeInTheDocument();
    expect(screen.getByText('Not scheduled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(within(totals).getAllByRole('cell').at(-1)).toHaveTextContent('0.00');
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save week' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE').map(([u]) => String(u))).toEqual([
        '/v2/timesheets/t-pen',
      ]),
    );
  }, 10_000);
  it('asks before unsaved shifts are left, whether for another week or another page', async () => {
    const { router } = renderPages(
      contractor,
      [...routes, { path: '/contractor/dashboard', element: <p>Dashboard</p> }],
      '/contractor/timesheets?week=2026-03-02',
      (u) =>
        u.pathname === '/v2/timesheets/week'
          ? jsonResponse({ data: week([], { weekStart: u.searchParams.get('week_start') ?? '2026-03-02' }) })
          : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add shift' }, { timeout: 3000 }));

    // Another page (the menu, a link): held until the user says so.
    await act(() => router.navigate('/contractor/dashboard'));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/contractor/timesheets');
    expect(screen.getByRole('combobox', { name: 'Date (row 1)' })).toBeInTheDocument();

    // Another week: the same question; Discard goes.
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-03-09'));

    // Nothing unsaved: pages change without a question.
    expect(await screen.findByText('No shifts entered for this week yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => router.navigate('/contractor/dashboard'));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  }, 15_000);
});
