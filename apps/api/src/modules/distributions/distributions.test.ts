/**
 * Distributions and commissions (issue 14; decisions 0055, 0062) over the demo's billing: Acme's November
 * cash (Globex's invoice paid in full, one paid in part, an ACH payment returned within the month) is
 * calculated into a distribution whose lines foot to the cash allocated, with Summit's commission on the
 * same lines; recalculated in place, approved, then refused; a December payment returned in January claws
 * the December distribution and commission back on January's, leaving December untouched, and the
 * partner's negative January is carried into February. Read as every user type and another partner's user.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMonthlyDistributions } from '../../jobs/distributions.js';
import { openBankFile } from '../../lib/bank-files.js';
import { callerWithKeys } from '../../test/commands.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let novemberId = '';
let as: ReturnType<typeof callerWithKeys>;
const calculate = (period_start: string, period_end: string, who: Parameters<TestApp['callAs']>[0] = 'admin') =>
  as(who, 'POST', '/v2/distributions/calculate', { partner_id: ids.acme, period_start, period_end });

type Line = Record<string, string | null> & { payment_allocation_id: string; invoice_line: { id: string } };
const D = (v: unknown) => new Decimal(String(v ?? 0));
const sum = (rows: Record<string, unknown>[], k: string) => rows.reduce((a, r) => a.plus(D(r[k])), new Decimal(0));

/** The cash allocated to Acme's USD invoices from payments dated (returns: returned) in [from, to]. */
async function cashAllocated(from: string, to: string) {
  const [row] = (
    await t.database.executeSql(
      `select coalesce(sum(a.amount), 0)::text as total from payment_allocations a
       join payments p on p.id = a.payment_id join invoices i on i.id = a.invoice_id
       where a.source = 'payment' and i.partner_id = $1 and i.currency = 'usd'
         and (case when a.reverses_allocation_id is not null and p.status = 'returned' and a.reason like 'Returned:%'
               then p.return_date else p.payment_date end) between $2::date and $3::date`,
      [ids.acme, from, to],
    )
  ).rows as { total: string }[];
  return D(row!.total);
}

/** Every line foots: cash = pay + burden + fee + adjustments + margin; partner + platform = cash; and the
 *  platform's revenue, the commission, what it laid out and the partner's amount are the cash. */
function expectLinesFoot(lines: Line[]) {
  for (const l of lines) {
    const parts = D(l.pay).plus(D(l.burden)).plus(D(l.platform_fee)).plus(D(l.adjustments)).plus(D(l.margin));
    expect(parts.toFixed(2)).toBe(D(l.cash).toFixed(2));
    expect(D(l.partner_amount).plus(D(l.platform_amount)).toFixed(2)).toBe(D(l.cash).toFixed(2));
    const laidOut = l.funding === 'funded' ? D(l.pay).plus(D(l.burden)) : new Decimal(0);
    const whole = D(l.partner_amount).plus(D(l.commission)).plus(D(l.platform_revenue)).plus(laidOut);
    expect(whole.toFixed(2)).toBe(D(l.cash).toFixed(2));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  as = callerWithKeys(t, 'dist');
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('calculating a distribution', () => {
  it("the demo holds Acme's November, calculated on December 1 with Summit's commission", async () => {
    const list = (await as('partner', 'GET', '/v2/distributions')).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      status: 'calculated',
      calculated_at: '2026-12-01T15:00:00.000Z',
    });
    expect((await as('sales_partner', 'GET', '/v2/commissions')).json().data.total).toBe(1);
  });

  it("figures Acme's November from the cash allocated: every line and the whole foot to the cent", async () => {
    const res = await calculate('2026-11-01', '2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const dist = res.json().data;
    novemberId = dist.id;
    expect(dist).toMatchObject({ status: 'calculated', currency: 'usd', carried_in: '0.00' });
    const lines = dist.lines as Line[];
    expect(lines.length).toBeGreaterThan(0);
    expectLinesFoot(lines);
    // Cash and sales tax together are exactly the cash allocated in the month.
    const allocated = await cashAllocated('2026-11-01', '2026-11-30');
    expect(allocated.gt(0)).toBe(true);
    expect(D(dist.cash).plus(D(dist.sales_tax)).toFixed(2)).toBe(allocated.toFixed(2));
    for (const k of ['cash', 'pay', 'burden', 'margin', 'partner_amount', 'platform_amount', 'commission']) {
      expect(sum(lines, k).toFixed(2), k).toBe(D(dist[k]).toFixed(2));
    }
    expect(dist.payable).toBe(D(dist.partner_amount).gt(0) ? D(dist.partner_amount).toFixed(2) : '0.00');
    // The Acme fee ($1.50 an hour billed, its bills) is taken on the lines.
    expect(D(dist.platform_fee).gt(0)).toBe(true);
    // The ACH payment returned on November 14: its allocation and its reversal net to zero in every part.
    const returned = lines.filter((l) => l.clawback);
    expect(returned.length).toBeGreaterThan(0);
    for (const back of returned) {
      const original = lines.find(
        (l) => l.payment_allocation_id === back.reverses_allocation_id && l.invoice_line.id === back.invoice_line.id,
      )!;
      for (const k of ['cash', 'pay', 'burden', 'margin', 'partner_amount', 'commission']) {
        expect(D(original[k]).plus(D(back[k])).toFixed(2), k).toBe('0.00');
      }
    }
  });

  it("accrues Summit's commission on the same lines under its 2026 plan (10% of margin)", async () => {
    const dist = (await as('admin', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    expect(dist.commissions).toHaveLength(1);
    const c = dist.commissions[0];
    expect(c.sales_partner.name).toBe('Summit Referrals');
    expect(c.amount).toBe(D(dist.commission).toFixed(2));
    expect(c.basis).toBe(D(dist.margin).toFixed(2));
    expect(D(c.amount).toFixed(2)).toBe(D(dist.margin).times('0.10').toDecimalPlaces(2).toFixed(2));
  });

  it('recalculates a calculated distribution in place: the same row, no line twice', async () => {
    const before = (await as('admin', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    const again = await calculate('2026-11-01', '2026-11-30');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(novemberId);
    expect(again.json().data.lines).toHaveLength(before.lines.length);
    expect(again.json().data.payable).toBe(before.payable);
    const list = (await as('admin', 'GET', `/v2/distributions?partner_id=${ids.acme}`)).json().data;
    expect(list.total).toBe(1);
  });

  it('refuses an overlapping or a different-length period, and bad input', async () => {
    expect((await calculate('2026-11-15', '2026-12-15')).statusCode).toBe(409);
    expect((await calculate('2026-11-01', '2026-11-29')).statusCode).toBe(409);
    expect((await calculate('2026-12-01', '2026-11-01')).statusCode).toBe(422);
    const unknown = await as('admin', 'POST', '/v2/distributions/calculate', {
      partner_id: '00000000-0000-4000-8000-000000000000',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('is approved by staff only, once; an approved distribution is not recalculated', async () => {
    for (const who of ['partner', 'sales_partner'] as const) {
      expect((await as(who, 'POST', `/v2/distributions/${novemberId}/approve`)).statusCode, who).toBe(403);
      expect((await calculate('2026-11-01', '2026-11-30', who)).statusCode, who).toBe(403);
    }
    const ok = await as('admin', 'POST', `/v2/distributions/${novemberId}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', approved_by: { name: expect.any(String) } });
    expect((await as('eor', 'POST', `/v2/distributions/${novemberId}/approve`)).statusCode).toBe(409);
    expect((await calculate('2026-11-01', '2026-11-30')).statusCode).toBe(409);
  });
});

describe('paying an approved distribution', () => {
  it("credits Acme's default payout account by a CCD entry in a NACHA file kept on the distribution", async () => {
    expect((await as('partner', 'POST', `/v2/distributions/${novemberId}/pay`)).statusCode).toBe(403);
    const res = await as('admin', 'POST', `/v2/distributions/${novemberId}/pay`);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data;
    expect(paid.status).toBe('paid');
    expect(paid.payout_account_last4).toMatch(/^\d{4}$/);
    expect(paid.payout_trace_number).toMatch(/^\d{15}$/);
    const [row] = (await t.database.executeSql(`select file from payouts where distribution_id = $1`, [novemberId]))
      .rows as { file: string }[];
    const records = openBankFile(t.app.deps.crypto, row!.file).trimEnd().split('\n');
    expect(records.every((r) => r.length === 94)).toBe(true);
    const batch = records.find((r) => r.startsWith('5'))!;
    expect(batch.slice(50, 53)).toBe('CCD');
    const entry = records.find((r) => r.startsWith('6'))!;
    expect(['22', '32']).toContain(entry.slice(1, 3));
    expect(Number(entry.slice(29, 39))).toBe(Math.round(Number(paid.payable) * 100));
    expect(records.some((r) => r.startsWith('7') && r.includes('DISTRIBUTION 2026-11-01 2026-11-30'))).toBe(true);
    // Paid once: a second pay is refused, and nothing about it answers the account number.
    expect((await as('admin', 'POST', `/v2/distributions/${novemberId}/pay`)).statusCode).toBe(409);
    expect(paid.payouts).toEqual([
      expect.objectContaining({ format: 'nacha', status: 'sent', trace_number: paid.payout_trace_number }),
    ]);
    expect(JSON.stringify(paid)).not.toMatch(/"file"|4400987612/);
  });
});

describe('a returned payment claws back on the period it is returned', () => {
  let december: { id: string; lines: Line[]; commission: string; partner_amount: string };
  let paymentId = '';

  it('a December payment is distributed in December', async () => {
    // Globex's first invoice is open after its November payment bounced: paid now in December.
    const [inv] = (
      await t.database.executeSql(
        `select id, (total_due - allocated_amount)::text as open from invoices
         where partner_id = $1 and client_id = $2 and currency = 'usd' and status = 'open' and number is not null
         order by period_start limit 1`,
        [ids.acme, ids.globex],
      )
    ).rows as { id: string; open: string }[];
    const paid = await as('admin', 'POST', '/v2/payments', {
      client_id: ids.globex,
      amount: inv!.open,
      method: 'ach',
      payment_date: '2026-12-04',
      reference: 'ACH DEC',
      invoice_ids: [inv!.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    paymentId = paid.json().data.id;
    const res = await calculate('2026-12-01', '2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    december = res.json().data;
    expect(december.lines.length).toBeGreaterThan(0);
    expect(december.lines.every((l) => !l.clawback)).toBe(true);
    expectLinesFoot(december.lines);
    expect((await as('admin', 'POST', `/v2/distributions/${december.id}/approve`)).statusCode).toBe(200);
  });

  it('returned in January: negative lines on January mirror December, which is not edited', async () => {
    const ret = await as('admin', 'POST', `/v2/payments/${paymentId}/return`, {
      return_code: 'R01',
      return_date: '2027-01-08',
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const res = await calculate('2027-01-01', '2027-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const january = res.json().data;
    expect(january.lines).toHaveLength(december.lines.length);
    expect(january.lines.every((l: Line) => l.clawback)).toBe(true);
    for (const k of ['cash', 'pay', 'burden', 'margin', 'partner_amount', 'platform_amount', 'commission']) {
      expect(
        D(january[k])
          .plus(D((december as unknown as Record<string, string>)[k]))
          .toFixed(2),
        k,
      ).toBe('0.00');
    }
    // The commission came back though the 2026 plan has ended: it is taken back under the plan it was earned on.
    expect(D(december.commission).gt(0)).toBe(true);
    // A negative month pays nothing and carries what the partner owes.
    expect(january.payable).toBe('0.00');
    expect(january.partner_amount_due).toBe(D(january.partner_amount).toFixed(2));
    const still = (await as('admin', 'GET', `/v2/distributions/${december.id}`)).json().data;
    expect([still.status, still.partner_amount, still.lines.length]).toEqual([
      'approved',
      december.partner_amount,
      december.lines.length,
    ]);
    // February starts from what January left owing.
    const february = (await calculate('2027-02-01', '2027-02-28')).json().data;
    expect(february.carried_in).toBe(january.partner_amount_due);
    expect(february.partner_amount_due).toBe(january.partner_amount_due);
    // The periods run in order: January is not recalculated once February exists.
    expect((await calculate('2027-01-01', '2027-01-31')).statusCode).toBe(409);
  });
});

describe('who reads distributions and commissions', () => {
  it('staff, the partner and its sales partner read; clients and contractors are refused', async () => {
    const seen: [unknown, number, number][] = [];
    for (const who of ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const) {
      const list = await as(who, 'GET', '/v2/distributions');
      seen.push([who, list.statusCode, list.statusCode === 200 ? list.json().data.total : -1]);
    }
    expect(seen).toEqual([
      ['admin', 200, 4],
      ['eor', 200, 4],
      ['partner', 200, 4],
      ['sales_partner', 200, 4],
      ['client', 403, -1],
      ['contractor', 403, -1],
    ]);
    // A partner's recruiter has no sensitive access.
    expect((await as(['partner', 'recruiter'], 'GET', '/v2/distributions')).statusCode).toBe(404);
  });

  it('a sales partner reads its referral without the payroll behind it, and the partner without commissions', async () => {
    const sales = (await as('sales_partner', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    expect([sales.pay, sales.burden, sales.platform_revenue]).toEqual([null, null, null]);
    expect(sales.lines[0].pay).toBeNull();
    expect(sales.lines[0].paycheck_ids).toEqual([]);
    expect(sales.commissions).toHaveLength(1);
    const partner = (await as('partner', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    expect(partner.pay).not.toBeNull();
    expect([partner.commission, partner.platform_revenue, partner.commissions]).toEqual([null, null, []]);
  });

  it("another partner's user sees none of Acme's, and its detail is Not Found", async () => {
    const beacon = await t.login('partner2@demo.test');
    const list = await t.call(beacon, { method: 'GET', url: '/v2/distributions' });
    expect([list.statusCode, list.json().data.total]).toEqual([200, 0]);
    expect((await t.call(beacon, { method: 'GET', url: `/v2/distributions/${novemberId}` })).statusCode).toBe(404);
    const lines = await t.call(beacon, { method: 'GET', url: `/v2/distributions/${novemberId}/lines` });
    expect(lines.statusCode).toBe(404);
    expect((await t.call(beacon, { method: 'POST', url: `/v2/distributions/${novemberId}/approve` })).statusCode).toBe(
      403,
    );
  });

  it('the trace and the list export as CSV', async () => {
    const csv = await as('partner', 'GET', `/v2/distributions/${novemberId}/lines?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Invoice');
    expect(csv.body).toContain('CHK 20417');
    const list = await as('admin', 'GET', '/v2/distributions?format=csv');
    expect(list.body.split('\n')[0]).toContain('Payable');
  });

  it('commissions: staff every one, a sales partner its own, another sales partner none; partners refused', async () => {
    const seen: [unknown, number, number][] = [];
    for (const who of ['admin', 'eor', 'sales_partner', 'partner', 'client', 'contractor'] as const) {
      const list = await as(who, 'GET', '/v2/commissions');
      seen.push([who, list.statusCode, list.statusCode === 200 ? list.json().data.total : -1]);
    }
    // November, December and the January clawback (February has no cash).
    expect(seen).toEqual([
      ['admin', 200, 3],
      ['eor', 200, 3],
      ['sales_partner', 200, 3],
      ['partner', 403, -1],
      ['client', 403, -1],
      ['contractor', 403, -1],
    ]);
    const [other] = (
      await t.database.executeSql(`insert into sales_partners (name) values ('Elsewhere Referrals') returning id`)
    ).rows as { id: string }[];
    const [summit] = (
      await t.database.executeSql(`select sales_partner_id as id from users where email = 'sales@demo.test'`)
    ).rows as { id: string }[];
    await t.database.executeSql(`update users set sales_partner_id = $1 where email = 'sales@demo.test'`, [other!.id]);
    try {
      const token = await t.login('sales@demo.test');
      expect((await t.call(token, { method: 'GET', url: '/v2/commissions' })).json().data.total).toBe(0);
      expect((await t.call(token, { method: 'GET', url: '/v2/distributions' })).json().data.total).toBe(0);
      expect((await t.call(token, { method: 'GET', url: `/v2/distributions/${novemberId}` })).statusCode).toBe(404);
    } finally {
      await t.database.executeSql(`update users set sales_partner_id = $1 where email = 'sales@demo.test'`, [
        summit!.id,
      ]);
    }
  });
});

describe('two calculations of one period at once', () => {
  it('take turns on the partner lock: one distribution, its lines once', async () => {
    const both = await Promise.all([calculate('2027-03-01', '2027-03-31'), calculate('2027-03-01', '2027-03-31')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    const [count] = (
      await t.database.executeSql(
        `select count(*)::int as n from distributions where partner_id = $1 and period_start = '2027-03-01'`,
        [ids.acme],
      )
    ).rows as { n: number }[];
    expect(count!.n).toBe(1);
  });
});

describe('the monthly run', () => {
  it('calculates last month for each partner with cash, and a rerun recalculates it in place', async () => {
    const [inv] = (
      await t.database.executeSql(
        `select id, (total_due - allocated_amount)::text as open from invoices
         where partner_id = $1 and client_id = $2 and currency = 'usd' and status = 'open' and number is not null
         order by period_start limit 1`,
        [ids.acme, ids.globex],
      )
    ).rows as { id: string; open: string }[];
    const paid = await as('admin', 'POST', '/v2/payments', {
      client_id: ids.globex,
      amount: inv!.open,
      method: 'check',
      payment_date: '2027-04-12',
      reference: 'CHK APR',
      invoice_ids: [inv!.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const first = await runMonthlyDistributions(t.app.deps, '2027-05-02');
    const acme = first.find((r) => r.partnerId === ids.acme)!;
    expect(acme).toMatchObject({ currency: 'usd', refused: null });
    const april = (await as('admin', 'GET', `/v2/distributions/${acme.id}`)).json().data;
    expect([april.period_start, april.period_end, april.status]).toEqual(['2027-04-01', '2027-04-30', 'calculated']);
    expect(april.lines.length).toBeGreaterThan(0);
    // Run again: nothing is left to distribute for Acme, and April stays as it was.
    const again = await runMonthlyDistributions(t.app.deps, '2027-05-02');
    expect(again.find((r) => r.partnerId === ids.acme)).toBeUndefined();
    expect((await as('admin', 'GET', `/v2/distributions/${acme.id}`)).json().data.lines).toHaveLength(
      april.lines.length,
    );
  });
});

describe('the trace to the paychecks', () => {
  it("reaches the paychecks that paid a line's time, with their employer burden", async () => {
    // Beacon's September weeks at Initech were paid by its demo payroll runs and never invoiced: invoiced now.
    const run = await as('admin', 'POST', '/v2/invoices/run', { through: '2026-09-30', client_id: ids.initech });
    expect(run.statusCode, run.body).toBeLessThan(300);
    const drafts = (
      await t.database.executeSql(
        `select id from invoices where partner_id = $1 and client_id = $2 and status = 'draft'
           and period_start < '2026-10-01' and currency = 'usd' order by period_start`,
        [ids.beacon, ids.initech],
      )
    ).rows as { id: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    const invoiceId = drafts[0]!.id;
    const fin = await as('admin', 'POST', `/v2/invoices/${invoiceId}/finalize`);
    expect(fin.statusCode, fin.body).toBe(200);
    const total = fin.json().data.total_due as string;
    const paid = await as('admin', 'POST', '/v2/payments', {
      client_id: ids.initech,
      amount: total,
      method: 'wire',
      payment_date: '2026-10-05',
      reference: 'WIRE SEPT',
      invoice_ids: [invoiceId],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const res = await as('admin', 'POST', '/v2/distributions/calculate', {
      partner_id: ids.beacon,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const dist = res.json().data;
    const traced = (dist.lines as Line[]).filter((l) => (l.paycheck_ids as unknown as string[]).length > 0);
    expect(traced.length).toBeGreaterThan(0);
    expectLinesFoot(dist.lines);
    // The demo's paychecks carry no employer taxes (1099s, and a W-2 under the wage base): given 10% of
    // gross, the recalculated lines bear 10% of their pay as burden, each paycheck in its share.
    await t.database.executeSql(`update paychecks set employer_taxes = round(gross * 0.10, 2) where partner_id = $1`, [
      ids.beacon,
    ]);
    const again = (
      await as('admin', 'POST', '/v2/distributions/calculate', {
        partner_id: ids.beacon,
        period_start: '2026-10-01',
        period_end: '2026-10-31',
      })
    ).json().data;
    expect(again.id).toBe(dist.id);
    expect(D(again.burden).gt(0)).toBe(true);
    for (const l of again.lines as Line[]) {
      if ((l.paycheck_ids as unknown as string[]).length === 0) continue;
      expect(D(l.burden).toFixed(2)).toBe(D(l.pay).times('0.10').toDecimalPlaces(2).toFixed(2));
    }
    expectLinesFoot(again.lines);
    expect(D(dist.cash).plus(D(dist.sales_tax)).toFixed(2)).toBe(D(total).toFixed(2));
    // Each traced paycheck is Beacon's and paid the line's worker.
    const pc = (traced[0]!.paycheck_ids as unknown as string[])[0]!;
    const [row] = (await t.database.executeSql(`select partner_id from paychecks where id = $1`, [pc])).rows as {
      partner_id: string;
    }[];
    expect(row!.partner_id).toBe(ids.beacon);
    // Beacon has no payout account: approved, its payout fails with the reason, and may be tried again.
    expect((await as('admin', 'POST', `/v2/distributions/${dist.id}/approve`)).statusCode).toBe(200);
    const failed = await as('admin', 'POST', `/v2/distributions/${dist.id}/pay`);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/payout account/),
    });
    const retried = await as('admin', 'POST', `/v2/distributions/${dist.id}/pay`);
    expect(retried.json().data.status).toBe('failed');
  });
});
