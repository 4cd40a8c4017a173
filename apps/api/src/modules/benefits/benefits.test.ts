/**
 * Benefits (issue 13, decision 0052): the platform's and partners' plans, enrollments (by the employer and
 * from the onboarding benefits step) and dependents, as each user type and as another partner's users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const ADMIN = 'admin@demo.test';
const EVERYONE = [
  'admin@demo.test',
  'eor@demo.test',
  'partner@demo.test',
  'partner2@demo.test',
  'sales@demo.test',
  'client@demo.test',
  'contractor@demo.test',
];

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const plan = (patch: object = {}) => ({
  name: 'Clearview Life Test',
  kind: 'life',
  tax_treatment: 'section_125',
  tiers: [
    { tier: 'employee_only', employee_monthly_cost: '10.00', employer_monthly_cost: '20.00' },
    { tier: 'employee_spouse', employee_monthly_cost: '18.00', employer_monthly_cost: '30.00' },
  ],
  ...patch,
});

describe('benefit plans', () => {
  let eorPlan: string;

  it("the platform's plans: admins manage them; staff and partners read them; the others are refused", async () => {
    const codes: Record<string, number> = {};
    for (const email of EVERYONE) codes[email] = (await call(email, 'POST', '/v2/eor_benefits', plan())).statusCode;
    expect(codes).toEqual({
      'admin@demo.test': 201,
      'eor@demo.test': 403,
      'partner@demo.test': 403,
      'partner2@demo.test': 403,
      'sales@demo.test': 403,
      'client@demo.test': 403,
      'contractor@demo.test': 403,
    });
    const list = (await call('partner@demo.test', 'GET', '/v2/eor_benefits')).json().data.data;
    const mine = list.find((p: { name: string }) => p.name === 'Clearview Life Test');
    eorPlan = mine.id;
    expect(mine).toMatchObject({ source: 'eor', partner: null, tax_treatment: 'section_125', enrolled: 0 });
    for (const email of ['client@demo.test', 'sales@demo.test', 'contractor@demo.test']) {
      expect((await call(email, 'GET', '/v2/eor_benefits')).statusCode).toBe(403);
    }
    const off = await call(ADMIN, 'PATCH', `/v2/eor_benefits/${eorPlan}`, { active: false });
    expect(off.json().data.active).toBe(false);
    await call(ADMIN, 'PATCH', `/v2/eor_benefits/${eorPlan}`, { active: true });
  });

  it("a partner's plans: the partner (or an admin) manages its own; another partner neither sees nor changes them", async () => {
    const own = await call(
      'partner@demo.test',
      'POST',
      '/v2/partner_benefits',
      plan({ name: 'Acme Life', partner_id: ids.beacon }),
    );
    expect(own.statusCode, own.body).toBe(201);
    // A partner's users make their own partner's plans, whatever partner they name.
    expect(own.json().data.partner.id).toBe(ids.acme);
    const acmeLife = own.json().data.id;
    expect(
      (await call('partner2@demo.test', 'PATCH', `/v2/partner_benefits/${acmeLife}`, { active: false })).statusCode,
    ).toBe(404);
    const beaconList = (await call('partner2@demo.test', 'GET', '/v2/partner_benefits')).json().data.data;
    expect(beaconList.map((p: { id: string }) => p.id)).not.toContain(acmeLife);
    const acmeList = (await call('partner@demo.test', 'GET', '/v2/partner_benefits')).json().data.data;
    // Acme's plans from before tiers (the onboarding step's) read as employee only at their monthly costs.
    expect(acmeList.every((p: { partner: { id: string } }) => p.partner.id === ids.acme)).toBe(true);
    expect(acmeList.find((p: { kind: string }) => p.kind === 'medical').tiers[0].tier).toBe('employee_only');
    expect(
      (await call('eor@demo.test', 'POST', '/v2/partner_benefits', plan({ partner_id: ids.acme }))).statusCode,
    ).toBe(403);
    expect((await call(ADMIN, 'POST', '/v2/partner_benefits', plan())).statusCode).toBe(422);
    expect(
      (
        await call(
          ADMIN,
          'POST',
          '/v2/partner_benefits',
          plan({ partner_id: ids.acme, kind: 'dental', tax_treatment: 'traditional_401k' }),
        )
      ).statusCode,
    ).toBe(422);
  });
});

describe('enrollments and dependents', () => {
  let enrollment: string;
  let spouse: string;

  it("the onboarding benefits step's election is the worker's enrollment", async () => {
    const all = (await call('contractor@demo.test', 'GET', '/v2/benefits')).json().data.data;
    const casey = all.filter((e: { source: string }) => e.source === 'onboarding');
    expect(casey.map((e: { plan: { kind: string }; source: string }) => [e.plan.kind, e.source]).sort()).toEqual([
      ['dental', 'onboarding'],
      ['medical', 'onboarding'],
    ]);
  });

  it("an admin enrolls a worker in the platform's plans; partners, staff readers and the others are refused", async () => {
    const eorPlan = (await call(ADMIN, 'GET', '/v2/eor_benefits'))
      .json()
      .data.data.find((p: { name: string }) => p.name === 'Clearview Life Test').id;
    const body = {
      contractor_id: ids.casey,
      plan_source: 'eor',
      plan_id: eorPlan,
      tier: 'employee_spouse',
      start_date: '2026-01-01',
    };
    for (const email of [
      'eor@demo.test',
      'client@demo.test',
      'sales@demo.test',
      'contractor@demo.test',
      'partner@demo.test',
      'partner2@demo.test',
    ]) {
      expect((await call(email, 'POST', '/v2/benefits', body)).statusCode, email).toBe(403);
    }
    // Asked twice at once: the worker's lock lets one through, the other finds it (one plan per kind).
    const both = await Promise.all([
      call(ADMIN, 'POST', '/v2/benefits', body),
      call(ADMIN, 'POST', '/v2/benefits', body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const res = both.find((r) => r.statusCode === 201)!;
    enrollment = res.json().data.id;
    expect(res.json().data).toMatchObject({ tier: 'employee_spouse', employee_monthly_cost: '18.00', source: 'staff' });
    expect(res.json().data.per_paycheck.employee).toMatch(/^\d+\.\d\d$/);
    expect((await call(ADMIN, 'POST', '/v2/benefits', body)).statusCode).toBe(409);
    // A 1099 worker (Ian) takes no benefits.
    expect((await call(ADMIN, 'POST', '/v2/benefits', { ...body, contractor_id: ids.ian })).statusCode).toBe(422);
  });

  it('a registered pension plan is for a Canadian employee, a section 125 plan for a US one (decision 0114)', async () => {
    const rpp = await call(
      ADMIN,
      'POST',
      '/v2/eor_benefits',
      plan({ name: 'Staffwise RPP test', kind: 'retirement', tax_treatment: 'rpp' }),
    );
    expect(rpp.statusCode, rpp.body).toBe(201);
    // Only a retirement plan is one.
    expect((await call(ADMIN, 'POST', '/v2/eor_benefits', plan({ tax_treatment: 'rpp' }))).statusCode).toBe(422);
    const [tom] = (await t.database.executeSql(`select id from contractors where email = 'tom@tremblay.example'`))
      .rows as { id: string }[];
    const life = (await call(ADMIN, 'GET', '/v2/eor_benefits'))
      .json()
      .data.data.find((p: { name: string }) => p.name === 'Clearview Life Test').id;
    const enroll = (contractor: string, planId: string) =>
      call(ADMIN, 'POST', '/v2/benefits', {
        contractor_id: contractor,
        plan_source: 'eor',
        plan_id: planId,
        tier: 'employee_only',
        start_date: '2026-01-01',
      });
    const usInRpp = await enroll(ids.casey, rpp.json().data.id);
    expect([usInRpp.statusCode, usInRpp.json().detail[0].msg]).toEqual([
      422,
      'A registered pension plan is for Canadian employees',
    ]);
    const canadianInSection125 = await enroll(tom!.id, life);
    expect([canadianInSection125.statusCode, canadianInSection125.json().detail[0].msg]).toEqual([
      422,
      'Section 125 and 401(k) plans are for US employees',
    ]);
    expect((await enroll(tom!.id, rpp.json().data.id)).statusCode).toBe(201);
  });

  it('reads enrollments in scope', async () => {
    for (const [email, code] of [
      ['admin@demo.test', 200],
      ['eor@demo.test', 200],
      ['partner@demo.test', 200],
      ['contractor@demo.test', 200],
      ['partner2@demo.test', 404],
      ['client@demo.test', 403],
      ['sales@demo.test', 403],
    ] as const) {
      expect((await call(email, 'GET', `/v2/benefits/${enrollment}`)).statusCode, email).toBe(code);
    }
    expect((await call('partner2@demo.test', 'GET', '/v2/benefits')).json().data.data).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: enrollment })]),
    );
  });

  it("the worker adds and removes its dependents, within the tier and the public globals' values", async () => {
    const add = (patch: object = {}, email = 'contractor@demo.test') =>
      call(email, 'POST', '/v2/benefit_dependents', {
        benefit_id: enrollment,
        first_name: 'Dana',
        last_name: 'Doe',
        date_of_birth: '1990-04-02',
        gender: 'female',
        relationship: 'spouse',
        ...patch,
      });
    const first = await add();
    expect(first.statusCode, first.body).toBe(201);
    spouse = first.json().data.id;
    expect((await add({ relationship: 'domestic_partner' })).json().detail[0].msg).toContain('already covered');
    expect((await add({ relationship: 'child' })).statusCode).toBe(422);
    expect((await add({ gender: 'robot' })).json().detail[0].loc).toEqual(['body', 'gender']);
    expect((await add({}, 'partner2@demo.test')).statusCode).toBe(422);
    expect((await add({}, 'eor@demo.test')).statusCode).toBe(403);
    const seen = (await call('contractor@demo.test', 'GET', `/v2/benefit_dependents?benefit_id=${enrollment}`)).json()
      .data.data;
    expect(seen.map((d: { id: string }) => d.id)).toEqual([spouse]);
    expect((await call('partner2@demo.test', 'DELETE', `/v2/benefit_dependents/${spouse}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'DELETE', `/v2/benefit_dependents/${spouse}`)).statusCode).toBe(403);
    expect((await call('contractor@demo.test', 'DELETE', `/v2/benefit_dependents/${spouse}`)).statusCode).toBe(204);
    expect((await call(ADMIN, 'GET', `/v2/benefits/${enrollment}`)).json().data.dependents).toEqual([]);
  });

  it('the employer ends an enrollment', async () => {
    expect(
      (await call('partner@demo.test', 'POST', `/v2/benefits/${enrollment}/end`, { end_date: '2026-12-31' }))
        .statusCode,
    ).toBe(403);
    const ended = await call(ADMIN, 'POST', `/v2/benefits/${enrollment}/end`, { end_date: '2026-12-31' });
    expect(ended.json().data.end_date).toBe('2026-12-31');
    expect((await call(ADMIN, 'POST', `/v2/benefits/${enrollment}/end`, { end_date: '2025-01-01' })).statusCode).toBe(
      422,
    );
  });
});
