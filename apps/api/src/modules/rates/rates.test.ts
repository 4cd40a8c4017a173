import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;

// "Today" is pinned: which rate row is current (and which setting is in effect) must not move
// with the calendar. The seed's rows run from 2026-01-01; 2026-11-02 is after every seeded change.
beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2026-11-02') });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const get = (as: DemoAs, url: string) => t.callAs(as, { method: 'GET', url });
const post = (as: DemoAs, body: object) => t.callAs(as, { method: 'POST', url: '/v2/rates', payload: body });

describe('/rates', () => {
  it('lists the settings to staff only, filtered by kind, region and partner', async () => {
    const all = (await get('admin', '/v2/rates?per_page=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(18);
    const suta = (await get('eor', '/v2/rates?kind=suta_percent&region=tx')).json().data.data;
    expect(suta).toHaveLength(1);
    expect(suta[0]).toMatchObject({ value: '2.7000', region: 'TX', in_effect: true, partner: null });
    const acme = (await get('admin', `/v2/rates?partner_id=${ids.acme}`)).json().data.data;
    expect(acme).toEqual([
      expect.objectContaining({ kind: 'platform_fee_percent', partner: { id: ids.acme, name: 'Acme Staffing' } }),
    ]);
    for (const as of ['partner', 'client', 'contractor', 'sales_partner'] as const)
      expect((await get(as, '/v2/rates')).statusCode).toBe(403);
  });

  it('adds a correction as a new row that takes effect from its date, never editing the old one', async () => {
    const res = await post('admin', {
      kind: 'suta_percent',
      region: 'tx',
      effective_date: '2026-10-01',
      value: '2.9',
      note: 'Rate notice',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.in_effect).toBe(true);
    const rows = (await get('admin', '/v2/rates?kind=suta_percent&region=TX&sort=-effective_date')).json().data.data;
    expect(rows.map((r: { value: string; in_effect: boolean }) => [r.value, r.in_effect])).toEqual([
      ['2.9000', true],
      ['2.7000', false],
    ]);
    const before = (
      await get('admin', '/v2/rates?kind=suta_percent&region=TX&as_of=2026-09-30&sort=-effective_date')
    ).json().data.data;
    expect(before.map((r: { in_effect: boolean }) => r.in_effect)).toEqual([false, true]);
    expect(
      (await post('partner', { kind: 'medicare_percent', effective_date: '2026-01-01', value: '1' })).statusCode,
    ).toBe(403);
  });

  it('validates the row', async () => {
    const bad = await post('admin', {
      kind: 'futa_percent',
      workers_comp_code: '8810',
      effective_date: '2026-13-01',
      value: '1.23456',
      partner_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(bad.statusCode).toBe(422);
    const locs = (bad.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.')).sort();
    expect(locs).toEqual(['body.effective_date', 'body.value', 'body.workers_comp_code']);
    const partner = await post('admin', {
      kind: 'platform_fee_percent',
      effective_date: '2026-01-01',
      value: '1',
      partner_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(partner.json().detail[0].loc).toEqual(['body', 'partner_id']);
  });

  it('holds FICA as Social Security with its wage base plus Medicare, and takes no new combined rows', async () => {
    const list = async (kind: string) =>
      (await get('admin', `/v2/rates?kind=${kind}`)).json().data.data as { value: string }[];
    expect((await list('social_security_percent')).map((r) => r.value)).toEqual(['6.2000']);
    expect((await list('social_security_wage_base')).map((r) => r.value)).toEqual(['184500.0000']);
    expect((await list('medicare_percent')).map((r) => r.value)).toEqual(['1.4500']);
    expect(await list('fica_percent')).toEqual([]);
    const legacy = await post('admin', { kind: 'fica_percent', effective_date: '2027-01-01', value: '7.65' });
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json().detail[0].loc).toEqual(['body', 'kind']);
    const base = await post('eor', {
      kind: 'social_security_wage_base',
      effective_date: '2027-01-01',
      value: '190000',
      note: 'Announced 2027 base',
    });
    expect(base.statusCode).toBe(201);
    expect(base.json().data).toMatchObject({
      kind: 'social_security_wage_base',
      value: '190000.0000',
      in_effect: false,
    });
  });

  it('exports CSV', async () => {
    const csv = (await get('eor', '/v2/rates?format=csv&kind=workers_comp_per_100')).body;
    expect(csv.split('\r\n')[0]).toContain('Workers comp code');
    expect(csv).toContain('8832');
  });
});
