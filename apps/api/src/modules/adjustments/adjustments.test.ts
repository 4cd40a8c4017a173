import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

const credit = (over: object = {}) => ({
  client_id: ids.umbrella,
  type: 'credit',
  direction: 'credit',
  amount: '50.00',
  description: 'Goodwill credit for the late start',
  date: '2029-01-03',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  const placement = await createHourlyPlacement(t.database.db, {
    partnerId: ids.acme,
    clientId: ids.umbrella,
    workLocationId: ids.laClinic,
  });
  await createApprovedWeek(t.database.db, placement.assignmentId, [
    { date: '2029-01-08', start: '09:00', end: '17:00' },
  ]);
});
afterAll(async () => t?.close());

describe('adjustments', () => {
  let adjustmentId = '';

  it('are added by staff and self-funded or self-employer partners for their clients only', async () => {
    const res = await call('admin@demo.test', 'POST', '/v2/adjustments', credit());
    expect(res.statusCode).toBe(201);
    adjustmentId = res.json().data.id;
    expect(res.json().data).toMatchObject({ status: 'pending', signed_amount: '-50.00', payer: { id: ids.umbrella } });
    expect((await call('partner@demo.test', 'POST', '/v2/adjustments', credit())).statusCode).toBe(403);
    expect((await call('partner2@demo.test', 'POST', '/v2/adjustments', credit())).statusCode).toBe(422);
    const beacon = await call(
      'partner2@demo.test',
      'POST',
      '/v2/adjustments',
      credit({ client_id: ids.initech, type: 'late_fee', direction: 'debit' }),
    );
    expect(beacon.statusCode).toBe(201);
    expect((await call('admin@demo.test', 'POST', '/v2/adjustments', credit({ type: 'bribe' }))).statusCode).toBe(422);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/adjustments')).statusCode).toBeGreaterThanOrEqual(403);
    }
    expect((await call('partner2@demo.test', 'GET', `/v2/adjustments/${adjustmentId}`)).statusCode).toBe(404);
  });

  it("land on the client's next invoice, stay through a rerun, and are invoiced with it", async () => {
    const run = async () =>
      (
        await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2029-01-31', client_id: ids.umbrella })
      ).json().data;
    const first = await run();
    const invoiceId = first.invoices.find(
      (e: { period: { start: string } }) => e.period.start === '2029-01-08',
    ).invoice_id;
    const draft = (await call('admin@demo.test', 'GET', `/v2/invoices/${invoiceId}`)).json().data;
    // 8 h × $40 = 320.00, less the 50.00 credit.
    expect(draft).toMatchObject({
      total_bill_amount: '320.00',
      client_total_adjustment_amount: '-50.00',
      total_due: '270.00',
    });
    expect(draft.adjustments).toMatchObject([{ id: adjustmentId, amount: '-50.00' }]);
    await run();
    const again = (await call('admin@demo.test', 'GET', `/v2/invoices/${invoiceId}`)).json().data;
    expect(again.total_due).toBe('270.00');
    expect((await call('admin@demo.test', 'GET', `/v2/adjustments/${adjustmentId}`)).json().data.status).toBe(
      'charged',
    );
    expect((await call('admin@demo.test', 'POST', `/v2/invoices/${invoiceId}/finalize`)).statusCode).toBe(200);
    const invoiced = (await call('admin@demo.test', 'GET', `/v2/adjustments/${adjustmentId}`)).json().data;
    expect(invoiced).toMatchObject({ status: 'invoiced', invoice_charged_against: { id: invoiceId } });
    expect(
      (await call('admin@demo.test', 'POST', `/v2/adjustments/${adjustmentId}/void`, { reason: 'oops' })).statusCode,
    ).toBe(409);
    // Voiding the invoice returns the adjustment to the next one.
    await call('admin@demo.test', 'POST', `/v2/invoices/${invoiceId}/void`, { reason: 'Wrong rate' });
    expect((await call('admin@demo.test', 'GET', `/v2/adjustments/${adjustmentId}`)).json().data).toMatchObject({
      status: 'pending',
      invoice_charged_against: null,
    });
  });

  it('may be voided while pending, with a reason', async () => {
    const res = await call('admin@demo.test', 'POST', `/v2/adjustments/${adjustmentId}/void`, {
      reason: 'Agreed otherwise',
    });
    expect(res.json().data).toMatchObject({ status: 'void', void_reason: 'Agreed otherwise' });
    const list = (await call('admin@demo.test', 'GET', `/v2/adjustments?client_id=${ids.umbrella}&status=void`)).json()
      .data;
    expect(list.data.map((a: { id: string }) => a.id)).toContain(adjustmentId);
  });
});
