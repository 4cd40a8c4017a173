import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportScheduleView } from '@app/domain';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { kinds } from './fixtures';
import { ReportSchedulesPage } from './report-schedules-page';

const owner = makeUser({
  user_type: 'partner',
  role: 'owner',
  links: ['/reports', '/report_schedules'],
  base_links: ['/reports', '/report_schedules'],
});
const routes = [
  { path: '/report_schedules', element: <ReportSchedulesPage /> },
  { path: '/report_schedules/:id', element: <ReportSchedulesPage /> },
];
const schedule = (over: Partial<ReportScheduleView> = {}): ReportScheduleView => ({
  id: 'rs-1',
  kind: 'billing_register',
  label: 'Billing register',
  frequency: 'weekly',
  params: {},
  next_run_on: '2026-11-30',
  last_run_at: null,
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

/** Picks an option of a Mantine select (its listbox is hidden from the accessibility tree while it animates). */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/report_schedules', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('creates a schedule, lists it and deletes it after asking', async () => {
    const user = userEvent.setup();
    let rows: ReportScheduleView[] = [];
    const { fetchMock } = renderPages(owner, routes, '/report_schedules', (u, init) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ data: kinds });
      if (u.pathname === '/v2/report_schedules' && init?.method === 'POST') {
        rows = [schedule({ frequency: 'monthly', next_run_on: '2026-12-01' })];
        return jsonResponse({ data: rows[0] }, 201);
      }
      if (u.pathname === '/v2/report_schedules/rs-1' && init?.method === 'DELETE') {
        rows = [];
        return new Response(null, { status: 204 });
      }
      if (u.pathname === '/v2/report_schedules') return listAnswer(rows);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('You have no report schedules yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Choose the report')).toBeInTheDocument();
    await pick(user, screen.getByRole('combobox', { name: /^Report/ }), 'Billing register');
    await pick(user, screen.getByRole('combobox', { name: /^Frequency/ }), 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Schedule created')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/report_schedules')).toEqual([
      { kind: 'billing_register', frequency: 'monthly', params: {} },
    ]);
    const table = await screen.findByRole('table', { name: 'My schedules' });
    expect(within(table).getByText('Monthly')).toBeInTheDocument();
    expect(within(table).getByText('2026-12-01')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this schedule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    expect(await screen.findByText('You have no report schedules yet.')).toBeInTheDocument();
  }, 20_000);

  it('with an id, changes that schedule', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/report_schedules/rs-1', (u, init) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ data: kinds });
      if (u.pathname === '/v2/report_schedules/rs-1' && init?.method === 'PUT')
        return jsonResponse({ data: schedule({ frequency: 'monthly' }) });
      if (u.pathname === '/v2/report_schedules/rs-1') return jsonResponse({ data: schedule() });
      if (u.pathname === '/v2/report_schedules') return listAnswer([schedule()]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { name: 'Change billing register schedule' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await pick(user, screen.getByRole('combobox', { name: /^Frequency/ }), 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/v2/report_schedules/rs-1')).toEqual([
      { kind: 'billing_register', frequency: 'monthly', params: {} },
    ]);
  }, 20_000);

  it('an unknown schedule reads as not found', async () => {
    renderPages(owner, routes, '/report_schedules/rs-x', (u) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ data: kinds });
      if (u.pathname === '/v2/report_schedules/rs-x') return jsonResponse({ message: 'Not Found' }, 404);
      if (u.pathname === '/v2/report_schedules') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('You have no report schedules yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });
});
