/**
 * POST /v2/paychecks/preview (issue 12): the payroll engine over HTTP for the paycheck calculator —
 * answered to staff and partner users who see payroll, refused to everyone else; bad input and cases the
 * engine refuses answer 422 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const preview = async (email: string, body: object) =>
  t.call(await token(email), { method: 'POST', url: '/v2/paychecks/preview', payload: body });

const TEXAS = {
  classification: 'w-2',
  check_date: '2026-03-13',
  frequency: 'biweekly',
  work_state: 'tx',
  earnings: [{ type: 'regular', amount: '2000' }],
  bill_amount: '2800',
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the paycheck preview', () => {
  it('answers every line of the paycheck, its employer cost and the margin beside a bill amount', async () => {
    const res = await preview('admin@demo.test', { ...TEXAS, employer: {} });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ gross: '2000.00', net: '1690.85', employer_cost: '2165.00', margin: '635.00' });
    expect(data.margin_percent).toBe('22.68');
    expect(data.employer_rates).toEqual({ source: 'request', employer_key: null });
    expect(data.employee_taxes.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['federal_income_tax', '156.15'],
      ['social_security', '124.00'],
      ['medicare', '29.00'],
      ['state_income_tax', '0.00'],
    ]);
    expect(data.ytd).toMatchObject({ fica_wages: '2000.00', social_security_tax: '124.00' });
    expect(data.warnings).toEqual(['No TX SUTA rate given: the employer cost leaves state unemployment out']);
  });

  it("adds the employer's SUTA and workers' comp when given, and asks for a SUTA rate with its base", async () => {
    const res = await preview('admin@demo.test', {
      ...TEXAS,
      employer: { suta_rate_percent: '2.7', suta_wage_base: '9000', workers_comp_per_100: '1.25' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.employer_taxes.map((l: { code: string; amount: string }) => [l.code, l.amount])).toContainEqual([
      'suta',
      '54.00',
    ]);
    // 2,165.00 + SUTA 54.00 + workers' comp 25.00.
    expect([data.employer_cost, data.warnings]).toEqual(['2244.00', []]);
    const half = await preview('admin@demo.test', { ...TEXAS, employer: { suta_rate_percent: '2.7' } });
    expect(half.statusCode).toBe(422);
    expect(JSON.stringify(half.json())).toContain('suta_wage_base');
  });

  it("takes SUTA and workers' comp from the employer's company taxes when none are typed in", async () => {
    const withCode = { ...TEXAS, workers_comp_code: '8810' };
    // The platform's TX registration: 2.7% on the first 9,000; its 8810 rate 0.21 per $100.
    const platform = (await preview('admin@demo.test', withCode)).json().data;
    expect(platform.employer_rates).toEqual({ source: 'company_taxes', employer_key: 'platform' });
    const lines = (d: { employer_taxes: { code: string; amount: string }[] }) =>
      Object.fromEntries(d.employer_taxes.map((l) => [l.code, l.amount]));
    expect(lines(platform)).toMatchObject({ suta: '54.00', workers_comp: '4.20' });
    expect([platform.employer_cost, platform.warnings]).toEqual(['2223.20', []]);
    // Beacon employs its own workers: its users get its registration (3.1%), as staff do when they name it.
    const ids = await t.demoIds();
    const beacon = (await preview('partner2@demo.test', withCode)).json().data;
    expect(beacon.employer_rates).toEqual({ source: 'company_taxes', employer_key: ids.beacon });
    expect(lines(beacon)).toMatchObject({ suta: '62.00', workers_comp: '3.80' });
    const named = (await preview('admin@demo.test', { ...withCode, employer_key: ids.beacon })).json().data;
    expect(named.employer_taxes).toEqual(beacon.employer_taxes);
    // A state the employer has no registration in: left out, and said so.
    const nevada = (await preview('admin@demo.test', { ...TEXAS, work_state: 'NV' })).json().data;
    expect(nevada.employer_rates.source).toBe('none');
    expect(nevada.warnings).toEqual(['No NV SUTA rate given: the employer cost leaves state unemployment out']);
    // Staff name only the platform or a self-employer; a partner only its own employer.
    for (const key of [ids.acme, 'not-a-partner']) {
      const bad = await preview('admin@demo.test', { ...TEXAS, employer_key: key });
      expect(bad.statusCode, key).toBe(422);
      expect(JSON.stringify(bad.json())).toContain('employer_key');
    }
    expect((await preview('partner@demo.test', { ...TEXAS, employer_key: ids.beacon })).statusCode).toBe(422);
    const typedIn = { ...TEXAS, employer_key: ids.beacon, employer: { workers_comp_per_100: '1' } };
    expect((await preview('partner@demo.test', typedIn)).statusCode).toBe(422);
    // A class code without a rate in the employer's company taxes is said.
    const unknownCode = (await preview('admin@demo.test', { ...TEXAS, workers_comp_code: '9999' })).json().data;
    expect(unknownCode.warnings).toEqual([expect.stringContaining("No workers' comp rate for class code 9999 in TX")]);
  });

  it('is answered to staff and partner users who see payroll, each with its own employer', async () => {
    const admin = (await preview('admin@demo.test', TEXAS)).json().data;
    for (const email of ['eor@demo.test', 'partner@demo.test', 'recruiter@demo.test']) {
      const res = await preview(email, TEXAS);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data, email).toEqual(admin);
    }
    expect((await preview('partner2@demo.test', TEXAS)).statusCode).toBe(200);
  });

  it('is refused to clients, contractors, sales partners and partner users who do not see payroll', async () => {
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await preview(email, TEXAS)).statusCode, email).toBe(403);
    }
    // A time-sheet-only partner user does not hold the /calculator link: 404, as the page answers.
    expect((await preview('timesheets@demo.test', TEXAS)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v2/paychecks/preview', payload: TEXAS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 422 naming the field for bad input and for a case the engine refuses', async () => {
    const bad = await preview('admin@demo.test', { ...TEXAS, earnings: [{ type: 'regular', amount: '-5' }] });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('earnings');
    const newYork = await preview('admin@demo.test', { ...TEXAS, work_state: 'NY' });
    expect(newYork.statusCode).toBe(422);
    expect(newYork.json()).toMatchObject({
      detail: [{ loc: ['body', 'work_state'], msg: expect.stringContaining('work state NY') }],
    });
    const quebec = await preview('admin@demo.test', { ...TEXAS, classification: 'canada_t4', work_state: 'QC' });
    expect(quebec.statusCode).toBe(422);
    expect(JSON.stringify(quebec.json())).toContain('Quebec');
  });

  it('withholds California tax by its DE 4 (Method B) and SDI', async () => {
    const res = await preview('admin@demo.test', {
      ...TEXAS,
      work_state: 'CA',
      state_form: { filing_status: 'single', allowances: 0 },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.employee_taxes.map((l: { code: string; amount: string }) => [l.code, l.amount]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['state_income_tax', '55.58'],
        ['sdi', '26.00'],
      ]),
    );
  });

  it('figures a Canadian paycheck (CRA PDOC: Ontario, $2,307.69 biweekly)', async () => {
    const res = await preview('partner@demo.test', {
      classification: 'canada_t4',
      check_date: '2026-01-16',
      frequency: 'biweekly',
      work_state: 'ON',
      earnings: [{ type: 'salary', amount: '2307.69' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'CAD', net: '1820.77', exchange: null });
  });

  it("taxes a Canadian bonus by T4127's bonus method on its own line", async () => {
    const res = await preview('admin@demo.test', {
      classification: 'canada_t4',
      check_date: '2026-06-05',
      frequency: 'weekly',
      work_state: 'AB',
      earnings: [
        { type: 'regular', amount: '1000' },
        { type: 'bonus', amount: '2500' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.employee_taxes).toContainEqual(expect.objectContaining({ code: 'bonus_income_tax', amount: '508.31' }));
    expect(data.ytd).toMatchObject({ supplemental_wages: '2500.00', canada_bonus_enhanced_cpp: '25.00' });
  });

  it("pays an international EOR employee in the contract's currency, with the country's configured employer cost and the exchange kept", async () => {
    const gb = {
      classification: 'international_eor',
      check_date: '2026-06-05',
      frequency: 'monthly',
      work_state: 'GB',
      earnings: [{ type: 'salary', amount: '4000' }],
      international: { country: 'gb', currency: 'gbp', exchange_rate: '1.2745' },
    };
    const before = (await preview('admin@demo.test', gb)).json().data;
    expect(before).toMatchObject({ currency: 'GBP', employer_cost: '4000.00', employer_taxes: [] });
    expect(before.warnings).toEqual([expect.stringContaining('No employer cost configured for GB')]);
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
    const after = (await preview('admin@demo.test', gb)).json().data;
    expect(after).toMatchObject({
      currency: 'GBP',
      net: '4000.00',
      employer_cost: '4552.00',
      exchange: { rate: '1.2745', currency: 'USD', gross: '5098.00', employer_cost: '5801.52' },
      warnings: [],
    });
    // The per-country table needs its country.
    const noCountry = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: '/v2/rates',
      payload: { kind: 'international_employer_cost_percent', effective_date: '2026-01-01', value: '13.8' },
    });
    expect(noCountry.statusCode).toBe(422);
    expect(JSON.stringify(noCountry.json())).toContain('region');
    const missing = await preview('admin@demo.test', { ...gb, international: undefined });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain('international');
  });
});
