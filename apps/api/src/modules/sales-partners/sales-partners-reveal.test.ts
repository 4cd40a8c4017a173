import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let summit: string;
let northwind: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id from sales_partners where name = 'Summit Referrals'`);
  summit = String(rows.rows[0]!.id);
  // The demo's Summit has no EIN on file; give it one, and add a second sales partner with its own.
  const admin = await token('admin@demo.test');
  const set = await t.call(admin, {
    method: 'PATCH',
    url: `/v2/sales_partners/${summit}`,
    payload: { tax_id: { type: 'ein', value: '46-1234567' } },
  });
  expect(set.statusCode).toBe(200);
  const created = await t.call(admin, {
    method: 'POST',
    url: '/v2/sales_partners',
    payload: { name: 'Northwind Leads', tax_id: { type: 'ein', value: '47-7654321' } },
  });
  expect(created.statusCode).toBe(201);
  northwind = created.json().data.id;
});
afterAll(async () => t?.close());

const reveal = async (email: string, id: string, code?: string) =>
  t.call(await token(email), {
    method: 'POST',
    url: `/v2/sales_partners/${id}/tax_id/reveal`,
    headers: code ? { 'x-verification-code': code } : {},
  });

async function revealWithCode(email: string, id: string) {
  const first = await reveal(email, id);
  expect(first.statusCode).toBe(424);
  return reveal(email, id, t.lastCode(email));
}

describe("revealing a sales partner's EIN", () => {
  it('lets the sales partner owner reveal its own after the mailed code, uncached and audited', async () => {
    const ok = await revealWithCode('sales@demo.test', summit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { tax_id: '46-1234567' } });
    expect(ok.headers['cache-control']).toBe('no-store');
    const audits = await t.database.executeSql(
      `select metadata::text as m, entity_type from audit_logs
        where action = 'tax_id_revealed' and entity_id = '${summit}'`,
    );
    expect(audits.rows).toHaveLength(1);
    expect(audits.rows[0]).toMatchObject({ entity_type: 'sales_partner' });
    expect(String(audits.rows[0]!.m)).not.toMatch(/1234567/);
  });

  it('lets admin and eor reveal any sales partner', async () => {
    expect((await revealWithCode('admin@demo.test', northwind)).json().data.tax_id).toBe('47-7654321');
    expect((await revealWithCode('eor@demo.test', summit)).json().data.tax_id).toBe('46-1234567');
  });

  it("answers 404 for another sales partner's record", async () => {
    expect((await reveal('sales@demo.test', northwind)).statusCode).toBe(404);
  });

  it('refuses partners, clients and contractors by user type', async () => {
    for (const email of ['partner@demo.test', 'partner2@demo.test', 'recruiter@demo.test', 'client@demo.test']) {
      expect((await reveal(email, summit)).statusCode).toBe(403);
    }
    expect((await reveal('contractor@demo.test', summit)).statusCode).toBe(403);
  });
});
