/**
 * Concurrent approvals never overspend a purchase order (issue 11): five 8-hour timesheets of five
 * contractors approved at once against a 'refuse' PO of 24 hours — exactly three fit, the other two are
 * refused, and `consumed` equals the standing rows. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL, where the approvals really run in parallel transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { rows } from '../timesheets/timesheet-test-kit.js';
import { createHourlyPlacement, insertTimesheets } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ids: DemoIds;
let admin = '';
const timesheetIds: string[] = [];
let poId = '';

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  const assignmentIds: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const placement = await createHourlyPlacement(t.database.db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: ids.laClinic,
    });
    assignmentIds.push(placement.assignmentId);
    const [id] = await insertTimesheets(
      t.database.db,
      placement.assignmentId,
      [{ date: '2029-02-05', start: '09:00', end: '17:00' }],
      'pending',
    );
    timesheetIds.push(id!);
  }
  const res = await t.call(admin, {
    method: 'POST',
    url: '/v2/purchase_orders',
    payload: {
      client_id: ids.umbrella,
      number: 'PO-RACE',
      budget_kind: 'hours',
      budget: '24',
      starts_on: '2029-01-01',
      assignment_ids: assignmentIds,
    },
  });
  expect(res.statusCode).toBe(201);
  poId = res.json().data.id;
});
afterAll(async () => t?.close());

describe('purchase orders under concurrent approvals', () => {
  it('approve exactly the timesheets that fit and never consume past the budget', async () => {
    const answers = await Promise.all(
      timesheetIds.map((id) =>
        t.call(admin, { method: 'POST', url: `/v2/timesheets/${id}/actions`, payload: { action: 'approve' } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().detail[0].msg).toBe(
        'Purchase order PO-RACE has 0.00 hours left; this timesheet needs 8.00',
      );
    }
    const po = (await t.call(admin, { method: 'GET', url: `/v2/purchase_orders/${poId}` })).json().data;
    expect(po).toMatchObject({ consumed: '24.00', remaining: '0.00', over_budget: false });
    expect(po.consumptions).toHaveLength(3);
    const [standing] = await rows(
      t,
      `select count(*)::int as n, coalesce(sum(hours), 0)::text as hours from purchase_order_consumptions
        where purchase_order_id = '${poId}' and released_at is null`,
    );
    expect(standing).toMatchObject({ n: 3, hours: '24.00' });
    const [approved] = await rows(
      t,
      `select count(*)::int as n from timesheets where id in (${timesheetIds.map((i) => `'${i}'`).join(', ')})
        and status = 'approved'`,
    );
    expect(approved!.n).toBe(3);
  });
});
