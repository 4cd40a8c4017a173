/**
 * The client's approval week (decision 0090): the per-contractor × week view is open to clients, scoped
 * to their own contractors' time, and carries what the week will bill — priced by the ledger's own
 * engine, so the amount shown equals the bill items the approval posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, insertEntry, rows, type DemoAssignment } from './timesheet-test-kit.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let casey: DemoAssignment;

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

const WEEK = '2027-03-01';
const groupId = () => `${casey.contractorId}_${WEEK}`;

interface BillLine {
  entry_id: string;
  classification: string;
  minutes: number;
  rate: string;
  amount: string;
  currency: string;
  billed: boolean;
}

/** The bill items the ledger holds for these entries, net of reversals, per entry × class. */
async function postedBill(ids: string[]) {
  const list = ids.map((id) => `'${id}'`).join(',');
  const r = await rows(
    t,
    `select timesheet_id, classification, sum(minutes)::int as minutes, sum(amount)::text as amount
       from pay_bill_transaction_items where side = 'bill' and timesheet_id in (${list})
      group by timesheet_id, classification having sum(minutes) <> 0 order by 1, 2`,
  );
  return r.map((x) => ({
    entry_id: String(x.timesheet_id),
    classification: String(x.classification),
    minutes: Number(x.minutes),
    amount: Number(x.amount).toFixed(2),
  }));
}

describe('a client’s approval week', () => {
  let ids: string[] = [];

  beforeAll(async () => {
    // Five ten-hour days: 50 hours, so whatever overtime the engine finds is priced too.
    ids = [];
    for (const day of ['01', '02', '03', '04', '05'])
      ids.push(await insertEntry(t, casey, `2027-03-${day}`, { start: 8 * 60, end: 18 * 60 }));
  });

  it('lists and opens the week for the contractor’s own client, with hours and the amount it will bill', async () => {
    const list = await call('client@demo.test', 'GET', `/v2/approvals?week_start=${WEEK}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data).toEqual([
      expect.objectContaining({ id: groupId(), pending_count: 5, pending_minutes: 3000 }),
    ]);
    const detail = await call('client@demo.test', 'GET', `/v2/approvals/${groupId()}`);
    expect(detail.statusCode).toBe(200);
    const week = detail.json().data;
    expect(week.entries.map((e: { id: string }) => e.id).sort()).toEqual([...ids].sort());
    expect(week.total_minutes).toBe(3000);
    const lines: BillLine[] = week.bill.lines;
    // Every minute of the week is on a bill line, and each line is its minutes at its rate, half-up.
    expect(lines.reduce((s, l) => s + l.minutes, 0)).toBe(3000);
    for (const l of lines)
      expect(l.amount).toBe((Math.round((l.minutes / 60) * Number(l.rate) * 100 + 1e-9) / 100).toFixed(2));
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['usd']));
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(sum).toBeGreaterThan(0);
    expect(week.bill.totals).toEqual([{ currency: 'usd', amount: (sum / 100).toFixed(2) }]);
    expect(week.bill_amounts).toEqual(week.bill.totals);
  });

  it('is another client’s, another partner’s and a contractor’s to see not at all', async () => {
    expect((await call('initech@demo.test', 'GET', `/v2/approvals/${groupId()}`)).statusCode).toBe(404);
    expect((await call('initech@demo.test', 'GET', `/v2/approvals?week_start=${WEEK}`)).json().data.total).toBe(0);
    expect((await call('partner2@demo.test', 'GET', `/v2/approvals/${groupId()}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', `/v2/approvals?week_start=${WEEK}`)).json().data.total).toBe(0);
    expect((await call('contractor@demo.test', 'GET', `/v2/approvals/${groupId()}`)).statusCode).toBe(403);
    expect((await call('sales@demo.test', 'GET', `/v2/approvals?week_start=${WEEK}`)).statusCode).toBe(403);
  });

  it('shows staff and the partner the same amount', async () => {
    const byClient = (await call('client@demo.test', 'GET', `/v2/approvals/${groupId()}`)).json().data.bill;
    for (const who of ['admin@demo.test', 'eor@demo.test', 'partner@demo.test', 'recruiter@demo.test']) {
      const res = await call(who, 'GET', `/v2/approvals/${groupId()}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data.bill, who).toEqual(byClient);
    }
  });

  it('bills, once the client approves the whole week, exactly the amount it showed', async () => {
    const shown = (await call('client@demo.test', 'GET', `/v2/approvals/${groupId()}`)).json().data.bill;
    const res = await call('client@demo.test', 'POST', '/v2/timesheets/bulk', { action: 'approve', ids });
    expect(res.statusCode).toBe(200);
    const posted = await postedBill(ids);
    const expected = (shown.lines as BillLine[])
      .map((l) => ({ entry_id: l.entry_id, classification: l.classification, minutes: l.minutes, amount: l.amount }))
      .sort((a, b) => a.entry_id.localeCompare(b.entry_id) || a.classification.localeCompare(b.classification));
    expect(posted).toEqual(expected);
    // Approved, the week still reads the same amount (now the posted one).
    expect((await call('client@demo.test', 'GET', `/v2/approvals/${groupId()}`)).json().data.bill).toEqual(shown);
  });

  it('leaves a rejected line out of the amount', async () => {
    const week = '2027-03-08';
    const kept = await insertEntry(t, casey, week, { start: 9 * 60, end: 17 * 60 });
    const rejected = await insertEntry(t, casey, '2027-03-09', { start: 9 * 60, end: 17 * 60 });
    const id = `${casey.contractorId}_${week}`;
    const before = (await call('client@demo.test', 'GET', `/v2/approvals/${id}`)).json().data.bill;
    expect(new Set(before.lines.map((l: BillLine) => l.entry_id))).toEqual(new Set([kept, rejected]));
    const res = await call('client@demo.test', 'POST', `/v2/timesheets/${rejected}/actions`, {
      action: 'reject',
      reason: 'Not on site that day',
    });
    expect(res.statusCode).toBe(200);
    const after = (await call('client@demo.test', 'GET', `/v2/approvals/${id}`)).json().data.bill;
    expect(after.lines.map((l: BillLine) => l.entry_id)).toEqual([kept]);
    expect(Number(after.totals[0].amount)).toBeLessThan(Number(before.totals[0].amount));
  });

  it('sums a week at a Canadian and a US work location per currency, never into one figure', async () => {
    const week = '2027-03-15';
    // Casey also works one day of the week through a copy of the assignment at a work location in Ontario.
    // One statement (a pooled connection each call): copies of the work location and the assignment with its rates.
    const [copy] = await rows(
      t,
      `with wl as (
         insert into work_locations select (jsonb_populate_record(null::work_locations, to_jsonb(w) || jsonb_build_object(
           'id', gen_random_uuid(), 'name', 'Toronto site', 'country', 'CA', 'state', 'ON',
           'timezone', 'America/Toronto'))).*
           from work_locations w where w.id = '${casey.workLocationId}' returning id),
       a as (
         insert into assignments select (jsonb_populate_record(null::assignments, to_jsonb(x) || jsonb_build_object(
           'id', gen_random_uuid(), 'work_location_id', (select id from wl)))).*
           from assignments x where x.id = '${casey.id}' returning id),
       r as (
         insert into assignment_rates select (jsonb_populate_record(null::assignment_rates, to_jsonb(y) ||
           jsonb_build_object('id', gen_random_uuid(), 'assignment_id', (select id from a)))).*
           from assignment_rates y where y.assignment_id = '${casey.id}' returning 1)
       select (select id from a) as id, (select id from wl) as wl, (select count(*)::int from r) as rates`,
    );
    expect(Number(copy!.rates)).toBeGreaterThan(0);
    const inCanada = { ...casey, id: String(copy!.id), workLocationId: String(copy!.wl), timezone: 'America/Toronto' };
    const us = await insertEntry(t, casey, week, { start: 9 * 60, end: 17 * 60 });
    const ca = await insertEntry(t, inCanada, '2027-03-16', { start: 9 * 60, end: 15 * 60 });
    const id = `${casey.contractorId}_${week}`;
    const detail = (await call('client@demo.test', 'GET', `/v2/approvals/${id}`)).json().data;
    const lines: BillLine[] = detail.bill.lines;
    expect(lines.filter((l) => l.entry_id === us).map((l) => l.currency)).toEqual(['usd']);
    expect(lines.filter((l) => l.entry_id === ca).map((l) => l.currency)).toEqual(['cad']);
    const sumOf = (currency: string) =>
      (
        lines.filter((l) => l.currency === currency).reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0) / 100
      ).toFixed(2);
    expect(detail.bill.totals).toEqual([
      { currency: 'cad', amount: sumOf('cad') },
      { currency: 'usd', amount: sumOf('usd') },
    ]);
    const listed = (await call('client@demo.test', 'GET', `/v2/approvals?week_start=${week}`)).json().data.data;
    expect(listed.find((g: { id: string }) => g.id === id).bill_amounts).toEqual(detail.bill.totals);
  });
});

describe('the entry week’s pay rates (its estimated gross)', () => {
  it('gives the contractor and its partner the rate in effect each day, and a client none', async () => {
    const [rate] = await rows(
      t,
      `select pay_rate::text as pay from assignment_rates where assignment_id = '${casey.id}'
        and effective_date <= '2027-03-01' order by effective_date desc, created_at desc, id desc limit 1`,
    );
    const own = await call('contractor@demo.test', 'GET', `/v2/timesheets/week?week_start=${WEEK}`);
    expect(own.statusCode).toBe(200);
    const option = own.json().data.assignments.find((a: { id: string }) => a.id === casey.id);
    expect(option.pay_rates).toHaveLength(7);
    expect(option.pay_rates[0]).toEqual({ date: WEEK, pay_rate: rate!.pay });
    const byPartner = await call(
      'partner@demo.test',
      'GET',
      `/v2/timesheets/week?assignment_id=${casey.id}&week_start=${WEEK}`,
    );
    expect(byPartner.json().data.assignments[0].pay_rates).toEqual(option.pay_rates);
    const byClient = await call(
      'client@demo.test',
      'GET',
      `/v2/timesheets/week?assignment_id=${casey.id}&week_start=${WEEK}`,
    );
    expect(byClient.statusCode).toBe(200);
    for (const d of byClient.json().data.assignments[0].pay_rates) expect(d.pay_rate).toBeNull();
    expect(
      (await call('partner2@demo.test', 'GET', `/v2/timesheets/week?assignment_id=${casey.id}&week_start=${WEEK}`))
        .statusCode,
    ).toBe(404);
  });
});
