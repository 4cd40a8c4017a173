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
      // A year of $800 weeks through the payroll engine: 20 × 6.2% = 1.24 and 20 × 1.45% = 0.29 (41,600 a
      // year, under the Social Security base); 7,000 × 0.6% ÷ 2,080 = 0.0202; the platform's own TX
      // registration (company taxes) 9,000 × 2.7% ÷ 2,080 = 0.1168; its 8810 rate 0.2 × 0.21 = 0.042.
      burden: {
        fica: '1.5300',
        social_security: '1.2400',
        medicare: '0.2900',
        futa: '0.0202',
        suta: '0.1168',
        workers_comp: '0.0420',
        total: '1.7090',
      },
      burden_basis: {
        method: 'payroll_engine',
        suta: { source: 'company_taxes' },
        workers_comp_per_100: { source: 'company_taxes' },
      },
      margin_per_hour: '8.2910',
      margin_percent: '27.6367',
      overtime_bill_rate: '45.0000',
      settings: {
        social_security_percent: '6.2000',
        social_security_wage_base: '184500.0000',
        medicare_percent: '1.4500',
        fica_percent: null,
        suta_percent: '2.7000',
        workers_comp_per_100: '0.1800',
        overtime_multiplier: '1.5000',
      },
    });
  });

  it("takes SUTA and workers' comp from the employer's own company taxes, else the state's /rates settings", async () => {
    const body = { pay_rate: '20', markup_percent: '50', workers_comp_code: '8810', date: '2026-06-01' };
    // Beacon employs its own workers: its TX registration (3.1% on 9,000) and its 8810 rate (0.19).
    const beacon = (await quote('partner2@demo.test', { ...body, state: 'TX' })).json().data;
    expect(beacon.burden).toMatchObject({ suta: '0.1341', workers_comp: '0.0380' });
    expect(beacon.burden_basis).toEqual({
      method: 'payroll_engine',
      suta: {
        rate_percent: expect.stringMatching(/^3\.1/),
        wage_base: expect.stringMatching(/^9000/),
        source: 'company_taxes',
      },
      workers_comp_per_100: { value: expect.stringMatching(/^0\.19/), source: 'company_taxes' },
      other: null,
    });
    // Nevada: no registration and no /rates SUTA row — SUTA is left out, and the basis says so.
    const nevada = (await quote('partner2@demo.test', { ...body, state: 'NV' })).json().data;
    expect([nevada.burden.suta, nevada.burden_basis.suta]).toEqual(['0.0000', null]);
  });

  it("prices a Canadian employee with the employer's CPP, CPP2 and EI, and an EOR employee with the country's configured cost", async () => {
    const body = { pay_rate: '25', markup_percent: '50', workers_comp_code: null, date: '2026-06-01' };
    const canada = (await quote('admin@demo.test', { ...body, state: 'ON', classification: 'canada_t4' })).json().data;
    // A year of $1,000 weeks: CPP 55.50 × 52 + EI 22.82 × 52 = 4,072.64 ÷ 2,080 = 1.9580.
    expect(canada.burden).toMatchObject({ fica: '0.0000', other: '1.9580', total: '1.9580' });
    expect(canada.burden_basis).toMatchObject({ method: 'payroll_engine', other: 'canada_cpp_ei' });
    const eor = { ...body, state: 'GB', classification: 'international_eor' };
    // No GB cost configured: no burden, on the settings' terms, as before.
    expect((await quote('admin@demo.test', eor)).json().data.burden.total).toBe('0.0000');
    const added = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: '/v2/rates',
      payload: {
        kind: 'international_employer_cost_percent',
        region: 'GB',
        effective_date: '2026-01-01',
        value: '13.8',
      },
    });
    expect(added.statusCode).toBe(201);
    const gb = (await quote('admin@demo.test', eor)).json().data;
    expect(gb.burden).toMatchObject({ other: '3.4500', total: '3.4500' });
    expect(gb.burden_basis.other).toBe('international_employer_cost');
  });

  it('caps Social Security at its wage base for pay above it, and not Medicare', async () => {
    const res = await quote('partner@demo.test', {
      pay_rate: '120',
      markup_percent: '40',
      state: 'TX',
      workers_comp_code: '8810',
      date: '2026-06-01',
    });
    const burden = res.json().data.burden;
    // 120 × 2,080 = 249,600 a year, over 184,500: 184,500 × 6.2% = 11,439 ÷ 2,080 = 5.4995 (a flat 6.2% is 7.44).
    expect(burden).toMatchObject({ social_security: '5.4995', medicare: '1.7400', fica: '7.2395' });
    expect(Number(burden.social_security)).toBeLessThan(120 * 0.062);
  });

  it('honours a legacy combined FICA rate, flat and uncapped, for dates before the split rates start', async () => {
    await t.database.executeSql(
      `insert into rate_settings (kind, effective_date, value, note) values ('fica_percent', '2025-01-01', '7.65', 'before the split')`,
    );
    const body = { pay_rate: '120', markup_percent: '40', state: 'TX', workers_comp_code: '8810' };
    const before = (await quote('admin@demo.test', { ...body, date: '2025-06-01' })).json().data;
    expect(before.burden).toMatchObject({ fica: '9.1800', social_security: null, medicare: null });
    expect(before.settings).toMatchObject({
      fica_percent: '7.6500',
      social_security_percent: null,
      social_security_wage_base: null,
      medicare_percent: null,
    });
    const after = (await quote('admin@demo.test', { ...body, date: '2026-06-01' })).json().data;
    expect(after.burden).toMatchObject({ fica: '7.2395', social_security: '5.4995' });
    expect(after.settings.fica_percent).toBeNull();
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
    // Without a date the quote uses the settings in effect today.
    expect(bill).toMatchObject({ bill_rate: '30.0000', markup_percent: '50.0000', date: '2026-11-02' });
  });

  it("charges the burden of the worker's classification: none for a 1099, as a saved assignment's margin", async () => {
    const body = { pay_rate: '60', bill_rate: '85', state: 'TX', workers_comp_code: '8810', date: '2026-06-01' };
    const ic = (await quote('partner@demo.test', { ...body, classification: 'independent_contractor' })).json().data;
    expect(ic).toMatchObject({
      classification: 'independent_contractor',
      margin_percent: '29.4118',
      margin_per_hour: '25.0000',
      burden: { total: '0.0000', fica: '0.0000', workers_comp: '0.0000' },
    });
    // Without a classification the calculator quotes a W-2 employee, as before.
    const w2 = (await quote('partner@demo.test', body)).json().data;
    expect(w2.classification).toBe('w-2');
    expect(Number(w2.burden.total)).toBeGreaterThan(0);
    const target = {
      pay_rate: '60',
      target_margin_percent: '25',
      state: 'TX',
      classification: 'independent_contractor',
    };
    // 60 ÷ (1 − 25%) = 80: no burden in the cost.
    expect((await quote('partner@demo.test', target)).json().data.bill_rate).toBe('80.0000');
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
