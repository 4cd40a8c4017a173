import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createHourlyPlacement, insertTimesheets } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const ADMIN = 'admin@demo.test';

let assignmentId = '';
let week: string[] = [];

const po = (over: object = {}) => ({
  client_id: ids.umbrella,
  number: 'PO-1001',
  budget_kind: 'hours',
  budget: '12',
  starts_on: '2029-01-01',
  ends_on: '2029-12-31',
  assignment_ids: [assignmentId],
  ...over,
});

const act = (id: string, action: string) =>
  call(ADMIN, 'POST', `/v2/timesheets/${id}/actions`, { action, ...(action === 'reject' && { reason: 'Wrong' }) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  const placement = await createHourlyPlacement(t.database.db, {
    partnerId: ids.acme,
    clientId: ids.umbrella,
    workLocationId: ids.laClinic,
  });
  assignmentId = placement.assignmentId;
  // Three 8-hour days, pending: 8 h × $40 = 320.00 each.
  week = await insertTimesheets(
    t.database.db,
    assignmentId,
    ['2029-01-08', '2029-01-09', '2029-01-10'].map((date) => ({ date, start: '09:00', end: '17:00' })),
    'pending',
  );
});
afterAll(async () => t?.close());

describe('purchase orders: who', () => {
  it('are created by staff and the client-managing partner users, for their own clients only', async () => {
    const created = await call(ADMIN, 'POST', '/v2/purchase_orders', po());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      number: 'PO-1001',
      budget: '12.00',
      consumed: '0.00',
      remaining: '12.00',
      percent_used: '0.0',
      status: 'active',
      assignments: [{ id: assignmentId }],
      consumptions: [],
    });
    const partner = await call('partner@demo.test', 'POST', '/v2/purchase_orders', po({ number: 'PO-ACME' }));
    expect(partner.statusCode).toBe(201);
    // A time-sheet-only role has no Purchase orders link at all (404, like the page).
    expect((await call('timesheets@demo.test', 'POST', '/v2/purchase_orders', po({ number: 'X' }))).statusCode).toBe(
      404,
    );
    const recruiter = await call('recruiter@demo.test', 'POST', '/v2/purchase_orders', po({ number: 'PO-R' }));
    expect(recruiter.statusCode).toBe(201);
    // A client's users read their POs; they do not write them.
    const own = po({ number: 'Y', client_id: ids.globex, assignment_ids: [] });
    expect((await call('client@demo.test', 'POST', '/v2/purchase_orders', own)).statusCode).toBe(403);
    // Another partner's client is no client of theirs.
    expect((await call('partner2@demo.test', 'POST', '/v2/purchase_orders', po({ number: 'Z' }))).statusCode).toBe(422);
    for (const email of ['contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/purchase_orders')).statusCode).toBe(403);
      expect((await call(email, 'POST', '/v2/purchase_orders', po({ number: 'W' }))).statusCode).toBe(403);
    }
  });

  it('are read by their client and hidden from other partners and clients', async () => {
    const globex = await call(ADMIN, 'POST', '/v2/purchase_orders', {
      client_id: ids.globex,
      number: 'GX-7',
      budget_kind: 'amount',
      budget: '5000',
      starts_on: '2029-01-01',
    });
    expect(globex.statusCode).toBe(201);
    const globexId = globex.json().data.id;
    const umbrellaId = (await call(ADMIN, 'GET', `/v2/purchase_orders?client_id=${ids.umbrella}`)).json().data.data[0]
      .id;
    // Globex's own: GX-7 and the demo's GX-4410, 90% used.
    const own = (await call('client@demo.test', 'GET', '/v2/purchase_orders?sort=number')).json().data;
    expect(own.data.map((r: { number: string }) => r.number)).toEqual(['GX-4410', 'GX-7']);
    expect(own.data[1]).toMatchObject({ consumed: '0.00', remaining: '5000.00' });
    expect(own.data[0]).toMatchObject({ budget_kind: 'hours', near_budget: true, over_budget: false });
    expect(Number(own.data[0].percent_used)).toBeGreaterThanOrEqual(89.5);
    expect((await call('client@demo.test', 'GET', `/v2/purchase_orders/${globexId}`)).statusCode).toBe(200);
    expect((await call('client@demo.test', 'GET', `/v2/purchase_orders/${umbrellaId}`)).statusCode).toBe(404);
    expect(
      (await call('client@demo.test', 'PATCH', `/v2/purchase_orders/${globexId}`, { budget: '9000' })).statusCode,
    ).toBe(403);
    expect((await call('partner2@demo.test', 'GET', `/v2/purchase_orders/${globexId}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', '/v2/purchase_orders')).json().data.total).toBe(0);
    expect(
      (await call('partner2@demo.test', 'PATCH', `/v2/purchase_orders/${globexId}`, { budget: '9000' })).statusCode,
    ).toBe(404);
    const csv = await call(ADMIN, 'GET', '/v2/purchase_orders?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('GX-7');
  });

  it('refuses a taken number, a bad window or budget, and assignments of another client', async () => {
    const taken = await call(ADMIN, 'POST', '/v2/purchase_orders', po());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0]).toMatchObject({ loc: ['body', 'number'] });
    expect((await call(ADMIN, 'POST', '/v2/purchase_orders', po({ number: 'N1', budget: '0' }))).statusCode).toBe(422);
    expect(
      (await call(ADMIN, 'POST', '/v2/purchase_orders', po({ number: 'N2', ends_on: '2028-01-01' }))).statusCode,
    ).toBe(422);
    const stranger = await call(ADMIN, 'POST', '/v2/purchase_orders', po({ number: 'N3', client_id: ids.globex }));
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().detail[0]).toMatchObject({ loc: ['body', 'assignment_ids'] });
  });
});

describe('purchase orders: approvals consume them', () => {
  const detail = async () => {
    const list = (await call(ADMIN, 'GET', `/v2/purchase_orders?client_id=${ids.umbrella}&sort=created_at`)).json().data
      .data;
    const first = list.find((r: { number: string }) => r.number === 'PO-1001');
    return (await call(ADMIN, 'GET', `/v2/purchase_orders/${first.id}`)).json().data;
  };

  it('takes each approved timesheet, and refuses one past the budget naming the PO and what is left', async () => {
    // PO-1001 and PO-ACME both cover the assignment and end together: the older one is consumed.
    expect((await act(week[0]!, 'approve')).statusCode).toBe(200);
    let d = await detail();
    expect(d).toMatchObject({ consumed: '8.00', remaining: '4.00', percent_used: '66.7' });
    expect(d.consumptions).toMatchObject([
      { timesheet: { id: week[0], date: '2029-01-08' }, hours: '8.00', amount: '320.00', over_budget: false },
    ]);
    const refused = await act(week[1]!, 'approve');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].msg).toBe('Purchase order PO-1001 has 4.00 hours left; this timesheet needs 8.00');
    expect((await call(ADMIN, 'GET', `/v2/timesheets/${week[1]}`)).json().data.status).toBe('pending');
    d = await detail();
    expect(d.consumed).toBe('8.00');
  });

  it("allows and flags time past the budget when the client's policy says so", async () => {
    const res = await call(ADMIN, 'PATCH', `/v2/clients/${ids.umbrella}`, { po_overrun_policy: 'flag' });
    expect(res.json().data.po_overrun_policy).toBe('flag');
    expect((await act(week[1]!, 'approve')).statusCode).toBe(200);
    const d = await detail();
    expect(d).toMatchObject({ consumed: '16.00', remaining: '-4.00', over_budget: true, near_budget: true });
    expect(d.consumptions[0]).toMatchObject({ timesheet: { id: week[1] }, over_budget: true });
    const near = (await call(ADMIN, 'GET', '/v2/purchase_orders?near_budget=true')).json().data.data;
    expect(near.map((r: { number: string }) => r.number)).toContain('PO-1001');
  });

  it('gives the budget back when an approval is undone, keeping the released row', async () => {
    expect((await act(week[1]!, 'unapprove')).statusCode).toBe(200);
    const d = await detail();
    expect(d.consumed).toBe('8.00');
    const released = d.consumptions.find((c: { timesheet: { id: string } }) => c.timesheet.id === week[1]);
    expect(released.released_at).not.toBeNull();
    // Approved again, it consumes again (one standing row per timesheet).
    expect((await act(week[1]!, 'approve')).statusCode).toBe(200);
    expect((await detail()).consumed).toBe('16.00');
    // No bill: still approved, but never billed, so it consumes nothing.
    expect((await act(week[1]!, 'no_bill')).statusCode).toBe(200);
    expect((await detail()).consumed).toBe('8.00');
  });

  it('is changed by its managers: never below consumed, assignments added and removed, closed', async () => {
    const id = (await detail()).id;
    const low = await call(ADMIN, 'PATCH', `/v2/purchase_orders/${id}`, { budget: '7.50' });
    expect(low.statusCode).toBe(422);
    expect(low.json().detail[0].msg).toContain('8.00');
    const raised = await call('partner@demo.test', 'PATCH', `/v2/purchase_orders/${id}`, {
      budget: '40',
      description: 'Q1 staffing',
      remove_assignment_ids: [assignmentId],
    });
    expect(raised.json().data).toMatchObject({ budget: '40.00', description: 'Q1 staffing', assignments: [] });
    const back = await call(ADMIN, 'PATCH', `/v2/purchase_orders/${id}`, { add_assignment_ids: [assignmentId] });
    expect(back.json().data.assignments).toHaveLength(1);
    const closed = await call(ADMIN, 'PATCH', `/v2/purchase_orders/${id}`, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    // A closed PO takes no more time (the other covering PO, PO-ACME, does).
    expect((await act(week[2]!, 'approve')).statusCode).toBe(200);
    expect((await detail()).consumed).toBe('8.00');
    const acme = (await call(ADMIN, 'GET', '/v2/purchase_orders?client_id=' + ids.umbrella))
      .json()
      .data.data.find((r: { number: string }) => r.number === 'PO-ACME');
    expect(acme.consumed).toBe('8.00');
  });
});
