/**
 * Data exports (decisions 0088 and 0101) as every user type and another partner's user: a ZIP of one CSV per
 * business table the requester may see, each holding exactly the rows its list shows the requester (counts
 * equal the lists; a partner's holds none of another partner's rows; the admin's all), no secret among them;
 * built in the background, downloaded once by the requester (410 after, and after expiry), anyone else's 404;
 * one export at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportView } from '@app/domain';
import { describeAccess } from '../../plugins/access.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { activePrincipal } from '../users/users.service.js';
import { EXPORT_TABLES } from './data-export-tables.js';
import { buildDataExport, exportArchive } from './data-exports.service.js';
import { parseCsv, unzip } from './reports.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

/** The lists each table must equal (the staff's default recent periods lifted). */
const LISTS: Record<string, string[]> = {
  clients: ['/v2/clients'],
  workers: ['/v2/contractors'],
  placements: ['/v2/assignments'],
  timesheet_entries: ['/v2/timesheets?all_dates=true'],
  expenses: ['/v2/expenses?all_dates=true'],
  invoices: ['/v2/invoices'],
  payments: ['/v2/payments'],
  payroll_runs: ['/v2/payroll_runs'],
  paychecks: ['/v2/paychecks'],
  contractor_documents: ['/v2/contractor_documents?status=active', '/v2/contractor_documents?status=archived'],
  client_documents: ['/v2/client_documents?status=active', '/v2/client_documents?status=archived'],
  employer_documents: ['/v2/employer_documents?status=active', '/v2/employer_documents?status=archived'],
  platform_documents: ['/v2/platform_documents?status=active', '/v2/platform_documents?status=archived'],
  users: ['/v2/users'],
  distributions: ['/v2/distributions'],
  commissions: ['/v2/commissions'],
  pto_balances: ['/v2/pto_accruals/balances'],
  ledger_items: ['/v2/pay_bill_transaction_items?all_dates=true'],
};

type Table = { header: string[]; rows: string[][] };
const tablesOf = (zip: Buffer) =>
  new Map(
    [...unzip(zip)].map(([name, bytes]) => {
      const [header, ...rows] = parseCsv(bytes.toString('utf8'));
      return [name.replace(/\.csv$/, ''), { header: header!, rows }] as const;
    }),
  );
const column = (table: Table, name: string) => table.rows.map((r) => r[table.header.indexOf(name)]!);

async function listTotal(who: string, urls: string[]) {
  let total = 0;
  for (const url of urls) {
    const res = await call(who, 'GET', `${url}${url.includes('?') ? '&' : '?'}per_page=1`);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(200);
    total += res.json().data.total as number;
  }
  return total;
}

async function exported(who: string, body: object = {}) {
  const res = await call(who, 'POST', '/v2/data_exports', body);
  expect(res.statusCode, res.body).toBe(201);
  const view = res.json().data as DataExportView;
  expect(view).toMatchObject({ status: 'PENDING', downloadable: false });
  expect(await buildDataExport(t.app.deps, view.id)).toBe(true);
  return view.id;
}
async function downloaded(who: string, body: object = {}) {
  const id = await exported(who, body);
  const res = await call(who, 'GET', `/v2/data_exports/${id}/download`);
  expect(res.statusCode).toBe(200);
  return tablesOf(res.rawPayload);
}

/** Every table's rows equal its lists for the same user; the invoice lines those of the invoices listed. */
async function expectEqualToLists(who: string, tables: Map<string, Table>, partnerId?: string) {
  for (const [name, table] of tables) {
    if (name === 'invoice_lines') continue;
    expect(LISTS[name], name).toBeDefined();
    expect(table.rows.length, `${who} ${name}`).toBe(await listTotal(who, LISTS[name]!));
  }
  const lines = await t.database.executeSql(
    `select count(*)::int as n from invoice_line_items l join invoices i on i.id = l.invoice_id
      where ($1::uuid is null or i.partner_id = $1)`,
    [partnerId ?? null],
  );
  expect(tables.get('invoice_lines')!.rows.length).toBe(lines.rows[0]!.n);
  const invoiceIds = new Set(column(tables.get('invoices')!, 'id'));
  for (const id of column(tables.get('invoice_lines')!, 'invoice_id')) expect(invoiceIds.has(id)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('data exports', () => {
  it('every table’s access is its list route’s', async () => {
    const routes = new Map(t.app.routeRegistry.filter((r) => r.method === 'GET').map((r) => [r.url, r.access]));
    for (const table of EXPORT_TABLES) {
      expect(routes.has(table.route), table.route).toBe(true);
      expect(describeAccess(table.access), table.name).toBe(describeAccess(routes.get(table.route)));
    }
  });

  it('a partner owner’s export is every table it may see, equal to its lists, downloaded once', async () => {
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
    const tables = tablesOf(res.rawPayload);
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining([
        'clients',
        'workers',
        'placements',
        'timesheet_entries',
        'expenses',
        'invoices',
        'invoice_lines',
        'payments',
        'payroll_runs',
        'paychecks',
        'contractor_documents',
        'users',
        'pto_balances',
      ]),
    );
    // The ledger's items are staff's (/transaction_items), not a partner's.
    expect(tables.has('ledger_items')).toBe(false);
    for (const name of ['clients', 'workers', 'placements', 'timesheet_entries', 'invoices', 'invoice_lines'])
      expect(tables.get(name)!.rows.length, name).toBeGreaterThan(0);
    // Commissions are the platform's and sales partners' (not a partner's list).
    expect(tables.has('commissions')).toBe(false);
    await expectEqualToLists('partner', tables, ids.acme);
    // Kept to Acme: each row naming a partner names Acme (the platform's documents name none).
    for (const [name, table] of tables)
      if (table.header.includes('partner.id'))
        for (const partner of column(table, 'partner.id').filter(Boolean)) expect(partner, name).toBe(ids.acme);
    expect(column(tables.get('invoices')!, 'partner.id')).toContain(ids.acme);

    // No secret: tax ids masked as the list shows them, no password, token or bank number column.
    const workers = tables.get('workers')!;
    expect(workers.header).toEqual(expect.arrayContaining(['tax_id.masked', 'tax_id.last4']));
    expect(column(workers, 'tax_id.masked').filter(Boolean).length).toBeGreaterThan(0);
    for (const taxId of column(workers, 'tax_id.masked')) expect(taxId).not.toMatch(/\d{5}/);
    for (const row of workers.rows) for (const cell of row) expect(cell.replace(/-/g, '')).not.toMatch(/^\d{9}$/);
    for (const table of tables.values())
      for (const header of table.header)
        expect(header).not.toMatch(/password|token|secret|hash|account_number|routing_number/i);

    expect((await call('partner', 'GET', `/v2/data_exports/${id}/download`)).statusCode).toBe(410);
    const after = (await call('partner', 'GET', `/v2/data_exports/${id}`)).json().data as DataExportView;
    expect(after).toMatchObject({ downloadable: false });
    expect(after.downloaded_at).not.toBeNull();
  });

  it('another partner’s export holds none of the first’s rows; an expired export is 410', async () => {
    const acme = await downloaded('partner');
    const beacon = await downloaded('partner2');
    await expectEqualToLists('partner2', beacon, ids.beacon);
    expect(beacon.get('invoices')!.rows.length).toBeGreaterThan(0);
    for (const [name, table] of beacon) {
      // The platform's own documents are every partner's to read.
      if (name === 'platform_documents' || !table.header.includes('id')) continue;
      const mine = new Set(column(acme.get(name) ?? { header: ['id'], rows: [] }, 'id'));
      expect(
        column(table, 'id').filter((id) => mine.has(id)),
        name,
      ).toEqual([]);
    }

    const late = await exported('partner2');
    await t.database.executeSql(`update data_exports set expires_at = now() - interval '1 minute' where id = $1`, [
      late,
    ]);
    expect((await call('partner2', 'GET', `/v2/data_exports/${late}/download`)).statusCode).toBe(410);
    expect(
      ((await call('partner2', 'GET', `/v2/data_exports/${late}`)).json().data as DataExportView).downloadable,
    ).toBe(false);
  });

  it('the admin’s export is the platform’s: every table, equal to the admin’s lists; or one partner’s', async () => {
    const all = await downloaded('admin');
    expect(all.has('commissions')).toBe(true);
    await expectEqualToLists('admin', all);
    const partners = new Set(column(all.get('invoices')!, 'partner.id'));
    expect(partners.has(ids.acme) && partners.has(ids.beacon)).toBe(true);

    const beacon = await downloaded('admin', { partner_id: ids.beacon });
    for (const [name, table] of beacon)
      if (table.header.includes('partner.id'))
        for (const partner of column(table, 'partner.id').filter(Boolean)) expect(partner, name).toBe(ids.beacon);
    expect(beacon.get('invoices')!.rows.length).toBe(
      await listTotal('admin', [`/v2/invoices?partner_id=${ids.beacon}`]),
    );
    expect(beacon.get('workers')!.rows.length).toBe(
      await listTotal('admin', [`/v2/contractors?partner_id=${ids.beacon}`]),
    );
    expect(column(beacon.get('users')!, 'email')).not.toContain('partner@demo.test');
  });

  it('reads every table a page at a time: two rows a page give the same archive as a thousand', async () => {
    const [admin] = (await t.database.executeSql(`select id from users where email = 'admin@demo.test'`)).rows;
    const principal = (await activePrincipal(t.app.deps.db, String(admin!.id), { id: 'test', actualUserId: null }))!;
    const progress = async () => undefined;
    const small = tablesOf(await exportArchive(t.app.deps, principal, ids.acme, progress, 2));
    const large = tablesOf(await exportArchive(t.app.deps, principal, ids.acme, progress));
    expect([...small.keys()]).toEqual([...large.keys()]);
    for (const [name, table] of large) {
      expect(small.get(name)!.rows.length, name).toBe(table.rows.length);
      expect(new Set(column(small.get(name)!, table.header[0]!)), name).toEqual(
        new Set(column(table, table.header[0]!)),
      );
    }
  });

  it('a recruiter exports what its lists show (no team: not an owner); naming another partner is 422; others are refused', async () => {
    const files = await downloaded('recruiter');
    expect(files.has('invoices')).toBe(true);
    expect(files.has('users')).toBe(false);
    expect((await call('partner', 'POST', '/v2/data_exports', { partner_id: ids.beacon })).statusCode).toBe(422);
    for (const who of ['client', 'contractor', 'sales'])
      expect([403, 404]).toContain((await call(who, 'POST', '/v2/data_exports', {})).statusCode);
    const list = (await call('partner', 'GET', '/v2/data_exports')).json().data;
    const mine = (await call('recruiter', 'GET', '/v2/data_exports')).json().data.data as DataExportView[];
    expect(list.data.map((e: DataExportView) => e.id)).not.toContain(mine[0]!.id);
  });
});
