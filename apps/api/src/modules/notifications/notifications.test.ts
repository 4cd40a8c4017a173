/**
 * Notifications (decision 0072): events written where things happen reach their audience only — time
 * entered reaches the partner's approvers and the client's users (never the contractor, a
 * time_sheet_only user or another partner), a rejection the contractor, a payment the partner's billing
 * staff — and each user sees, reads and counts only their own; preferences switch a channel off; the
 * events list is platform staff's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreference, NotificationView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

const USERS = ['admin', 'eor', 'partner', 'recruiter', 'timesheets', 'sales', 'client', 'contractor', 'partner2'];

async function unread(who: string) {
  const res = await call(who, 'GET', '/v2/notifications/unread_count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.unread as number;
}
async function mine(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/notifications?per_page=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as NotificationView[];
}
async function counts() {
  const out: Record<string, number> = {};
  for (const who of USERS) out[who] = await unread(who);
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('notifications', () => {
  let entryId: string;

  it('every user reads their own; read all clears them (the demo data has sent some already)', async () => {
    expect((await mine('partner')).length).toBeGreaterThan(0);
    for (const who of USERS) {
      const own = await mine(who);
      const res = await call(who, 'POST', '/v2/notifications/read_all');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.marked).toBe(own.filter((n) => !n.read_at).length);
      expect(await unread(who)).toBe(0);
    }
  });

  it("time entered by a contractor reaches its partner's approvers and the client, nobody else", async () => {
    const before = await counts();
    const res = await call('contractor', 'POST', '/v2/timesheets', {
      assignment_id: ids.caseyAssignment,
      date: '2027-06-07',
      time_start: '09:00',
      time_end: '17:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    entryId = res.json().data.id;
    const after = await counts();
    const rose = USERS.filter((w) => after[w]! > before[w]!);
    expect(rose.sort()).toEqual(['client', 'partner', 'recruiter']);
    const [n] = await mine('partner', '&status=unread');
    expect(n).toMatchObject({
      type: 'time_to_approve',
      title: 'Time to approve: Casey Contractor, 2027-06-07',
      body: '8.00 hours entered for Globex Corporation',
      link: '/timesheets?status=pending',
      subject_type: 'timesheet',
      subject_id: entryId,
      actor: { name: 'Casey Contractor' },
      read_at: null,
    });
  });

  it('a notification is read by its recipient only; read all clears the count', async () => {
    const [n] = await mine('partner', '&status=unread');
    for (const who of ['recruiter', 'partner2', 'contractor', 'admin']) {
      expect((await call(who, 'POST', `/v2/notifications/${n!.id}/read`)).statusCode).toBe(404);
    }
    const read = await call('partner', 'POST', `/v2/notifications/${n!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.read_at).toBeTruthy();
    expect(await unread('partner')).toBe(0);
    expect(await unread('recruiter')).toBe(1);
    expect((await mine('partner', '&status=read'))[0]!.id).toBe(n!.id);
    const all = await call('recruiter', 'POST', '/v2/notifications/read_all');
    expect(all.json().data).toEqual({ marked: 1 });
    expect(await unread('recruiter')).toBe(0);
    expect(await unread('client')).toBe(1);
  });

  it('a rejection reaches the contractor', async () => {
    const res = await call('client', 'POST', `/v2/timesheets/${entryId}/actions`, {
      action: 'reject',
      reason: 'Wrong day',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [n] = await mine('contractor');
    expect(n).toMatchObject({ type: 'time_rejected', title: 'Time rejected: 2027-06-07', body: 'Reason: Wrong day' });
    expect(await unread('partner2')).toBe(0);
  });

  it('preferences: every event type on by default; in-app off stops delivery of that type only', async () => {
    const res = await call('recruiter', 'GET', '/v2/notifications/preferences');
    expect(res.statusCode).toBe(200);
    const prefs = res.json().data as NotificationPreference[];
    expect(prefs.find((p) => p.type === 'time_to_approve')).toEqual({
      type: 'time_to_approve',
      in_app: true,
      email: true,
    });
    const put = await call('recruiter', 'PUT', '/v2/notifications/preferences', {
      preferences: [{ type: 'time_to_approve', in_app: false, email: false }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.find((p: NotificationPreference) => p.type === 'time_to_approve')).toMatchObject({
      in_app: false,
    });
    const bad = await call('recruiter', 'PUT', '/v2/notifications/preferences', {
      preferences: [{ type: 'nope', in_app: false, email: false }],
    });
    expect(bad.statusCode).toBe(422);
    const before = await counts();
    const entry = await call('contractor', 'POST', '/v2/timesheets', {
      assignment_id: ids.caseyAssignment,
      date: '2027-06-08',
      time_start: '09:00',
      time_end: '17:00',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const after = await counts();
    expect(after.recruiter).toBe(before.recruiter);
    expect(after.partner).toBe(before.partner! + 1);
  });

  it("a payment recorded reaches the partner's billing staff", async () => {
    const before = await counts();
    const res = await t.call(await token('admin'), {
      method: 'POST',
      url: '/v2/payments',
      headers: { 'idempotency-key': 'notifications-test-payment' },
      payload: { client_id: ids.globex, amount: '125.00', method: 'check', payment_date: '2027-06-09' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await counts();
    expect(USERS.filter((w) => after[w]! > before[w]!).sort()).toEqual(['partner', 'recruiter']);
    expect((await mine('partner', '&type=payment_received'))[0]!.title).toBe('Payment received: $125.00');
  });

  it('events: platform staff list them, with how many they reached; others are refused', async () => {
    const res = await call('admin', 'GET', '/v2/events?type=time_to_approve');
    expect(res.statusCode, res.body).toBe(200);
    // The latest (after the recruiter switched it off) reached one fewer than the one before.
    const [latest, earlier] = res.json().data.data as { recipients: number }[];
    expect(latest!.recipients).toBe(earlier!.recipients - 1);
    for (const who of ['partner', 'client', 'contractor', 'sales', 'partner2']) {
      expect((await call(who, 'GET', '/v2/events')).statusCode).toBe(403);
    }
  });
});
