import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_TABLE } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const create = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/v2/saved_views', payload });
const list = (token: string, table: string, extra = '') =>
  t.call(token, { method: 'GET', url: `/v2/saved_views?table=${table}${extra}` });
const approvedView = { table: 'timesheets', name: 'Approved, newest', query: '?status=approved&sort=-date&page=4' };

describe('saved views', () => {
  it('keeps a named view per user and list, without its page, and lists it through the list helper', async () => {
    const partner = await t.login('partner@demo.test');
    const res = await create(partner, { ...approvedView, hidden_columns: ['notes', 'id', 'notes'] });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json().data;
    // The page is never part of a view; the rest is kept in a stable order.
    expect(view).toMatchObject({
      table: 'timesheets',
      name: 'Approved, newest',
      query: 'sort=-date&status=approved',
      hidden_columns: ['id', 'notes'],
    });
    await create(partner, { table: 'timesheets', name: 'all pending', query: 'status=pending', hidden_columns: [] });
    await create(partner, { table: 'invoices', name: 'Overdue', query: 'status=overdue', hidden_columns: [] });

    const page = (await list(partner, 'timesheets')).json().data;
    expect(page.total).toBe(2);
    // Sorted by name, ignoring case.
    expect(page.data.map((v: { name: string }) => v.name)).toEqual(['all pending', 'Approved, newest']);
    const csv = await list(partner, 'timesheets', '&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Approved, newest');

    const renamed = await t.call(partner, {
      method: 'PATCH',
      url: `/v2/saved_views/${view.id}`,
      payload: { name: 'Approved (newest first)', query: 'status=approved' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Approved (newest first)', query: 'status=approved' });
  });

  it('refuses a second view of the same name on the same list (any case), and bad input, with nothing written', async () => {
    const partner = await t.login('partner@demo.test');
    const dup = await create(partner, { table: 'timesheets', name: 'ALL PENDING', query: '', hidden_columns: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('already have a view named "ALL PENDING"');

    const noName = await create(partner, { table: 'timesheets', name: '  ', query: '', hidden_columns: [] });
    expect(noName.statusCode).toBe(422);
    const badTable = await create(partner, { table: 'Robert);DROP', name: 'x', query: '', hidden_columns: [] });
    expect(badTable.statusCode).toBe(422);
    const tooLong = await create(partner, {
      table: 'timesheets',
      name: 'x',
      query: 'a='.padEnd(2001, 'b'),
      hidden_columns: [],
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await list(partner, 'timesheets')).json().data.total).toBe(2);
    expect((await t.call(partner, { method: 'GET', url: '/v2/saved_views' })).statusCode).toBe(422);
  });

  it('keeps each user to their own views: another user, another partner and every user type see none of them', async () => {
    const partner = await t.login('partner@demo.test');
    const [mine] = (await list(partner, 'invoices')).json().data.data;
    for (const email of [
      'partner2@demo.test',
      'recruiter@demo.test',
      'client@demo.test',
      'contractor@demo.test',
      'eor@demo.test',
      'sales@demo.test',
      'admin@demo.test',
    ]) {
      const other = await t.login(email);
      expect((await list(other, 'invoices')).json().data.total, email).toBe(0);
      expect((await t.call(other, { method: 'GET', url: `/v2/saved_views/${mine.id}` })).statusCode, email).toBe(404);
      const patch = await t.call(other, {
        method: 'PATCH',
        url: `/v2/saved_views/${mine.id}`,
        payload: { name: 'Mine now' },
      });
      expect(patch.statusCode, email).toBe(404);
      expect((await t.call(other, { method: 'DELETE', url: `/v2/saved_views/${mine.id}` })).statusCode, email).toBe(
        404,
      );
    }
    // Every user type may keep views of its own.
    const contractor = await t.login('contractor@demo.test');
    expect(
      (await create(contractor, { table: 'paychecks', name: 'This year', query: 'year=2026', hidden_columns: [] }))
        .statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/v2/saved_views?table=invoices' })).statusCode).toBe(401);
  });

  it("keeps the real admin's views while acting as someone, and deletes with an audit trail", async () => {
    const admin = await t.login('admin@demo.test');
    const [client] = (await t.database.executeSql(`select id from users where email = 'client@demo.test'`)).rows;
    const acting = (
      await t.call(admin, { method: 'POST', url: '/v2/user/act-as', payload: { user_id: client!.id } })
    ).json().data.access_token;
    const made = (await create(acting, { table: 'invoices', name: 'Acting', query: '', hidden_columns: [] })).json()
      .data;
    expect((await list(admin, 'invoices')).json().data.data.map((v: { name: string }) => v.name)).toEqual(['Acting']);
    expect((await list(await t.login('client@demo.test'), 'invoices')).json().data.total).toBe(0);

    const del = await t.call(admin, { method: 'DELETE', url: `/v2/saved_views/${made.id}` });
    expect(del.statusCode).toBe(204);
    expect((await t.call(admin, { method: 'DELETE', url: `/v2/saved_views/${made.id}` })).statusCode).toBe(404);
    const audit = await t.database.executeSql(
      `select action from audit_logs where entity_type = 'saved_view' and entity_id = '${made.id}' order by created_at`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['saved_view_created', 'saved_view_deleted']);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_TABLE} views of one list`, async () => {
    const eor = await t.login('eor@demo.test');
    for (let i = 0; i < SAVED_VIEWS_PER_TABLE; i++) {
      expect(
        (await create(eor, { table: 'clients', name: `View ${i}`, query: '', hidden_columns: [] })).statusCode,
      ).toBe(201);
    }
    const over = await create(eor, { table: 'clients', name: 'One more', query: '', hidden_columns: [] });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail[0]).toMatchObject({
      loc: ['body', 'name'],
      msg: expect.stringContaining('at most 25 views'),
    });
  });
});
