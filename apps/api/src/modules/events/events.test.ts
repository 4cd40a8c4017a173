/**
 * API events from the commands that make them happen (decision 0089): a timesheet approved or rejected
 * through the API records its event in the command's transaction, for the entry's partner only; each
 * record-sourced event reads its record (an invoice, a payment, a payroll run, a paycheck) as it stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEventView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { recordApiEventsOf } from './events.service.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
async function get<T>(who: string, url: string) {
  const res = await t.call(await token(who), { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const events = (who: string, type: string) =>
  get<{ data: ApiEventView[] }>(who, `/v2/api_events?type=${type}&per_page=200`).then((r) => r.data);
const firstId = async (url: string) => (await get<{ data: { id: string }[] }>('admin', url)).data[0]?.id;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('api events', () => {
  it('a timesheet approved or rejected is an event of its partner, with the entry’s facts', async () => {
    // The client (Globex, Acme's) decides its workers' time.
    const pending = await get<{ data: { id: string }[] }>('client', '/v2/timesheets?status=pending&per_page=5');
    expect(pending.data.length).toBeGreaterThanOrEqual(2);
    const [approve, reject] = pending.data.map((e) => e.id);
    for (const [id, action] of [
      [approve, 'approve'],
      [reject, 'reject'],
    ] as const) {
      const res = await t.call(await token('client'), {
        method: 'POST',
        url: `/v2/timesheets/${id}/actions`,
        payload: { action, ...(action === 'reject' && { reason: 'Wrong hours' }) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const approved = await events('partner', 'timesheet.approved');
    expect(approved.map((e) => e.subject_id)).toEqual([approve]);
    expect(approved[0]).toMatchObject({ partner_id: ids.acme, subject_type: 'timesheet' });
    expect(approved[0]!.data).toMatchObject({ id: approve, status: 'approved', contractor_id: expect.any(String) });
    expect((await events('partner', 'timesheet.rejected')).map((e) => e.subject_id)).toEqual([reject]);
    expect(await events('partner2', 'timesheet.approved')).toEqual([]);
  });

  it('a refused command records nothing', async () => {
    const before = (await events('partner', 'timesheet.approved')).length;
    const approved = await events('partner', 'timesheet.approved');
    // Approving an approved entry is refused: no second event.
    const res = await t.call(await token('client'), {
      method: 'POST',
      url: `/v2/timesheets/${approved[0]!.subject_id}/actions`,
      payload: { action: 'approve' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await events('partner', 'timesheet.approved')).length).toBe(before);
  });

  it('reads each kind of record as it stands: money as decimal strings, only matching states', async () => {
    const invoice = await firstId('/v2/invoices?per_page=1');
    const payment = await firstId('/v2/payments?per_page=1');
    const run = await firstId('/v2/payroll_runs?per_page=1');
    const paycheck = await firstId('/v2/paychecks?per_page=1');
    await t.database.db.transaction(async (tx) => {
      if (invoice) expect(await recordApiEventsOf(tx, 'invoice.finalized', [invoice, invoice])).toHaveLength(1);
      if (payment) expect(await recordApiEventsOf(tx, 'payment.received', [payment])).toHaveLength(1);
      // Not returned, not a paid run's unless paid: only matching states make an event.
      if (payment) expect(await recordApiEventsOf(tx, 'payment.returned', [payment])).toHaveLength(0);
      if (run) await recordApiEventsOf(tx, 'payroll_run.paid', [run]);
      if (paycheck) expect(await recordApiEventsOf(tx, 'paycheck.voided', [paycheck])).toHaveLength(1);
      expect(await recordApiEventsOf(tx, 'invoice.paid', [])).toEqual([]);
    });
    expect(invoice && payment && paycheck).toBeTruthy();
    const [finalized] = await events('admin', 'invoice.finalized');
    expect(finalized!.data).toMatchObject({ id: invoice, total_due: expect.stringMatching(/^-?\d+\.\d{2}$/) });
    const [received] = await events('admin', 'payment.received');
    expect(received!.data).toMatchObject({ id: payment, amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    const [voided] = await events('admin', 'paycheck.voided');
    expect(voided!.data).toMatchObject({ id: paycheck, net: expect.stringMatching(/^-?\d+\.\d{2}$/) });
  });
});
