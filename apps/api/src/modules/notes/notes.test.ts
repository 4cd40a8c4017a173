/**
 * Notes (decision 0072) as every user type and another partner's users: staff only (a contractor, a
 * client and a sales partner are refused), a partner's users on their own partner's records only
 * (another partner's record or note is 404), the list per subject and /notes with its filters, edit by
 * the author within NOTE_EDIT_MINUTES, archive (never delete) by the author or platform staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
/** Demo logins by the name of their e-mail: partner (Acme owner), partner2 (Beacon owner), recruiter (Acme)… */
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

async function write(who: string, subject_type: string, subject_id: string, body: string, status = 201) {
  const res = await call(who, 'POST', '/v2/notes', { subject_type, subject_id, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as NoteView;
}
async function list(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/notes?per_page=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: NoteView[]; total: number };
}

let now = new Date('2027-04-01T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('notes', () => {
  let onCasey: NoteView;
  let byAdmin: NoteView;

  it("a partner's user notes its own contractor, with author and time", async () => {
    onCasey = await write('recruiter', 'contractor', ids.casey, 'Prefers morning shifts.');
    expect(onCasey).toMatchObject({
      subject_type: 'contractor',
      subject_id: ids.casey,
      subject_name: 'Casey Contractor',
      body: 'Prefers morning shifts.',
      created_at: '2027-04-01T12:00:00.000Z',
      can_edit: true,
      can_archive: true,
    });
    expect(onCasey.author?.name).toBeTruthy();
    byAdmin = await write('admin', 'client', ids.globex, 'Credit check passed.');
    expect(byAdmin.subject_name).toBe('Globex Corporation');
    await write('eor', 'assignment', ids.caseyAssignment, 'Extension likely.');
  });

  it("another partner's record is 404 to a partner's user; bad input is 422", async () => {
    await write('partner2', 'contractor', ids.casey, 'x', 404);
    await write('partner', 'contractor', ids.bruno, 'x', 404);
    await write('partner', 'contractor', ids.casey, '   ', 422);
    await write('partner', 'planet', ids.casey, 'x', 422);
  });

  it('contractors, clients and sales partners neither read nor write notes', async () => {
    for (const who of ['contractor', 'client', 'sales']) {
      expect((await call(who, 'GET', '/v2/notes')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/v2/notes/${onCasey.id}`)).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', '/v2/notes', { subject_type: 'contractor', subject_id: ids.casey, body: 'x' }))
          .statusCode,
      ).toBe(403);
      expect((await call(who, 'PATCH', `/v2/notes/${onCasey.id}`, { body: 'x' })).statusCode).toBe(403);
      expect((await call(who, 'POST', `/v2/notes/${onCasey.id}/archive`)).statusCode).toBe(403);
    }
  });

  it("lists per subject: Acme's users see Acme's notes (staff's too), Beacon's none of them", async () => {
    const caseys = await list('partner', `&subject_type=contractor&subject_id=${ids.casey}`);
    expect(caseys.data.map((n) => n.id)).toEqual([onCasey.id]);
    expect(caseys.data[0]!.can_edit).toBe(false);
    expect((await list('partner', `&subject_type=client&subject_id=${ids.globex}`)).data.map((n) => n.id)).toEqual([
      byAdmin.id,
    ]);
    expect((await list('partner2')).data).toEqual([]);
    expect((await call('partner2', 'GET', `/v2/notes/${onCasey.id}`)).statusCode).toBe(404);
    expect((await list('admin')).total).toBeGreaterThanOrEqual(3);
    expect((await list('recruiter', '&author=me')).data.map((n) => n.id)).toEqual([onCasey.id]);
    expect((await list('admin', '&q=credit')).data.map((n) => n.id)).toEqual([byAdmin.id]);
    const csv = await call('admin', 'GET', '/v2/notes?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Credit check passed.');
  });

  it('only its author edits a note, and only within 15 minutes', async () => {
    expect((await call('partner', 'PATCH', `/v2/notes/${onCasey.id}`, { body: 'x' })).statusCode).toBe(403);
    expect((await call('partner2', 'PATCH', `/v2/notes/${onCasey.id}`, { body: 'x' })).statusCode).toBe(404);
    now = new Date('2027-04-01T12:10:00Z');
    const edited = await call('recruiter', 'PATCH', `/v2/notes/${onCasey.id}`, { body: 'Prefers afternoon shifts.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      body: 'Prefers afternoon shifts.',
      updated_at: '2027-04-01T12:10:00.000Z',
    });
    now = new Date('2027-04-01T12:16:00Z');
    const late = await call('recruiter', 'PATCH', `/v2/notes/${onCasey.id}`, { body: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(JSON.stringify(late.json())).toContain('15 minutes');
  });

  it('archive: the author or platform staff, never another; an archived note leaves the active list', async () => {
    expect((await call('partner', 'POST', `/v2/notes/${byAdmin.id}/archive`)).statusCode).toBe(403);
    expect((await call('partner2', 'POST', `/v2/notes/${onCasey.id}/archive`)).statusCode).toBe(404);
    const archived = await call('eor', 'POST', `/v2/notes/${onCasey.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({ can_archive: false, can_edit: false });
    expect(archived.json().data.archived_at).toBeTruthy();
    expect((await list('partner', `&subject_id=${ids.casey}`)).data).toEqual([]);
    expect((await list('partner', `&subject_id=${ids.casey}&status=archived`)).data.map((n) => n.id)).toEqual([
      onCasey.id,
    ]);
  });

  it("a time_sheet_only partner user neither reads nor writes notes, its partner's included", async () => {
    const mine = await write('partner', 'client', ids.globex, 'Acme-only note.');
    const ts = 'timesheets';
    for (const [method, url, payload] of [
      ['GET', '/v2/notes'],
      ['GET', `/v2/notes?subject_type=client&subject_id=${ids.globex}`],
      ['GET', `/v2/notes/${mine.id}`],
      ['POST', '/v2/notes', { subject_type: 'contractor', subject_id: ids.casey, body: 'x' }],
      ['PATCH', `/v2/notes/${mine.id}`, { body: 'x' }],
      ['POST', `/v2/notes/${mine.id}/archive`],
    ] as const) {
      const res = await call(ts, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Your role may not read or write notes');
    }
  });

  it('notes on invoices need bill visibility: a sourcing recruiter neither sees nor writes them', async () => {
    const sql = async (text: string) => (await t.database.executeSql(text)).rows as { id: string }[];
    const [invoice] = await sql(`select id from invoices where partner_id = '${ids.acme}' limit 1`);
    const onInvoice = await write('partner', 'invoice', invoice!.id, 'Client disputes line 2.');
    const onClient = await write('partner', 'client', ids.globex, 'Visible to every Acme staff role.');
    await sql(`update users set role = 'recruiter_sourcer' where email = 'recruiter@demo.test'`);
    const sourcer = await t.login('recruiter@demo.test');
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.call(sourcer, { method, url, ...(payload && { payload }) });
    const listed = (await as('GET', '/v2/notes?per_page=200')).json().data.data as NoteView[];
    expect(listed.map((n) => n.id)).toContain(onClient.id);
    expect(listed.map((n) => n.id)).not.toContain(onInvoice.id);
    expect((await as('GET', `/v2/notes/${onInvoice.id}`)).statusCode).toBe(404);
    expect((await as('GET', `/v2/notes?subject_type=invoice&subject_id=${invoice!.id}`)).statusCode).toBe(403);
    const res = await as('POST', '/v2/notes', { subject_type: 'invoice', subject_id: invoice!.id, body: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role may not read or write notes on invoices');
    await sql(`update users set role = 'recruiter' where email = 'recruiter@demo.test'`);
  });
});
