/**
 * /v2/tax_forms (issue 14; decisions 0064, 0065): after Acme's earliest approved period is paid by the
 * platform (and the demo's Beacon runs, Beacon paying its own), each worker's forms equal the sums of its
 * paychecks' lines taken straight from the database; the PDFs mask the tax id; the employer's filings and
 * the EFW2 file; and every route as each user type and as the other partner's users.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tomWithCanadianAccount } from '../../test/canadian-worker.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { processPayrollRun } from '../payroll-runs/payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let year: number;
let casey: string;
let bruno: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const rows = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows;
const one = async (sql: string, values: unknown[] = []) => (await rows(sql, values))[0]!;

interface Form {
  id: string;
  kind: string;
  employer_key: string;
  contractor: { id: string; name: string };
  partner: { id: string; name: string };
  boxes: { box: string; label: string; amount: string }[];
  meets_threshold: boolean | null;
  paychecks: number;
}
const box = (f: Form, b: string) => f.boxes.find((x) => x.box === b)?.amount;

/** Pays Acme's period holding the worker's earliest approved, unpaid time: created, approved and processed. */
async function payAcmesPeriod(worker = casey) {
  const admin = await token('admin@demo.test');
  const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
  const first = await one(
    `select min(work_date)::text as first from pay_bill_transaction_items
      where partner_id = $1 and contractor_id = $2 and side = 'pay' and status = 'approved' and payroll_run_id is null`,
    [ids.acme, worker],
  );
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(first.first), 1)[0]!;
  const run = (await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
}

/** The admin offers a platform plan of one tier and enrolls the worker in it; answers the enrollment's id. */
async function enrollInNewEorPlan(
  contractorId: string,
  plan: { name: string; kind: string; tax_treatment: string; employee: string; employer: string },
) {
  const admin = await token('admin@demo.test');
  const post = (url: string, payload: object) => t.call(admin, { method: 'POST', url, payload });
  const created = await post('/v2/eor_benefits', {
    name: plan.name,
    kind: plan.kind,
    tax_treatment: plan.tax_treatment,
    tiers: [{ tier: 'employee_only', employee_monthly_cost: plan.employee, employer_monthly_cost: plan.employer }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const enrolled = await post('/v2/benefits', {
    contractor_id: contractorId,
    plan_source: 'eor',
    plan_id: created.json().data.id,
    tier: 'employee_only',
    start_date: '2025-01-01',
  });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  return String(enrolled.json().data.id);
}

/** An HSA (the employee's share through section 125, and the employer's) that Casey's paychecks carry. */
async function enrollCaseyInAnHsa() {
  hsaEnrollment = await enrollInNewEorPlan(casey, {
    name: 'Health savings account',
    kind: 'hsa',
    tax_treatment: 'section_125',
    employee: '100.00',
    employer: '50.00',
  });
}
let hsaEnrollment = '';

/** Tom (Ontario, with his Canadian deposit account so a run pays him) gives $15 of each paycheck to a charity: T4 box 46. */
async function tomGivesToCharity() {
  const tom = await tomWithCanadianAccount(t);
  const res = await t.call(await token('admin@demo.test'), {
    method: 'POST',
    url: '/v2/paycheck_deductions',
    payload: {
      contractor_id: tom,
      kind: 'charitable_donation',
      description: 'United Way',
      frequency: 'recurring',
      amount: '15.00',
      start_date: '2025-01-01',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  donation = res.json().data.id;
  await tomSavesInAnRppAndPaysUnionDues(tom);
  return tom;
}
let donation = '';

/**
 * Tom also pays into a registered pension plan (his share and the employer's: T4 boxes 20 and 52) and union
 * dues (box 44), both before income tax (decision 0114).
 */
async function tomSavesInAnRppAndPaysUnionDues(tom: string) {
  rppEnrollment = await enrollInNewEorPlan(tom, {
    name: 'Staffwise RPP',
    kind: 'retirement',
    tax_treatment: 'rpp',
    employee: '120.00',
    employer: '80.00',
  });
  const post = async (url: string, payload: object) =>
    t.call(await token('admin@demo.test'), { method: 'POST', url, payload });
  const dues = await post('/v2/paycheck_deductions', {
    contractor_id: tom,
    kind: 'union_dues',
    description: 'Local 183',
    frequency: 'recurring',
    amount: '12.50',
    start_date: '2025-01-01',
  });
  expect(dues.statusCode, dues.body).toBe(201);
  unionDues = dues.json().data.id;
}
let rppEnrollment = '';
let unionDues = '';

/** One person's issued paychecks of the year with an employer: each line code's base and amount summed, by SQL. */
async function sums(contractorId: string, employerKey: string) {
  const lines = await rows(
    `select l.section, l.code, sum(l.base)::text as base, sum(l.amount)::text as amount
       from paycheck_lines l join paychecks p on p.id = l.paycheck_id
       join payroll_runs r on r.id = p.payroll_run_id
      where p.contractor_id = $1 and p.employer_key = $2 and p.refusal is null and not p.excluded
        and r.status in ('processing', 'paid', 'partially_paid')
        and p.check_date between $3 and $4
        and p.reversal_of_id is null
        and not exists (select 1 from paychecks v where v.reversal_of_id = p.id)
      group by l.section, l.code`,
    [contractorId, employerKey, `${year}-01-01`, `${year}-12-31`],
  );
  const of = (section: string, pick: (code: string) => boolean, col: 'base' | 'amount' = 'amount') =>
    lines
      .filter((l) => l.section === section && pick(String(l.code)))
      .reduce((a, l) => a.plus(String(l[col])), new Decimal(0))
      .toFixed(2);
  return { of, lines };
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await withoutEmailCodes(t);
  casey = String((await one(`select contractor_id from users where email = 'contractor@demo.test'`)).contractor_id);
  bruno = String((await one(`select contractor_id from users where email = 'bruno@beacon.test'`)).contractor_id);
  await enrollCaseyInAnHsa();
  const tom = await tomGivesToCharity();
  await payAcmesPeriod();
  // Tom's own period too, when Casey's did not pay him: the T4 is figured from a real Canadian paycheck.
  if (!(await one(`select count(*)::int as n from paychecks where contractor_id = $1`, [tom])).n) {
    await payAcmesPeriod(tom);
  }
  const latest = await one(
    `select max(check_date)::text as d from paychecks where contractor_id = $1 and refusal is null`,
    [casey],
  );
  year = Number(String(latest.d).slice(0, 4));
  // SSNs for the EFW2 (the demo's workers have none on file): encrypted as the tax-id field is, last four kept.
  const crypto = t.app.deps.crypto;
  const withSsn = await rows(
    `select distinct p.contractor_id from paychecks p where p.classification = 'w-2' and p.refusal is null`,
  );
  let n = 0;
  for (const r of withSsn) {
    const ssn = `5${String(++n).padStart(2, '0')}${'456789'.slice(0, 6)}`;
    await t.database.executeSql(
      `update contractors set tax_id_type = 'ssn', tax_id_ciphertext = $2, tax_id_last4 = $3 where id = $1`,
      [r.contractor_id, crypto.encrypt(ssn), ssn.slice(-4)],
    );
  }
});
afterAll(async () => t?.close());

describe('the forms', () => {
  it("each W-2's boxes are its paychecks' lines summed (staff see every employer's)", async () => {
    const res = await get('admin@demo.test', `/v2/tax_forms?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const forms = res.json().data.forms as Form[];
    const w2s = forms.filter((f) => f.kind === 'w2');
    expect(w2s.some((f) => f.contractor.id === casey)).toBe(true);
    for (const f of w2s) {
      const { of } = await sums(f.contractor.id, f.employer_key);
      const wages = new Decimal(of('earning', (c) => c !== 'reimbursement'));
      expect(box(f, '1'), f.contractor.name).toBe(wages.minus(of('pre_tax', () => true)).toFixed(2));
      expect(box(f, '2')).toBe(of('employee_tax', (c) => c === 'federal_income_tax'));
      expect(box(f, '3')).toBe(of('employee_tax', (c) => c === 'social_security', 'base'));
      expect(box(f, '4')).toBe(of('employee_tax', (c) => c === 'social_security'));
      expect(box(f, '5')).toBe(of('employee_tax', (c) => c === 'medicare', 'base'));
      expect(box(f, '6')).toBe(of('employee_tax', (c) => c === 'medicare' || c === 'additional_medicare'));
    }
  });

  it('an HSA’s employee share through section 125 and the employer’s share are box 12 W', async () => {
    const res = await get('admin@demo.test', `/v2/tax_forms?year=${year}`);
    const w2 = (res.json().data.forms as Form[]).find((f) => f.kind === 'w2' && f.contractor.id === casey)!;
    const { of } = await sums(casey, w2.employer_key);
    const employee = new Decimal(of('pre_tax', (c) => c === `benefit:${hsaEnrollment}`));
    const employer = new Decimal(of('employer_tax', (c) => c === `employer_benefit:${hsaEnrollment}`));
    expect(employee.gt(0) && employer.gt(0), 'the paychecks carry both shares').toBe(true);
    expect(box(w2, '12 W')).toBe(employee.plus(employer).toFixed(2));
  });

  it("Bruno's 1099-NEC (Beacon's) is his payments less reimbursements, against the $2,000 threshold", async () => {
    const forms = (await get('admin@demo.test', `/v2/tax_forms?year=${year}`)).json().data.forms as Form[];
    const nec = forms.find((f) => f.kind === '1099_nec' && f.contractor.id === bruno)!;
    expect(nec.employer_key).toBe(ids.beacon);
    const { of } = await sums(bruno, ids.beacon);
    expect(box(nec, '1')).toBe(of('earning', (c) => c !== 'reimbursement'));
    expect(box(nec, '4')).toBe(of('employee_tax', (c) => c === 'backup_withholding'));
    expect(nec.meets_threshold).toBe(new Decimal(box(nec, '1')!).gte(2000));
  });

  it('a T4 for a Canadian worker paid in the year, its boxes the lines summed', async () => {
    const forms = (await get('admin@demo.test', `/v2/tax_forms?year=${year}`)).json().data.forms as Form[];
    for (const f of forms.filter((x) => x.kind === 't4')) {
      const { of } = await sums(f.contractor.id, f.employer_key);
      expect(box(f, '14')).toBe(of('earning', (c) => c !== 'reimbursement'));
      expect(box(f, '16')).toBe(of('employee_tax', (c) => c === 'cpp'));
      expect(box(f, '18')).toBe(of('employee_tax', (c) => c === 'ei'));
      expect(box(f, '22')).toBe(
        of('employee_tax', (c) => ['federal_income_tax', 'provincial_income_tax', 'bonus_income_tax'].includes(c)),
      );
      const given = of('post_tax', (c) => c === `deduction:${donation}`);
      expect(box(f, '46')).toBe(Number(given) > 0 ? given : undefined);
      // Before income tax (decision 0114): the RPP share, union dues, and the pension adjustment with the employer's.
      const rpp = of('pre_tax', (c) => c === `benefit:${rppEnrollment}`);
      const dues = of('pre_tax', (c) => c === `deduction:${unionDues}`);
      const pa = new Decimal(rpp).plus(of('employer_tax', (c) => c === `employer_benefit:${rppEnrollment}`));
      expect(box(f, '20')).toBe(Number(rpp) > 0 ? rpp : undefined);
      expect(box(f, '44')).toBe(Number(dues) > 0 ? dues : undefined);
      expect(box(f, '52')).toBe(pa.gt(0) ? pa.toFixed(2) : undefined);
    }
    const tom = forms.find((f) => f.kind === 't4' && f.contractor.name === 'Tom Tremblay');
    expect(Number(tom && box(tom, '46')), 'the run paid Tom with his donation taken').toBeGreaterThan(0);
    expect(Number(tom && box(tom, '20')), 'and his RPP share').toBeGreaterThan(0);
    expect(Number(tom && box(tom, '44')), 'and his union dues').toBeGreaterThan(0);
    // Each of Tom's paychecks figured income tax on his pay less the RPP share and union dues (and enhanced CPP).
    const bases = await rows(
      `select (select sum(amount) from paycheck_lines where paycheck_id = p.id and section = 'earning')::text as earned,
              (select sum(amount) from paycheck_lines where paycheck_id = p.id and section = 'pre_tax')::text as pre_tax,
              (select base from paycheck_lines where paycheck_id = p.id and code = 'federal_income_tax')::text as taxed
         from paychecks p where p.contractor_id = $1 and p.refusal is null and not p.excluded`,
      [tom!.contractor.id],
    );
    expect(bases.length).toBeGreaterThan(0);
    for (const b of bases.filter((x) => Number(x.pre_tax) > 0)) {
      // taxed = earned − pre-tax − F5A, F5A a small part of CPP (about 1/6 of it: cents, not dollars).
      const f5a = new Decimal(String(b.earned)).minus(String(b.pre_tax)).minus(String(b.taxed));
      expect(f5a.gte(0) && f5a.lt(new Decimal(String(b.earned)).times('0.01')), JSON.stringify(b)).toBe(true);
    }
  });

  it('the W-3 adds up the employer’s W-2s', async () => {
    const data = (await get('admin@demo.test', `/v2/tax_forms?year=${year}`)).json().data;
    const platform = data.employers.find((e: { employer_key: string }) => e.employer_key === 'platform');
    const w2s = (data.forms as Form[]).filter((f) => f.kind === 'w2' && f.employer_key === 'platform');
    expect(platform.w3.forms).toBe(w2s.length);
    for (const b of ['1', '2', '3', '4', '5', '6']) {
      const total = w2s.reduce((a, f) => a.plus(box(f, b) ?? 0), new Decimal(0)).toFixed(2);
      expect(platform.w3.boxes.find((x: { box: string }) => x.box === b).amount).toBe(total);
    }
  });

  it('as each user type and the other partner’s users: each sees its own forms only', async () => {
    const forms = async (email: string) => {
      const res = await get(email, `/v2/tax_forms?year=${year}`);
      return { status: res.statusCode, data: res.statusCode === 200 ? res.json().data : null };
    };
    const eor = await forms('eor@demo.test');
    expect(eor.status).toBe(200);
    expect(eor.data.employers.length).toBeGreaterThan(0);
    // Acme's owner: Acme's workers' forms; Acme is not an employer (the platform employs them): no filings.
    const acme = await forms('partner@demo.test');
    expect(acme.status).toBe(200);
    expect(acme.data.forms.length).toBeGreaterThan(0);
    expect(acme.data.forms.every((f: Form) => f.partner.id === ids.acme)).toBe(true);
    expect(acme.data.employers).toEqual([]);
    // Beacon's owner (a self-employer): Beacon's workers' forms and its own filings only.
    const beacon = await forms('partner2@demo.test');
    expect(beacon.data.forms.every((f: Form) => f.partner.id === ids.beacon)).toBe(true);
    expect(beacon.data.forms.some((f: Form) => f.contractor.id === bruno)).toBe(true);
    expect(beacon.data.employers.map((e: { employer_key: string }) => e.employer_key)).toEqual([ids.beacon]);
    // A contractor: its own forms, no filings.
    const own = await forms('contractor@demo.test');
    expect(own.data.forms.length).toBeGreaterThan(0);
    expect(own.data.forms.every((f: Form) => f.contractor.id === casey)).toBe(true);
    expect(own.data.employers).toEqual([]);
    const brunos = await forms('bruno@beacon.test');
    expect(brunos.data.forms.map((f: Form) => f.kind)).toEqual(['1099_nec']);
    // No payroll role, a client, a sales partner: refused.
    expect((await forms('timesheets@demo.test')).status).toBe(404);
    expect((await forms('client@demo.test')).status).toBe(403);
    expect((await forms('sales@demo.test')).status).toBe(403);
  });

  it('refuses a malformed year or employer', async () => {
    expect((await get('admin@demo.test', '/v2/tax_forms?year=abc')).statusCode).toBe(422);
    expect((await get('admin@demo.test', '/v2/tax_forms?employer_key=nope')).statusCode).toBe(422);
  });
});

describe('the form PDFs', () => {
  const pdfText = async (raw: Buffer) =>
    (await new PDFParse({ data: new Uint8Array(raw) }).getText()).text.replace(/\s+/g, ' ');

  it("the worker's W-2: boxes as the API answers them, the SSN masked to its last four", async () => {
    const url = `/v2/tax_forms/w2/platform/${casey}/pdf?year=${year}`;
    const res = await get('contractor@demo.test', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    const last4 = String((await one(`select tax_id_last4 from contractors where id = $1`, [casey])).tax_id_last4);
    expect(text).toContain(`***-**-${last4}`);
    const clear = t.app.deps.crypto.decrypt(
      String((await one(`select tax_id_ciphertext from contractors where id = $1`, [casey])).tax_id_ciphertext),
    );
    expect(text).not.toContain(clear);
    const form = ((await get('contractor@demo.test', `/v2/tax_forms?year=${year}`)).json().data.forms as Form[]).find(
      (f) => f.kind === 'w2',
    )!;
    expect(text).toContain(`Form W-2 ${year}`);
    expect(text).toContain(`$${Number(box(form, '1')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('as each user type and the other partner’s users', async () => {
    const casey2 = `/v2/tax_forms/w2/platform/${casey}/pdf?year=${year}`;
    const brunos = `/v2/tax_forms/1099_nec/${ids.beacon}/${bruno}/pdf?year=${year}`;
    const cases: [string, string, number][] = [
      ['admin@demo.test', casey2, 200],
      ['eor@demo.test', casey2, 200],
      ['partner@demo.test', casey2, 200],
      ['partner2@demo.test', casey2, 404],
      ['contractor@demo.test', casey2, 200],
      ['bruno@beacon.test', casey2, 404],
      ['client@demo.test', casey2, 403],
      ['sales@demo.test', casey2, 403],
      ['partner2@demo.test', brunos, 200],
      ['partner@demo.test', brunos, 404],
      ['bruno@beacon.test', brunos, 200],
      ['contractor@demo.test', brunos, 404],
      // A kind the worker has no form of.
      ['admin@demo.test', `/v2/tax_forms/t4/platform/${casey}/pdf?year=${year}`, 404],
    ];
    for (const [email, url, status] of cases)
      expect((await get(email, url)).statusCode, `${email} ${url}`).toBe(status);
  });
});

describe("the employer's filings", () => {
  it('W-3 and T4 Summary PDFs: staff any employer, a self-employer its own, no one else', async () => {
    const w3 = (key: string) => `/v2/tax_forms/summary/pdf?year=${year}&employer_key=${key}&kind=w3`;
    const cases: [string, string, number][] = [
      ['admin@demo.test', w3('platform'), 200],
      ['eor@demo.test', w3('platform'), 200],
      ['partner@demo.test', w3('platform'), 403],
      ['partner2@demo.test', w3('platform'), 404],
      ['partner2@demo.test', w3(ids.beacon), 200],
      ['contractor@demo.test', w3('platform'), 403],
      ['client@demo.test', w3('platform'), 403],
      ['sales@demo.test', w3('platform'), 403],
      ['admin@demo.test', `/v2/tax_forms/summary/pdf?year=${year}&employer_key=${ids.beacon}&kind=t4_summary`, 404],
    ];
    for (const [email, url, status] of cases)
      expect((await get(email, url)).statusCode, `${email} ${url}`).toBe(status);
  });

  it('Form 941 CSV: the quarter’s lines from the paychecks, line 7 the cents between', async () => {
    const quarterOfCasey = await one(
      `select extract(quarter from max(check_date))::int as q from paychecks where contractor_id = $1 and refusal is null`,
      [casey],
    );
    const q = Number(quarterOfCasey.q);
    const res = await get(
      'admin@demo.test',
      `/v2/tax_forms/reports/form_941?year=${year}&quarter=${q}&employer_key=platform`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const csv = Object.fromEntries(
      res.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => {
          const at = l.lastIndexOf(',');
          return [l.slice(0, at).replace(/^"|"$/g, ''), l.slice(at + 1).replace(/^'/, '')];
        }),
    );
    const lines = await rows(
      `select l.section, l.code, sum(l.base)::text as base, sum(l.amount)::text as amount
         from paycheck_lines l join paychecks p on p.id = l.paycheck_id join payroll_runs r on r.id = p.payroll_run_id
        where p.employer_key = 'platform' and p.classification = 'w-2' and p.refusal is null and not p.excluded
          and r.status in ('processing', 'paid', 'partially_paid') and p.reversal_of_id is null
          and not exists (select 1 from paychecks v where v.reversal_of_id = p.id)
          and extract(year from p.check_date) = $1 and extract(quarter from p.check_date) = $2
        group by l.section, l.code`,
      [year, q],
    );
    const of = (code: string, col: 'base' | 'amount') =>
      lines
        .filter((l) => l.code === code)
        .reduce((a, l) => a.plus(String(l[col])), new Decimal(0))
        .toFixed(2);
    expect(csv['3']).toBe(of('federal_income_tax', 'amount'));
    expect(csv['5a column 1 (taxable social security wages)']).toBe(of('social_security', 'base'));
    expect(csv['5c column 1 (taxable Medicare wages)']).toBe(of('medicare', 'base'));
    expect(csv['Social security (employer)']).toBe(of('social_security_employer', 'amount'));
    const owed = [
      'social_security',
      'social_security_employer',
      'medicare',
      'medicare_employer',
      'additional_medicare',
    ].reduce((a, c) => a.plus(of(c, 'amount')), new Decimal(0));
    expect(csv['7 (fractions of cents)']).toBe(owed.minus(csv['5e']!).toFixed(2));
    // Line 1: the people paid wages for the pay period (the run's) that includes the 12th of the third month.
    // The demo's paid runs need not cover that day: Casey's last run is made to for this check, then restored.
    const twelfth = `${year}-${String(q * 3).padStart(2, '0')}-12`;
    const run = await one(
      `select r.id, r.period_start::text as ps, r.period_end::text as pe from payroll_runs r
         join paychecks p on p.payroll_run_id = r.id
        where p.contractor_id = $1 and p.refusal is null order by p.check_date desc limit 1`,
      [casey],
    );
    await rows(`update payroll_runs set period_start = $2::date - 3, period_end = $2::date + 3 where id = $1`, [
      run.id,
      twelfth,
    ]);
    try {
      const paidForIt = await one(
        `select count(distinct p.person_key)::int as n from paychecks p join payroll_runs r on r.id = p.payroll_run_id
          where p.employer_key = 'platform' and p.classification = 'w-2' and p.refusal is null and not p.excluded
            and r.status in ('processing', 'paid', 'partially_paid') and p.reversal_of_id is null
            and not exists (select 1 from paychecks v where v.reversal_of_id = p.id)
            and extract(year from p.check_date) = $1 and r.period_start <= $2::date and $2::date <= r.period_end
            and exists (select 1 from paycheck_lines l where l.paycheck_id = p.id and l.section = 'earning'
                          and l.amount > 0)`,
        [year, twelfth],
      );
      expect(paidForIt.n).toBeGreaterThan(0);
      const again = await get(
        'admin@demo.test',
        `/v2/tax_forms/reports/form_941?year=${year}&quarter=${q}&employer_key=platform`,
      );
      expect(again.body).toContain(`\r\n1 (employees paid for the pay period including the 12th),${paidForIt.n}\r\n`);
    } finally {
      await rows(`update payroll_runs set period_start = $2, period_end = $3 where id = $1`, [run.id, run.ps, run.pe]);
    }
  });

  it('Form 940 and the state wage list; the wage list masks the SSN', async () => {
    const f940 = await get('admin@demo.test', `/v2/tax_forms/reports/form_940?year=${year}&employer_key=platform`);
    expect(f940.statusCode, f940.body).toBe(200);
    expect(f940.body).toContain('7 (taxable FUTA wages)');
    const futa = await one(
      `select coalesce(sum(l.base), 0)::text as base from paycheck_lines l join paychecks p on p.id = l.paycheck_id
         join payroll_runs r on r.id = p.payroll_run_id
        where p.employer_key = 'platform' and l.code = 'futa' and p.refusal is null and not p.excluded
          and r.status in ('processing', 'paid', 'partially_paid') and p.reversal_of_id is null
          and not exists (select 1 from paychecks v where v.reversal_of_id = p.id)
          and extract(year from p.check_date) = $1`,
      [year],
    );
    expect(f940.body).toContain(`7 (taxable FUTA wages),${new Decimal(String(futa.base)).toFixed(2)}`);
    const q = await one(
      `select extract(quarter from max(check_date))::int as q from paychecks where contractor_id = $1`,
      [casey],
    );
    const wages = await get(
      'admin@demo.test',
      `/v2/tax_forms/reports/state_wages?year=${year}&quarter=${q.q}&employer_key=platform`,
    );
    expect(wages.statusCode, wages.body).toBe(200);
    expect(wages.body.split('\r\n')[0]).toBe(
      'State,Last name,First name,SSN,Paychecks,Total wages,Taxable wages,Employer SUTA,Employee contributions',
    );
    expect(wages.body).toMatch(/\*\*\*-\*\*-\d{4}/);
    expect(wages.body).not.toMatch(/,5\d{8},/);
  });

  it('a quarterly report needs its quarter; each user type and the other partner’s users', async () => {
    const url = (key: string, report = 'form_941') =>
      `/v2/tax_forms/reports/${report}?year=${year}&quarter=1&employer_key=${key}`;
    expect(
      (await get('admin@demo.test', `/v2/tax_forms/reports/form_941?year=${year}&employer_key=platform`)).statusCode,
    ).toBe(422);
    expect(
      (await get('admin@demo.test', `/v2/tax_forms/reports/form_999?year=${year}&employer_key=platform`)).statusCode,
    ).toBe(422);
    const cases: [string, string, number][] = [
      ['eor@demo.test', url('platform'), 200],
      ['partner@demo.test', url('platform'), 403],
      ['timesheets@demo.test', url('platform'), 404],
      ['recruiter@demo.test', url('platform'), 403],
      ['partner2@demo.test', url('platform', 'state_wages'), 404],
      ['partner2@demo.test', url(ids.beacon, 'state_wages'), 200],
      ['partner2@demo.test', url(ids.beacon, 'form_940'), 200],
      ['contractor@demo.test', url('platform'), 403],
      ['client@demo.test', url('platform'), 403],
      ['sales@demo.test', url('platform'), 403],
    ];
    for (const [email, u, status] of cases) expect((await get(email, u)).statusCode, `${email} ${u}`).toBe(status);
  });
});

describe('the EFW2 file', () => {
  it('records of 1,024 characters in order, an RW per W-2 with the full SSN, audited', async () => {
    const res = await get(
      'admin@demo.test',
      `/v2/tax_forms/efw2?year=${year}&employer_key=platform&bso_user_id=ABCD1234`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const records = res.body.split('\r\n').slice(0, -1);
    for (const r of records) expect(r).toHaveLength(1024);
    const types = records.map((r) => r.slice(0, 2));
    const w2s = (
      (await get('admin@demo.test', `/v2/tax_forms?year=${year}&employer_key=platform`)).json().data.forms as Form[]
    ).filter((f) => f.kind === 'w2');
    expect(types).toEqual(['RA', 'RE', ...w2s.map(() => 'RW'), 'RT', 'RF']);
    expect(records[0]!.slice(2, 11)).toBe('462718354');
    expect(records[0]!.slice(11, 19)).toBe('ABCD1234');
    const caseyForm = w2s.find((f) => f.contractor.id === casey)!;
    const ssn = t.app.deps.crypto.decrypt(
      String((await one(`select tax_id_ciphertext from contractors where id = $1`, [casey])).tax_id_ciphertext),
    );
    const rw = records.find((r) => r.startsWith(`RW${ssn}`))!;
    expect(rw).toBeDefined();
    expect(Number(rw.slice(187, 198))).toBe(Math.round(Number(box(caseyForm, '1')) * 100));
    expect(Number(records.at(-1)!.slice(7, 16))).toBe(w2s.length);
    const audit = await one(`select count(*)::int as n from audit_logs where action = 'efw2_downloaded'`);
    expect(Number(audit.n)).toBeGreaterThan(0);
  });

  it('staff with sensitive access only; a worker without an SSN is named, never another’s number', async () => {
    const url = `/v2/tax_forms/efw2?year=${year}&employer_key=platform`;
    for (const [email, status] of [
      ['eor@demo.test', 200],
      ['partner@demo.test', 403],
      ['partner2@demo.test', 403],
      ['contractor@demo.test', 403],
      ['client@demo.test', 403],
      ['sales@demo.test', 403],
    ] as const) {
      expect((await get(email, url)).statusCode, email).toBe(status);
    }
    await t.database.executeSql(`update contractors set tax_id_type = null, tax_id_ciphertext = null where id = $1`, [
      casey,
    ]);
    const res = await get('admin@demo.test', url);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('has no SSN on file');
    expect(res.body).not.toMatch(/\d{9}/);
  });
});

describe('a void', () => {
  it("leaves the voided paycheck and its reversal out of the worker's forms", async () => {
    const wendy = String(
      (await one(`select contractor_id from users where email = 'wendy@walsh.example'`)).contractor_id,
    );
    const forms = async () =>
      ((await get('partner2@demo.test', `/v2/tax_forms?year=${year}`)).json().data.forms as Form[]).filter(
        (f) => f.contractor.id === wendy && f.kind === 'w2',
      );
    const before = await forms();
    expect(before).toHaveLength(1);
    // Her September deposit came back (R03): the employer may void it.
    const returned = await one(
      `select p.id from paychecks p join payroll_transfers tr on tr.paycheck_id = p.id
        where p.contractor_id = $1 and tr.status = 'failed' and p.reversal_of_id is null`,
      [wendy],
    );
    const voided = await t.call(await token('partner2@demo.test'), {
      method: 'POST',
      url: `/v2/paychecks/${returned.id}/void`,
      payload: { reason: 'Returned deposit, paid by check instead' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = await forms();
    const left = before[0]!.paychecks - 1;
    if (left === 0) expect(after).toHaveLength(0);
    else expect(after[0]!.paychecks).toBe(left);
  });
});
