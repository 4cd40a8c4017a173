/**
 * Commission plans and the commission calculator (issue 14; decision 0055): an admin writes Summit's plan
 * for Acme (its referral) — tiers checked, one plan of a referral at a time, ended not edited — the sales
 * partner reads only its own, and its calculator quotes a placement with the pricing calculator's margin
 * and the accrual's tiered commission.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let summit: string;
let planId: string;
const as = (who: Parameters<TestApp['callAs']>[0], method: 'GET' | 'POST', url: string, payload?: object) =>
  t.callAs(who, { method, url, ...(payload && { payload }) });

const plan = (over: object = {}) => ({
  sales_partner_id: summit,
  partner_id: ids.acme,
  basis: 'margin',
  tiers: [
    { from: '0', percent: '10' },
    { from: '20000', percent: '5' },
  ],
  start_date: '2027-01-01',
  end_date: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  const row = (await t.database.executeSql(`select id from sales_partners where name = 'Summit Referrals'`)).rows[0]!;
  summit = String(row.id);
});
afterAll(async () => t?.close());

describe('commission plans', () => {
  it('an admin writes a plan for a referral; its tiers and its referral are checked', async () => {
    const bad = await as('admin', 'POST', '/v2/commission_plans', plan({ tiers: [{ from: '100', percent: '5' }] }));
    expect([bad.statusCode, bad.json().detail[0].msg]).toEqual([422, 'The first tier starts at 0']);
    const notReferred = await as('admin', 'POST', '/v2/commission_plans', plan({ partner_id: ids.beacon }));
    expect(notReferred.statusCode).toBe(422);
    const created = await as('admin', 'POST', '/v2/commission_plans', plan());
    expect(created.statusCode, created.body).toBe(201);
    planId = created.json().data.id;
    expect(created.json().data).toMatchObject({ basis: 'margin', partner: { name: 'Acme Staffing' }, end_date: null });
  });

  it('refuses a second plan of the same referral over the same dates, until the first is ended', async () => {
    const overlap = await as('admin', 'POST', '/v2/commission_plans', plan({ start_date: '2027-06-01' }));
    expect(overlap.statusCode).toBe(409);
    const ended = await as('admin', 'POST', `/v2/commission_plans/${planId}/end`, { end_date: '2027-05-31' });
    expect([ended.statusCode, ended.json().data.end_date]).toEqual([200, '2027-05-31']);
    const next = await as('admin', 'POST', '/v2/commission_plans', plan({ start_date: '2027-06-01' }));
    expect(next.statusCode, next.body).toBe(201);
    planId = next.json().data.id;
    const early = await as('admin', 'POST', `/v2/commission_plans/${planId}/end`, { end_date: '2027-01-01' });
    expect(early.statusCode).toBe(422);
  });

  it('two plans of one referral written at once: one is written, the other finds it (409)', async () => {
    // The open plan ends first, so 2029 is free.
    expect(
      (await as('admin', 'POST', `/v2/commission_plans/${planId}/end`, { end_date: '2028-12-31' })).statusCode,
    ).toBe(200);
    const both = await Promise.all([
      as('admin', 'POST', '/v2/commission_plans', plan({ start_date: '2029-01-01', end_date: '2029-12-31' })),
      as('admin', 'POST', '/v2/commission_plans', plan({ start_date: '2029-06-01', end_date: '2029-12-31' })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('staff and the sales partner read them; nobody else, and no one writes but an admin', async () => {
    const seen: [unknown, number, number][] = [];
    for (const who of ['admin', 'eor', 'sales_partner', 'partner', 'client', 'contractor'] as const) {
      const list = await as(who, 'GET', '/v2/commission_plans');
      seen.push([who, list.statusCode, list.statusCode === 200 ? list.json().data.total : -1]);
    }
    expect(seen).toEqual([
      // The demo's plan for 2026 and the three above.
      ['admin', 200, 4],
      ['eor', 200, 4],
      ['sales_partner', 200, 4],
      ['partner', 403, -1],
      ['client', 403, -1],
      ['contractor', 403, -1],
    ]);
    for (const who of ['eor', 'sales_partner'] as const) {
      expect((await as(who, 'POST', '/v2/commission_plans', plan({ start_date: '2030-01-01' }))).statusCode).toBe(403);
    }
  });

  it("another sales partner sees none of Summit's plans and cannot quote under them", async () => {
    const [other] = (
      await t.database.executeSql(`insert into sales_partners (name) values ('Other Referrals') returning id`)
    ).rows;
    await t.database.executeSql(`update users set sales_partner_id = $1 where email = 'sales@demo.test'`, [other!.id]);
    try {
      const token = await t.login('sales@demo.test');
      const list = await t.call(token, { method: 'GET', url: '/v2/commission_plans' });
      expect(list.json().data.total).toBe(0);
      expect((await t.call(token, { method: 'GET', url: `/v2/commission_plans/${planId}` })).statusCode).toBe(404);
    } finally {
      await t.database.executeSql(`update users set sales_partner_id = $1 where email = 'sales@demo.test'`, [summit]);
    }
  });
});

describe('the commission calculator', () => {
  // The demo's plan (from 2026-01-01): it covers today.
  let demoPlan = '';
  beforeAll(async () => {
    const list = (await as('sales_partner', 'GET', '/v2/commission_plans?sort=start_date')).json().data.data;
    demoPlan = list[0].id;
    expect(list[0].start_date).toBe('2026-01-01');
  });
  const quote = (over: object = {}) =>
    as('sales_partner', 'POST', '/v2/commissions/quote', {
      plan_id: demoPlan,
      pay_rate: '30',
      bill_rate: '45',
      hours_per_week: '40',
      state: 'TX',
      ...over,
    });

  it("quotes a week and a year with the pricing calculator's margin and the plan's tiers", async () => {
    const res = await quote();
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    // The same margin per hour as the pricing calculator for Acme's employer (staff quote for a partner).
    const pricing = (
      await as('admin', 'POST', '/v2/rates_quote', {
        pay_rate: '30',
        bill_rate: '45',
        state: 'TX',
        partner_id: ids.acme,
      })
    ).json().data;
    expect(q.margin_per_hour).toBe(pricing.margin_per_hour);
    expect(q.weekly.margin).toBe(new Decimal(q.margin_per_hour).times(40).toFixed(2));
    expect(q.weekly.commission).toBe(new Decimal(q.weekly.margin).times('0.10').toDecimalPlaces(2).toFixed(2));
    // A year crosses the $20,000 tier: 10% below it, 5% above.
    const year = new Decimal(q.annual.margin);
    expect(year.gt(20_000)).toBe(true);
    const tiered = new Decimal(2000).plus(year.minus(20_000).times('0.05'));
    expect(q.annual.commission).toBe(tiered.toDecimalPlaces(2).toFixed(2));
    expect(q.in_effect).toBe(true);
  });

  it('starts from the tier the year has reached', async () => {
    const q = (await quote({ basis_to_date: '50000' })).json().data;
    expect(q.weekly.commission).toBe(new Decimal(q.weekly.margin).times('0.05').toDecimalPlaces(2).toFixed(2));
  });

  it('refuses a plan that is not the caller’s, and bad figures', async () => {
    expect((await quote({ plan_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(422);
    expect((await quote({ pay_rate: '-3' })).statusCode).toBe(422);
    const body = { plan_id: demoPlan, pay_rate: '30', bill_rate: '45', hours_per_week: '40', state: 'TX' };
    for (const who of ['partner', 'client', 'contractor'] as const) {
      expect((await as(who, 'POST', '/v2/commissions/quote', body)).statusCode, who).toBe(403);
    }
  });
});
