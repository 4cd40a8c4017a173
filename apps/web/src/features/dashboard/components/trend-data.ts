import type { DashboardWeek } from '@app/domain';

export interface TrendPoint {
  week: string;
  hours: number;
  billing: number;
  pay: number;
  margin: number;
  /** Margin as a share of billing, one decimal; null for a week that billed nothing. */
  marginPct: number | null;
}

/** The currencies of the trend, the largest billing first (dollars and Canadian dollars never add up). */
export function trendCurrencies(weeks: DashboardWeek[]): string[] {
  const totals = new Map<string, number>();
  for (const w of weeks) if (w.currency) totals.set(w.currency, (totals.get(w.currency) ?? 0) + Number(w.billing ?? 0));
  return [...totals].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}

/** Made once: `toLocaleDateString` with options builds a formatter per call (130 ms of a phone's first load). */
const WEEK_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Short week label for an axis: "Nov 2". */
const weekLabel = (iso: string) => WEEK_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/**
 * The points of one currency's trend (or the hours-only trend when `currency` is null). Amounts are
 * plotted as numbers: a chart needs no cent-exact arithmetic, the figures beside it are exact.
 */
export function trendPoints(weeks: DashboardWeek[], currency: string | null): TrendPoint[] {
  return weeks
    .filter((w) => w.currency === currency)
    .map((w) => {
      const billing = Number(w.billing ?? 0);
      const pay = Number(w.pay ?? 0);
      const margin = billing - pay;
      return {
        week: weekLabel(w.week_start),
        hours: Number(w.hours),
        billing,
        pay,
        margin: Math.round(margin * 100) / 100,
        marginPct: billing > 0 ? Math.round((margin / billing) * 1000) / 10 : null,
      };
    });
}
