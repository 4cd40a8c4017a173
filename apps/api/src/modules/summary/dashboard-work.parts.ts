/**
 * Dashboard parts over work and pay: time awaiting approval and this week's, onboarding still open,
 * payroll runs to come and the last one, a contractor's pay stubs. Counts are the lists' totals for
 * the filter the figure links to.
 */
import type { DashboardItem } from '@app/domain';
import { currentOnboardingStep } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { requirementsOf, type Principal } from '../../lib/principal.js';
import { incompleteOnboardingCount } from '../onboarding/onboarding-progress.service.js';
import { workPeriods } from '@app/paybill';
import { employerKeyFor, loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { paycheckList, payrollRunList } from '../payroll-runs/payroll-runs.service.js';
import type { PartOut } from './dashboard-money.parts.js';
import { figure, hoursOf, hrefOf, mayOpen, sumByCurrency, type DashboardDates } from './dashboard-figures.js';
import { entersTimeByWeek, pricesPendingTime, seesOwnOnboarding } from './dashboard.policy.js';
import { timeTotals } from './dashboard.repository.js';

const first = (limit: number, column: string, desc: boolean) => ({ limit, offset: 0, sort: { column, desc } });

/** Entries awaiting approval over the last 12 weeks (to this Sunday): how many, their hours (and for a client their amount). */
export async function pendingTimeFigures(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  if (!mayOpen(p, '/timesheets')) return {};
  const totals = await timeTotals(deps.db, p, { status: 'pending', dateFrom: d.windowStart, dateTo: d.weekEnd });
  return {
    figures: [
      figure('pending_time', 'Hours awaiting approval', {
        count: totals.reduce((n, t) => n + t.count, 0),
        hours: hoursOf(totals.reduce((n, t) => n + t.minutes, 0)),
        amounts: pricesPendingTime(p) ? sumByCurrency(totals) : [],
        href: entersTimeByWeek(p)
          ? null
          : hrefOf(p, '/timesheets', { status: 'pending', date_from: d.windowStart, date_to: d.weekEnd }),
        todo: !seesOwnOnboarding(p),
      }),
    ],
  };
}

/** A contractor's hours this week (Monday to Sunday), every status. */
export async function timeThisWeekFigures(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  if (!mayOpen(p, '/timesheets')) return {};
  const totals = await timeTotals(deps.db, p, { dateFrom: d.weekStart, dateTo: d.weekEnd });
  return {
    figures: [
      figure('time_this_week', 'Hours this week', {
        count: totals.reduce((n, t) => n + t.count, 0),
        hours: hoursOf(totals.reduce((n, t) => n + t.minutes, 0)),
        href: entersTimeByWeek(p)
          ? hrefOf(p, '/timesheets', { week: d.weekStart })
          : hrefOf(p, '/timesheets', { week_start: d.weekStart }),
      }),
    ],
  };
}

/** Staff and partners: users with a required step still open. A contractor: its own steps left. */
export async function onboardingFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (seesOwnOnboarding(p)) {
    const { required, completed } = requirementsOf(p.context);
    const current = currentOnboardingStep(required, completed);
    return {
      figures: [
        figure('own_onboarding', 'Onboarding steps to finish', {
          count: required.length - completed.length,
          href: current ? hrefOf(p, '/onboard/contractor') : null,
          todo: true,
        }),
      ],
    };
  }
  if (!mayOpen(p, '/onboarding')) return {};
  return {
    figures: [
      figure('onboarding', 'Onboarding not finished', {
        count: await incompleteOnboardingCount(deps.db, p),
        href: hrefOf(p, '/onboarding', { status: 'incomplete' }),
        todo: true,
      }),
    ],
  };
}

/** Runs to come (pre-draft and pending, soonest pay day first) with their funding, failed runs and the last paid. */
export async function payrollFigures(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  if (!mayOpen(p, '/payroll_runs')) return {};
  const [pending, preDraft, failed, paid] = await Promise.all([
    payrollRunList(deps.db, p, { ...first(3, 'pay_date', false), status: 'pending' }),
    payrollRunList(deps.db, p, { ...first(3, 'pay_date', false), status: 'pre_draft' }),
    payrollRunList(deps.db, p, { ...first(1, 'pay_date', true), status: 'failed' }),
    payrollRunList(deps.db, p, { ...first(1, 'pay_date', true), status: 'paid' }),
  ]);
  const next = [...pending.rows, ...preDraft.rows].sort((a, b) => a.pay_date.localeCompare(b.pay_date)).slice(0, 3);
  const runItem = (r: (typeof next)[number], warning: string | null): DashboardItem => ({
    id: r.id,
    title: r.partner.name,
    detail: `${r.worker_count} ${r.worker_count === 1 ? 'worker' : 'workers'} · ${r.funding === 'self_funded' ? 'self-funded' : 'funded by the platform'}`,
    date: r.pay_date,
    date_label: 'Pay day',
    // A run has no currency of its own (its paychecks do): its net is read on its page.
    amount: null,
    href: `/payroll_runs/${r.id}`,
    action: null,
    warning,
  });
  const last = paid.rows[0];
  return {
    figures: [
      figure('pending_payroll_runs', 'Payroll runs to approve', {
        count: pending.total,
        date: pending.rows[0]?.pay_date ?? null,
        todo: true,
        href: hrefOf(p, '/payroll_runs', { status: 'pending' }),
      }),
      figure('failed_payroll_runs', 'Failed payroll runs', {
        count: failed.total,
        href: hrefOf(p, '/payroll_runs', { status: 'failed' }),
        todo: true,
      }),
    ],
    lists: [
      {
        key: 'next_payroll_runs',
        title: 'Next payroll runs',
        href: hrefOf(p, '/payroll_runs', { status: 'pending' }),
        empty: 'No payroll run is waiting.',
        items: next.map((r) => runItem(r, r.funding_deadline < d.today ? 'Past its funding deadline' : null)),
      },
      {
        key: 'last_payroll_run',
        title: 'Last paid run',
        href: hrefOf(p, '/payroll_runs', { status: 'paid' }),
        empty: 'No run paid yet.',
        items: last ? [runItem(last, null)] : [],
      },
    ],
  };
}

/** The next pay day of the contractor's employer's pay calendar, on or after today. */
async function nextPayDay(deps: AppDeps, p: Principal, today: string): Promise<string | null> {
  if (!p.partnerId) return null;
  const selfEmployer = p.subject.partner?.self_employer ?? false;
  const cal = await loadPayCalendar(deps.db, employerKeyFor({ id: p.partnerId, selfEmployer }));
  const days = workPeriods(cal, today, 2, 2).map((w) => w.pay_date);
  return days.filter((d) => d >= today).sort()[0] ?? null;
}

/** A contractor's next pay day, last net pay and latest pay stubs. */
export async function payStubFigures(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  if (!mayOpen(p, '/paychecks')) return {};
  const [stubs, next] = await Promise.all([
    paycheckList(deps.db, p, first(3, 'check_date', true)),
    nextPayDay(deps, p, d.today),
  ]);
  const last = stubs.rows[0];
  return {
    figures: [
      figure('next_pay_day', 'Next pay day', { date: next, href: hrefOf(p, '/paychecks') }),
      figure('last_net_pay', 'Last net pay', {
        count: null,
        amounts: last ? [{ currency: last.currency, amount: last.net }] : [],
        href: last ? `/paychecks/${last.id}` : hrefOf(p, '/paychecks'),
      }),
    ],
    lists: [
      {
        key: 'pay_stubs',
        title: 'Recent pay stubs',
        href: hrefOf(p, '/paychecks'),
        empty: 'No pay stub yet.',
        items: stubs.rows.map((c) => ({
          id: c.id,
          title: 'Pay stub',
          detail: 'Net pay',
          date: c.check_date,
          date_label: 'Check date',
          amount: { currency: c.currency, amount: c.net },
          href: `/paychecks/${c.id}`,
          action: null,
          warning: c.transfer_status === 'failed' ? 'Transfer failed' : null,
        })),
      },
    ],
  };
}
