/**
 * GET /v2/summary/dashboard: the caller's dashboard, its parts (dashboard.policy.ts) computed at once,
 * each a few aggregate statements in the caller's scope.
 */
import type { Dashboard, DashboardTrend, DashboardWeek } from '@app/domain';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { documentFigures } from './dashboard-documents.parts.js';
import { mayOpen, WINDOW_WEEKS, type DashboardDates } from './dashboard-figures.js';
import {
  commissionFigures,
  distributionFigures,
  invoiceFigures,
  payNowList,
  purchaseOrderFigures,
  receivableFigures,
  type PartOut,
} from './dashboard-money.parts.js';
import { referredBillingFigures, referredPartnerFigures, spendFigures, trendWeeks } from './dashboard-trend.parts.js';
import {
  onboardingFigures,
  payrollFigures,
  payStubFigures,
  pendingTimeFigures,
  timeThisWeekFigures,
} from './dashboard-work.parts.js';
import { dashboardPartsOf, dashboardTrendOf, type DashboardPart } from './dashboard.policy.js';

export function datesOf(now: Date): DashboardDates {
  const today = todayIso(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const weekStart = addDays(today, -weekday);
  return {
    today,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    windowStart: addDays(weekStart, -7 * (WINDOW_WEEKS - 1)),
    monthStart: `${today.slice(0, 8)}01`,
  };
}

/** The trend the caller may see: no money without the invoices' link, no pay without payroll's. */
function trendFor(p: Principal): DashboardTrend {
  const wanted = dashboardTrendOf(p);
  if (wanted !== 'hours' && !mayOpen(p, '/invoices')) return 'hours';
  return wanted === 'margin' && !mayOpen(p, '/payroll_runs') ? 'billing' : wanted;
}

/** A part of the dashboard; the trend's weeks come as a promise, awaited only by the part that sums them. */
type Part = (
  deps: AppDeps,
  p: Principal,
  d: DashboardDates,
  weeks: Promise<DashboardWeek[]>,
) => Promise<PartOut> | PartOut;

const PARTS: Record<DashboardPart, Part> = {
  pending_time: pendingTimeFigures,
  time_this_week: timeThisWeekFigures,
  onboarding: onboardingFigures,
  documents: documentFigures,
  invoices: invoiceFigures,
  receivables: receivableFigures,
  pay_now: payNowList,
  payroll_runs: payrollFigures,
  pay_stubs: payStubFigures,
  purchase_orders: purchaseOrderFigures,
  distributions: distributionFigures,
  referred_partners: referredPartnerFigures,
  commissions: commissionFigures,
  spend: (deps, p, d) => (mayOpen(p, '/invoices') ? spendFigures(deps, p, d) : {}),
  referred_billing: async (_deps, p, _d, weeks) =>
    mayOpen(p, '/invoices') ? referredBillingFigures(p, await weeks) : {},
};

export async function dashboardOf(deps: AppDeps, p: Principal, organization: string | null): Promise<Dashboard> {
  const d = datesOf(deps.clock.now());
  const trend = trendFor(p);
  // The trend and the parts run side by side: the trend is the longest statement of a staff dashboard.
  const trendOf = trendWeeks(deps, p, d, trend);
  const [weeks, parts] = await Promise.all([
    trendOf,
    Promise.all(dashboardPartsOf(p).map((part) => PARTS[part](deps, p, d, trendOf))),
  ]);
  return {
    organization,
    as_of: d.today,
    figures: parts.flatMap((o) => o.figures ?? []),
    lists: parts.flatMap((o) => o.lists ?? []),
    trend,
    weeks,
  };
}
