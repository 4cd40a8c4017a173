import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LOG_REDACT_PATHS } from '../tax-ids/log-redaction.js';
import { addEntry } from './easy-approve-test-entries.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const login = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};
const WEEK = '2026-02-09';
const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, text: string) => (ids[key] = String((await sql(text))[0]!.id));
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  await one('initech', `select id from clients where name = 'Initech'`);
  const assignment = (first: string) =>
    `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.first_name = '${first}'`;
  await one('casey', assignment('Casey'));
  await one('tom', assignment('Tom'));
  await one('bruno', assignment('Bruno'));
  // Globex's week: Casey Mon and Tue (one overnight), Tom Wed; one already approved line; Initech's Bruno.
  ids.caseyMon = await addEntry(t, ids.casey!, { date: WEEK, start: 9 * 60, end: 17 * 60 + 30, breakMinutes: 30 });
  ids.caseyTue = await addEntry(t, ids.casey!, { date: '2026-02-10', start: 22 * 60, end: 6 * 60 });
  ids.tomWed = await addEntry(t, ids.tom!, { date: '2026-02-11', start: 8 * 60, end: 16 * 60 });
  ids.caseyThuApproved = await addEntry(t, ids.casey!, {
    date: '2026-02-12',
    start: 9 * 60,
    end: 17 * 60,
    status: 'approved',
  });
  ids.brunoMon = await addEntry(t, ids.bruno!, { date: WEEK, start: 9 * 60, end: 17 * 60 });
});
afterAll(async () => t?.close());

const send = async (email: string, body: object = {}) =>
  t.call(await login(email), { method: 'POST', url: '/v2/easy_approve/send', payload: body });
const open = (token: string) =>
  t.call(null, { method: 'GET', url: `/v2/easy_approve?token=${encodeURIComponent(token)}` });
const submit = (token: string, decisions: object[]) =>
  t.call(null, { method: 'POST', url: '/v2/easy_approve', payload: { token, decisions } });

describe('easy approve links', () => {
  it('are sent by staff only, one per approver × client × week, and store only the token hash', async () => {
    expect((await send('partner@demo.test', { client_id: ids.globex })).statusCode).toBe(403);
    expect((await send('client@demo.test', { client_id: ids.globex })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'POST', url: '/v2/easy_approve/send', payload: {} })).statusCode).toBe(401);
    expect((await send('admin@demo.test', { week_start: '2026-02-10' })).statusCode).toBe(422);

    const res = await send('admin@demo.test', { client_id: ids.globex, week_start: WEEK });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sent).toEqual([
      {
        email: 'client@demo.test',
        client: { id: ids.globex, name: 'Globex Corporation' },
        week_start: WEEK,
        entries: 3,
      },
    ]);
    const token = t.lastLinkToken('client@demo.test', '/easy_approve');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await sql(`select token_hash, week_start::text as week, expires_at, used_at from easy_approve_tokens`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.week).toBe(WEEK);
    expect(rows[0]!.used_at).toBeNull();
    const days = (new Date(String(rows[0]!.expires_at)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // The token itself is nowhere in the database.
    const dump = JSON.stringify(await sql(`select * from easy_approve_tokens`));
    expect(dump).not.toContain(token);
  });

  it('open the week without a login: the client’s lines of that week, no rates', async () => {
    await send('eor@demo.test', { client_id: ids.globex, week_start: WEEK });
    const res = await open(t.lastLinkToken('client@demo.test', '/easy_approve'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const week = res.json().data;
    expect(week).toMatchObject({
      client: { id: ids.globex, name: 'Globex Corporation' },
      approver: { email: 'client@demo.test', name: 'Clara Client' },
      week_start: WEEK,
      week_end: '2026-02-15',
    });
    const lines = week.entries as Record<string, unknown>[];
    expect(lines.map((l) => l.id).sort()).toEqual(
      [ids.caseyMon, ids.caseyTue, ids.tomWed, ids.caseyThuApproved].sort(),
    );
    expect(lines.find((l) => l.id === ids.caseyMon)).toMatchObject({
      contractor_name: 'Casey Contractor',
      date: WEEK,
      day: 'Mon',
      time_start_string: '9:00 AM',
      time_end_string: '5:30 PM',
      break_time_minutes: 30,
      hours_worked: '8.00',
      type: 'regular',
      status: 'pending',
      project_code: null,
    });
    expect(lines.find((l) => l.id === ids.caseyTue)).toMatchObject({
      time_start_string: '10:00 PM',
      hours_worked: '8.00',
    });
    expect(res.body).not.toMatch(/rate|25\.00|40\.00/);
  });

  it('refuse an unknown token (404) and an expired one (410)', async () => {
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await open('short')).statusCode).toBe(422);

    await send('admin@demo.test', { client_id: ids.initech, week_start: WEEK });
    const token = t.lastLinkToken('initech@demo.test', '/easy_approve');
    await sql(`update easy_approve_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await submit(token, [{ timesheet_id: ids.brunoMon, action: 'approve' }])).statusCode).toBe(410);
    expect(await statusOf(ids.brunoMon!)).toBe('pending');
  });

  it('a newer link for the same week replaces the older one', async () => {
    await send('admin@demo.test', { client_id: ids.globex, week_start: WEEK });
    const first = t.lastLinkToken('client@demo.test', '/easy_approve');
    await send('admin@demo.test', { client_id: ids.globex, week_start: WEEK });
    const second = t.lastLinkToken('client@demo.test', '/easy_approve');
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
  });

  it('cannot touch entries outside its own client and week', async () => {
    await send('admin@demo.test', { client_id: ids.initech, week_start: WEEK });
    const initech = t.lastLinkToken('initech@demo.test', '/easy_approve');
    const res = await submit(initech, [
      { timesheet_id: ids.brunoMon, action: 'approve' },
      { timesheet_id: ids.caseyMon, action: 'approve' },
    ]);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(ids.brunoMon!)).toBe('pending');
    expect(await statusOf(ids.caseyMon!)).toBe('pending');
    // Nothing was applied, so the link still works.
    expect((await open(initech)).statusCode).toBe(200);
  });

  it('apply approve and reject (with its reason) as the approver in one go, then die', async () => {
    await send('admin@demo.test', { client_id: ids.globex, week_start: WEEK });
    const token = t.lastLinkToken('client@demo.test', '/easy_approve');
    const noReason = await submit(token, [{ timesheet_id: ids.caseyTue, action: 'reject' }]);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0].loc).toEqual(['body', 'decisions', '0', 'reason']);

    // One refused line (already approved) refuses the whole submit, and the link stays usable.
    const refused = await submit(token, [
      { timesheet_id: ids.caseyMon, action: 'approve' },
      { timesheet_id: ids.caseyThuApproved, action: 'approve' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Casey Contractor, 2026-02-12: This entry is already approved/);
    expect(await statusOf(ids.caseyMon!)).toBe('pending');

    const res = await t.call(null, {
      method: 'POST',
      url: '/v2/easy_approve',
      payload: {
        token,
        decisions: [
          { timesheet_id: ids.caseyMon, action: 'approve' },
          { timesheet_id: ids.caseyTue, action: 'reject', reason: 'Overnight shift was not scheduled' },
        ],
      },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ approved: 1, rejected: 1 });
    const [mon] = await sql(
      `select t.status, t.approval_email, t.approval_ip, u.email as approver from timesheets t join users u on u.id = t.approval_user_id where t.id = $1`,
      [ids.caseyMon],
    );
    expect(mon).toMatchObject({
      status: 'approved',
      approval_email: 'client@demo.test',
      approval_ip: '203.0.113.7',
      approver: 'client@demo.test',
    });
    const [tue] = await sql(
      `select t.status, t.rejection_reason, u.email as rejecter from timesheets t join users u on u.id = t.rejection_user_id where t.id = $1`,
      [ids.caseyTue],
    );
    expect(tue).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Overnight shift was not scheduled',
      rejecter: 'client@demo.test',
    });
    expect(await statusOf(ids.tomWed!)).toBe('pending');

    // Dead after submit: a second submit and a reopen are refused with a clear message.
    const again = await submit(token, [{ timesheet_id: ids.tomWed, action: 'approve' }]);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used/);
    expect(await statusOf(ids.tomWed!)).toBe('pending');
    expect((await open(token)).statusCode).toBe(410);
    const [used] = await sql(`select used_at from easy_approve_tokens where token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(used!.used_at).not.toBeNull();
  });

  it('refuse a week outside the calendar (year 0, past 2999) with a 422, not a 500', async () => {
    for (const week_start of ['0000-01-03', '9999-12-27']) {
      const res = await send('admin@demo.test', { week_start });
      expect(res.statusCode, week_start).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'week_start']);
    }
  });

  it('keep the token out of the access log and the service log, and let only one of two racing submits through', async () => {
    await send('admin@demo.test', { client_id: ids.globex, week_start: WEEK });
    const token = t.lastLinkToken('client@demo.test', '/easy_approve');
    expect((await open(token)).statusCode).toBe(200);
    const submitted = async () =>
      (await sql(`select count(*)::int as n from audit_logs where action = 'easy_approve_submitted'`))[0]!.n;
    const before = await submitted();
    const [a, b] = await Promise.all([
      submit(token, [{ timesheet_id: ids.tomWed, action: 'approve' }]),
      submit(token, [{ timesheet_id: ids.tomWed, action: 'approve' }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    expect(await submitted()).toBe(Number(before) + 1);
    expect(await statusOf(ids.tomWed!)).toBe('approved');
    await t.app.flushAccessLogs();
    const logged = await sql(`select path from access_logs where path like '/v2/easy_approve%'`);
    expect(logged.length).toBeGreaterThan(0);
    const dump = JSON.stringify([
      logged,
      await sql(`select * from service_logs`),
      await sql(`select * from audit_logs`),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(encodeURIComponent(token));
  });

  it('never print the token in logs', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ redact: LOG_REDACT_PATHS }, stream);
    const secret = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    logger.info({ req: { query: { token: secret } } }, 'query');
    logger.info({ req: { body: { token: secret } } }, 'body');
    logger.info({ body: { token: secret, decisions: [] } }, 'payload');
    expect(lines.join('')).not.toContain(secret);
  });
});

async function statusOf(id: string) {
  return String((await sql(`select status from timesheets where id = $1`, [id]))[0]!.status);
}
