/**
 * Messages (decision 0074) as every user type and as another partner's users: whom each may write to
 * (the recipients list and a thread started), threads only their participants see (anyone else: 404,
 * platform staff included), unread counts per thread and in all, opening a thread marks it read (and its
 * bell notifications), a reply by any participant, the e-mail copy to the others (and the preference
 * that switches it off), bad input 422, paging, and messages that cannot be edited or deleted. The demo
 * seed's threads (demo-messages.ts) are there too: counts are compared with what they were before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageThreadDetail, MessageThreadView, MessageUser } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
/** Demo logins by e-mail: partner (Paula, Acme owner), partner2 (Bea, Beacon owner), client (Clara, Globex, Acme's)… */
const EMAIL: Record<string, string> = {
  admin: 'admin@demo.test',
  eor: 'eor@demo.test',
  partner: 'partner@demo.test',
  recruiter: 'recruiter@demo.test',
  timesheets: 'timesheets@demo.test',
  partner2: 'partner2@demo.test',
  sales: 'sales@demo.test',
  client: 'client@demo.test',
  initech: 'initech@demo.test',
  contractor: 'contractor@demo.test',
  bruno: 'bruno@beacon.test',
};
const token = async (who: string) => (tokens[who] ??= await t.login(EMAIL[who]!));
const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

async function start(who: string, to: string[], subject: string, body: string, status = 201) {
  const res = await call(who, 'POST', '/v2/messages', { recipient_ids: to.map((w) => ids[w]!), subject, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { data: MessageThreadDetail; detail?: { loc: unknown[]; msg: string }[] };
}
async function inbox(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/messages?per_page=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: MessageThreadView[]; total: number; next_cursor: string | null };
}
async function unread(who: string) {
  const res = await call(who, 'GET', '/v2/messages/unread_count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { unread: number; threads: number };
}
async function recipients(who: string, q = '') {
  const res = await call(who, 'GET', `/v2/messages/recipients?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as MessageUser[]).map((u) => u.id);
}
const bell = async (who: string) => (await call(who, 'GET', '/v2/notifications/unread_count')).json().data.unread;

/** The outbox's messages to `email` whose subject contains `subject`, as text. */
function mailsTo(email: string, subject: string) {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${email}`) && m.replace(/\r?\n\s+/g, ' ').includes(subject));
}

let now = new Date('2027-04-01T12:00:00Z');
const later = (minutes = 1) => (now = new Date(now.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  const rows = (await t.database.executeSql('select id, email from users')).rows as { id: string; email: string }[];
  for (const [who, email] of Object.entries(EMAIL)) ids[who] = rows.find((r) => r.email === email)!.id;
});
afterAll(async () => t?.close());

describe('messages', () => {
  it('whom each user type may write to: its tenant relationships, never another partner’s', async () => {
    const of = async (who: string) => new Set(await recipients(who));
    const partner = await of('partner');
    for (const w of ['admin', 'eor', 'recruiter', 'client', 'contractor']) expect(partner, w).toContain(ids[w]);
    for (const w of ['partner2', 'initech', 'bruno', 'sales', 'partner']) expect(partner, w).not.toContain(ids[w]);

    const client = await of('client');
    for (const w of ['admin', 'partner', 'recruiter', 'contractor']) expect(client, w).toContain(ids[w]);
    for (const w of ['partner2', 'initech', 'bruno', 'sales']) expect(client, w).not.toContain(ids[w]);

    const contractor = await of('contractor');
    for (const w of ['admin', 'partner', 'client']) expect(contractor, w).toContain(ids[w]);
    for (const w of ['partner2', 'initech', 'bruno', 'sales']) expect(contractor, w).not.toContain(ids[w]);

    const sales = await of('sales');
    expect(sales).toContain(ids.admin);
    for (const w of ['partner', 'client', 'contractor', 'partner2']) expect(sales, w).not.toContain(ids[w]);

    const beacon = await of('partner2');
    for (const w of ['initech', 'bruno', 'admin']) expect(beacon, w).toContain(ids[w]);
    for (const w of ['partner', 'client', 'contractor']) expect(beacon, w).not.toContain(ids[w]);

    const admin = await of('admin');
    for (const w of ['eor', 'partner', 'partner2', 'sales', 'client', 'initech', 'contractor', 'bruno'])
      expect(admin, w).toContain(ids[w]);
    expect(admin).not.toContain(ids.admin);

    // The search: by name or organization.
    expect(await recipients('partner', 'Clara')).toEqual([ids.client]);
    expect(await recipients('partner', 'Globex')).toContain(ids.client);
    const all = (await call('client', 'GET', '/v2/messages/recipients?q=Clara')).json().data as MessageUser[];
    expect(all).toEqual([]);
  });

  let thread: MessageThreadDetail;

  it('a partner’s user writes to a client’s user: the client sees it unread, in the bell and by e-mail', async () => {
    const bellBefore = await bell('client');
    const [clientBefore, partnerBefore] = [await unread('client'), await unread('partner')];
    thread = (await start('partner', ['client'], 'Timesheet for week 14', 'Hi Clara,\nplease approve Casey’s time.'))
      .data;
    expect(thread.subject).toBe('Timesheet for week 14');
    expect(thread.participants.map((u) => u.id)).toEqual([ids.partner, ids.client]);
    expect(thread.participants[1]).toMatchObject({ user_type: 'client', organization: 'Globex Corporation' });
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({
      body: 'Hi Clara,\nplease approve Casey’s time.',
      mine: true,
      created_at: '2027-04-01T12:00:00.000Z',
    });

    expect(await unread('client')).toEqual({ unread: clientBefore.unread + 1, threads: clientBefore.threads + 1 });
    expect(await unread('partner')).toEqual(partnerBefore);
    const [row] = (await inbox('client')).data;
    expect(row).toMatchObject({ id: thread.id, unread: 1, message_count: 1 });
    expect(row!.participants).toEqual([{ id: ids.partner, name: expect.any(String) }]);
    expect(row!.last_message.excerpt).toBe('Hi Clara, please approve Casey’s time.');
    expect((await inbox('client', '&status=unread')).data.map((x) => x.id)).toContain(thread.id);
    expect(await bell('client')).toBe(bellBefore + 1);

    const [mail] = mailsTo(EMAIL.client!, 'Timesheet for week 14');
    expect(mail).toBeTruthy();
    expect(mail).toContain('please approve Casey');
    expect(mail).toContain(`/messages/${thread.id}`);
    expect(mailsTo(EMAIL.partner!, 'Timesheet for week 14')).toEqual([]);
  });

  it('opening the thread marks it read (its bell notification too); the reply is unread for the other', async () => {
    const bellBefore = await bell('client');
    const [clientBefore, partnerBefore] = [await unread('client'), await unread('partner')];
    later();
    const opened = await call('client', 'GET', `/v2/messages/${thread.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.messages[0].mine).toBe(false);
    expect(await unread('client')).toEqual({ unread: clientBefore.unread - 1, threads: clientBefore.threads - 1 });
    expect((await inbox('client')).data[0]!.unread).toBe(0);
    expect((await inbox('client', '&status=unread')).data.map((x) => x.id)).not.toContain(thread.id);
    expect(await bell('client')).toBe(bellBefore - 1);

    later();
    const replied = await call('client', 'POST', `/v2/messages/${thread.id}/replies`, { body: 'Approved, thanks!' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect((replied.json().data as MessageThreadDetail).messages.map((m) => [m.body, m.mine])).toEqual([
      ['Hi Clara,\nplease approve Casey’s time.', false],
      ['Approved, thanks!', true],
    ]);
    expect(await unread('partner')).toEqual({ unread: partnerBefore.unread + 1, threads: partnerBefore.threads + 1 });
    expect(await unread('client')).toEqual({ unread: clientBefore.unread - 1, threads: clientBefore.threads - 1 });
    const [mine] = (await inbox('partner')).data;
    expect(mine).toMatchObject({ id: thread.id, unread: 1, message_count: 2 });
    expect(mine!.last_message).toMatchObject({ excerpt: 'Approved, thanks!', author: { id: ids.client } });
    expect(mailsTo(EMAIL.partner!, 'Timesheet for week 14').join('')).toContain('Approved, thanks!');
  });

  it("another user's thread is 404 — another partner's, a colleague's, platform staff's", async () => {
    for (const who of [
      'partner2',
      'initech',
      'bruno',
      'recruiter',
      'timesheets',
      'admin',
      'eor',
      'sales',
      'contractor',
    ]) {
      expect((await call(who, 'GET', `/v2/messages/${thread.id}`)).statusCode, who).toBe(404);
      const res = await call(who, 'POST', `/v2/messages/${thread.id}/replies`, { body: 'x' });
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
      expect((await inbox(who)).data.map((x) => x.id)).not.toContain(thread.id);
    }
    expect((await call('partner', 'GET', '/v2/messages/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('partner', 'GET', '/v2/messages/not-an-id')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('every user type starts threads with whom it may, and is refused (422) the others', async () => {
    const cases: [string, string][] = [
      ['admin', 'bruno'],
      ['eor', 'contractor'],
      ['partner', 'contractor'],
      ['recruiter', 'partner'],
      ['client', 'contractor'],
      ['contractor', 'client'],
      ['sales', 'admin'],
      ['partner2', 'initech'],
      ['bruno', 'partner2'],
      ['timesheets', 'client'],
    ];
    for (const [from, to] of cases) {
      later();
      const { data } = await start(from, [to], `Hello from ${from}`, `To ${to}`);
      expect(
        data.participants.map((u) => u.id),
        `${from} → ${to}`,
      ).toEqual([ids[from], ids[to]]);
      const res = await call(to, 'GET', `/v2/messages/${data.id}`);
      expect(res.statusCode, `${to} reads it`).toBe(200);
    }
    const refused: [string, string][] = [
      ['partner', 'bruno'],
      ['partner', 'initech'],
      ['partner2', 'client'],
      ['client', 'initech'],
      ['client', 'bruno'],
      ['contractor', 'initech'],
      ['sales', 'partner'],
      ['initech', 'contractor'],
      ['bruno', 'client'],
    ];
    for (const [from, to] of refused) {
      const res = await start(from, [to], 'x', 'x', 422);
      expect(res.detail, `${from} → ${to}`).toEqual([
        { loc: ['body', 'recipient_ids', 0], msg: 'No such user you may write to' },
      ]);
    }
    // One refused recipient refuses the thread: nothing is written.
    const before = (await inbox('partner')).total;
    await start('partner', ['client', 'bruno'], 'x', 'x', 422);
    expect((await inbox('partner')).total).toBe(before);
  });

  it('bad input is 422 in the error shape', async () => {
    const post = (payload: object) => call('partner', 'POST', '/v2/messages', payload);
    for (const payload of [
      { recipient_ids: [], subject: 'x', body: 'x' },
      { recipient_ids: [ids.client], subject: '  ', body: 'x' },
      { recipient_ids: [ids.client], subject: 'x', body: '' },
      { recipient_ids: [ids.client, ids.client], subject: 'x', body: 'x' },
      { recipient_ids: ['nope'], subject: 'x', body: 'x' },
      { recipient_ids: [ids.client], subject: 'x', body: 'x', extra: 1 },
      { recipient_ids: [ids.partner], subject: 'x', body: 'x' },
      { recipient_ids: ['00000000-0000-4000-8000-000000000000'], subject: 'x', body: 'x' },
      { recipient_ids: [ids.client], subject: 'x'.repeat(201), body: 'x' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail, JSON.stringify(payload)).toBeInstanceOf(Array);
    }
    const res = await call('client', 'POST', `/v2/messages/${thread.id}/replies`, { body: '   ' });
    expect(res.statusCode).toBe(422);
  });

  it('e-mail and in-app follow the recipient’s preferences for messages; the inbox counts regardless', async () => {
    const put = await call('client', 'PUT', '/v2/notifications/preferences', {
      preferences: [{ type: 'message_received', in_app: false, email: false }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const bellBefore = await bell('client');
    later();
    const { data } = await start('partner', ['client'], 'Quiet please', 'No e-mail for this one.');
    expect(mailsTo(EMAIL.client!, 'Quiet please')).toEqual([]);
    expect(await bell('client')).toBe(bellBefore);
    expect((await inbox('client')).data.find((x) => x.id === data.id)?.unread).toBe(1);
  });

  it('a group thread: each other participant gets a copy; the inbox pages', async () => {
    later();
    const { data } = await start('partner', ['client', 'contractor', 'recruiter'], 'Kick-off', 'Welcome all.');
    expect(data.participants).toHaveLength(4);
    expect(mailsTo(EMAIL.contractor!, 'Kick-off')).toHaveLength(1);
    expect(mailsTo(EMAIL.recruiter!, 'Kick-off')).toHaveLength(1);
    const [row] = (await inbox('contractor')).data;
    expect(row!.id).toBe(data.id);
    expect(row!.participants.map((u) => u.id).sort()).toEqual([ids.partner, ids.client, ids.recruiter].sort());

    const all = await inbox('partner');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const page1 = (await call('partner', 'GET', '/v2/messages?per_page=2')).json().data;
    expect(page1.data).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    const page2 = (await call('partner', 'GET', '/v2/messages?per_page=2&page=2')).json().data;
    expect(page2.data.map((x: MessageThreadView) => x.id)).toEqual(all.data.slice(2, 4).map((x) => x.id));
    // Newest activity first; the subject filter.
    expect(all.data[0]!.id).toBe(data.id);
    expect((await inbox('partner', '&q=kick')).data.map((x) => x.id)).toEqual([data.id]);
    const csv = await call('partner', 'GET', '/v2/messages?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Kick-off');
  });

  it('the demo seed has conversations, some unread', async () => {
    const casey = (await inbox('contractor')).data.find((x) => x.subject === 'Overtime on my last paycheck');
    expect(casey).toMatchObject({ unread: 1, message_count: 2 });
    const bea = (await inbox('partner2')).data.find((x) => x.subject === 'Welcome to payroll on the platform');
    expect(bea).toMatchObject({ unread: 1, message_count: 1 });
    expect((await inbox('partner2')).data.map((x) => x.subject)).not.toContain('Overtime on my last paycheck');
  });

  it('a message is never edited or deleted, even by SQL', async () => {
    await expect(t.database.executeSql(`update messages set body = 'changed'`)).rejects.toThrow(/never edited/);
    await expect(t.database.executeSql(`delete from messages`)).rejects.toThrow(/never edited/);
  });
});
