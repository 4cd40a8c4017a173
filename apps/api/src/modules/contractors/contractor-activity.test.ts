import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type PeopleFixture } from './contractors.test-support.js';

let f: PeopleFixture;
beforeAll(async () => {
  f = await openPeopleFixture();
});
afterAll(async () => f?.t.close());

const activity = (email: string, id: string, query = '') => f.get(email, `/v2/contractors/${id}/activity${query}`);
type Entry = { action: string; entity_type: string; actor: { name: string } | null; created_at: string };

describe('a contractor’s activity', () => {
  it('lists what was done to the contractor and its records, newest first, naming who did it', async () => {
    const casey = f.ids['contractor@demo.test'];
    const changed = await f.send('partner@demo.test', 'PATCH', `/v2/contractors/${casey}`, { phone: '512-555-0199' });
    expect(changed.statusCode, changed.body).toBe(200);

    const res = await activity('partner@demo.test', casey);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { data: Entry[]; total: number };
    expect(page.data[0]).toMatchObject({
      action: 'contractor_updated',
      entity_type: 'contractor',
      actor: { name: 'Paula Partner' },
    });
    const times = page.data.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Nothing else's metadata is part of an entry.
    expect(Object.keys(page.data[0]!).sort()).toEqual([
      'action',
      'actor',
      'created_at',
      'entity_id',
      'entity_type',
      'id',
    ]);
    // Every entry is the contractor's own or one of its records'; the total counts them all.
    const audited = await f.t.database.executeSql(
      `select count(*)::int as n from audit_logs where (entity_type = 'contractor' and entity_id = '${casey}')
         or (entity_type = 'assignment' and entity_id in (select id::text from assignments where contractor_id = '${casey}'))
         or (entity_type = 'timesheet' and entity_id in (select id::text from timesheets where contractor_id = '${casey}'))
         or (entity_type = 'expense' and entity_id in (select id::text from expenses where contractor_id = '${casey}'))
         or (entity_type = 'time_off_request' and entity_id in (select id::text from time_off_requests where contractor_id = '${casey}'))
         or (entity_type = 'paycheck' and entity_id in (select id::text from paychecks where contractor_id = '${casey}'))
         or (entity_type = 'agreement' and entity_id in (select id::text from agreements where contractor_id = '${casey}'))
         or (entity_type = 'license' and entity_id in (select id::text from licenses where contractor_id = '${casey}'))
         or (entity_type = 'screening' and entity_id in (select id::text from screenings where contractor_id = '${casey}'))`,
    );
    expect(page.total).toBe((audited.rows[0] as { n: number }).n);
    expect(page.total).toBeGreaterThan(1);
  });

  it('narrows to one kind of record', async () => {
    const casey = f.ids['contractor@demo.test'];
    const res = await activity('admin@demo.test', casey, '?entity_type=contractor');
    const entries = res.json().data.data as Entry[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.entity_type === 'contractor')).toBe(true);
    expect((await activity('admin@demo.test', casey, '?entity_type=invoice')).statusCode).toBe(422);
  });

  it('answers staff and the contractor’s own partner only', async () => {
    const casey = f.ids['contractor@demo.test'];
    expect((await activity('eor@demo.test', casey)).statusCode).toBe(200);
    expect((await activity('partner2@demo.test', casey)).statusCode).toBe(404);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await activity(email, casey)).statusCode, email).toBe(403);
    }
    expect((await activity('admin@demo.test', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
