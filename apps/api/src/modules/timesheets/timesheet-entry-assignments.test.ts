/**
 * GET /v2/timesheets/assignments as each user type and as the other partner: the assignments the
 * caller may enter time for, under the same rules as creating an entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimesheetEntryAssignmentView } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, rows, type DemoAssignment } from './timesheet-test-kit.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let casey: DemoAssignment;
let bruno: DemoAssignment;

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
  bruno = await assignmentOf(t, 'Bruno');
});
afterAll(async () => t?.close());

const get = async (email: string, query = '') =>
  t.call(await token(email), { method: 'GET', url: `/v2/timesheets/assignments${query}` });
const listOf = async (email: string, query = '') => {
  const res = await get(email, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: TimesheetEntryAssignmentView[]; total: number };
};
const names = (list: { data: TimesheetEntryAssignmentView[] }) => list.data.map((a) => a.contractor.name).sort();

/** What the database says each scope should list: live or ended, not a self-time-sheets partner's. */
async function expectedNames(where: string, statuses = "'live','ended'"): Promise<string[]> {
  const found = await rows(
    t,
    `select c.first_name || ' ' || c.last_name as name from assignments a
       join contractors c on c.id = a.contractor_id join partners p on p.id = a.partner_id
      where a.status in (${statuses}) and not p.self_time_sheets and ${where}`,
  );
  return found.map((r) => String(r.name)).sort();
}

describe('GET /v2/timesheets/assignments', () => {
  it('gives staff every partner’s open assignments, with what the entry form needs', async () => {
    for (const email of ['admin@demo.test', 'eor@demo.test']) {
      const list = await listOf(email, '?per_page=200');
      expect(names(list)).toEqual(await expectedNames('true'));
      expect(list.total).toBe(list.data.length);
    }
    const list = await listOf('admin@demo.test', '?per_page=200');
    expect(list.data.find((a) => a.id === casey.id)).toEqual({
      id: casey.id,
      status: 'live',
      start_date: '2026-01-05',
      end_date: null,
      job_title: expect.any(String),
      contractor: { id: casey.contractorId, name: 'Casey Contractor' },
      client: { id: casey.clientId, name: 'Globex Corporation', requires_project_code: false },
      partner: { id: casey.partnerId, name: 'Acme Staffing' },
      work_location: { id: casey.workLocationId, name: expect.any(String), timezone: 'America/Chicago' },
    });
    // A pending assignment (Nina's, not started) takes no time.
    expect(names(list)).not.toContain('Nina Nguyen');
    const pending = await rows(t, `select count(*)::int as n from assignments where status = 'pending'`);
    expect(Number(pending[0]!.n)).toBeGreaterThan(0);
    expect(list.data.every((a) => a.status === 'live' || a.status === 'ended')).toBe(true);
  });

  it('scopes partner users (owner, recruiter, time sheet only) to their partner; the other partner sees none of it', async () => {
    const acme = await expectedNames(`a.partner_id = '${casey.partnerId}'`);
    expect(acme).toContain('Casey Contractor');
    for (const email of ['partner@demo.test', 'recruiter@demo.test', 'timesheets@demo.test'])
      expect(names(await listOf(email, '?per_page=200'))).toEqual(acme);
    const beacon = await listOf('partner2@demo.test', '?per_page=200');
    expect(names(beacon)).toEqual(await expectedNames(`a.partner_id = '${bruno.partnerId}'`));
    expect(beacon.data.map((a) => a.id)).not.toContain(casey.id);
    // Filtering by another partner's contractor finds nothing, not their assignment.
    expect((await listOf('partner2@demo.test', `?contractor_id=${casey.contractorId}`)).data).toEqual([]);
    expect((await listOf('partner@demo.test', `?contractor_id=${bruno.contractorId}`)).data).toEqual([]);
  });

  it('scopes client users to their client and the contractor to their own assignments', async () => {
    expect(names(await listOf('client@demo.test', '?per_page=200'))).toEqual(
      await expectedNames(`a.client_id = '${casey.clientId}'`),
    );
    expect(names(await listOf('initech@demo.test', '?per_page=200'))).toEqual(
      await expectedNames(`a.client_id = '${bruno.clientId}'`),
    );
    const own = await listOf('contractor@demo.test');
    expect(own.data.map((a) => a.id)).toEqual([casey.id]);
  });

  it('refuses sales partners (no time entry at all)', async () => {
    expect([403, 404]).toContain((await get('sales@demo.test')).statusCode);
  });

  it('searches the contractor, client and job; filters by client; pages and sorts', async () => {
    expect(names(await listOf('timesheets@demo.test', '?search=casey'))).toEqual(['Casey Contractor']);
    const byClient = await listOf('timesheets@demo.test', '?search=globex&per_page=200');
    expect(byClient.data.length).toBeGreaterThan(1);
    expect(byClient.data.every((a) => a.client.name === 'Globex Corporation')).toBe(true);
    const filtered = await listOf('admin@demo.test', `?client_id=${bruno.clientId}&per_page=200`);
    expect(filtered.data.every((a) => a.client.id === bruno.clientId)).toBe(true);
    expect(filtered.data.map((a) => a.id)).toContain(bruno.id);
    const page = await listOf('admin@demo.test', '?per_page=2&sort=-contractor');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.data[0]!.contractor.name >= page.data[1]!.contractor.name).toBe(true);
    expect((await get('admin@demo.test', '?sort=rate')).statusCode).toBe(422);
    const csv = await get('admin@demo.test', '?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Casey Contractor');
  });

  it('lists an ended assignment for late time to those entering for others, never to the contractor', async () => {
    await rows(t, `update assignments set status = 'ended', end_date = '2026-11-30' where id = '${casey.id}'`);
    try {
      const forPartner = await listOf('timesheets@demo.test', '?search=casey');
      expect(forPartner.data.map((a) => [a.id, a.status, a.end_date])).toEqual([[casey.id, 'ended', '2026-11-30']]);
      expect((await listOf('contractor@demo.test')).data).toEqual([]);
    } finally {
      await rows(t, `update assignments set status = 'live', end_date = null where id = '${casey.id}'`);
    }
  });

  it('leaves out a partner that keeps its own time sheets, and refuses that partner’s and its clients’ users', async () => {
    await rows(t, `update partners set self_time_sheets = true where id = '${bruno.partnerId}'`);
    try {
      const staff = await listOf('admin@demo.test', '?per_page=200');
      expect(staff.data.some((a) => a.partner.id === bruno.partnerId)).toBe(false);
      expect(staff.data.map((a) => a.id)).toContain(casey.id);
      // Its own and its clients' users lose the page with the time input, as for creating an entry.
      expect((await get('initech@demo.test')).statusCode).toBe(404);
      expect((await get('partner2@demo.test')).statusCode).toBe(404);
    } finally {
      await rows(t, `update partners set self_time_sheets = false where id = '${bruno.partnerId}'`);
    }
  });
});
