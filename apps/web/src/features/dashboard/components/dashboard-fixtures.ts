/** Dashboard answers for the feature's tests: a figure, a list, twelve weeks. */
import type { Dashboard, DashboardFigure, DashboardList, DashboardWeek } from '@app/domain';

export const figureOf = (key: string, label: string, parts: Partial<DashboardFigure> = {}): DashboardFigure => ({
  key,
  label,
  count: null,
  hours: null,
  amounts: [],
  date: null,
  href: null,
  todo: false,
  ...parts,
});

export const listOf = (key: string, title: string, parts: Partial<DashboardList> = {}): DashboardList => ({
  key,
  title,
  href: null,
  empty: 'Nothing here.',
  items: [],
  ...parts,
});

/** Twelve Mondays from 2026-09-07, each billing 1000 and paying 600 (or hours only). */
export const weeksOf = (kind: 'money' | 'hours'): DashboardWeek[] =>
  Array.from({ length: 12 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10);
    return kind === 'hours'
      ? { week_start: day, currency: null, hours: '40.00', billing: null, pay: null }
      : { week_start: day, currency: 'usd', hours: '40.00', billing: '1000.00', pay: '600.00' };
  });

export const dashboardAnswer = (parts: Partial<Dashboard> = {}): Dashboard => ({
  organization: null,
  as_of: '2026-11-27',
  figures: [],
  lists: [],
  trend: null,
  weeks: [],
  ...parts,
});
