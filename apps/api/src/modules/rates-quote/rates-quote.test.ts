import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoIds, type DemoIds } from '../assignments/assignment-test-ids.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
});
afterAll(async () => t?.close());

const quote = async (email: string, body: object) =>
  t.call(await token(email), { method: 'POST', url: '/v2/rates_quote', payload: body });

describe('the pricing calculator', () => {
  it('prices a bill rate from a markup with the burden of the state and workers comp code', async () => {
    const res = await quote('partner@demo.test', {
      pay_rate: '20',
      markup_percent: '50',
      state: 'tx',
      workers_comp_code: '8810',
      date: '2026-06-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bill_rate: '30.0000',
      markup_percent: '50.0000',
      margin_before_burden_percent: '33.3333',
      // 20 × 7.65% = 1.53; 7,000 × 0.6% ÷ 2,080 = 0.0202; 9,000 × 2.7% ÷ 2,080 = 0.1168; 0.2 × 0.18 = 0.036
      burden: { fica: '1.5300', futa: '0.0202', suta: '0.1168', workers_comp: '0.0360', total: '1.7030' },
      margin_per_hour: '8.2970',
      margin_percent: '27.6567',
      overtime_bill_rate: '45.0000',
      settings: { suta_percent: '2.7000', workers_comp_per_100: '0.1800', overtime_multiplier: '1.5000' },
    });
  });

  it('prices a bill rate from a target margin, and checks a given bill rate', async () => {
    const margin = (
      await quote('admin@demo.test', {
        pay_rate: '20',
        target_margin_percent: '25',
        state: 'CA',
        workers_comp_code: '8832',
      })
    ).json().data;
    expect(Number(margin.margin_percent)).toBeCloseTo(25, 3);
    const bill = (await quote('eor@demo.test', { pay_rate: '20', bill_rate: '30', state: 'NY' })).json().data;
    expect(bill).toMatchObject({ bill_rate: '30.0000', markup_percent: '50.0000' });
  });

  it('validates the request', async () => {
    const none = await quote('partner@demo.test', { pay_rate: '20', state: 'TX' });
    expect(none.statusCode).toBe(422);
    const both = await quote('partner@demo.test', { pay_rate: '20', state: 'TX', markup_percent: '1', bill_rate: '2' });
    expect(both.statusCode).toBe(422);
    const full = await quote('partner@demo.test', { pay_rate: '20', state: 'TX', target_margin_percent: '100' });
    expect(full.json().detail.map((d: { loc: string[] }) => d.loc.at(-1))).toContain('target_margin_percent');
    const partner = await quote('admin@demo.test', {
      pay_rate: '20',
      state: 'TX',
      markup_percent: '1',
      partner_id: ids.globex,
    });
    expect(partner.json().detail[0].loc).toEqual(['body', 'partner_id']);
  });

  it('is for staff and partner users who see bills', async () => {
    const body = { pay_rate: '20', markup_percent: '50', state: 'TX' };
    expect((await quote('partner2@demo.test', body)).statusCode).toBe(200);
    expect((await quote('client@demo.test', body)).statusCode).toBe(403);
    expect((await quote('contractor@demo.test', body)).statusCode).toBe(403);
    expect((await quote('sales@demo.test', body)).statusCode).toBe(403);
    expect([403, 404]).toContain((await quote('timesheets@demo.test', body)).statusCode);
  });
});
