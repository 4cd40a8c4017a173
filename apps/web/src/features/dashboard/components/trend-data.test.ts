import { describe, expect, it } from 'vitest';
import type { DashboardWeek } from '@app/domain';
import { trendCurrencies, trendPoints } from './trend-data';

const week = (week_start: string, currency: string, billing: string, pay: string): DashboardWeek => ({
  week_start,
  currency,
  hours: '10.00',
  billing,
  pay,
});

describe('trend data', () => {
  const weeks = [
    week('2026-11-16', 'usd', '1000.00', '600.00'),
    week('2026-11-23', 'usd', '0.00', '0.00'),
    week('2026-11-16', 'cad', '5000.00', '4000.00'),
  ];

  it('orders currencies by what they billed, never adding dollars to Canadian dollars', () => {
    expect(trendCurrencies(weeks)).toEqual(['cad', 'usd']);
    expect(trendPoints(weeks, 'usd').map((p) => p.billing)).toEqual([1000, 0]);
  });

  it('derives the margin and its share of billing, with no share for a week that billed nothing', () => {
    expect(trendPoints(weeks, 'usd')).toEqual([
      { week: 'Nov 16', hours: 10, billing: 1000, pay: 600, margin: 400, marginPct: 40 },
      { week: 'Nov 23', hours: 10, billing: 0, pay: 0, margin: 0, marginPct: null },
    ]);
  });
});
