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

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const get = (email: string, url: string) => call(email, 'GET', url);
const contractorNames = async (email: string, url = '/v2/assignments?per_page=100') =>
  ((await get(email, url)).json().data.data as { contractor: { name: string } }[]).map((a) => a.contractor.name).sort();

const PAY = ['pay_rate', 'overtime_pay_rate', 'double_overtime_pay_rate', 'holiday_pay_rate', 'annual_salary'];
const BILL = ['bill_rate', 'overtime_bill_rate', 'double_overtime_bill_rate', 'holiday_bill_rate'];

describe('who sees which assignments', () => {
  it('scopes the list per user type and tenant', async () => {
    const acme = [
      'Carla Corp',
      'Casey Contractor',
      'Emil Eriksen',
      'Ian Independent',
      'Ines Ibarra',
      'Nina Newhire',
      'Tom Tremblay',
    ];
    const beacon = ['Bruno Beacon', 'Wendy Walsh'];
    const admin = await contractorNames('admin@demo.test');
    expect(admin).toEqual(
      expect.arrayContaining([...acme, ...beacon].map((n) => expect.stringContaining(n.split(' ')[0]!))),
    );
    expect(await contractorNames('partner@demo.test')).toHaveLength(8);
    expect((await contractorNames('partner2@demo.test')).every((n) => /Bruno|Wendy/.test(n))).toBe(true);
    expect(await contractorNames('partner2@demo.test')).toHaveLength(2);
    expect(await contractorNames('sales@demo.test')).toHaveLength(8);
    const globex = await contractorNames('client@demo.test');
    expect(globex.some((n) => n.startsWith('Casey'))).toBe(true);
    expect(globex.some((n) => n.startsWith('Ian'))).toBe(false);
    expect((await contractorNames('initech@demo.test')).every((n) => n.startsWith('Bruno'))).toBe(true);
    expect(await contractorNames('contractor@demo.test')).toHaveLength(1);
  });

  it("answers 404 for another tenant's assignment, and hides a revoked link", async () => {
    const casey = `/v2/assignments/${ids.caseyAssignment}`;
    expect((await get('partner2@demo.test', casey)).statusCode).toBe(404);
    expect((await get('initech@demo.test', casey)).statusCode).toBe(404);
    expect((await get('newhire@demo.test', casey)).statusCode).toBe(404);
    expect((await get('partner@demo.test', `/v2/assignments/${ids.brunoAssignment}`)).statusCode).toBe(404);
    expect((await get('sales@demo.test', `/v2/assignments/${ids.brunoAssignment}`)).statusCode).toBe(404);
    // time_sheet_only users hold only /timesheets.
    expect((await get('timesheets@demo.test', casey)).statusCode).toBe(404);
  });

  it('keeps foreign rows out of CSV exports', async () => {
    const csv = (await get('partner@demo.test', '/v2/assignments?format=csv')).body;
    expect(csv).toContain('Casey');
    expect(csv).not.toContain('Bruno');
    expect(csv).not.toContain('Wendy');
  });

  it('lets only staff filter by partner, and filters by status, client and search', async () => {
    expect(await contractorNames('admin@demo.test', `/v2/assignments?partner_id=${ids.beacon}`)).toHaveLength(2);
    expect((await get('partner@demo.test', `/v2/assignments?partner_id=${ids.beacon}`)).statusCode).toBe(422);
    expect(await contractorNames('partner@demo.test', '/v2/assignments?status=pending')).toEqual(['Nina Newhire']);
    expect(await contractorNames('partner@demo.test', `/v2/assignments?client_id=${ids.stark}`)).toHaveLength(3);
    expect(await contractorNames('partner@demo.test', '/v2/assignments?search=casey')).toEqual(['Casey Contractor']);
  });
});

describe('field visibility', () => {
  it('answers every listed row with its own current rates, as its detail does', async () => {
    const rows = (await get('eor@demo.test', '/v2/assignments?per_page=100')).json().data.data as { id: string }[];
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const detail = (await get('eor@demo.test', `/v2/assignments/${row.id}`)).json().data;
      expect(row).toEqual(detail);
    }
  });

  const casey = () => `/v2/assignments/${ids.caseyAssignment}`;

  it("shows the partner owner both sides and the margin of Casey's current rates", async () => {
    const a = (await get('partner@demo.test', casey())).json().data;
    expect(a).toMatchObject({
      job_title: 'Software Developer',
      status: 'live',
      client: { name: 'Globex Corporation' },
      address: { state: 'TX' },
      end_client: { name: 'Globex Retail Division' },
      department: { name: 'Engineering' },
      rates_effective_date: '2026-07-06',
      pay_rate: '27.0000',
      bill_rate: '43.0000',
      overtime_pay_rate: '40.5000',
      overtime_bill_rate: '64.5000',
    });
    // The payroll engine's year of paychecks: 27 × 6.2% + 27 × 1.45% (56,160 a year, under the Social
    // Security base) + 7,000 × 0.6% ÷ 2,080 + the platform's TX registration 9,000 × 2.7% ÷ 2,080 + its
    // company-taxes 8810 rate 27 ÷ 100 × 0.21 = 2.2592
    expect(a.margin).toEqual({
      burden_per_hour: '2.2592',
      per_hour: '13.7408',
      percent: '31.9553',
      markup_percent: '59.2593',
    });
  });

  it('shows the client bill rates only: pay fields and margin are absent', async () => {
    const a = (await get('client@demo.test', casey())).json().data;
    for (const f of BILL) expect(a).toHaveProperty(f);
    for (const f of [...PAY, 'margin']) expect(a).not.toHaveProperty(f);
    const row = (await get('client@demo.test', '/v2/assignments')).json().data.data[0];
    for (const f of [...PAY, 'margin']) expect(row).not.toHaveProperty(f);
    const csv = (await get('client@demo.test', '/v2/assignments?format=csv')).body;
    expect(csv).toContain('Bill rate');
    expect(csv).not.toContain('Pay rate');
    expect(csv).not.toContain('27.0000');
  });

  it('shows the contractor pay rates only', async () => {
    const a = (await get('contractor@demo.test', casey())).json().data;
    expect(a.pay_rate).toBe('27.0000');
    for (const f of [...BILL, 'margin']) expect(a).not.toHaveProperty(f);
    const csv = (await get('contractor@demo.test', '/v2/assignments?format=csv')).body;
    expect(csv).not.toContain('Bill rate');
    expect(csv).not.toContain('43.0000');
  });

  it('shows sales partners bill only, and staff both sides with margin', async () => {
    const s = (await get('sales@demo.test', casey())).json().data;
    expect(s).toHaveProperty('bill_rate');
    expect(s).not.toHaveProperty('pay_rate');
    const admin = (await get('eor@demo.test', casey())).json().data;
    expect(admin).toHaveProperty('pay_rate');
    expect(admin).toHaveProperty('bill_rate');
    expect(admin.margin).not.toBeNull();
  });
});

describe('creating assignments', () => {
  const create = (email: string, body: object) => call(email, 'POST', '/v2/assignments', body);
  const base = () => ({
    client_id: ids.stark,
    contractor_id: ids.ian,
    job_id: ids.consultant,
    work_location_id: ids.midtown,
    start_date: '2027-01-04',
  });

  it('creates a pending assignment with premium rates defaulted from the multipliers', async () => {
    const res = await create('partner@demo.test', { ...base(), rates: { pay_rate: '60', bill_rate: '85.5' } });
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({
      status: 'pending',
      partner: { id: ids.acme },
      job: { title: 'Logistics Consultant', salaried: false },
      pay_rate: '60.0000',
      overtime_pay_rate: '90.0000',
      double_overtime_pay_rate: '120.0000',
      holiday_pay_rate: '90.0000',
      bill_rate: '85.5000',
      overtime_bill_rate: '128.2500',
      holiday_bill_rate: '128.2500',
      annual_salary: null,
    });
    // Independent contractors carry no employer burden: margin = bill − pay.
    expect(a.margin).toMatchObject({ burden_per_hour: '0.0000', per_hour: '25.5000' });
    // Edited premium rates are kept as sent.
    const edited = await create('partner@demo.test', {
      ...base(),
      rates: { pay_rate: '60', bill_rate: '85', overtime_bill_rate: '130' },
    });
    expect(edited.json().data.overtime_bill_rate).toBe('130.0000');
    expect((await get('partner2@demo.test', `/v2/assignments/${a.id}`)).statusCode).toBe(404);
  });

  it('refuses parties of another partner or another client, one 422 per field', async () => {
    const foreign = await create('partner@demo.test', {
      ...base(),
      contractor_id: ids.bruno,
      work_location_id: ids.austin,
      end_client_id: ids.initechFederal,
      rates: { pay_rate: '60', bill_rate: '85' },
    });
    expect(foreign.statusCode).toBe(422);
    const locs = (foreign.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.')).sort();
    expect(locs).toEqual(['body.contractor_id', 'body.end_client_id', 'body.work_location_id']);
    const client = await create('partner@demo.test', { ...base(), client_id: ids.initech });
    expect(client.json().detail[0].loc).toEqual(['body', 'client_id']);
    // Casey is W-2, the consultant job is for independent contractors.
    const mismatch = await create('partner@demo.test', {
      ...base(),
      contractor_id: ids.casey,
      rates: { pay_rate: '1', bill_rate: '2' },
    });
    expect(mismatch.json().detail[0].loc).toEqual(['body', 'job_id']);
    const missing = await create('partner@demo.test', base());
    expect((missing.json().detail as { loc: string[] }[]).map((d) => d.loc.at(-1)).sort()).toEqual([
      'bill_rate',
      'pay_rate',
    ]);
  });

  it('lets only self-funded or self-employer partners and staff set an annual salary', async () => {
    const salaried = {
      client_id: ids.wayne,
      contractor_id: ids.wendy,
      job_id: ids.controller,
      work_location_id: ids.houston,
      start_date: '2027-01-04',
    };
    const ok = await create('partner2@demo.test', { ...salaried, rates: { annual_salary: '95000', bill_rate: '70' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ annual_salary: '95000.00', pay_rate: null, bill_rate: '70.0000' });
    const admin = await create('admin@demo.test', { ...salaried, rates: { annual_salary: '96000', bill_rate: '70' } });
    expect(admin.statusCode).toBe(201);
    const hourly = await create('partner2@demo.test', {
      ...salaried,
      rates: { pay_rate: '40', bill_rate: '70', annual_salary: '1' },
    });
    expect((hourly.json().detail as { loc: string[] }[]).map((d) => d.loc.at(-1))).toContain('pay_rate');
    const notSalaried = await create('partner@demo.test', {
      ...base(),
      rates: { pay_rate: '60', bill_rate: '85', annual_salary: '90000' },
    });
    expect(notSalaried.statusCode).toBe(422);
    expect(notSalaried.json().detail[0]).toEqual({
      loc: ['body', 'rates', 'annual_salary'],
      msg: 'Only salaried jobs take an annual salary',
    });
  });

  it('lets a client owner with can_create_assignment create with bill rates only', async () => {
    const body = {
      client_id: ids.globex,
      contractor_id: ids.casey,
      job_id: ids.developer,
      work_location_id: ids.austin,
      start_date: '2027-02-01',
    };
    const pay = await create('client@demo.test', { ...body, rates: { bill_rate: '50', pay_rate: '30' } });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().detail[0].loc).toEqual(['body', 'rates', 'pay_rate']);
    const ok = await create('client@demo.test', { ...body, rates: { bill_rate: '50' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).not.toHaveProperty('pay_rate');
    expect(ok.json().data.overtime_bill_rate).toBe('75.0000');
    expect([403, 404]).toContain((await create('initech@demo.test', body)).statusCode);
    expect((await create('contractor@demo.test', body)).statusCode).toBe(403);
    expect((await create('sales@demo.test', body)).statusCode).toBe(403);
  });
});

describe('changing and ending assignments', () => {
  it('edits a pending assignment, and refuses start changes once live', async () => {
    const url = `/v2/assignments/${ids.ninaAssignment}`;
    const res = await call('partner@demo.test', 'PATCH', url, { start_date: '2026-12-14', rates: { pay_rate: '22' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      start_date: '2026-12-14',
      pay_rate: '22.0000',
      overtime_pay_rate: '33.0000',
      bill_rate: '34.0000',
    });
    const live = await call('partner@demo.test', 'PATCH', `/v2/assignments/${ids.caseyAssignment}`, {
      start_date: '2026-01-01',
    });
    expect(live.statusCode).toBe(422);
    expect((await call('partner2@demo.test', 'PATCH', url, { end_date: '2027-01-01' })).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'PATCH', url, { processing_status: 'approved' })).statusCode).toBe(403);
    expect(
      (
        await call('admin@demo.test', 'PATCH', url, {
          processing_status: 'processing',
          processing_status_message: 'Checking I-9',
        })
      ).json().data,
    ).toMatchObject({
      processing_status: 'processing',
      processing_status_message: 'Checking I-9',
    });
  });

  it('ends an assignment once, idempotently, with a reason', async () => {
    const url = `/v2/assignments/${ids.brunoAssignment}/end`;
    expect(
      (await call('partner@demo.test', 'POST', url, { end_date: '2026-12-31', reason: 'Project done' })).statusCode,
    ).toBe(404);
    expect((await call('partner2@demo.test', 'POST', url, { end_date: '2025-01-01', reason: 'x' })).statusCode).toBe(
      422,
    );
    const first = await call('partner2@demo.test', 'POST', url, { end_date: '2026-12-31', reason: 'Project done' });
    expect(first.json().data).toMatchObject({ status: 'ended', end_date: '2026-12-31', ended_reason: 'Project done' });
    const again = await call('partner2@demo.test', 'POST', url, { end_date: '2027-01-31', reason: 'Again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'ended', end_date: '2026-12-31' });
    expect((await call('initech@demo.test', 'POST', url, { end_date: '2026-12-31', reason: 'x' })).statusCode).toBe(
      403,
    );
    const audit = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'assignment_ended'`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });
});
