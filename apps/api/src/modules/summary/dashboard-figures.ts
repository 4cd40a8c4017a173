/** Building blocks of the dashboard's answer: a figure, money per currency, hours, links with a query. */
import Decimal from 'decimal.js';
import type { DashboardAmount, DashboardFigure } from '@app/domain';
import { covers } from '@app/domain';
import { money } from '@app/paybill';
import type { Principal } from '../../lib/principal.js';

export type { DashboardAmount };

/** Whether the caller holds the page's link (its user type, capabilities and grants): else no link. */
export const mayOpen = (p: Principal, path: string) => p.links.some((l) => covers(l, path));

/** A list page with its filters, when the caller may open it. */
export function hrefOf(p: Principal, path: string, query: Record<string, string> = {}): string | null {
  if (!mayOpen(p, path)) return null;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export const hoursOf = (minutes: number) => new Decimal(minutes).div(60).toFixed(2);

/** Sums amounts per currency (in the order the currencies first appear), two places each. */
export function sumByCurrency(rows: readonly { currency: string; amount: Decimal.Value }[]): DashboardAmount[] {
  const sums = new Map<string, Decimal>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? new Decimal(0)).plus(r.amount));
  return [...sums].map(([currency, amount]) => ({ currency, amount: money(amount) }));
}

export function figure(
  key: string,
  label: string,
  parts: Partial<Omit<DashboardFigure, 'key' | 'label'>>,
): DashboardFigure {
  return { key, label, count: null, hours: null, amounts: [], date: null, href: null, todo: false, ...parts };
}

/** Dates the figures are counted over: today, this week (Monday to Sunday) and the last 12 weeks. */
export interface DashboardDates {
  today: string;
  weekStart: string;
  weekEnd: string;
  /** The Monday 11 weeks before this one: the trend's first week and the to-dos' oldest date. */
  windowStart: string;
  monthStart: string;
}

export const WINDOW_WEEKS = 12;
