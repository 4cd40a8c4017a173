/**
 * The reports job on pg-boss (decision 0088): a requested report is sent to the queue and built by the
 * worker without anyone calling it — PENDING, then FINISHED with its files; the sweep builds one whose
 * message never came, and leaves a finished one alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '@app/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runReportSweep } from './reports.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  token = await t.login('partner@demo.test');
});
afterAll(async () => t?.close());

const detail = async (id: string) =>
  (await t.call(token, { method: 'GET', url: `/v2/reports/${id}` })).json().data as ReportView;

describe('reports job', () => {
  it('builds a requested report through the queue', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/v2/reports',
      payload: { kind: 'billing_register', params: {} },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    let report = await detail(id);
    for (let i = 0; i < 60 && report.status !== 'FINISHED' && report.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      report = await detail(id);
    }
    expect(report).toMatchObject({ status: 'FINISHED', progress: 100, error: null });
    expect(report.row_count).toBeGreaterThan(0);
    const csv = await t.call(token, { method: 'GET', url: `/v2/reports/${id}/download?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('Total due');
  });

  it('the sweep builds a report whose message was lost, and only once', async () => {
    const [user] = (await t.database.executeSql(`select id from users where email = 'partner@demo.test'`)).rows;
    const [partner] = (await t.database.executeSql(`select partner_id from users where email = 'partner@demo.test'`))
      .rows;
    // A request stored without a queue message (as if the send had been lost).
    const [row] = (
      await t.database.executeSql(
        `insert into reports (requested_by, partner_id, kind, params) values ($1, $2, 'ar_aging', '{}') returning id`,
        [user!.id, partner!.partner_id],
      )
    ).rows;
    const id = String(row!.id);
    const built = await runReportSweep(t.app.deps);
    expect(built).toContain(id);
    expect((await detail(id)).status).toBe('FINISHED');
    expect(await runReportSweep(t.app.deps)).not.toContain(id);
  });
});
