/**
 * GET /v2/summary/dashboard: what each user type opens on (issue 16, decision 0087). Every figure is
 * a count, hours or money of one list in the caller's scope, with the link to that list filtered the
 * same way, so the number on the dashboard is the number the list shows.
 */
import { z } from 'zod';

/** A sum of money in one currency (a decimal string, two places). */
export const dashboardAmountSchema = z.object({ currency: z.string(), amount: z.string() });
export type DashboardAmount = z.infer<typeof dashboardAmountSchema>;

export const dashboardFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Rows of the list behind it (null when the figure is a sum only). */
  count: z.number().int().nullable(),
  /** Hours, decimal with two places (null when the figure has none). */
  hours: z.string().nullable(),
  /** Money per currency (empty when the figure has none). */
  amounts: z.array(dashboardAmountSchema),
  /** A day the figure names (the next pay day), null when none. */
  date: z.string().nullable(),
  /** The filtered list behind the figure (a page path with its query), null when there is none to open. */
  href: z.string().nullable(),
  /** Something the caller must act on: shown among the to-dos while its count is above zero. */
  todo: z.boolean(),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

/**
 * One week of the trend, per currency: hours, what was billed and (for those who see pay) paid. An
 * hours-only trend has no currency and no money.
 */
export const dashboardWeekSchema = z.object({
  week_start: z.string(),
  currency: z.string().nullable(),
  hours: z.string(),
  billing: z.string().nullable(),
  pay: z.string().nullable(),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

/** A record a dashboard lists by name (an invoice to pay, a payroll run, a pay stub, a purchase order). */
export const dashboardItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The record's day (a due date, a pay day, a check date) and what it is ("Due", "Pay day"). */
  date: z.string().nullable(),
  date_label: z.string().nullable(),
  amount: dashboardAmountSchema.nullable(),
  /** The record's page. */
  href: z.string().nullable(),
  /** An action on it (an invoice's "Pay now"), when the caller may take it. */
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
  /** Something wrong with it: overdue, past its funding deadline, failed. */
  warning: z.string().nullable(),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const dashboardListSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The whole list the items are the first of. */
  href: z.string().nullable(),
  empty: z.string(),
  items: z.array(dashboardItemSchema),
});
export type DashboardList = z.infer<typeof dashboardListSchema>;

/** Which trend the chart shows: billing, pay and margin; billing (spend) only; or hours only. */
export const DASHBOARD_TRENDS = ['margin', 'billing', 'hours'] as const;
export type DashboardTrend = (typeof DASHBOARD_TRENDS)[number];

export const dashboardSchema = z.object({
  organization: z.string().nullable(),
  /** The caller's today: figures "this week" and "overdue" are as of it. */
  as_of: z.string(),
  figures: z.array(dashboardFigureSchema),
  lists: z.array(dashboardListSchema),
  trend: z.enum(DASHBOARD_TRENDS).nullable(),
  /** The last 12 weeks, oldest first (empty when the caller has no trend). */
  weeks: z.array(dashboardWeekSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
