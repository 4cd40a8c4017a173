import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayCalendarView, WorkPeriodView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { PayrollSettingsPage } from './payroll-settings-page';

const calendar = (over: Partial<PayCalendarView> = {}): PayCalendarView => ({
  employer_key: 'p1',
  employer_name: 'Beacon Talent',
  frequency: 'weekly',
  anchor_date: '2026-01-05',
  pay_day_offset_days: 5,
  workweek_start_day: 1,
  workweek_start_hour: 0,
  is_default: true,
  updated_at: null,
  can_edit: true,
  ...over,
});
const period = (start: string, end: string, label: WorkPeriodView['label']): WorkPeriodView => ({
  period_start_date: start,
  period_end_date: end,
  period_start_date_est: `${start}T05:00:00.000Z`,
  period_end_date_est: `${end}T05:00:00.000Z`,
  pay_date: end,
  label,
});
const PERIODS = [period('2026-03-09', '2026-03-15', 'current'), period('2026-03-02', '2026-03-08', 'last')];
const routes = [{ path: '/payroll_settings', element: <PayrollSettingsPage /> }];
const owner = makeUser({ user_type: 'partner', role: 'owner', partner: makePartner({ self_employer: true }) });

const handler =
  (cal: PayCalendarView, putAnswer?: () => Response) =>
  (u: URL, init?: RequestInit): Response | undefined => {
    if (u.pathname === '/v2/payroll_settings' && init?.method === 'PUT') return putAnswer?.();
    if (u.pathname === '/v2/payroll_settings') return jsonResponse({ data: cal });
    if (u.pathname === '/v2/work_periods') return jsonResponse({ data: { data: PERIODS, total: 2 } });
    return undefined;
  };

describe('/payroll_settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the calendar and the periods with Current and Last badges', async () => {
    renderPages(owner, routes, '/payroll_settings', handler(calendar()));
    const table = await screen.findByRole('table', { name: 'Work periods' }, { timeout: 3000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Current')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Last')).toBeInTheDocument();
    // axe empty-table-header: the badge column is named too.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Period start', 'Period end', 'Pay date', 'Label']);
    expect(screen.getByText('Default calendar')).toBeInTheDocument();
    expect(screen.getByLabelText(/Period anchor date/)).toHaveValue('2026-01-05');
  });

  it('previews a new frequency, saves the whole calendar, and shows a refused field beside it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(
      owner,
      routes,
      '/payroll_settings',
      handler(calendar(), () =>
        jsonResponse({ detail: [{ loc: ['body', 'anchor_date'], msg: 'Enter a date as YYYY-MM-DD' }] }, 422),
      ),
    );
    const frequency = await screen.findByRole('combobox', { name: /Payroll frequency/ }, { timeout: 3000 });
    await user.click(frequency);
    await user.click(await screen.findByRole('option', { name: 'Every two weeks', hidden: true }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/v2/work_periods').some((u) => u.searchParams.get('frequency') === 'biweekly'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date as YYYY-MM-DD')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/v2/payroll_settings')).toEqual([
      {
        frequency: 'biweekly',
        anchor_date: '2026-01-05',
        pay_day_offset_days: 5,
        workweek_start_day: 1,
        workweek_start_hour: 0,
      },
    ]);
  }, 10_000);

  it("says the spec's general message and the field's own when the anchor date is cleared, and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPages(owner, routes, '/payroll_settings', handler(calendar()));
    const anchor = await screen.findByLabelText(/Period anchor date/, {}, { timeout: 3000 });
    await user.clear(anchor);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are missing or there are formatting issues',
    );
    expect(anchor).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(fetchMock, 'PUT', '/v2/payroll_settings')).toEqual([]);
  });

  it('is read-only for EOR staff', async () => {
    const eor = makeUser({ user_type: 'eor', role: 'owner' });
    renderPages(eor, routes, '/payroll_settings', handler(calendar({ employer_key: 'platform', can_edit: false })));
    expect(await screen.findByText(/only the employer changes it/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
