import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const importCsv = async (email: string, body: object) =>
  t.call(await token(email), { method: 'POST', url: '/v2/gsa_rates/import', payload: body });
const HEADER = 'fiscal_year,state,destination,county,season_begin,season_end,lodging,meals_and_incidentals';

describe('GSA rates', () => {
  it('lists the seeded sample with filters to staff and partners, and exports CSV', async () => {
    const tx = (await get('partner@demo.test', '/v2/gsa_rates?state=tx&fiscal_year=2026')).json().data;
    expect(tx.data.map((r: { destination: string }) => r.destination).sort()).toEqual(['Austin', 'Dallas']);
    const search = (await get('eor@demo.test', '/v2/gsa_rates?search=cook')).json().data.data;
    expect(search).toEqual([expect.objectContaining({ destination: 'Chicago', lodging: '208.00' })]);
    const csv = (await get('admin@demo.test', '/v2/gsa_rates?format=csv')).body;
    expect(csv.split('\r\n')[0]).toBe(HEADER);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test'])
      expect((await get(email, '/v2/gsa_rates')).statusCode).toBe(403);
  });

  it('previews every row with its errors and writes nothing while any row is invalid', async () => {
    const csv = [
      HEADER,
      '2027,TX,Houston,Harris,,,"165.00",74',
      '2027,Texas,Plano,,,,abc,74',
      '"2027","NY","Albany, NY",Albany,October,December,150,69',
    ].join('\n');
    const preview = await importCsv('admin@demo.test', { csv });
    expect(preview.statusCode).toBe(200);
    const r = preview.json().data;
    expect(r).toMatchObject({ valid: 2, invalid: 1, imported: 0 });
    expect(r.rows[1]).toMatchObject({ line: 3, values: { state: 'Texas', lodging: 'abc' } });
    expect(r.rows[1].errors.map((e: { field: string }) => e.field).sort()).toEqual(['lodging', 'state']);
    expect((await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2027')).json().data.total).toBe(0);
    const partial = (await importCsv('admin@demo.test', { csv, only_valid: true })).json().data;
    expect(partial.imported).toBe(2);
    const rows = (await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2027&sort=destination')).json().data.data;
    expect(rows.map((x: { destination: string }) => x.destination)).toEqual(['Albany, NY', 'Houston']);
    // Importing the same destination again replaces it instead of duplicating.
    const again = (await importCsv('eor@demo.test', { csv: `${HEADER}\n2027,TX,Houston,Harris,,,170,74\n` })).json()
      .data;
    expect(again.imported).toBe(1);
    const houston = (await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2027&search=houston')).json().data.data;
    expect(houston).toEqual([expect.objectContaining({ lodging: '170.00' })]);
  });

  it('imports a whole table in one go, the later of two rows for the same destination winning', async () => {
    const towns = Array.from({ length: 1200 }, (_, i) => `2029,OH,Town ${i},,,,${100 + (i % 50)},60`);
    const csv = [
      HEADER,
      '2029,OH,Springfield,Clark,,,120,61',
      ...towns,
      '2029,OH,Springfield,Clark,,,199,61',
      '2029,OH,Springfield,Clark,Oct 1,Dec 31,150,61',
    ].join('\n');
    expect((await importCsv('admin@demo.test', { csv })).json().data).toMatchObject({ valid: 1203, imported: 1203 });
    expect((await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2029&per_page=1')).json().data.total).toBe(1202);
    const springfield = (
      await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2029&search=springfield&sort=lodging')
    ).json().data.data;
    expect(springfield).toEqual([
      expect.objectContaining({ lodging: '150.00', season_begin: 'Oct 1' }),
      expect.objectContaining({ lodging: '199.00', season_begin: null }),
    ]);
  });

  it('refuses a file without the header, dry runs write nothing, and only staff import', async () => {
    const bad = (await importCsv('admin@demo.test', { csv: 'a,b\n1,2' })).json().data;
    expect(bad.errors[0]).toContain('missing');
    expect(bad.imported).toBe(0);
    const dry = (
      await importCsv('admin@demo.test', { csv: `${HEADER}\n2028,CA,Fresno,,,,120,64`, dry_run: true })
    ).json().data;
    expect(dry).toMatchObject({ valid: 1, imported: 0 });
    expect((await get('admin@demo.test', '/v2/gsa_rates?fiscal_year=2028')).json().data.total).toBe(0);
    expect((await importCsv('partner@demo.test', { csv: HEADER })).statusCode).toBe(403);
  });
});
