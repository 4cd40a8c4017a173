/**
 * Editing a course and unenrolling a worker (decision 0081), as every user type and another partner's
 * users: those who keep a course edit its title, description and due days (audited; new due days count
 * for new enrollments only; an archived course stays); an open enrollment is removed (audited, with what
 * it was), a completed one stays on the worker's record (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseView, EnrollmentView } from '@app/domain';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const rows = async (q: string, values: unknown[] = []) => (await t.database.executeSql(q, values)).rows;
const TODAY = '2027-03-01';

async function course(who: string, body: object) {
  const res = await call(who, 'POST', '/v2/courses', { content_url: 'https://learn.example.com/c', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CourseView;
}
async function enroll(courseId: string, contractorIds: string[]) {
  const res = await call('partner', 'POST', '/v2/course_enrollments', {
    course_id: courseId,
    contractor_ids: contractorIds,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.enrolled as EnrollmentView[];
}
const lastAudit = async (action: string, entityId: string) =>
  (
    await rows(
      `select metadata from audit_logs where action = $1 and entity_id = $2 order by created_at desc limit 1`,
      [action, entityId],
    )
  )[0]?.metadata as Record<string, unknown> | undefined;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock(TODAY) });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('editing a course', () => {
  it('changes its title, description and due days, audited; enrollments made before keep their due date', async () => {
    const c = await course('partner', { title: 'Forklift basics', due_in_days: 7 });
    const [casey] = await enroll(c.id, [ids.casey]);
    expect(casey!.due_on).toBe('2027-03-08');

    const res = await call('partner', 'PATCH', `/v2/courses/${c.id}`, {
      title: 'Forklift safety',
      description: 'Updated for 2027',
      due_in_days: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Forklift safety',
      description: 'Updated for 2027',
      due_in_days: 30,
      enrolled: 1,
    });
    expect(await lastAudit('course_updated', c.id)).toEqual({
      changes: {
        title: { from: 'Forklift basics', to: 'Forklift safety' },
        description: { from: '', to: 'Updated for 2027' },
        due_in_days: { from: 7, to: 30 },
      },
    });
    const [nina] = await enroll(c.id, [ids.nina]);
    expect(nina!.due_on).toBe('2027-03-31');
    const kept = await call('partner', 'GET', `/v2/course_enrollments/${casey!.id}`);
    expect(kept.json().data).toMatchObject({ due_on: '2027-03-08', course: { name: 'Forklift safety' } });

    // Clearing the due days, and nothing changed: no second audit row.
    const cleared = await call('partner', 'PATCH', `/v2/courses/${c.id}`, { due_in_days: null });
    expect(cleared.json().data.due_in_days).toBeNull();
    const before = await rows(`select count(*)::int as n from audit_logs where action = 'course_updated'`);
    expect((await call('partner', 'PATCH', `/v2/courses/${c.id}`, { due_in_days: null })).statusCode).toBe(200);
    expect(await rows(`select count(*)::int as n from audit_logs where action = 'course_updated'`)).toEqual(before);
  });

  it('refuses bad input (422) and an archived course (409)', async () => {
    const c = await course('partner', { title: 'Ladders' });
    for (const body of [
      {},
      { title: '' },
      { due_in_days: 0 },
      { due_in_days: 400 },
      { content_url: 'https://x.example' },
    ]) {
      const res = await call('partner', 'PATCH', `/v2/courses/${c.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toEqual(expect.any(Array));
    }
    expect((await call('partner', 'POST', `/v2/courses/${c.id}/archive`)).statusCode).toBe(200);
    const res = await call('partner', 'PATCH', `/v2/courses/${c.id}`, { title: 'Ladders 2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This course is archived: it can no longer be changed');
  });

  it('is for those who keep the course: each user type, and another partner', async () => {
    const acme = await course('partner', { title: 'Acme course' });
    const platform = await course('admin', { title: 'Platform course' });
    const expected: Record<string, [number, number]> = {
      admin: [200, 200],
      eor: [200, 200],
      partner: [200, 403],
      recruiter: [200, 403],
      partner2: [404, 403],
      contractor: [403, 403],
      client: [403, 403],
      sales: [403, 403],
      timesheets: [404, 404],
    };
    for (const [who, [own, plat]] of Object.entries(expected)) {
      expect((await call(who, 'PATCH', `/v2/courses/${acme.id}`, { description: who })).statusCode, who).toBe(own);
      expect((await call(who, 'PATCH', `/v2/courses/${platform.id}`, { description: who })).statusCode, who).toBe(plat);
    }
  });
});

describe('unenrolling', () => {
  it('removes an open enrollment, audited with what it was; the worker may be enrolled again', async () => {
    const c = await course('partner', { title: 'Hazmat', due_in_days: 10 });
    const [nina] = await enroll(c.id, [ids.nina]);
    const res = await call('partner', 'DELETE', `/v2/course_enrollments/${nina!.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('partner', 'GET', `/v2/course_enrollments/${nina!.id}`)).statusCode).toBe(404);
    expect(await lastAudit('course_unenrolled', nina!.id)).toMatchObject({
      course_id: c.id,
      contractor_id: ids.nina,
      status: 'not_attempted',
      due_on: '2027-03-11',
    });
    expect((await call('partner', 'DELETE', `/v2/course_enrollments/${nina!.id}`)).statusCode).toBe(404);
    const [again] = await enroll(c.id, [ids.nina]);
    expect(again!.id).not.toBe(nina!.id);
  });

  it('keeps a completed enrollment on the worker’s record (409)', async () => {
    const c = await course('partner', { title: 'Fire drill' });
    const [casey] = await enroll(c.id, [ids.casey]);
    const done = await call('contractor', 'POST', `/v2/course_enrollments/${casey!.id}/progress`, {
      lesson_status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const res = await call('partner', 'DELETE', `/v2/course_enrollments/${casey!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Casey Contractor has completed this course: a completed enrollment stays on the worker’s record',
    );
    expect((await call('partner', 'GET', `/v2/course_enrollments/${casey!.id}`)).json().data.status).toBe('completed');
  });

  it('is for staff and the worker’s partner: each user type, and another partner', async () => {
    const c = await course('admin', { title: 'Platform ethics' });
    const expected: Record<string, number> = {
      contractor: 403,
      client: 403,
      sales: 403,
      partner2: 404,
      timesheets: 404,
      recruiter: 204,
      partner: 204,
      admin: 204,
      eor: 204,
    };
    for (const [who, code] of Object.entries(expected)) {
      const [e] = await enroll(c.id, [ids.casey]);
      expect((await call(who, 'DELETE', `/v2/course_enrollments/${e!.id}`)).statusCode, who).toBe(code);
      if (code !== 204)
        expect((await call('partner', 'DELETE', `/v2/course_enrollments/${e!.id}`)).statusCode).toBe(204);
    }
    expect((await call('partner', 'DELETE', '/v2/course_enrollments/not-an-id')).statusCode).toBe(422);
  });
});
