/**
 * /v2/payroll_runs (issue 13, first slice): a pre-draft run of a pay period previews every worker's
 * paycheck through the payroll engine from the approved, untaken pay-side ledger items, each earnings line
 * traced to its items; excluding a worker recomputes; submit and reopen are guarded moves; each user type
 * reads only its own, and only the employer runs payroll.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

/** The first pay period of the platform's calendar holding approved, untaken pay items of Acme's workers. */
let periodStart: string;
let poolTotal: string;
let poolWorkers: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  const { rows } = await t.database.executeSql(
    `select min(i.work_date)::text as first from pay_bill_transaction_items i
       join pay_bill_transactions x on x.id = i.transaction_id
      where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
        and i.payroll_run_id is null`,
    [ids.acme],
  );
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(rows[0]!.first), 1)[0]!;
  periodStart = period.period_start_date;
  const pool = await t.database.executeSql(
    `select coalesce(sum(i.amount), 0)::text as total, count(distinct i.contractor_id)::int as workers
       from pay_bill_transaction_items i join pay_bill_transactions x on x.id = i.transaction_id
      where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
        and i.payroll_run_id is null and i.work_date <= $2`,
    [ids.acme, period.period_end_date],
  );
  poolTotal = String(pool.rows[0]!.total);
  poolWorkers = Number(pool.rows[0]!.workers);
});
afterAll(async () => t?.close());

type Worker = {
  paycheck_id: string | null;
  contractor: { id: string };
  gross: string;
  net: string;
  refusal: string | null;
  excluded: boolean;
  item_count: number;
};

describe('a pre-draft payroll run', () => {
  let runId: string;

  it('previews every worker of the period from the approved pay items, and a second create finds the same run', async () => {
    const res = await call('admin@demo.test', 'POST', '/v2/payroll_runs', {
      partner_id: ids.acme,
      period_start: periodStart,
    });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    runId = run.id;
    expect(run).toMatchObject({
      status: 'pre_draft',
      employer_key: 'platform',
      period_start: periodStart,
      kind: 'regular',
    });
    const workers: Worker[] = run.workers;
    expect(workers.length).toBe(poolWorkers);
    // Every approved pay item up to the period's end is in exactly one paycheck (or one refusal).
    const items = workers.reduce((n, w) => n + w.item_count, 0);
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from paycheck_items pi join paychecks p on p.id = pi.paycheck_id where p.payroll_run_id = $1`,
      [runId],
    );
    expect(items).toBe(Number(rows[0]!.n));
    // The run's gross foots to its paychecks' and, where nothing was refused, to the pool's pay.
    const figured = workers.filter((w) => !w.refusal);
    const gross = figured.reduce((a, w) => a.plus(w.gross), new Decimal(0));
    expect(gross.toFixed(2)).toBe(run.totals.gross);
    if (run.refused_count === 0) expect(gross.toFixed(2)).toBe(new Decimal(poolTotal).toFixed(2));
    expect(run.worker_count).toBe(figured.length);

    const again = await call('admin@demo.test', 'POST', '/v2/payroll_runs', {
      partner_id: ids.acme,
      period_start: periodStart,
    });
    expect(again.json().data.id).toBe(runId);
  });

  it('traces a paycheck to its lines and the ledger items behind its earnings', async () => {
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    const w: Worker = run.workers.find((x: Worker) => x.paycheck_id && !x.refusal);
    const check = (await call('admin@demo.test', 'GET', `/v2/paychecks/${w.paycheck_id}`)).json().data;
    expect(check).toMatchObject({ payroll_run_id: runId, run_status: 'pre_draft', gross: w.gross, net: w.net });
    const earnings = check.lines.filter((l: { section: string }) => l.section === 'earning');
    const itemsTotal = check.items.reduce((a: Decimal, i: { amount: string }) => a.plus(i.amount), new Decimal(0));
    const earningsTotal = earnings.reduce((a: Decimal, l: { amount: string }) => a.plus(l.amount), new Decimal(0));
    expect(earningsTotal.toFixed(2)).toBe(itemsTotal.toFixed(2));
    expect(check.items.length).toBe(w.item_count);
    // A pre-draft's paycheck is a preview: the worker (Casey, the demo contractor) does not see it yet.
    expect((await call('contractor@demo.test', 'GET', `/v2/paychecks/${w.paycheck_id}`)).statusCode).toBe(404);
    const net = new Decimal(check.gross).minus(
      check.lines
        .filter((l: { section: string }) => ['pre_tax', 'employee_tax', 'post_tax'].includes(l.section))
        .reduce((a: Decimal, l: { amount: string }) => a.plus(l.amount), new Decimal(0)),
    );
    expect(net.toFixed(2)).toBe(check.net);
  });

  it("sums the run's taxes by agency and return, footing to the paychecks' taxes", async () => {
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    const res = await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}/tax_liabilities`);
    expect(res.statusCode).toBe(200);
    const t941 = res.json().data;
    // Everything withheld is owed to some agency; the employer's share is its taxes less workers' comp and
    // benefit contributions (employer costs owed to no agency, decision 0052).
    expect(t941.totals.withheld).toBe(run.totals.employee_taxes);
    const { rows } = await t.database.executeSql(
      `select coalesce(sum(l.amount), 0)::text as wc from paycheck_lines l join paychecks p on p.id = l.paycheck_id
        where p.payroll_run_id = $1 and (l.code = 'workers_comp' or l.code like 'employer_benefit:%')`,
      [runId],
    );
    expect(t941.totals.employer).toBe(new Decimal(run.totals.employer_taxes).minus(String(rows[0]!.wc)).toFixed(2));
    const ss = t941.liabilities.find((l: { code: string }) => l.code === 'social_security');
    expect(ss).toMatchObject({ agency: 'IRS', form: '941' });
    expect(ss.withheld).toBe(ss.employer);
    expect(t941.note).toMatch(/schedule/);
    expect((await call('partner2@demo.test', 'GET', `/v2/payroll_runs/${runId}/tax_liabilities`)).statusCode).toBe(404);
  });

  it('excludes a worker and recomputes at once, and brings the worker back', async () => {
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    const w: Worker = run.workers.find((x: Worker) => x.paycheck_id);
    const out = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/exclusions`, {
      contractor_id: w.contractor.id,
      excluded: true,
    });
    expect(out.statusCode).toBe(200);
    const after = out.json().data;
    expect(after.workers.find((x: Worker) => x.contractor.id === w.contractor.id)).toMatchObject({
      excluded: true,
      paycheck_id: null,
    });
    expect(new Decimal(after.totals.gross).toFixed(2)).toBe(
      (w.refusal ? new Decimal(run.totals.gross) : new Decimal(run.totals.gross).minus(w.gross)).toFixed(2),
    );
    const back = (
      await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/exclusions`, {
        contractor_id: w.contractor.id,
        excluded: false,
      })
    ).json().data;
    expect(back.totals).toEqual(run.totals);
  });

  it('adds a one-off bonus and a loan repayment to a worker, figured with the time, and takes them off again', async () => {
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    const w = run.workers.find((x: Worker) => x.paycheck_id && !x.refusal);
    const url = `/v2/payroll_runs/${runId}/adjustments`;
    const bonus = await call('admin@demo.test', 'POST', url, {
      contractor_id: w.contractor.id,
      kind: 'earning',
      type: 'bonus',
      amount: '500',
      note: 'Q4 bonus',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const withBonus = bonus.json().data.workers.find((x: Worker) => x.contractor.id === w.contractor.id);
    expect(withBonus.gross).toBe(new Decimal(w.gross).plus(500).toFixed(2));
    expect(withBonus.adjustments).toEqual([
      expect.objectContaining({ kind: 'earning', type: 'bonus', amount: '500.00', note: 'Q4 bonus' }),
    ]);
    const loan = (
      await call('admin@demo.test', 'POST', url, {
        contractor_id: w.contractor.id,
        kind: 'post_tax',
        type: 'loan',
        amount: '50',
      })
    ).json().data;
    const withLoan = loan.workers.find((x: Worker) => x.contractor.id === w.contractor.id);
    expect(withLoan.net).toBe(new Decimal(withBonus.net).minus(50).toFixed(2));
    // A type that is not of its kind, and a worker with no pay in the run, are refused by field.
    const wrong = await call('admin@demo.test', 'POST', url, {
      contractor_id: w.contractor.id,
      kind: 'pre_tax',
      type: 'bonus',
      amount: '5',
    });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain('type');
    const stranger = await call('admin@demo.test', 'POST', url, {
      contractor_id: '00000000-0000-4000-8000-000000000000',
      kind: 'earning',
      type: 'bonus',
      amount: '5',
    });
    expect(stranger.statusCode).toBe(422);
    for (const a of withLoan.adjustments) {
      expect(
        (await t.call(await token('admin@demo.test'), { method: 'DELETE', url: `${url}/${a.id}` })).statusCode,
      ).toBe(200);
    }
    const back = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    expect(back.totals).toEqual(run.totals);
  });

  it('submits only when every worker figures, then reopens; a move out of turn is a conflict', async () => {
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    for (const w of run.workers.filter((x: Worker) => x.refusal)) {
      await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/exclusions`, {
        contractor_id: w.contractor.id,
        excluded: true,
      });
    }
    const submitted = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('pending');
    // A pending run is recomputed in place (a stale preview brought up to date, decision 0071).
    const recomputed = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/recompute`);
    expect(recomputed.json().data.status).toBe('pending');
    expect((await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/submit`)).statusCode).toBe(409);
    const reopened = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/reopen`);
    expect(reopened.json().data.status).toBe('pre_draft');
  });

  it('approves behind the e-mailed code: takes the items once, locks their timesheets, moves a late pay day', async () => {
    expect((await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/approve`)).statusCode).toBe(409);
    await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/submit`);
    // Not the employer: refused before any code is mailed.
    expect((await call('eor@demo.test', 'POST', `/v2/payroll_runs/${runId}/approve`)).statusCode).toBe(403);
    const ask = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/approve`);
    expect(ask.statusCode).toBe(424);
    const res = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: `/v2/payroll_runs/${runId}/approve`,
      headers: { 'x-verification-code': t.lastCode('admin@demo.test') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({ status: 'processing', approved_at: expect.any(String) });
    // The demo's time is weeks old: approved after its funding deadline, the pay day moved and says so.
    const today = new Date().toISOString().slice(0, 10);
    if (today > run.funding_deadline || run.pay_date_moved_from) {
      expect(run.pay_date_moved_from).not.toBeNull();
      expect(run.pay_date > today).toBe(true);
    }
    const { rows } = await t.database.executeSql(
      `select (select count(*)::int from pay_bill_transaction_items where payroll_run_id = $1) as taken,
              (select count(*)::int from paycheck_items pi join paychecks p on p.id = pi.paycheck_id
                where p.payroll_run_id = $1 and p.refusal is null) as linked,
              (select count(*)::int from timesheets ts where ts.payroll_submission_date is not null and ts.id in
                (select timesheet_id from pay_bill_transaction_items where payroll_run_id = $1)) as locked,
              (select count(distinct timesheet_id)::int from pay_bill_transaction_items where payroll_run_id = $1) as sheets`,
      [runId],
    );
    expect(rows[0]!.taken).toBe(rows[0]!.linked);
    expect(rows[0]!.locked).toBe(rows[0]!.sheets);
    // Approved: no more edits, and a second approval finds it processing.
    expect((await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/reopen`)).statusCode).toBe(409);
    expect((await call('admin@demo.test', 'POST', `/v2/payroll_runs/${runId}/approve`)).statusCode).toBe(409);
    // The next run of the same period finds nothing left to take.
    const audit = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'payroll_run_approved' and entity_id = $1`,
      [runId],
    );
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('answers 422 for a day that does not start a pay period, and for a partner without payroll', async () => {
    const [y, m, d] = periodStart.split('-').map(Number);
    const next = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
    const bad = await call('admin@demo.test', 'POST', '/v2/payroll_runs', { partner_id: ids.acme, period_start: next });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('period_start');
    const noPartner = await call('admin@demo.test', 'POST', '/v2/payroll_runs', { period_start: periodStart });
    expect(noPartner.statusCode).toBe(422);
  });
});

describe('who sees and runs payroll', () => {
  it('lets staff and the partner who sees payroll read the run, and no one else', async () => {
    const list = (await call('admin@demo.test', 'GET', '/v2/payroll_runs')).json().data;
    const run = list.data.find((r: { partner: { id: string } }) => r.partner.id === ids.acme);
    expect(run).toBeDefined();
    for (const email of ['eor@demo.test', 'partner@demo.test']) {
      expect((await call(email, 'GET', `/v2/payroll_runs/${run.id}`)).statusCode, email).toBe(200);
    }
    // Another partner's users: not found, and not in their list.
    expect((await call('partner2@demo.test', 'GET', `/v2/payroll_runs/${run.id}`)).statusCode).toBe(404);
    const theirs = (await call('partner2@demo.test', 'GET', '/v2/payroll_runs')).json().data.data;
    expect(theirs.some((r: { id: string }) => r.id === run.id)).toBe(false);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/payroll_runs')).statusCode, email).toBe(403);
    }
    // Staff and the partner read a run's paychecks; another partner does not.
    const detail = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${run.id}`)).json().data;
    const paycheckId = detail.workers.find((w: Worker) => w.paycheck_id)?.paycheck_id;
    expect((await call('partner@demo.test', 'GET', `/v2/paychecks/${paycheckId}`)).statusCode).toBe(200);
    expect((await call('partner2@demo.test', 'GET', `/v2/paychecks/${paycheckId}`)).statusCode).toBe(404);
    // Casey's run is approved by now: Casey reads the paycheck (while it was a preview, Casey could not).
    expect((await call('contractor@demo.test', 'GET', `/v2/paychecks/${paycheckId}`)).statusCode).toBe(200);
    expect((await call('client@demo.test', 'GET', `/v2/paychecks/${paycheckId}`)).statusCode).toBe(403);
  });

  it('lets only the employer run payroll: an admin, or a self-employer partner for its own workers', async () => {
    const body = { partner_id: ids.acme, period_start: periodStart };
    // Acme's workers are employed by the platform: Acme's users and eor staff cannot run them.
    expect(
      (await call('partner@demo.test', 'POST', '/v2/payroll_runs', { period_start: periodStart })).statusCode,
    ).toBe(403);
    expect((await call('eor@demo.test', 'POST', '/v2/payroll_runs', body)).statusCode).toBe(403);
    // Beacon employs its own: its owner runs its payroll (whatever its calendar's period is).
    const beacon = await call('partner2@demo.test', 'POST', '/v2/payroll_runs', { period_start: periodStart });
    expect([201, 422]).toContain(beacon.statusCode);
    if (beacon.statusCode === 201)
      expect(beacon.json().data).toMatchObject({ employer_key: ids.beacon, partner: { id: ids.beacon } });
    const list = (await call('admin@demo.test', 'GET', '/v2/payroll_runs')).json().data.data;
    const acmeRun = list.find((r: { partner: { id: string } }) => r.partner.id === ids.acme);
    expect((await call('partner2@demo.test', 'POST', `/v2/payroll_runs/${acmeRun.id}/recompute`)).statusCode).toBe(404);
  });
});
