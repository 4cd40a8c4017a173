/**
 * Pay cards (issue 13, /contractor/pay_card; decision 0058): a self-employer's worker enrols (once, behind
 * the e-mailed code when it is on), the next run loads the net pay onto the card instead of a deposit, a
 * load over the provider's limit is declined and fails the transfer, the card's ledger and balance follow
 * the provider's reports, and a card with money on it cannot be closed; who may use the card routes.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { processPayrollRun } from '../payroll-runs/payroll-processing.service.js';
import { recordCardActivity } from './pay-cards.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let bruno: string;
let beaconOwner: string;
const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload && { payload }) });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

/**
 * Beacon's run of the period holding `day`, approved and processed (first killed at `killAt`, when given,
 * then run again); answers the run id.
 */
async function beaconRun(day: string, killAt?: string): Promise<string> {
  const calendar = await loadPayCalendar(t.app.deps.db, ids.beacon);
  const period = workPeriods(calendar, day, 1)[0]!;
  const created = await call(beaconOwner, 'POST', '/v2/payroll_runs', { period_start: period.period_start_date });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const run = created.json().data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await call(beaconOwner, 'POST', `/v2/payroll_runs/${run.id}/exclusions`, {
      contractor_id: w.contractor.id,
      excluded: true,
    });
  }
  expect((await call(beaconOwner, 'POST', `/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  const approved = await call(beaconOwner, 'POST', `/v2/payroll_runs/${run.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  if (killAt) {
    const kill = (label: string) => {
      if (label === killAt) throw new Error(`killed at ${label}`);
    };
    await expect(processPayrollRun(t.app.deps, run.id, kill)).rejects.toThrow(/killed/);
  }
  await processPayrollRun(t.app.deps, run.id);
  return run.id as string;
}

/** Bruno's transfer in a run: how his pay went. */
const brunoTransfer = (runId: string) =>
  one(
    `select x.id, x.method, x.status, x.return_code, x.amount::text as amount, x.account_last4, p.net::text as net
       from payroll_transfers x join paychecks p on p.id = x.paycheck_id
      where x.payroll_run_id = $1 and x.contractor_id = $2`,
    [runId, ids.bruno],
  );

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await withoutEmailCodes(t);
  bruno = await t.login('bruno@beacon.test');
  beaconOwner = await t.login('partner2@demo.test');
});
afterAll(async () => t?.close());

describe("a worker's pay card", () => {
  it('is not offered where the employer is not a self-employer: Casey at Acme', async () => {
    const casey = await t.loginAs('contractor');
    expect((await call(casey, 'GET', '/v2/pay_card')).json().data).toEqual({ card: null, offered: false });
    expect((await call(casey, 'POST', '/v2/pay_card')).statusCode).toBe(403);
  });

  it('opens once: enrolling again answers the same card, with nothing on it', async () => {
    expect((await call(bruno, 'GET', '/v2/pay_card')).json().data).toEqual({ card: null, offered: true });
    const first = await call(bruno, 'POST', '/v2/pay_card');
    expect(first.statusCode, first.body).toBe(201);
    const card = first.json().data.card;
    expect(card).toMatchObject({ status: 'active', receives_pay: true, balance: '0.00' });
    expect(card.last4).toMatch(/^\d{4}$/);
    const again = (await call(bruno, 'POST', '/v2/pay_card')).json().data.card;
    expect(again.id).toBe(card.id);
    const audit = await one(`select count(*)::int as n from audit_logs where action = 'pay_card_enrolled'`);
    expect(audit.n).toBe(1);
  });

  it("takes the next run's net pay instead of a deposit, and shows the load on its ledger", async () => {
    const placement = await createHourlyPlacement(t.database.db, {
      partnerId: ids.beacon,
      clientId: ids.initech,
      workLocationId: ids.dallas,
      contractorId: ids.bruno,
      pay: '30',
      bill: '45',
    });
    await createApprovedWeek(t.database.db, placement.assignmentId, [
      { date: '2026-12-07', start: '09:00', end: '17:00' },
    ]);
    // Killed after the provider answered the load, before it was recorded: run again, it is loaded once.
    const runId = await beaconRun('2026-12-07', 'card-loads-asked');
    const x = await brunoTransfer(runId);
    const card = (await call(bruno, 'GET', '/v2/pay_card')).json().data.card;
    expect([x.method, x.status, x.amount, x.account_last4]).toEqual(['pay_card', 'paid', x.net, card.last4]);
    expect(card.balance).toBe(new Decimal(String(x.net)).toFixed(2));
    const list = (await call(bruno, 'GET', '/v2/pay_card/transactions')).json().data;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ kind: 'load', amount: card.balance, payroll_transfer_id: x.id });
    // Processing again changes nothing: the provider answers the same reference once.
    await processPayrollRun(t.app.deps, runId);
    expect((await call(bruno, 'GET', '/v2/pay_card')).json().data.card.balance).toBe(card.balance);
  });

  it("declines a load over the provider's limit: the transfer fails with its code and nothing is loaded", async () => {
    const before = (await call(bruno, 'GET', '/v2/pay_card')).json().data.card.balance;
    const placement = await createHourlyPlacement(t.database.db, {
      partnerId: ids.beacon,
      clientId: ids.initech,
      workLocationId: ids.dallas,
      contractorId: ids.bruno,
      pay: '400',
      bill: '500',
      effectiveDate: '2026-12-01',
    });
    // The next week (checks dated in 2026, the engine's year): two 14-hour days at $400, a net pay well over
    // the sandbox's $5,000.00 single-load limit.
    const [day, next] = ['2026-12-14', '2026-12-15'];
    await createApprovedWeek(t.database.db, placement.assignmentId, [
      { date: day, start: '06:00', end: '20:00' },
      { date: next, start: '06:00', end: '20:00' },
    ]);
    const runId = await beaconRun(day);
    const x = await brunoTransfer(runId);
    expect(new Decimal(String(x.net)).gt('5000')).toBe(true);
    expect([x.method, x.status, x.return_code]).toEqual(['pay_card', 'failed', 'load_limit']);
    expect((await call(bruno, 'GET', '/v2/pay_card')).json().data.card.balance).toBe(before);
  });

  it('stops receiving pay on request, and cannot close while money is on it', async () => {
    const off = await call(bruno, 'PATCH', '/v2/pay_card', { receives_pay: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.card.receives_pay).toBe(false);
    const refused = await call(bruno, 'POST', '/v2/pay_card/close');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/spend or withdraw it/);
    // The provider reports a purchase of the whole balance: then the card closes.
    const card = (await call(bruno, 'GET', '/v2/pay_card')).json().data.card;
    await recordCardActivity(t.database.db, card, {
      kind: 'purchase',
      amount: new Decimal(card.balance).negated(),
      description: 'H-E-B #412',
      providerTransactionId: 'sbx_purchase_1',
      occurredAt: new Date('2026-12-20T18:00:00Z'),
    });
    const list = (await call(bruno, 'GET', '/v2/pay_card/transactions')).json().data.data;
    expect(list[0]).toMatchObject({ kind: 'purchase', balance_after: '0.00' });
    const closed = await call(bruno, 'POST', '/v2/pay_card/close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.card).toBeNull();
  });

  it('refuses a body that is not the one setting, and every user type but the contractor', async () => {
    expect((await call(bruno, 'PATCH', '/v2/pay_card', { receives_pay: 'yes' })).statusCode).toBe(422);
    const seen: [string, number][] = [];
    for (const as of ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const) {
      seen.push([as, (await t.callAs(as, { method: 'GET', url: '/v2/pay_card' })).statusCode]);
    }
    expect(seen.every(([, status]) => status === 403)).toBe(true);
  });
});
