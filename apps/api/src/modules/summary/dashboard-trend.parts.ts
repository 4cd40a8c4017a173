/**
 * The dashboard's trend (the last 12 weeks) and the figures read from the ledger: what a client spent
 * this month, what a sales partner's partners billed. Weeks start on Monday, as the timesheet list's
 * week filter does.
 */
import { addDays } from '@app/paybill';
import type { DashboardTrend, DashboardWeek } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { countPartners } from './summary.repository.js';
import type { PartOut } from './dashboard-money.parts.js';
import { figure, hoursOf, hrefOf, sumByCurrency, WINDOW_WEEKS, type DashboardDates } from './dashboard-figures.js';
import { ledgerBilling, ledgerWeeks, timeWeeks } from './dashboard.repository.js';

/** Every Monday of the window, oldest first. */
const mondaysOf = (d: DashboardDates) => Array.from({ length: WINDOW_WEEKS }, (_, i) => addDays(d.windowStart, 7 * i));

/**
 * The weeks of the trend: hours only from the time entries; billing (and pay, for those who see it)
 * from the ledger, per currency, a week with nothing shown as zero.
 */
export async function trendWeeks(
  deps: AppDeps,
  p: Principal,
  d: DashboardDates,
  trend: DashboardTrend,
): Promise<DashboardWeek[]> {
  const mondays = mondaysOf(d);
  if (trend === 'hours') {
    const rows = new Map((await timeWeeks(deps.db, p, d.windowStart)).map((r) => [r.weekStart, r.minutes]));
    return mondays.map((w) => ({
      week_start: w,
      currency: null,
      hours: hoursOf(rows.get(w) ?? 0),
      billing: null,
      pay: null,
    }));
  }
  const rows = await ledgerWeeks(deps.db, p, d.windowStart);
  const currencies = [...new Set(rows.map((r) => r.currency))];
  if (currencies.length === 0) currencies.push('usd');
  const byKey = new Map(rows.map((r) => [`${r.weekStart}:${r.currency}`, r]));
  return currencies.flatMap((currency) =>
    mondays.map((w) => {
      const r = byKey.get(`${w}:${currency}`);
      return {
        week_start: w,
        currency,
        hours: hoursOf(r?.billMinutes ?? 0),
        billing: sumByCurrency([{ currency, amount: r?.billing ?? 0 }])[0]!.amount,
        pay: trend === 'margin' ? sumByCurrency([{ currency, amount: r?.pay ?? 0 }])[0]!.amount : null,
      };
    }),
  );
}

/** A client's billed work this month (its time list over the month shows the hours behind it). */
export async function spendFigures(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  const month = await ledgerBilling(deps.db, p, d.monthStart, d.today);
  return {
    figures: [
      figure('spend_this_month', 'Billed work this month', {
        amounts: sumByCurrency(month),
        href: hrefOf(p, '/timesheets', { date_from: d.monthStart, date_to: d.today }),
      }),
    ],
  };
}

/** What a sales partner's referred partners billed over the trend's weeks. */
export function referredBillingFigures(p: Principal, weeks: DashboardWeek[]): PartOut {
  return {
    figures: [
      figure('billing_window', `Billed in the last ${WINDOW_WEEKS} weeks`, {
        amounts: sumByCurrency(weeks.map((w) => ({ currency: w.currency ?? 'usd', amount: w.billing ?? 0 }))),
        href: hrefOf(p, '/invoices'),
      }),
    ],
  };
}

/** The partners a sales partner referred (the partners list in its scope). */
export async function referredPartnerFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  return {
    figures: [
      figure('referred_partners', 'Referred partners', {
        count: await countPartners(deps.db, p),
        href: hrefOf(p, '/partners'),
      }),
    ],
  };
}
