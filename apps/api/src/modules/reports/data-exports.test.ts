/**
 * Data exports (decision 0088) as every user type and another partner's user: a ZIP of the CSVs of every
 * source the requester may read, built in the background, downloaded once by the requester (410 after, and
 * after expiry), anyone else's 404; one export at a time; a partner's holds only its own rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { buildDataExport } from './data-exports.service.js';
import { parseCsv, unzip } from './reports.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

async function exported(who: string, body: object = {}) {
  const res = await call(who, 'POST', '/v2/data_exports', body);
  expect(res.statusCode, res.body).toBe(201);
  const view = res.json().data as DataExportView;
  expect(view).toMatchObject({ status: 'PENDING', downloadable: false });
  expect(await buildDataExport(t.app.deps, view.id)).toBe(true);
  return view.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('data exports', () => {
  it('a partner owner’s export is a ZIP of its CSVs, downloaded once', async () => {
    const first = await call('partner', 'POST', '/v2/data_exports', {});
    expect(first.statusCode).toBe(201);
    // One at a time.
    expect((await call('partner', 'POST', '/v2/data_exports', {})).statusCode).toBe(409);
    const id = first.json().data.id as string;
    expect(await buildDataExport(t.app.deps, id)).toBe(true);
    const view = (await call('partner', 'GET', `/v2/data_exports/${id}`)).json().data as DataExportView;
    expect(view).toMatchObject({ status: 'FINISHED', progress: 100, downloadable: true, downloaded_at: null });
    expect(view.partner?.id).toBe(ids.acme);

    for (const who of ['partner2', 'eor', 'admin'])
      expect((await call(who, 'GET', `/v2/data_exports/${id}/download`)).statusCode).toBe(404);

    const res = await call('partner', 'GET', `/v2/data_exports/${id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['billing_register.csv', 'payroll_register.csv']));
    const invoices = (await call('partner', 'GET', '/v2/invoices?per_page=1')).json().data.total as number;
    const billing = parseCsv(files.get('billing_register.csv')!.toString('utf8'));
    expect(billing.slice(1).filter((r) => r[0] !== 'Total').length).toBe(invoices);

    expect((await call('partner', 'GET', `/v2/data_exports/${id}/download`)).statusCode).toBe(410);
    const after = (await call('partner', 'GET', `/v2/data_exports/${id}`)).json().data as DataExportView;
    expect(after).toMatchObject({ downloadable: false });
    expect(after.downloaded_at).not.toBeNull();
  });

  it('an expired export is 410; another partner’s export holds none of the first’s rows', async () => {
    const id = await exported('partner2');
    const files = unzip((await call('partner2', 'GET', `/v2/data_exports/${id}/download`)).rawPayload);
    const billing = parseCsv(files.get('billing_register.csv')!.toString('utf8'));
    const partnerAt = billing[0]!.indexOf('Partner');
    const names = new Set(
      billing
        .slice(1)
        .filter((r) => r[0] !== 'Total')
        .map((r) => r[partnerAt]),
    );
    const [beacon] = (await t.database.executeSql(`select name from partners where id = $1`, [ids.beacon])).rows;
    expect(names.size).toBeGreaterThan(0);
    expect([...names]).toEqual([beacon!.name]);

    const late = await exported('partner2');
    await t.database.executeSql(`update data_exports set expires_at = now() - interval '1 minute' where id = $1`, [
      late,
    ]);
    expect((await call('partner2', 'GET', `/v2/data_exports/${late}/download`)).statusCode).toBe(410);
    expect(
      ((await call('partner2', 'GET', `/v2/data_exports/${late}`)).json().data as DataExportView).downloadable,
    ).toBe(false);
  });

  it('a recruiter exports what its lists show; naming another partner is 422; others are refused', async () => {
    const id = await exported('recruiter');
    const files = unzip((await call('recruiter', 'GET', `/v2/data_exports/${id}/download`)).rawPayload);
    expect(files.has('billing_register.csv')).toBe(true);
    expect((await call('partner', 'POST', '/v2/data_exports', { partner_id: ids.beacon })).statusCode).toBe(422);
    const staff = await exported('admin', { partner_id: ids.beacon });
    expect(((await call('admin', 'GET', `/v2/data_exports/${staff}`)).json().data as DataExportView).partner?.id).toBe(
      ids.beacon,
    );
    for (const who of ['client', 'contractor', 'sales'])
      expect([403, 404]).toContain((await call(who, 'POST', '/v2/data_exports', {})).statusCode);
    const list = (await call('partner', 'GET', '/v2/data_exports')).json().data;
    expect(list.data.map((e: DataExportView) => e.id)).not.toContain(id);
  });
});
