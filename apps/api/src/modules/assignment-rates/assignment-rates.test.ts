import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

// "Today" is pinned: which rate row is current (and which setting is in effect) must not move
// with the calendar. The seed's rows run from 2026-01-01; 2026-11-02 is after every seeded change.
beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2026-11-02') });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const history = async (email: string, id: string) =>
  t.call(await token(email), { method: 'GET', url: `/v2/assignment_rates?assignment_id=${id}` });
const change = async (email: string, body: object) =>
  t.call(await token(email), { method: 'POST', url: '/v2/assignment_rates', payload: body });

describe('rate history', () => {
  it("lists Casey's rows newest first with the current one marked, each side only to those who see it", async () => {
    const rows = (await history('partner@demo.test', ids.caseyAssignment)).json().data.data;
    expect(rows.map((r: { effective_date: string }) => r.effective_date)).toEqual(['2026-07-06', '2026-01-05']);
    expect(rows.map((r: { current: boolean }) => r.current)).toEqual([true, false]);
    expect(rows[1]).toMatchObject({ pay_rate: '25.0000', bill_rate: '40.0000', reason: 'Start rate' });
    const client = (await history('client@demo.test', ids.caseyAssignment)).json().data.data;
    expect(client[0]).toHaveProperty('bill_rate');
    expect(client[0]).not.toHaveProperty('pay_rate');
    const contractor = (await history('contractor@demo.test', ids.caseyAssignment)).json().data.data;
    expect(contractor[0]).toHaveProperty('pay_rate');
    expect(contractor[0]).not.toHaveProperty('bill_rate');
  });

  it("answers 404 for another tenant's assignment", async () => {
    expect((await history('partner2@demo.test', ids.caseyAssignment)).statusCode).toBe(404);
    expect((await history('initech@demo.test', ids.caseyAssignment)).statusCode).toBe(404);
    expect((await history('sales@demo.test', ids.brunoAssignment)).statusCode).toBe(404);
  });
});

describe('changing rates', () => {
  it('adds a future row, defaults its premiums, keeps history, and leaves today untouched', async () => {
    const res = await change('partner@demo.test', {
      assignment_id: ids.caseyAssignment,
      effective_date: '2027-01-04',
      pay_rate: '30',
      bill_rate: '48',
      reason: 'New year',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      effective_date: '2027-01-04',
      pay_rate: '30.0000',
      overtime_pay_rate: '45.0000',
      double_overtime_bill_rate: '96.0000',
      current: false,
      created_by: { name: expect.any(String) },
    });
    const rows = (await history('partner@demo.test', ids.caseyAssignment)).json().data.data;
    expect(rows).toHaveLength(3);
    const a = (
      await t.call(await token('partner@demo.test'), { method: 'GET', url: `/v2/assignments/${ids.caseyAssignment}` })
    ).json().data;
    expect(a.pay_rate).toBe('27.0000');
  });

  it('carries the side a caller may not see, and refuses that side in the body', async () => {
    const payOnly = await change('partner@demo.test', {
      assignment_id: ids.caseyAssignment,
      effective_date: '2027-02-01',
      pay_rate: '31',
    });
    expect(payOnly.json().data.bill_rate).toBe('48.0000');
    expect(payOnly.json().data.overtime_bill_rate).toBe('72.0000');
  });

  it('refuses dates before the start, empty changes, other tenants and read-only users', async () => {
    const early = await change('partner@demo.test', {
      assignment_id: ids.caseyAssignment,
      effective_date: '2025-12-01',
      pay_rate: '1',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail[0].loc).toEqual(['body', 'effective_date']);
    const empty = await change('partner@demo.test', {
      assignment_id: ids.caseyAssignment,
      effective_date: '2027-03-01',
    });
    expect(empty.statusCode).toBe(422);
    const body = { assignment_id: ids.caseyAssignment, effective_date: '2027-03-01', bill_rate: '50' };
    expect((await change('partner2@demo.test', body)).statusCode).toBe(404);
    expect((await change('client@demo.test', body)).statusCode).toBe(403);
    expect((await change('contractor@demo.test', body)).statusCode).toBe(403);
    expect((await change('sales@demo.test', body)).statusCode).toBe(403);
    expect((await history('partner@demo.test', ids.caseyAssignment)).json().data.total).toBe(4);
  });
});
