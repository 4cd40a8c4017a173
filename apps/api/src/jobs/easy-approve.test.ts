import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { sendEasyApprovals } from '../modules/easy-approve/easy-approve.service.js';
import { EASY_APPROVE_CRON, EASY_APPROVE_QUEUE } from './easy-approve.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
});
afterAll(async () => t?.close());

describe('the weekly easy-approve job', () => {
  it('is scheduled on pg-boss every Monday', async () => {
    const res = await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [
      EASY_APPROVE_QUEUE,
    ]);
    expect(res.rows).toEqual([{ name: EASY_APPROVE_QUEUE, cron: EASY_APPROVE_CRON }]);
  });

  it('mails every approver of every client a link per started week with pending entries', async () => {
    const now = new Date('2026-11-16T13:00:00Z');
    const { sent } = await sendEasyApprovals(t.app.deps, {}, now);
    // The seed's pending week of Casey at Globex.
    expect(sent).toContainEqual(
      expect.objectContaining({
        email: 'client@demo.test',
        client: expect.objectContaining({ name: 'Globex Corporation' }),
        week_start: '2026-11-09',
      }),
    );
    expect(sent.every((s) => s.week_start <= '2026-11-16')).toBe(true);
    const pending = await t.database.executeSql(
      `select distinct t.client_id::text as client, to_char(date_trunc('week', t.date::timestamp), 'YYYY-MM-DD') as week
         from timesheets t where t.status = 'pending' and t.date <= '2026-11-16'`,
    );
    const approverClients = await t.database.executeSql(
      `select distinct client_id::text as client from users where client_id is not null and active and role in ('owner','manager','admin','finance')`,
    );
    const withApprover = new Set(approverClients.rows.map((r) => r.client));
    const expected = pending.rows
      .filter((r) => withApprover.has(r.client))
      .map((r) => `${r.client} ${r.week}`)
      .sort();
    expect([...new Set(sent.map((s) => `${s.client.id} ${s.week_start}`))].sort()).toEqual(expected);
    expect(t.lastLinkToken('client@demo.test', '/easy_approve')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
