/**
 * A contractor keeps its own time, and only that: its own week (even before it has an assignment),
 * entries never on anyone's behalf, and no late time on an ended assignment — its agency, its client
 * or staff enter that. Dates from May 2027 on, clear of the seed's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, rows, type DemoAssignment } from './timesheet-test-kit.js';

let t: TestApp;
let casey: DemoAssignment;
let bruno: DemoAssignment;

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
  bruno = await assignmentOf(t, 'Bruno');
});
afterAll(async () => t?.close());

const shift = (date: string) => ({ assignment_id: casey.id, date, time_start: '09:00', time_end: '17:00' });
const enter = (as: 'contractor' | 'partner' | 'client', date: string) =>
  t.callAs(as, { method: 'POST', url: '/v2/timesheets', payload: shift(date) });
const week = (as: 'contractor' | 'partner' | 'admin', query: string, email?: string) =>
  email
    ? t.login(email).then((token) => t.call(token, { method: 'GET', url: `/v2/timesheets/week?${query}` }))
    : t.callAs(as, { method: 'GET', url: `/v2/timesheets/week?${query}` });

describe('late time on an ended assignment', () => {
  it('is refused to the contractor (its agency enters it) and taken from those entering on its behalf', async () => {
    await rows(t, `update assignments set status = 'ended' where id = '${casey.id}'`);
    try {
      const own = await enter('contractor', '2027-05-03');
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe('The assignment has ended; ask your agency to enter late time');
      expect((await enter('partner', '2027-05-03')).statusCode).toBe(201);

      const contractorWeek = (await week('contractor', 'week_start=2027-05-03')).json().data;
      expect(contractorWeek).toMatchObject({ can_enter: false, total_minutes: 480 });
      const partnerWeek = (await week('partner', `assignment_id=${casey.id}&week_start=2027-05-03`)).json().data;
      expect(partnerWeek).toMatchObject({ can_enter: true, total_minutes: 480 });
    } finally {
      await rows(t, `update assignments set status = 'live' where id = '${casey.id}'`);
    }
  });
});

describe('entering on a contractor’s behalf', () => {
  it('is recorded in the audit trail for everyone but the contractor itself', async () => {
    const own = await enter('contractor', '2027-05-10');
    const byClient = await enter('client', '2027-05-11');
    const onBehalf = async (id: string) =>
      (
        await rows(
          t,
          `select metadata->>'on_behalf' as on_behalf from audit_logs where action = 'timesheet_created' and entity_id = '${id}'`,
        )
      ).map((r) => r.on_behalf);
    expect(await onBehalf(own.json().data.id)).toEqual(['false']);
    expect(await onBehalf(byClient.json().data.id)).toEqual(['true']);
  });
});

describe('the week grid', () => {
  it('shows a contractor its own week whichever contractor it names', async () => {
    const res = await week('contractor', `contractor_id=${bruno.contractorId}&week_start=2027-05-17`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.assignments.map((a: { id: string }) => a.id)).toEqual([casey.id]);
  });

  it('shows a contractor without an assignment an empty week; anyone else asking for it gets 404', async () => {
    const [nina] = await rows(t, `select contractor_id from users where email = 'newhire@demo.test'`);
    const ninaId = String(nina!.contractor_id);
    const hers = (await rows(t, `select id from assignments where contractor_id = '${ninaId}'`)).map(
      (r) => `'${r.id}'`,
    );
    await rows(t, `update assignments set contractor_id = '${casey.contractorId}' where id in (${hers.join(',')})`);
    try {
      const own = await week('contractor', 'week_start=2027-05-17', 'newhire@demo.test');
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ assignments: [], can_enter: false, total_minutes: 0 });
      expect((await week('contractor', `assignment_id=${casey.id}`, 'newhire@demo.test')).statusCode).toBe(404);
      expect((await week('admin', `contractor_id=${ninaId}`)).statusCode).toBe(404);
    } finally {
      await rows(t, `update assignments set contractor_id = '${ninaId}' where id in (${hers.join(',')})`);
    }
  });
});
