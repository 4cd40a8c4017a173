/**
 * Every timesheet action × every user type, allowed and refused, through the API; the other
 * partner's users get 404. Entries are placed in the needed state directly, then acted on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimesheetAction, TimesheetStatus } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, insertEntry, statusOf, type DemoAssignment, type EntryOptions } from './timesheet-test-kit.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let casey: DemoAssignment;
let bruno: DemoAssignment;
let ian: DemoAssignment;
let evidence: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
  bruno = await assignmentOf(t, 'Bruno');
  ian = await assignmentOf(t, 'Ian');
  evidence = {};
  for (const email of ['admin@demo.test', 'eor@demo.test', 'partner2@demo.test']) {
    const res = await t.call(await token(email), {
      method: 'POST',
      url: '/v2/timesheets/evidence',
      payload: { filename: 'approval.txt', content_base64: Buffer.from('Approved. — Clara').toString('base64') },
    });
    expect(res.statusCode).toBe(201);
    evidence[email] = res.json().data.id;
  }
});
afterAll(async () => t?.close());

const act = async (email: string, id: string, action: TimesheetAction) =>
  t.call(await token(email), {
    method: 'POST',
    url: `/v2/timesheets/${id}/actions`,
    payload: {
      action,
      ...(action === 'reject' && { reason: 'Wrong hours' }),
      ...(action === 'approve_with_evidence' && {
        approval_email: 'approver@globex.example',
        // Someone else's (or a made-up) file is refused; each caller sends its own upload when it has one.
        evidence_file_id: evidence[email] ?? '00000000-0000-4000-8000-000000000000',
      }),
    },
  });

/** Where each action starts from, and the status it leads to. */
const START: Record<TimesheetAction, { from: EntryOptions; to: TimesheetStatus | 'deleted' | 'paid' | 'unpaid' }> = {
  delete: { from: { status: 'pending' }, to: 'deleted' },
  approve: { from: { status: 'pending' }, to: 'approved' },
  approve_with_evidence: { from: { status: 'pending' }, to: 'approved' },
  sign: { from: { status: 'approved' }, to: 'signed' },
  reject: { from: { status: 'pending' }, to: 'rejected' },
  unapprove: { from: { status: 'approved' }, to: 'pending' },
  unsign: { from: { status: 'signed', signed: true }, to: 'approved' },
  no_bill: { from: { status: 'approved' }, to: 'no_bill' },
  undo_no_bill: { from: { status: 'no_bill' }, to: 'approved' },
  paid: { from: { status: 'approved' }, to: 'paid' },
  unpaid: { from: { status: 'approved', paid: true }, to: 'unpaid' },
  unreject: { from: { status: 'rejected' }, to: 'pending' },
};

const USERS = [
  'admin@demo.test',
  'eor@demo.test',
  'partner@demo.test',
  'recruiter@demo.test',
  'timesheets@demo.test',
  'client@demo.test',
  'contractor@demo.test',
  'sales@demo.test',
  'partner2@demo.test',
  'initech@demo.test',
] as const;

/**
 * Expected HTTP status per action for Casey's entries (Acme: no arrangements; Globex: no signature)
 * in user order: admin eor partner recruiter timesheets client contractor sales partner2 initech.
 */
const ON_ACME: Record<TimesheetAction, number[]> = {
  delete: [200, 200, 200, 200, 200, 200, 200, 403, 404, 404],
  approve: [200, 200, 403, 403, 403, 200, 403, 403, 404, 404],
  approve_with_evidence: [200, 200, 403, 403, 403, 403, 403, 403, 404, 404],
  // Globex does not require a signature: deciders get 409, the rest 403.
  sign: [409, 409, 403, 403, 403, 409, 403, 403, 404, 404],
  reject: [200, 200, 403, 403, 403, 200, 403, 403, 404, 404],
  unapprove: [200, 200, 200, 200, 200, 200, 403, 403, 404, 404],
  unsign: [200, 200, 403, 403, 403, 200, 403, 403, 404, 404],
  no_bill: [200, 200, 200, 200, 200, 403, 403, 403, 404, 404],
  undo_no_bill: [200, 200, 200, 200, 200, 403, 403, 403, 404, 404],
  paid: [200, 403, 403, 403, 403, 403, 403, 403, 404, 404],
  unpaid: [200, 403, 403, 403, 403, 403, 403, 403, 404, 404],
  unreject: [200, 200, 403, 403, 403, 200, 403, 403, 404, 404],
};

/** Bruno's entries (Beacon: a self-employer partner; Initech's own approver), users partner2 and initech, then Acme's partner. */
const ON_BEACON: Record<TimesheetAction, [number, number, number]> = {
  delete: [200, 200, 404],
  approve: [200, 200, 404],
  approve_with_evidence: [200, 403, 404],
  sign: [409, 409, 404],
  reject: [200, 200, 404],
  unapprove: [200, 200, 404],
  unsign: [200, 200, 404],
  no_bill: [200, 403, 404],
  undo_no_bill: [200, 403, 404],
  paid: [403, 403, 404],
  unpaid: [403, 403, 404],
  unreject: [200, 200, 404],
};

let day = 0;
/** A fresh work date per case (Mondays to Fridays of spring 2026), so no two cases share an entry. */
function nextDate(): string {
  const d = new Date(Date.UTC(2026, 2, 2) + Math.floor(day / 5) * 7 * 86_400_000 + (day % 5) * 86_400_000);
  day++;
  return d.toISOString().slice(0, 10);
}

async function expectOutcome(id: string, code: number, action: TimesheetAction, before: EntryOptions) {
  const after = await statusOf(t, id);
  const want = START[action].to;
  if (code !== 200) {
    expect(after).toEqual({ status: before.status, paid: before.paid ?? false });
    return;
  }
  if (want === 'deleted') expect(after).toBeNull();
  else if (want === 'paid') expect(after).toEqual({ status: before.status, paid: true });
  else if (want === 'unpaid') expect(after).toEqual({ status: before.status, paid: false });
  else expect(after?.status).toBe(want);
}

describe('timesheet actions × user types', () => {
  for (const action of Object.keys(ON_ACME) as TimesheetAction[]) {
    it(`${action} on an Acme entry: allowed and refused per user type`, async () => {
      const got: number[] = [];
      for (const email of USERS) {
        const from = START[action].from;
        const id = await insertEntry(t, casey, nextDate(), from);
        const res = await act(email, id, action);
        got.push(res.statusCode);
        if (res.statusCode >= 400) expect(res.json().message ?? res.json().detail).toBeTruthy();
        await expectOutcome(id, res.statusCode, action, from);
      }
      expect(got).toEqual(ON_ACME[action]);
    });

    it(`${action} on a Beacon (self-employer) entry`, async () => {
      const got: number[] = [];
      for (const email of ['partner2@demo.test', 'initech@demo.test', 'partner@demo.test']) {
        const from = START[action].from;
        const id = await insertEntry(t, bruno, nextDate(), from);
        const res = await act(email, id, action);
        got.push(res.statusCode);
        await expectOutcome(id, res.statusCode, action, from);
      }
      expect(got).toEqual(ON_BEACON[action]);
    });
  }

  it('signs only for a client that requires a signature, and undo_no_bill returns a signed entry to signed', async () => {
    const id = await insertEntry(t, ian, nextDate(), { status: 'approved' });
    const signed = await act('admin@demo.test', id, 'sign');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.entry).toMatchObject({ status: 'signed', actions: expect.arrayContaining(['unsign']) });
    expect((await act('admin@demo.test', id, 'no_bill')).json().data.entry.status).toBe('no_bill');
    expect((await act('admin@demo.test', id, 'undo_no_bill')).json().data.entry.status).toBe('signed');
  });

  it('records who approved (e-mail, date, IP) and who rejected, with the reason', async () => {
    const a = await insertEntry(t, casey, nextDate());
    const approved = (await act('client@demo.test', a, 'approve')).json().data.entry;
    expect(approved).toMatchObject({
      status: 'approved',
      approval_email: 'client@demo.test',
      approval_ip: '127.0.0.1',
    });
    expect(Date.parse(approved.approval_date)).toBeGreaterThan(Date.now() - 60_000);
    const b = await insertEntry(t, casey, nextDate());
    const rejected = (await act('client@demo.test', b, 'reject')).json().data.entry;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Wrong hours',
      rejection_user: { name: 'Clara Client' },
    });
    const c = await insertEntry(t, casey, nextDate());
    const withEvidence = (await act('admin@demo.test', c, 'approve_with_evidence')).json().data.entry;
    expect(withEvidence).toMatchObject({
      approval_email: 'approver@globex.example',
      approval_evidence_file_id: evidence['admin@demo.test'],
    });
    const file = await t.call(await token('client@demo.test'), { method: 'GET', url: `/v2/timesheets/${c}/evidence` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Approved');
  });

  it('asks for a reason to reject and for evidence to approve with evidence (422)', async () => {
    const id = await insertEntry(t, casey, nextDate());
    const noReason = await t.call(await token('client@demo.test'), {
      method: 'POST',
      url: `/v2/timesheets/${id}/actions`,
      payload: { action: 'reject' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0].loc).toEqual(['body', 'reason']);
    const noFile = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: `/v2/timesheets/${id}/actions`,
      payload: { action: 'approve_with_evidence', approval_email: 'a@globex.example' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().detail[0].loc).toEqual(['body', 'evidence_file_id']);
    expect((await statusOf(t, id))?.status).toBe('pending');
  });

  it('refuses to delete an entry with ledger history (it is rejected instead)', async () => {
    const id = await insertEntry(t, casey, nextDate());
    expect((await act('admin@demo.test', id, 'approve')).statusCode).toBe(200);
    expect((await act('admin@demo.test', id, 'unapprove')).statusCode).toBe(200);
    const del = await act('admin@demo.test', id, 'delete');
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This entry was approved before and keeps its ledger history; reject it instead');
    expect(await statusOf(t, id)).toEqual({ status: 'pending', paid: false });
    expect((await act('admin@demo.test', id, 'reject')).statusCode).toBe(200);
  });

  it('refuses to unreject an entry the contractor has since re-entered (409): both would be paid', async () => {
    const date = nextDate();
    const rejected = await insertEntry(t, casey, date, { status: 'rejected' });
    const again = await t.call(await token('contractor@demo.test'), {
      method: 'POST',
      url: '/v2/timesheets',
      payload: { assignment_id: casey.id, date, time_start: '09:00', time_end: '17:00' },
    });
    expect(again.statusCode).toBe(201);
    const res = await act('admin@demo.test', rejected, 'unreject');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This shift overlaps another entry on ${date}; delete one of them first`);
    expect((await statusOf(t, rejected))?.status).toBe('rejected');
    const bulk = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: '/v2/timesheets/bulk',
      payload: { action: 'unreject', ids: [rejected] },
    });
    expect(bulk.statusCode).toBe(409);
    expect((await act('contractor@demo.test', again.json().data.id, 'delete')).statusCode).toBe(200);
    expect((await act('admin@demo.test', rejected, 'unreject')).statusCode).toBe(200);
  });
});
