/**
 * Dashboard parts over billing: invoices (through the invoices module's list and aging), the items a
 * client pays now, purchase orders near their budget, distributions and commissions. Each count is
 * its list's total for the same filter; each sum is over that list's rows (or its aging, for money due).
 */
import Decimal from 'decimal.js';
import type { DashboardFigure, DashboardItem, DashboardList } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { commissionList } from '../distributions/commission-payouts.service.js';
import { distributionList } from '../distributions/distributions.service.js';
import { invoiceAging, invoiceList } from '../invoices/invoices.service.js';
import { purchaseOrderList } from '../purchase-orders/purchase-orders.service.js';
import { figure, hrefOf, mayOpen, sumByCurrency, type DashboardDates } from './dashboard-figures.js';

export interface PartOut {
  figures?: DashboardFigure[];
  lists?: DashboardList[];
}

/** Small lists (distributions, commissions: one row per partner and month) are summed whole up to this. */
const SMALL_LIST = 500;
const first = (limit: number, column: string, desc: boolean) => ({ limit, offset: 0, sort: { column, desc } });

/** Open invoices, and those overdue with the money still due on them. */
export async function invoiceFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (!mayOpen(p, '/invoices')) return {};
  const [open, overdue, aging] = await Promise.all([
    invoiceList(deps, p, { ...first(1, 'due_date', false), status: 'open' }),
    invoiceList(deps, p, { ...first(1, 'due_date', false), overdue: true }),
    invoiceAging(deps, p, {}),
  ]);
  const late = aging.rows.map((r) => ({
    currency: r.currency,
    amount: new Decimal(r.days_1_30).plus(r.days_31_60).plus(r.days_61_90).plus(r.days_over_90),
  }));
  return {
    figures: [
      figure('open_invoices', 'Open invoices', { count: open.total, href: hrefOf(p, '/invoices', { status: 'open' }) }),
      figure('overdue_invoices', 'Overdue invoices', {
        count: overdue.total,
        amounts: sumByCurrency(late).filter((a) => !new Decimal(a.amount).isZero()),
        href: hrefOf(p, '/invoices', { overdue: 'true' }),
        todo: true,
      }),
    ],
  };
}

/** Money due by age (the invoices page's aging card shows the same rows). */
export async function receivableFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (!mayOpen(p, '/invoices')) return {};
  const aging = await invoiceAging(deps, p, {});
  const bucket = (key: string, label: string, pick: (r: (typeof aging.rows)[number]) => string) =>
    figure(key, label, {
      amounts: sumByCurrency(aging.rows.map((r) => ({ currency: r.currency, amount: pick(r) }))),
      href: hrefOf(p, '/invoices'),
    });
  return {
    figures: [
      figure('receivables', 'Receivables', {
        amounts: sumByCurrency(aging.rows.map((r) => ({ currency: r.currency, amount: r.total }))),
        href: hrefOf(p, '/invoices'),
      }),
      bucket('aging_current', 'Not yet due', (r) => r.current),
      bucket('aging_1_30', '1–30 days late', (r) => r.days_1_30),
      bucket('aging_31_60', '31–60 days late', (r) => r.days_31_60),
      bucket('aging_over_60', 'Over 60 days late', (r) => new Decimal(r.days_61_90).plus(r.days_over_90).toFixed(2)),
    ],
  };
}

/** A client's open invoices, oldest due first, each with "Pay now". */
export async function payNowList(deps: AppDeps, p: Principal, d: DashboardDates): Promise<PartOut> {
  if (!mayOpen(p, '/invoices')) return {};
  const open = await invoiceList(deps, p, { ...first(5, 'due_date', false), status: 'open' });
  const pays = mayOpen(p, '/pay');
  const items: DashboardItem[] = open.rows.map((i) => ({
    id: i.id,
    title: i.number ? `Invoice ${i.number}` : 'Invoice',
    detail: null,
    date: i.due_date,
    date_label: 'Due',
    amount: { currency: i.currency, amount: i.remaining_amount },
    href: `/invoices/${i.id}`,
    action: pays ? { label: 'Pay now', href: `/pay/${i.id}` } : null,
    warning: i.due_date && i.due_date < d.today ? 'Overdue' : null,
  }));
  return {
    lists: [
      {
        key: 'invoices_to_pay',
        title: 'Invoices to pay',
        href: hrefOf(p, '/invoices', { status: 'open' }),
        empty: 'No invoice awaits payment.',
        items,
      },
    ],
  };
}

/** Purchase orders at or past 80% of their budget (the list's near_budget filter). */
export async function purchaseOrderFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (!mayOpen(p, '/purchase_orders')) return {};
  const near = await purchaseOrderList(deps.db, p, { ...first(5, 'number', false), nearBudget: true });
  return {
    figures: [
      figure('purchase_orders_near_budget', 'Purchase orders near their budget', {
        count: near.total,
        href: hrefOf(p, '/purchase_orders', { near_budget: 'true' }),
        todo: true,
      }),
    ],
    lists: [
      {
        key: 'purchase_orders_near_budget',
        title: 'Purchase orders near their budget',
        href: hrefOf(p, '/purchase_orders', { near_budget: 'true' }),
        empty: 'Every purchase order is within its budget.',
        items: near.rows.map((po) => ({
          id: po.id,
          title: `PO ${po.number}`,
          detail: `${po.percent_used}% used · ${po.remaining} ${po.budget_kind === 'hours' ? 'hours' : po.currency.toUpperCase()} left`,
          date: po.ends_on,
          date_label: 'Ends',
          amount: null,
          href: `/purchase_orders/${po.id}`,
          action: null,
          warning: po.over_budget ? 'Over budget' : null,
        })),
      },
    ],
  };
}

/** A partner's distributions: calculated (awaiting approval), approved (to be paid out) and paid. */
export async function distributionFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (!mayOpen(p, '/distributions')) return {};
  const of = async (status: 'calculated' | 'approved' | 'paid') =>
    (await distributionList(deps.db, p, { ...first(SMALL_LIST, 'period_start', true), status })).rows;
  const [calculated, approved, paid] = await Promise.all([of('calculated'), of('approved'), of('paid')]);
  const sum = (rows: typeof paid) => sumByCurrency(rows.map((r) => ({ currency: r.currency, amount: r.payable })));
  return {
    figures: [
      figure('distributions_calculated', 'Distributions awaiting approval', {
        count: calculated.length,
        amounts: sum(calculated),
        href: hrefOf(p, '/distributions', { status: 'calculated' }),
      }),
      figure('distributions_approved', 'Distributions to be paid', {
        count: approved.length,
        amounts: sum(approved),
        href: hrefOf(p, '/distributions', { status: 'approved' }),
      }),
      figure('distributions_paid', 'Distributions paid', {
        count: paid.length,
        amounts: sum(paid),
        href: hrefOf(p, '/distributions', { status: 'paid' }),
      }),
    ],
  };
}

/** A sales partner's commissions: earned (every one its partners' cash carried, failed payouts aside) and paid. */
export async function commissionFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  if (!mayOpen(p, '/distributions')) return {};
  const all = (await commissionList(deps.db, p, first(SMALL_LIST, 'period_start', true))).rows;
  const earned = all.filter((c) => c.status !== 'failed');
  const paid = all.filter((c) => c.status === 'paid');
  const sum = (rows: typeof all) => sumByCurrency(rows.map((r) => ({ currency: r.currency, amount: r.amount })));
  return {
    figures: [
      figure('commissions_earned', 'Commissions earned', {
        count: earned.length,
        amounts: sum(earned),
        href: hrefOf(p, '/distributions'),
      }),
      figure('commissions_paid', 'Commissions paid', {
        count: paid.length,
        amounts: sum(paid),
        href: hrefOf(p, '/distributions'),
      }),
    ],
  };
}
