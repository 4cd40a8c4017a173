import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Dashboard, UserType } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { dashboardAnswer, figureOf, listOf, weeksOf } from '../components/dashboard-fixtures';
import { DashboardPage } from './dashboard-page';

const PENDING = '/timesheets?status=pending&date_from=2026-09-07&date_to=2026-11-29';

function renderAs(userType: UserType, answer: Dashboard | Response, extra: Partial<CurrentUser> = {}) {
  const user = makeUser({ user_type: userType, ...extra });
  stubApi(user, (u) => {
    if (u.pathname === '/v2/summary/dashboard')
      return answer instanceof Response ? answer : jsonResponse({ data: answer });
    if (u.pathname === '/v2/pto_accruals/balances') return listAnswer([]);
    return undefined;
  });
  renderWithProviders(<DashboardPage />, { client: signedInClient(user) });
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('each user type’s dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('a partner: its to-dos link to their filtered lists, its figures show, the margin trend is titled', async () => {
    renderAs(
      'partner',
      dashboardAnswer({
        figures: [
          figureOf('pending_time', 'Hours awaiting approval', { count: 10, hours: '80.00', href: PENDING, todo: true }),
          figureOf('overdue_invoices', 'Overdue invoices', {
            count: 1,
            amounts: [{ currency: 'usd', amount: '1720.00' }],
            href: '/invoices?overdue=true',
            todo: true,
          }),
          figureOf('distributions_paid', 'Distributions paid', {
            count: 0,
            href: '/distributions?status=paid',
          }),
        ],
        trend: 'margin',
        weeks: weeksOf('money'),
      }),
    );
    const todos = await region('To do');
    expect(within(todos).getByRole('link', { name: 'Hours awaiting approval' })).toHaveAttribute('href', PENDING);
    expect(within(todos).getByRole('link', { name: 'Overdue invoices' })).toHaveAttribute(
      'href',
      '/invoices?overdue=true',
    );
    // Nothing to do about a figure at zero: it is not a to-do.
    expect(within(todos).queryByText('Distributions paid')).toBeNull();
    const overdue = screen.getByRole('group', { name: 'Overdue invoices' });
    expect(within(overdue).getByText('$1,720.00')).toBeInTheDocument();
    expect(within(overdue).getByText('1 invoice')).toBeInTheDocument();
    expect(within(overdue).getByRole('link')).toHaveAttribute('href', '/invoices?overdue=true');
    expect(screen.getByRole('heading', { name: 'Billing, pay and gross margin by week' })).toBeInTheDocument();
  });

  it('a client: the amount awaiting its approval, and Pay now on each open invoice', async () => {
    renderAs(
      'client',
      dashboardAnswer({
        figures: [
          figureOf('pending_time', 'Hours awaiting approval', {
            count: 10,
            hours: '80.00',
            amounts: [{ currency: 'usd', amount: '3640.00' }],
            href: PENDING,
            todo: true,
          }),
        ],
        lists: [
          listOf('invoices_to_pay', 'Invoices to pay', {
            href: '/invoices?status=open',
            items: [
              {
                id: 'i1',
                title: 'Invoice 1001',
                detail: null,
                date: '2026-11-01',
                date_label: 'Due',
                amount: { currency: 'usd', amount: '1720.00' },
                href: '/invoices/i1',
                action: { label: 'Pay now', href: '/pay/i1' },
                warning: 'Overdue',
              },
            ],
          }),
        ],
        trend: 'billing',
        weeks: weeksOf('money'),
      }),
    );
    const pending = await screen.findByRole('group', { name: 'Hours awaiting approval' }, { timeout: 10_000 });
    expect(within(pending).getByText('$3,640.00')).toBeInTheDocument();
    expect(within(pending).getByText('10 time entries · 80.00 h')).toBeInTheDocument();
    const toPay = screen.getByRole('region', { name: 'Invoices to pay' });
    expect(within(toPay).getByRole('link', { name: 'Pay now: Invoice 1001' })).toHaveAttribute('href', '/pay/i1');
    expect(within(toPay).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billed by week' })).toBeInTheDocument();
  });

  it('a contractor: its hours this week, nothing to do, no pay stub yet, its PTO balance', async () => {
    renderAs(
      'contractor',
      dashboardAnswer({
        figures: [
          figureOf('time_this_week', 'Hours this week', {
            count: 3,
            hours: '24.00',
            href: '/timesheets?week=2026-11-23',
          }),
          figureOf('own_onboarding', 'Onboarding steps to finish', { count: 0, todo: true }),
        ],
        lists: [listOf('pay_stubs', 'Recent pay stubs', { empty: 'No pay stub yet.' })],
        trend: 'hours',
        weeks: weeksOf('hours'),
      }),
      {
        links: ['/contractor/dashboard', '/timesheets', '/pto_accruals'],
        base_links: ['/timesheets', '/pto_accruals'],
      },
    );
    const week = await screen.findByRole('group', { name: 'Hours this week' }, { timeout: 10_000 });
    expect(within(week).getByText('24.00 h')).toBeInTheDocument();
    expect(within(week).getByRole('link')).toHaveAttribute('href', '/timesheets?week=2026-11-23');
    expect(within(await region('To do')).getByText('Nothing awaits you.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent pay stubs' })).getByText('No pay stub yet.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('You are not enrolled in a PTO plan yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours by week' })).toBeInTheDocument();
  });

  it('a sales partner: its referrals and commissions, no to-do list', async () => {
    renderAs(
      'sales_partner',
      dashboardAnswer({
        figures: [
          figureOf('referred_partners', 'Referred partners', { count: 1, href: '/partners' }),
          figureOf('commissions_earned', 'Commissions earned', {
            count: 1,
            amounts: [{ currency: 'usd', amount: '120.50' }],
            href: '/distributions',
          }),
        ],
      }),
    );
    const earned = await screen.findByRole('group', { name: 'Commissions earned' }, { timeout: 10_000 });
    expect(within(earned).getByText('$120.50')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Referred partners' })).getByRole('link')).toHaveAttribute(
      'href',
      '/partners',
    );
    expect(screen.queryByRole('region', { name: 'To do' })).toBeNull();
  });

  it('admin staff: receivables by age and the next payroll runs with their funding warning', async () => {
    renderAs(
      'admin',
      dashboardAnswer({
        figures: [
          figureOf('aging_1_30', '1–30 days late', {
            amounts: [
              { currency: 'cad', amount: '300.00' },
              { currency: 'usd', amount: '1720.00' },
            ],
            href: '/invoices',
          }),
          figureOf('aging_current', 'Not yet due', {
            amounts: [
              { currency: 'cad', amount: '0.00' },
              { currency: 'usd', amount: '1392.00' },
            ],
            href: '/invoices',
          }),
        ],
        lists: [
          listOf('next_payroll_runs', 'Next payroll runs', {
            items: [
              {
                id: 'r1',
                title: 'Beacon Talent',
                detail: '2 workers · funded by the platform',
                date: '2026-11-13',
                date_label: 'Pay day',
                amount: null,
                href: '/payroll_runs/r1',
                action: null,
                warning: 'Past its funding deadline',
              },
            ],
          }),
        ],
      }),
    );
    const late = await screen.findByRole('group', { name: '1–30 days late' }, { timeout: 10_000 });
    expect(within(late).getByText('$1,720.00 · $300.00 CAD')).toBeInTheDocument();
    // A currency at zero is left out beside one that is not.
    const notDue = screen.getByRole('group', { name: 'Not yet due' });
    expect(within(notDue).getByText('$1,392.00')).toBeInTheDocument();
    const runs = screen.getByRole('region', { name: 'Next payroll runs' });
    expect(within(runs).getByRole('link', { name: 'Beacon Talent' })).toHaveAttribute('href', '/payroll_runs/r1');
    expect(within(runs).getByText(/^Pay day .+ · 2 workers · funded by the platform$/)).toBeInTheDocument();
    expect(within(runs).getByText('Past its funding deadline')).toBeInTheDocument();
  });

  it('says when the dashboard could not load, with a way to try again', async () => {
    renderAs('partner', jsonResponse({ message: 'Database unavailable' }, 503));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Could not load the dashboard')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
