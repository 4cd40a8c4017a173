import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { syncPtoAccruals } from './pto-accruals.service.js';
import { accruePtoForPeriod } from './pto-periods.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};

const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;
const one = async (key: string, text: string) => (ids[key] = String((await sql(text))[0]!.id));

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed's PTO (a rule, enrollments, accruals) would blur these exact balances: start from none.
  await t.database.executeSql(`delete from pto_accruals; delete from pto_enrollments; delete from pto_rules`);
  await one('acme', `select id from partners where name = 'Acme Staffing'`);
  await one('beacon', `select id from partners where name = 'Beacon Talent'`);
  await one('casey', `select id from contractors where email = 'contractor@demo.test'`);
  await one('bruno', `select id from contractors where email = 'bruno@beacon.test'`);
  await one('caseyA', `select id from assignments where contractor_id = '${ids.casey}' order by start_date limit 1`);
  await one('brunoA', `select id from assignments where contractor_id = '${ids.bruno}' order by start_date limit 1`);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (email: string, method: Method, url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

/** An entry as the timesheets module would store it: 09:00 local for `minutes`, in the given status. */
async function entry(assignmentId: string, date: string, minutes: number, status: string, type = 'regular') {
  const [row] = await sql(
    `insert into timesheets (assignment_id, partner_id, client_id, contractor_id, work_location_id, date,
       time_start, time_end, minutes_worked, timezone, start_at, end_at, type, status)
     select a.id, a.partner_id, a.client_id, a.contractor_id, a.work_location_id, $2::date,
       540, 540 + $3::int, $3::int, 'America/Chicago', ($2 || 'T14:00:00Z')::timestamptz,
       ($2 || 'T14:00:00Z')::timestamptz + make_interval(mins => $3::int), $5, $4
     from assignments a where a.id = $1 returning id`,
    [assignmentId, date, minutes, status, type],
  );
  return String(row!.id);
}

async function sync(timesheetIds: string[]) {
  await t.database.db.transaction((tx) => syncPtoAccruals(tx, timesheetIds, null));
}

const setStatus = (id: string, status: string) => sql(`update timesheets set status = $2 where id = $1`, [id, status]);

const ledgerOf = async (timesheetId: string) =>
  (await sql(`select kind, minutes, reverses_id from pto_accruals where timesheet_id = $1 order by created_at, id`, [
    timesheetId,
  ])) as { kind: string; minutes: number; reverses_id: string | null }[];

async function balance(contractorId: string, ruleId: string) {
  const res = await call(
    'admin@demo.test',
    'GET',
    `/v2/pto_accruals/balances?contractor_id=${contractorId}&pto_rule_id=${ruleId}`,
  );
  return (res.json().data.data as { balance_minutes: number }[])[0]?.balance_minutes ?? 0;
}

async function newRule(email: string, body: object) {
  const res = await call(email, 'POST', '/v2/pto_rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; partner: { id: string } | null };
}

async function enroll(ruleId: string, contractorId: string, email = 'admin@demo.test', startDate = '2026-01-01') {
  const res = await call(email, 'POST', `/v2/pto_rules/${ruleId}/enrollments`, {
    contractor_id: contractorId,
    start_date: startDate,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

describe('accrual per approved hour worked', () => {
  let ruleId: string;
  beforeAll(async () => {
    ruleId = (
      await newRule('partner@demo.test', {
        name: 'Acme hourly',
        method: 'per_hour_worked',
        accrual_rate: '0.05',
        balance_cap_minutes: 100,
        carry_over_cap_minutes: 30,
      })
    ).id;
    await enroll(ruleId, ids.casey!, 'partner@demo.test');
  });

  it('accrues once per approved entry, reverses on unapprove, accrues again on re-approval', async () => {
    const id = await entry(ids.caseyA!, '2026-02-02', 480, 'approved');
    await sync([id]);
    await sync([id]);
    expect(await ledgerOf(id)).toEqual([{ kind: 'accrual', minutes: 24, reverses_id: null }]);
    expect(await balance(ids.casey!, ruleId)).toBe(24);

    await setStatus(id, 'pending');
    await sync([id]);
    await sync([id]);
    const afterUnapprove = await ledgerOf(id);
    expect(afterUnapprove.map((r) => [r.kind, r.minutes])).toEqual([
      ['accrual', 24],
      ['reversal', -24],
    ]);
    expect(await balance(ids.casey!, ruleId)).toBe(0);

    await setStatus(id, 'signed');
    await sync([id]);
    expect((await ledgerOf(id)).map((r) => [r.kind, r.minutes])).toEqual([
      ['accrual', 24],
      ['reversal', -24],
      ['accrual', 24],
    ]);
    await setStatus(id, 'rejected');
    await sync([id]);
    expect(await balance(ids.casey!, ruleId)).toBe(0);
  });

  it('follows the timesheet decisions made through the timesheets API', async () => {
    const id = await entry(ids.caseyA!, '2026-04-07', 600, 'pending');
    const act = (email: string, action: string, extra: object = {}) =>
      call(email, 'POST', `/v2/timesheets/${id}/actions`, { action, ...extra });
    const approved = await act('client@demo.test', 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ledgerOf(id)).map((r) => [r.kind, r.minutes])).toEqual([['accrual', 30]]);
    const unapproved = await act('client@demo.test', 'unapprove');
    expect(unapproved.statusCode, unapproved.body).toBe(200);
    expect((await ledgerOf(id)).map((r) => [r.kind, r.minutes])).toEqual([
      ['accrual', 30],
      ['reversal', -30],
    ]);
    expect(await balance(ids.casey!, ruleId)).toBe(0);
    await setStatus(id, 'rejected');
  });

  it('rounds half up to whole minutes and keeps no_bill time accruing', async () => {
    const id = await entry(ids.caseyA!, '2026-02-03', 30, 'no_bill'); // 30 × 0.05 = 1.5 → 2
    await sync([id]);
    expect(await ledgerOf(id)).toEqual([{ kind: 'accrual', minutes: 2, reverses_id: null }]);
    await setStatus(id, 'rejected');
    await sync([id]);
  });

  it('never accrues on paid-not-worked time or pending entries, nor before enrollment', async () => {
    const pto = await entry(ids.caseyA!, '2026-02-04', 480, 'approved', 'pto');
    const holiday = await entry(ids.caseyA!, '2026-02-05', 480, 'approved', 'holiday');
    const pending = await entry(ids.caseyA!, '2026-02-06', 480, 'pending');
    const early = await entry(ids.caseyA!, '2025-12-30', 480, 'approved');
    const onCall = await entry(ids.caseyA!, '2026-02-07', 120, 'approved', 'on_call');
    await sync([pto, holiday, pending, early, onCall]);
    for (const id of [pto, holiday, pending, early]) expect(await ledgerOf(id)).toEqual([]);
    expect((await ledgerOf(onCall)).map((r) => r.minutes)).toEqual([6]);
    await setStatus(onCall, 'rejected');
    await sync([onCall]);
  });

  it('caps the balance: accrual stops at balance_cap_minutes', async () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const entries = [];
    for (const d of days) entries.push(await entry(ids.caseyA!, d, 480, 'approved'));
    await sync(entries); // 5 × 24 = 120, capped at 100
    expect(await balance(ids.casey!, ruleId)).toBe(100);
    const minutes = [];
    for (const e of entries) minutes.push((await ledgerOf(e))[0]!.minutes);
    expect(minutes).toEqual([24, 24, 24, 24, 4]);
    await sync(entries);
    expect(await balance(ids.casey!, ruleId)).toBe(100);
  });

  it('forfeits what is above the carry-over cap at year end, once', async () => {
    const run = await call('admin@demo.test', 'POST', `/v2/pto_rules/${ruleId}/run_year_end`, { year: 2026 });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ year: 2026, forfeits: 1, minutes: 70 });
    const again = await call('admin@demo.test', 'POST', `/v2/pto_rules/${ruleId}/run_year_end`, { year: 2026 });
    expect(again.json().data).toMatchObject({ forfeits: 0, minutes: 0 });
    expect(await balance(ids.casey!, ruleId)).toBe(30);
    const rows = await sql(
      `select minutes, effective_date::text as d from pto_accruals where pto_rule_id = $1 and kind = 'forfeit'`,
      [ruleId],
    );
    expect(rows).toEqual([{ minutes: -70, d: '2026-12-31' }]);
    // Only staff run it.
    expect(
      (await call('partner@demo.test', 'POST', `/v2/pto_rules/${ruleId}/run_year_end`, { year: 2026 })).statusCode,
    ).toBe(403);
  });
});

describe('per-period accrual', () => {
  it('credits each enrolled contractor once per period end', async () => {
    const rule = await newRule('admin@demo.test', {
      name: 'Platform weekly',
      method: 'per_period',
      minutes_per_period: 90,
    });
    expect(rule.partner).toBeNull();
    await enroll(rule.id, ids.bruno!, 'partner2@demo.test', '2026-01-05');
    const db = t.database.db;
    expect(await accruePtoForPeriod(db, { periodEnd: '2026-01-11', ruleId: rule.id }, null)).toBe(1);
    expect(await accruePtoForPeriod(db, { periodEnd: '2026-01-11', ruleId: rule.id }, null)).toBe(0);
    expect(await accruePtoForPeriod(db, { periodEnd: '2026-01-18', ruleId: rule.id }, null)).toBe(1);
    expect(await accruePtoForPeriod(db, { periodEnd: '2026-01-04', ruleId: rule.id }, null)).toBe(0); // before enrollment
    expect(await balance(ids.bruno!, rule.id)).toBe(180);
  });
});

describe('PTO rules API scoping', () => {
  it('partners see their own and platform rules, manage only their own; others are refused', async () => {
    const beaconRule = await newRule('partner2@demo.test', {
      name: 'Beacon PTO',
      method: 'per_hour_worked',
      accrual_rate: '0.033333',
    });
    expect(beaconRule.partner?.id).toBe(ids.beacon);
    const acmeNames = (
      (await call('partner@demo.test', 'GET', '/v2/pto_rules?per_page=100')).json().data.data as {
        name: string;
      }[]
    ).map((r) => r.name);
    expect(acmeNames).toContain('Acme hourly');
    expect(acmeNames).toContain('Platform weekly');
    expect(acmeNames).not.toContain('Beacon PTO');
    expect((await call('partner@demo.test', 'GET', `/v2/pto_rules/${beaconRule.id}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'PATCH', `/v2/pto_rules/${beaconRule.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    // Enrolling another partner's contractor into one's own rule is refused.
    const foreign = await call('partner2@demo.test', 'POST', `/v2/pto_rules/${beaconRule.id}/enrollments`, {
      contractor_id: ids.casey,
      start_date: '2026-01-01',
    });
    expect(foreign.statusCode).toBe(422);
    for (const email of ['contractor@demo.test', 'client@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/pto_rules')).statusCode, email).toBeGreaterThanOrEqual(403);
    }
    const platform = (await call('admin@demo.test', 'GET', '/v2/pto_rules?search=Platform')).json().data.data[0];
    expect((await call('partner@demo.test', 'PATCH', `/v2/pto_rules/${platform.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    const eor = await call('eor@demo.test', 'PATCH', `/v2/pto_rules/${beaconRule.id}`, { balance_cap_minutes: 4800 });
    expect(eor.json().data.balance_cap_minutes).toBe(4800);
    const bad = await call('admin@demo.test', 'POST', '/v2/pto_rules', { name: 'No rate', method: 'per_hour_worked' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'accrual_rate']);
    // A rule with ledger rows is kept; a fresh one is deleted.
    const acmeRule =
      acmeNames.length && (await call('partner@demo.test', 'GET', '/v2/pto_rules?search=Acme')).json().data.data[0];
    expect((await call('partner@demo.test', 'DELETE', `/v2/pto_rules/${acmeRule.id}`)).statusCode).toBe(409);
    expect((await call('partner2@demo.test', 'DELETE', `/v2/pto_rules/${beaconRule.id}`)).statusCode).toBe(204);
  });

  it('scopes the ledger and balances: contractor its own, partner its contractors, staff all', async () => {
    const contractorOf = async (email: string, url: string) =>
      new Set(
        ((await call(email, 'GET', url)).json().data.data as { contractor: { id: string } }[]).map(
          (r) => r.contractor.id,
        ),
      );
    expect(await contractorOf('contractor@demo.test', '/v2/pto_accruals?per_page=200')).toEqual(new Set([ids.casey]));
    expect(await contractorOf('partner@demo.test', '/v2/pto_accruals?per_page=200')).toEqual(new Set([ids.casey]));
    expect(await contractorOf('partner2@demo.test', '/v2/pto_accruals?per_page=200')).toEqual(new Set([ids.bruno]));
    expect(await contractorOf('admin@demo.test', '/v2/pto_accruals/balances')).toEqual(new Set([ids.casey, ids.bruno]));
    expect((await call('client@demo.test', 'GET', '/v2/pto_accruals')).statusCode).toBe(403);
    const csv = (await call('partner@demo.test', 'GET', '/v2/pto_accruals?format=csv')).body;
    expect(csv.split('\r\n')[0]).toContain('Kind');
    expect(csv).toContain('accrual');
    expect(csv).not.toContain('Bruno');
  });

  it("lists a rule's enrollments with their balances; unenrolling keeps the ledger", async () => {
    const rule = await newRule('partner2@demo.test', {
      name: 'Beacon monthly',
      method: 'per_period',
      minutes_per_period: 60,
    });
    const enrolled = await enroll(rule.id, ids.bruno!, 'partner2@demo.test', '2026-03-02');
    const adjusted = await call('partner2@demo.test', 'POST', `/v2/pto_rules/${rule.id}/adjustments`, {
      contractor_id: ids.bruno,
      minutes: 120,
      effective_date: '2026-03-02',
      note: 'Opening balance',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data).toEqual({ id: expect.any(String), balance_minutes: 120 });
    const list = await call('partner2@demo.test', 'GET', `/v2/pto_rules/${rule.id}/enrollments`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: enrolled.id,
        pto_rule_id: rule.id,
        contractor: { id: ids.bruno, name: expect.any(String) },
        start_date: '2026-03-02',
        balance_minutes: 120,
        created_at: expect.any(String),
      },
    ]);
    expect((await call('partner@demo.test', 'GET', `/v2/pto_rules/${rule.id}/enrollments`)).statusCode).toBe(404);
    const gone = await call('partner2@demo.test', 'DELETE', `/v2/pto_rules/${rule.id}/enrollments/${enrolled.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(gone.body).toBe('');
    expect((await call('partner2@demo.test', 'GET', `/v2/pto_rules/${rule.id}/enrollments`)).json().data).toEqual([]);
    expect(await balance(ids.bruno!, rule.id)).toBe(120);
    const rules = (await call('admin@demo.test', 'GET', '/v2/pto_rules?format=csv')).body;
    expect(rules.split('\r\n')[0]).toContain('Carry-over cap (h)');
    expect(rules).toContain('Beacon monthly');
    const balances = (await call('partner2@demo.test', 'GET', '/v2/pto_accruals/balances?format=csv')).body;
    expect(balances.split('\r\n')[0]).toContain('Enrolled since');
    expect(balances).toContain('Beacon monthly');
  });
});

describe('time off requests', () => {
  let ruleId: string;
  beforeAll(async () => {
    ruleId = (await call('admin@demo.test', 'GET', '/v2/pto_rules?search=Acme')).json().data.data[0].id;
  });

  it('approves a PTO request only with enough balance, then draws it and writes approved entries', async () => {
    // Balance is 30 after year end (2026); ask for 2 days × 8 h = 960.
    const created = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-01-08', // a Friday
      end_date: '2027-01-11', // the Monday after
      minutes_per_day: 480,
      reason: 'Family trip',
    });
    expect(created.statusCode, created.body).toBe(201);
    const req = created.json().data;
    expect(req).toMatchObject({ days: 2, total_minutes: 960, status: 'pending', can_decide: false, can_edit: true });

    const short = await call('partner@demo.test', 'POST', `/v2/time_off_requests/${req.id}/approve`, {});
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe('Not enough PTO balance');

    const grant = { contractor_id: ids.casey, minutes: 1000, effective_date: '2027-01-01', note: 'test grant' };
    // Only who may enrol into the rule adjusts, and only its contractors.
    expect((await call('contractor@demo.test', 'POST', `/v2/pto_rules/${ruleId}/adjustments`, grant)).statusCode).toBe(
      403,
    );
    expect((await call('partner2@demo.test', 'POST', `/v2/pto_rules/${ruleId}/adjustments`, grant)).statusCode).toBe(
      404,
    );
    const adjusted = await call('partner@demo.test', 'POST', `/v2/pto_rules/${ruleId}/adjustments`, grant);
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data.balance_minutes).toBe(1030);
    expect(await balance(ids.casey!, ruleId)).toBe(1030);
    const ok = await call('partner@demo.test', 'POST', `/v2/time_off_requests/${req.id}/approve`, { note: 'Enjoy' });
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = ok.json().data;
    expect(detail).toMatchObject({
      status: 'approved',
      decision_note: 'Enjoy',
      decided_by: { email: 'partner@demo.test' },
    });
    expect(detail.entries.map((e: { date: string }) => e.date)).toEqual(['2027-01-08', '2027-01-11']);
    expect(detail.balance.balance_minutes).toBe(70);
    expect(await balance(ids.casey!, ruleId)).toBe(70);

    const sheets = await sql(
      `select type, status, minutes_worked, time_start, time_end, approval_email from timesheets
       where time_off_request_id = $1 order by date`,
      [req.id],
    );
    expect(sheets).toEqual([
      {
        type: 'pto',
        status: 'approved',
        minutes_worked: 480,
        time_start: 540,
        time_end: 1020,
        approval_email: 'partner@demo.test',
      },
      {
        type: 'pto',
        status: 'approved',
        minutes_worked: 480,
        time_start: 540,
        time_end: 1020,
        approval_email: 'partner@demo.test',
      },
    ]);
    // PTO never accrues PTO.
    const accrued = await sql(
      `select count(*)::int as n from pto_accruals a join timesheets s on s.id = a.timesheet_id where s.time_off_request_id = $1`,
      [req.id],
    );
    expect(accrued[0]!.n).toBe(0);
    // Paid through the pay/bill ledger as PTO (never overtime).
    const items = await sql(
      `select i.classification, sum(i.minutes)::int as minutes from pay_bill_transaction_items i
       join timesheets s on s.id = i.timesheet_id where s.time_off_request_id = $1 and i.side = 'pay'
       group by i.classification`,
      [req.id],
    );
    expect(items).toEqual([{ classification: 'pto', minutes: 960 }]);
    // At the regular rate (Casey's from 2026-07-06: 27.00 pay).
    const rates = await sql(
      `select distinct i.rate::text as rate from pay_bill_transaction_items i
       join timesheets s on s.id = i.timesheet_id where s.time_off_request_id = $1 and i.side = 'pay'`,
      [req.id],
    );
    expect(rates.map((r) => Number(r.rate))).toEqual([27]);

    // Deciding twice is a conflict.
    expect((await call('partner@demo.test', 'POST', `/v2/time_off_requests/${req.id}/approve`, {})).statusCode).toBe(
      409,
    );

    // Cancelling gives the balance back and reverses the entries' pay.
    const cancel = await call('contractor@demo.test', 'POST', `/v2/time_off_requests/${req.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await balance(ids.casey!, ruleId)).toBe(1030);
    const after = await sql(`select distinct status from timesheets where time_off_request_id = $1`, [req.id]);
    expect(after).toEqual([{ status: 'rejected' }]);
    const net = await sql(
      `select coalesce(sum(i.minutes), 0)::int as minutes from pay_bill_transaction_items i
       join timesheets s on s.id = i.timesheet_id where s.time_off_request_id = $1`,
      [req.id],
    );
    expect(net[0]!.minutes).toBe(0);
    const kinds = await sql(
      `select kind, minutes from pto_accruals where time_off_request_id = $1 order by created_at`,
      [req.id],
    );
    expect(kinds).toEqual([
      { kind: 'usage', minutes: -960 },
      { kind: 'usage_reversal', minutes: 960 },
    ]);
  });

  it('refuses to cancel an approved request whose days payroll has taken', async () => {
    const created = await call('partner@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-02-01',
      end_date: '2027-02-01',
      minutes_per_day: 240,
    });
    const id = created.json().data.id;
    expect((await call('admin@demo.test', 'POST', `/v2/time_off_requests/${id}/approve`, {})).statusCode).toBe(200);
    await sql(`update timesheets set payroll_submission_date = now() where time_off_request_id = $1`, [id]);
    const res = await call('admin@demo.test', 'POST', `/v2/time_off_requests/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(await balance(ids.casey!, ruleId)).toBe(1030 - 240);
  });

  it('sick and bereavement days need no balance; rejection needs a reason', async () => {
    const sick = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      type: 'sick',
      start_date: '2027-03-01',
      end_date: '2027-03-01',
    });
    expect(sick.json().data.total_minutes).toBe(480);
    const rej = await call('client@demo.test', 'POST', `/v2/time_off_requests/${sick.json().data.id}/reject`, {
      reason: '',
    });
    expect(rej.statusCode).toBe(422);
    const ok = await call('client@demo.test', 'POST', `/v2/time_off_requests/${sick.json().data.id}/reject`, {
      reason: 'Not covered',
    });
    expect(ok.json().data).toMatchObject({ status: 'rejected', decision_note: 'Not covered' });
    const sick2 = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      type: 'bereavement',
      start_date: '2027-03-02',
      end_date: '2027-03-03',
    });
    const approved = await call(
      'client@demo.test',
      'POST',
      `/v2/time_off_requests/${sick2.json().data.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.entries).toHaveLength(2);
  });

  it('validates: weekdays only, no overlap, own assignment only', async () => {
    const weekend = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-04-03',
      end_date: '2027-04-04',
    });
    expect(weekend.statusCode).toBe(422);
    expect(weekend.json().detail[0].loc).toEqual(['body', 'end_date']);
    const backwards = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-04-07',
      end_date: '2027-04-06',
    });
    expect(backwards.statusCode).toBe(422);
    const overlap = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-03-03',
      end_date: '2027-03-05',
    });
    expect(overlap.statusCode).toBe(409);
    const foreign = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.brunoA,
      start_date: '2027-04-06',
      end_date: '2027-04-06',
    });
    expect(foreign.statusCode).toBe(422);
    expect(
      (
        await call('partner@demo.test', 'POST', '/v2/time_off_requests', {
          assignment_id: ids.brunoA,
          start_date: '2027-04-06',
          end_date: '2027-04-06',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call('client@demo.test', 'POST', '/v2/time_off_requests', {
          assignment_id: ids.caseyA,
          start_date: '2027-04-06',
          end_date: '2027-04-06',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('scopes requests per user type; another partner or client gets 404', async () => {
    const created = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
      assignment_id: ids.caseyA,
      start_date: '2027-05-03',
      end_date: '2027-05-04',
    });
    const id = created.json().data.id;
    for (const email of ['partner2@demo.test', 'initech@demo.test']) {
      expect((await call(email, 'GET', `/v2/time_off_requests/${id}`)).statusCode, email).toBe(404);
      expect((await call(email, 'POST', `/v2/time_off_requests/${id}/approve`, {})).statusCode, email).toBe(404);
      expect((await call(email, 'POST', `/v2/time_off_requests/${id}/cancel`)).statusCode, email).toBe(404);
    }
    for (const email of [
      'partner@demo.test',
      'client@demo.test',
      'admin@demo.test',
      'eor@demo.test',
      'contractor@demo.test',
    ]) {
      expect((await call(email, 'GET', `/v2/time_off_requests/${id}`)).statusCode, email).toBe(200);
    }
    const list = async (email: string) =>
      ((await call(email, 'GET', '/v2/time_off_requests?per_page=100')).json().data.data as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await list('partner2@demo.test')).not.toContain(id);
    expect(await list('client@demo.test')).toContain(id);
    expect((await call('sales@demo.test', 'GET', '/v2/time_off_requests')).statusCode).toBe(403);
    // A contractor never decides its own request.
    expect((await call('contractor@demo.test', 'POST', `/v2/time_off_requests/${id}/approve`, {})).statusCode).toBe(
      403,
    );
    // Edit while pending, then delete.
    const patched = await call('contractor@demo.test', 'PATCH', `/v2/time_off_requests/${id}`, {
      minutes_per_day: 240,
    });
    expect(patched.json().data.total_minutes).toBe(480);
    expect((await call('contractor@demo.test', 'DELETE', `/v2/time_off_requests/${id}`)).statusCode).toBe(204);
    expect((await call('contractor@demo.test', 'GET', `/v2/time_off_requests/${id}`)).statusCode).toBe(404);
    const csv = (await call('partner@demo.test', 'GET', '/v2/time_off_requests?format=csv')).body;
    expect(csv.split('\r\n')[0]).toContain('Contractor');
  });
});
