/**
 * GET /v2/summary/dashboard: each figure equals its list (the list endpoint behind the figure's link,
 * with the same filters), as every user type and as another partner's user.
 */
import Decimal from 'decimal.js';
import { addDays } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardFigure } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const EMAILS = ['admin', 'eor', 'partner', 'partner2', 'client', 'contractor', 'sales'] as const;
type Who = (typeof EMAILS)[number];

const tokens = new Map<Who, string>();
async function tokenOf(who: Who) {
  if (!tokens.has(who)) tokens.set(who, await t.login(`${who}@demo.test`));
  return tokens.get(who)!;
}

async function get<T>(who: Who, url: string): Promise<T> {
  const res = await t.call(await tokenOf(who), { method: 'GET', url });
  expect(res.statusCode, `${who} GET ${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

const dashboardOf = (who: Who) => get<Dashboard>(who, '/v2/summary/dashboard');
const figureOf = (d: Dashboard, key: string) => d.figures.find((f) => f.key === key);
const keysOf = (d: Dashboard) => d.figures.map((f) => f.key);

/** The API list behind a page path (the onboarding page reads /v2/onboarding_status). */
const API_LISTS: Record<string, string> = {
  '/timesheets': '/v2/timesheets',
  '/invoices': '/v2/invoices',
  '/purchase_orders': '/v2/purchase_orders',
  '/onboarding': '/v2/onboarding_status',
  '/payroll_runs': '/v2/payroll_runs',
  '/partners': '/v2/partners',
  '/distributions': '/v2/distributions',
  '/contractor_documents': '/v2/contractor_documents',
  '/client_documents': '/v2/client_documents',
};

/** The list the figure links to, whole (every demo list fits one page of 200). */
async function listBehind(who: Who, f: DashboardFigure) {
  const [path, page = ''] = f.href!.split('?');
  // A contractor's week entry (`?week=`) shows the week the list reads with `week_start`.
  const query = page.replace(/^week=/, 'week_start=');
  const api = API_LISTS[path!];
  expect(api, `no API list known for ${f.href}`).toBeDefined();
  const sep = query ? `?${query}&` : '?';
  return get<{ data: Record<string, unknown>[]; total: number }>(who, `${api}${sep}per_page=200`);
}

const sum = (values: unknown[]) => values.reduce<Decimal>((s, v) => s.plus(String(v)), new Decimal(0));

describe('dashboard figures equal their lists', () => {
  it.each(EMAILS)('%s: every counted figure is its linked list’s total', async (who) => {
    const d = await dashboardOf(who);
    const counted = d.figures.filter((f) => f.count !== null && f.href && !f.key.startsWith('commissions'));
    for (const f of counted.filter((f) => !/^\/(paychecks|onboard)\//.test(f.href!))) {
      const list = await listBehind(who, f);
      expect(f.count, `${who} ${f.key}`).toBe(list.total);
      if (f.hours !== null)
        expect(f.hours, `${who} ${f.key} hours`).toBe(sum(list.data.map((r) => r.hours_worked)).toFixed(2));
    }
  });

  it('time awaiting approval: its hours, and for a client the amount its rates bill (each entry to the cent)', async () => {
    const d = await dashboardOf('client');
    const pending = figureOf(d, 'pending_time')!;
    const list = await listBehind('client', pending);
    expect(list.total).toBeGreaterThan(0);
    const amount = list.data.reduce<Decimal>(
      (s, r) =>
        s.plus(
          new Decimal(r.hours_worked as number)
            .times(String(r.bill_rate ?? 0))
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
        ),
      new Decimal(0),
    );
    expect(pending.amounts).toEqual([{ currency: 'usd', amount: amount.toFixed(2) }]);
    // Nobody else is shown the bill amount of pending time.
    expect(figureOf(await dashboardOf('partner'), 'pending_time')!.amounts).toEqual([]);
  });

  it('a contractor’s time awaiting approval is its pending entries of the window (no list to link to)', async () => {
    const d = await dashboardOf('contractor');
    const pending = figureOf(d, 'pending_time')!;
    expect(pending.href).toBeNull();
    const period = `date_from=${d.weeks[0]!.week_start}&date_to=${addDays(d.weeks.at(-1)!.week_start, 6)}`;
    const list = await get<{ data: { hours_worked: number }[]; total: number }>(
      'contractor',
      `/v2/timesheets?status=pending&${period}&per_page=200`,
    );
    expect(list.total).toBeGreaterThan(0);
    expect(pending.count).toBe(list.total);
    expect(pending.hours).toBe(sum(list.data.map((r) => r.hours_worked)).toFixed(2));
  });

  it.each(['partner', 'client', 'admin'] as const)(
    '%s: overdue money is the overdue list’s remaining amounts',
    async (who) => {
      const f = figureOf(await dashboardOf(who), 'overdue_invoices')!;
      const list = await listBehind(who, f);
      expect(list.total).toBeGreaterThan(0);
      const amount = sum(list.data.map((r) => r.remaining_amount)).toFixed(2);
      expect(f.amounts).toEqual([{ currency: 'usd', amount }]);
    },
  );

  it('receivables are the AR aging the invoices page shows', async () => {
    const d = await dashboardOf('admin');
    const aging = await get<{ rows: { currency: string; total: string; invoice_count: number }[] }>(
      'admin',
      '/v2/invoices/aging',
    );
    const f = figureOf(d, 'receivables')!;
    expect(aging.rows.length).toBeGreaterThan(0);
    expect(new Set(f.amounts.map((a) => `${a.currency} ${a.amount}`))).toEqual(
      new Set(aging.rows.map((r) => `${r.currency} ${r.total}`)),
    );
  });

  it('a partner’s distributions and a sales partner’s commissions are the sums of their lists', async () => {
    const d = await dashboardOf('partner');
    expect(figureOf(d, 'distributions_calculated')!.count).toBeGreaterThan(0);
    for (const status of ['calculated', 'approved', 'paid']) {
      const f = figureOf(d, `distributions_${status}`)!;
      const list = await listBehind('partner', f);
      expect(f.count).toBe(list.total);
      const amount = sum(list.data.map((r) => r.payable));
      expect(sum(f.amounts.map((a) => a.amount)).toFixed(2)).toBe(amount.toFixed(2));
    }
    const s = await dashboardOf('sales');
    const commissions = (
      await get<{ data: { status: string; amount: string }[] }>('sales', '/v2/commissions?per_page=200')
    ).data;
    const earned = commissions.filter((c) => c.status !== 'failed');
    expect(earned.length).toBeGreaterThan(0);
    expect(sum(figureOf(s, 'commissions_earned')!.amounts.map((a) => a.amount)).toFixed(2)).toBe(
      sum(earned.map((c) => c.amount)).toFixed(2),
    );
    const paid = commissions.filter((c) => c.status === 'paid');
    expect(figureOf(s, 'commissions_paid')!.count).toBe(paid.length);
    expect(sum(figureOf(s, 'commissions_paid')!.amounts.map((a) => a.amount)).toFixed(2)).toBe(
      sum(paid.map((c) => c.amount)).toFixed(2),
    );
  });
});

describe('dashboard scope', () => {
  it('another partner’s user sees its own figures, never the first partner’s', async () => {
    const acme = await dashboardOf('partner');
    const beacon = await dashboardOf('partner2');
    expect(acme.organization).toBe('Acme Staffing');
    expect(beacon.organization).toBe('Beacon Talent');
    // Acme has time awaiting approval and an overdue invoice; Beacon has neither.
    expect(figureOf(acme, 'pending_time')!.count).toBeGreaterThan(0);
    expect(figureOf(beacon, 'pending_time')!.count).toBe(0);
    expect(figureOf(beacon, 'overdue_invoices')!.count).toBe(0);
    const acmeRuns = acme.lists.find((l) => l.key === 'next_payroll_runs')!.items;
    const beaconRuns = beacon.lists.find((l) => l.key === 'next_payroll_runs')!.items;
    expect(acmeRuns.every((r) => r.title.startsWith('Acme Staffing'))).toBe(true);
    expect(beaconRuns.every((r) => r.title.startsWith('Beacon Talent'))).toBe(true);
    // The trend is each partner's own ledger: their weeks differ.
    expect(beacon.weeks).not.toEqual(acme.weeks);
  });

  it('shows each user type its own parts', async () => {
    expect(keysOf(await dashboardOf('admin'))).toEqual(
      expect.arrayContaining(['pending_time', 'onboarding', 'overdue_invoices', 'receivables', 'failed_payroll_runs']),
    );
    expect(keysOf(await dashboardOf('partner'))).toEqual(
      expect.arrayContaining([
        'pending_time',
        'onboarding',
        'documents_contractor_expiring_soon',
        'documents_client_expired',
        'open_invoices',
        'purchase_orders_near_budget',
        'distributions_paid',
      ]),
    );
    const client = await dashboardOf('client');
    expect(keysOf(client)).toEqual([
      'pending_time',
      'spend_this_month',
      'open_invoices',
      'overdue_invoices',
      'purchase_orders_near_budget',
    ]);
    const toPay = client.lists.find((l) => l.key === 'invoices_to_pay')!.items;
    expect(toPay.length).toBeGreaterThan(0);
    expect(toPay[0]!.action).toEqual({ label: 'Pay now', href: `/pay/${toPay[0]!.id}` });
    expect(keysOf(await dashboardOf('contractor'))).toEqual([
      'time_this_week',
      'pending_time',
      'own_onboarding',
      'documents_contractor_expiring_soon',
      'documents_contractor_expired',
      'next_pay_day',
      'last_net_pay',
    ]);
    expect(keysOf(await dashboardOf('sales'))).toEqual([
      'referred_partners',
      'billing_window',
      'commissions_earned',
      'commissions_paid',
    ]);
  });

  it('keeps pay out of a client’s and a sales partner’s trend, and money out of a contractor’s', async () => {
    const client = await dashboardOf('client');
    expect(client.trend).toBe('billing');
    expect(client.weeks.every((w) => w.pay === null && w.billing !== null)).toBe(true);
    expect((await dashboardOf('sales')).weeks.every((w) => w.pay === null)).toBe(true);
    const contractor = await dashboardOf('contractor');
    expect(contractor.trend).toBe('hours');
    expect(contractor.weeks.every((w) => w.billing === null && w.pay === null)).toBe(true);
    expect((await dashboardOf('partner')).weeks.some((w) => w.pay !== null && w.pay !== '0.00')).toBe(true);
  });

  // The ledger item list is the employers' books (staff, a self-employer partner such as Beacon).
  it.each(['admin', 'partner2'] as const)(
    '%s: the trend’s billing and pay over its weeks are the ledger item list’s totals for them',
    async (who) => {
      const d = await dashboardOf(who);
      const period = `date_from=${d.weeks[0]!.week_start}&date_to=${addDays(d.weeks.at(-1)!.week_start, 6)}`;
      const items = await get<{ totals: Record<'bill' | 'pay', { amount: string }> }>(
        who,
        `/v2/pay_bill_transaction_items?${period}&per_page=1`,
      );
      expect(sum(d.weeks.map((w) => w.pay)).toFixed(2)).toBe(new Decimal(items.totals.pay.amount).toFixed(2));
      expect(sum(d.weeks.map((w) => w.billing)).toFixed(2)).toBe(new Decimal(items.totals.bill.amount).toFixed(2));
      expect(sum(d.weeks.map((w) => w.pay)).isZero()).toBe(false);
    },
  );

  it('shows 12 Monday weeks ending with this one', async () => {
    const d = await dashboardOf('contractor');
    expect(d.weeks).toHaveLength(12);
    expect(d.weeks.every((w) => new Date(`${w.week_start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(figureOf(d, 'time_this_week')!.href).toBe(`/timesheets?week=${d.weeks.at(-1)!.week_start}`);
  });

  it('names a contractor its next pay day, on or after today', async () => {
    const d = await dashboardOf('contractor');
    const next = figureOf(d, 'next_pay_day')!;
    expect(next.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(next.date! >= d.as_of).toBe(true);
    expect(next.date! <= addDays(d.as_of, 31)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/summary/dashboard' })).statusCode).toBe(401);
  });
});
