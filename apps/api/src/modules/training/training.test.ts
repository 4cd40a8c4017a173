/**
 * Training (decision 0076), as every user type and another partner's users: courses (a file or an
 * address, a partner's or platform-wide, archived never deleted), enrollments (who enrolls whom, the due
 * date from the course), progress by the SCORM statuses of the public globals and the transition table,
 * the lists' filters, sort and CSV, and the course file's short-lived link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseView, EnrollmentView } from '@app/domain';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
/** Demo logins by the name of their e-mail: partner (Acme owner), partner2 (Beacon owner), contractor (Casey)… */
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const status = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await call(who, method, url, payload)).statusCode;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const TODAY = '2027-03-01';

async function createCourse(who: string, body: object, expected = 201) {
  const res = await call(who, 'POST', '/v2/courses', body);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data as CourseView;
}
async function enroll(who: string, body: object, expected = 201) {
  const res = await call(who, 'POST', '/v2/course_enrollments', body);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data as { enrolled: EnrollmentView[]; already_enrolled: { id: string; name: string }[] };
}
async function progress(who: string, id: string, body: object, expected = 200) {
  const res = await call(who, 'POST', `/v2/course_enrollments/${id}/progress`, body);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json();
}
async function enrollments(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/course_enrollments?per_page=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: EnrollmentView[]; total: number };
}

let safety: CourseView;
let onboarding: CourseView;
let beaconCourse: CourseView;
let caseyEnrollment: EnrollmentView;
let ninaEnrollment: EnrollmentView;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock(TODAY) });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('courses', () => {
  it('staff create a platform-wide course from an address; a partner its own from a file', async () => {
    safety = await createCourse('admin', {
      title: 'Workplace safety',
      description: 'OSHA basics',
      content_url: 'https://learn.example.com/safety',
      due_in_days: 14,
    });
    expect(safety).toMatchObject({
      title: 'Workplace safety',
      partner: null,
      due_in_days: 14,
      content_url: 'https://learn.example.com/safety',
      filename: null,
      status: 'active',
      enrolled: 0,
      done: 0,
      created_by: { name: 'Ada Admin' },
    });
    onboarding = await createCourse('partner', {
      title: 'Acme onboarding',
      filename: 'onboarding.pdf',
      content_base64: PDF.toString('base64'),
      due_in_days: 7,
    });
    expect(onboarding).toMatchObject({
      partner: { id: ids.acme, name: 'Acme Staffing' },
      filename: 'onboarding.pdf',
      content_url: null,
    });
    beaconCourse = await createCourse('partner2', { title: 'Beacon basics', content_url: 'https://beacon.example/b' });
    expect(beaconCourse.partner).toEqual({ id: ids.beacon, name: 'Beacon Talent' });
  });

  it('checks the content: a file or an address, a real PDF, PNG or JPEG, https only', async () => {
    const neither = await call('admin', 'POST', '/v2/courses', { title: 'Empty' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().detail).toEqual([
      { loc: ['body', 'content_url'], msg: 'Upload the course file or give its address' },
    ]);
    await createCourse(
      'admin',
      {
        title: 'Both',
        content_url: 'https://x.example',
        filename: 'a.pdf',
        content_base64: PDF.toString('base64'),
      },
      422,
    );
    const text = await call('admin', 'POST', '/v2/courses', {
      title: 'Text',
      filename: 'a.pdf',
      content_base64: Buffer.from('hello world!').toString('base64'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().detail).toEqual([{ loc: ['body', 'content_base64'], msg: 'Upload a PDF, PNG or JPEG file' }]);
    await createCourse('admin', { title: 'Plain', content_url: 'http://insecure.example' }, 422);
  });

  it('a partner names no other partner; workers, clients and sales partners create none', async () => {
    await createCourse('partner', { title: 'x', content_url: 'https://x.example', partner_id: ids.beacon }, 404);
    await createCourse('contractor', { title: 'x', content_url: 'https://x.example' }, 403);
    await createCourse('client', { title: 'x', content_url: 'https://x.example' }, 403);
    await createCourse('sales', { title: 'x', content_url: 'https://x.example' }, 403);
    // Staff name any partner's.
    const forBeacon = await createCourse('eor', {
      title: 'EOR for Beacon',
      content_url: 'https://x.example',
      partner_id: ids.beacon,
    });
    expect(forBeacon.partner?.id).toBe(ids.beacon);
  });

  it("a partner sees its own and the platform's courses, never another partner's (404)", async () => {
    const res = await call('partner', 'GET', '/v2/courses?per_page=200');
    const listed = (res.json().data.data as CourseView[]).map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining([safety.id, onboarding.id]));
    expect(listed).not.toContain(beaconCourse.id);
    expect(await status('partner', 'GET', `/v2/courses/${beaconCourse.id}`)).toBe(404);
    expect(await status('partner2', 'GET', `/v2/courses/${onboarding.id}`)).toBe(404);
    expect(await status('partner2', 'GET', `/v2/courses/${onboarding.id}/file_link`)).toBe(404);
    expect(await status('partner2', 'POST', `/v2/courses/${onboarding.id}/archive`)).toBe(404);
    expect(await status('partner2', 'GET', `/v2/courses/${safety.id}`)).toBe(200);
  });

  it('a partner archives its own course, not the platform’s; an archived course takes no enrollment', async () => {
    const old = await createCourse('partner', { title: 'Old course', content_url: 'https://x.example/old' });
    expect(await status('partner', 'POST', `/v2/courses/${safety.id}/archive`)).toBe(403);
    const res = await call('recruiter', 'POST', `/v2/courses/${old.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('archived');
    expect(await status('partner', 'POST', `/v2/courses/${old.id}/archive`)).toBe(409);
    const archived = await call('partner', 'GET', '/v2/courses?status=archived&per_page=200');
    expect((archived.json().data.data as CourseView[]).map((c) => c.id)).toContain(old.id);
    const refused = await call('partner', 'POST', '/v2/course_enrollments', {
      course_id: old.id,
      contractor_ids: [ids.casey],
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('enrollments', () => {
  it("a partner enrolls its workers; the due date counts from the course's days", async () => {
    const result = await enroll('partner', { course_id: onboarding.id, contractor_ids: [ids.casey, ids.nina] });
    expect(result.already_enrolled).toEqual([]);
    expect(result.enrolled).toHaveLength(2);
    caseyEnrollment = result.enrolled.find((e) => e.contractor.id === ids.casey)!;
    ninaEnrollment = result.enrolled.find((e) => e.contractor.id === ids.nina)!;
    expect(caseyEnrollment).toMatchObject({
      course: { id: onboarding.id, name: 'Acme onboarding' },
      contractor: { name: 'Casey Contractor' },
      partner: { id: ids.acme },
      due_on: '2027-03-08',
      days_left: 7,
      overdue: false,
      status: 'not_attempted',
      done: false,
      started_at: null,
      enrolled_by: { name: 'Paula Partner' },
      has_file: true,
      content_url: null,
    });
    // Again: left as it was, and named.
    const again = await enroll('recruiter', { course_id: onboarding.id, contractor_ids: [ids.casey] });
    expect(again).toEqual({ enrolled: [], already_enrolled: [{ id: ids.casey, name: 'Casey Contractor' }] });
  });

  it("names no other partner's worker, nor one outside the course's partner", async () => {
    await enroll('partner', { course_id: safety.id, contractor_ids: [ids.bruno] }, 404);
    const outsider = await call('admin', 'POST', '/v2/course_enrollments', {
      course_id: onboarding.id,
      contractor_ids: [ids.bruno],
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().detail[0].loc).toEqual(['body', 'contractor_ids']);
    await enroll('partner2', { course_id: onboarding.id, contractor_ids: [ids.bruno] }, 404);
    await enroll('contractor', { course_id: onboarding.id, contractor_ids: [ids.casey] }, 403);
    await enroll('partner', { course_id: safety.id, contractor_ids: [ids.casey], due_on: '2027-02-01' }, 422);
  });

  it('staff enroll any partner’s worker in a platform course, with a due date of their own', async () => {
    const r = await enroll('admin', {
      course_id: safety.id,
      contractor_ids: [ids.casey, ids.bruno],
      due_on: '2027-03-02',
    });
    expect(r.enrolled.map((e) => e.due_on)).toEqual(['2027-03-02', '2027-03-02']);
  });

  it('a worker sees its own enrollments and the courses it is in, no others', async () => {
    const mine = await enrollments('contractor');
    expect(mine.data.map((e) => e.contractor.id).every((id) => id === ids.casey)).toBe(true);
    expect(mine.data.map((e) => e.id)).toContain(caseyEnrollment.id);
    expect(await status('contractor', 'GET', `/v2/course_enrollments/${ninaEnrollment.id}`)).toBe(404);
    expect(await status('contractor', 'GET', `/v2/courses/${onboarding.id}`)).toBe(200);
    expect(await status('contractor', 'GET', `/v2/courses/${beaconCourse.id}`)).toBe(404);
    const courses = await call('contractor', 'GET', '/v2/courses?per_page=200');
    const listed = (courses.json().data.data as CourseView[]).map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining([onboarding.id, safety.id]));
    expect(listed).not.toContain(beaconCourse.id);
    // Its file through a link of its own.
    const link = await call('contractor', 'GET', `/v2/courses/${onboarding.id}/file_link`);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.file_url as string);
    const file = await t.call(await token('contractor'), { method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A course of an address has no file.
    expect(await status('contractor', 'GET', `/v2/courses/${safety.id}/file_link`)).toBe(404);
    // Another partner's users: none of Acme's.
    const beacon = await enrollments('partner2');
    expect(beacon.data.map((e) => e.id)).not.toContain(caseyEnrollment.id);
    expect(await status('partner2', 'GET', `/v2/course_enrollments/${caseyEnrollment.id}`)).toBe(404);
  });

  it('the worker reports progress by the SCORM statuses; staff record passed and failed', async () => {
    const started = (await progress('contractor', caseyEnrollment.id, { lesson_status: 'incomplete' })).data;
    expect(started).toMatchObject({ status: 'incomplete', done: false, started_at: expect.any(String) });
    // The globals' scorm_completed_status.
    const globals = (await t.call(null, { method: 'GET', url: '/v2/public_globals' })).json().data;
    expect(globals.scorm_completed_status).toBe('completed');
    const done = (await progress('contractor', caseyEnrollment.id, { lesson_status: globals.scorm_completed_status }))
      .data;
    expect(done).toMatchObject({ status: 'completed', done: true, completed_at: expect.any(String) });
    // A double click changes nothing.
    const twice = (await progress('contractor', caseyEnrollment.id, { lesson_status: 'completed' })).data;
    expect(twice.completed_at).toBe(done.completed_at);
    await progress('contractor', caseyEnrollment.id, { lesson_status: 'passed' }, 403);
    // A worker never grades itself: a score from it is refused, even with a status it may report.
    await progress('contractor', caseyEnrollment.id, { lesson_status: 'completed', score: 100 }, 403);
    expect((await progress('contractor', caseyEnrollment.id, { lesson_status: 'completed' })).data.score).toBeNull();
    await progress('contractor', caseyEnrollment.id, { lesson_status: 'incomplete' }, 409);
    await progress('contractor', caseyEnrollment.id, { lesson_status: 'browsed' }, 422);
    const passed = (await progress('recruiter', caseyEnrollment.id, { lesson_status: 'passed', score: 92 })).data;
    expect(passed).toMatchObject({ status: 'passed', score: 92, passed_at: expect.any(String) });
    await progress('admin', caseyEnrollment.id, { lesson_status: 'failed' }, 409);
    // Nobody else's.
    await progress('contractor', ninaEnrollment.id, { lesson_status: 'incomplete' }, 404);
    await progress('partner2', ninaEnrollment.id, { lesson_status: 'failed' }, 404);
    const failed = (await progress('partner', ninaEnrollment.id, { lesson_status: 'failed', score: 40 })).data;
    expect(failed).toMatchObject({ status: 'failed', done: false });
  });

  it('the status the settings name completed is what a worker reports (the platform changed it)', async () => {
    const c = await createCourse('partner', { title: 'Settings course', content_url: 'https://s.example' });
    const [e] = (await enroll('partner', { course_id: c.id, contractor_ids: [ids.casey] })).enrolled;
    const put = (value: string) =>
      t.call(tokens.admin!, {
        method: 'PUT',
        url: '/v2/platform_settings/scorm_completed_status',
        payload: { value },
      });
    expect((await put('complete')).statusCode).toBe(200);
    try {
      expect((await progress('contractor', e!.id, { lesson_status: 'complete' })).data.status).toBe('completed');
    } finally {
      expect((await put('completed')).statusCode).toBe(200);
    }
  });

  it('lists filter by progress and course, sort, count and export as CSV', async () => {
    const course = await enrollments('partner', `&course_id=${onboarding.id}`);
    expect(course.total).toBe(2);
    const done = await enrollments('partner', `&course_id=${onboarding.id}&progress=done`);
    expect(done.data.map((e) => e.id)).toEqual([caseyEnrollment.id]);
    const open = await enrollments('partner', `&course_id=${onboarding.id}&progress=open`);
    expect(open.data.map((e) => e.id)).toEqual([ninaEnrollment.id]);
    const byStatus = await enrollments('partner', `&course_id=${onboarding.id}&sort=-status`);
    expect(byStatus.data.map((e) => e.status)).toEqual(['passed', 'failed']);
    const csv = await call('partner', 'GET', `/v2/course_enrollments?format=csv&course_id=${onboarding.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Course');
    expect(csv.body).toContain('Acme onboarding');
    const courses = await call('partner', 'GET', `/v2/courses?format=csv`);
    expect(courses.statusCode).toBe(200);
    expect(courses.body).toContain('Workplace safety');
    const detail = await call('partner', 'GET', `/v2/courses/${onboarding.id}`);
    expect(detail.json().data).toMatchObject({ enrolled: 2, done: 1 });
  });

  it('overdue: past the due date and not done (by the app clock)', async () => {
    // Bruno's platform course was due 2027-03-02; today is 2027-03-01, so nothing of his is overdue yet.
    const overdue = await enrollments('admin', `&progress=overdue&contractor_id=${ids.bruno}`);
    expect(overdue.data).toEqual([]);
    const open = await enrollments('admin', `&progress=open&contractor_id=${ids.bruno}`);
    expect(open.data[0]).toMatchObject({ days_left: 1, overdue: false });
  });
});

describe('authorization of every route', () => {
  const routes = (): [string, 'GET' | 'POST', string, object?][] => [
    ['list courses', 'GET', '/v2/courses'],
    ['course', 'GET', `/v2/courses/${onboarding.id}`],
    ['create course', 'POST', '/v2/courses', { title: 'Auth', content_url: 'https://auth.example' }],
    ['course file', 'GET', `/v2/courses/${onboarding.id}/file_link`],
    ['list enrollments', 'GET', '/v2/course_enrollments'],
    ['enrollment', 'GET', `/v2/course_enrollments/${caseyEnrollment.id}`],
    ['enroll', 'POST', '/v2/course_enrollments', { course_id: onboarding.id, contractor_ids: [ids.casey] }],
    ['progress', 'POST', `/v2/course_enrollments/${ninaEnrollment.id}/progress`, { lesson_status: 'incomplete' }],
  ];
  const expected: Record<string, number[]> = {
    admin: [200, 200, 201, 200, 200, 200, 201, 200],
    eor: [200, 200, 201, 200, 200, 200, 201, 200],
    partner: [200, 200, 201, 200, 200, 200, 201, 200],
    contractor: [200, 200, 403, 200, 200, 200, 403, 404],
    client: [403, 403, 403, 403, 403, 403, 403, 403],
    sales: [403, 403, 403, 403, 403, 403, 403, 403],
    partner2: [200, 404, 201, 404, 200, 404, 404, 404],
    timesheets: [404, 404, 404, 404, 404, 404, 404, 404],
  };
  for (const who of Object.keys(expected)) {
    it(`as ${who}`, async () => {
      const got: number[] = [];
      for (const [, method, url, body] of routes()) got.push(await status(who, method, url, body));
      expect(got).toEqual(expected[who]);
    });
  }
  it('archive: staff and the owning partner; nobody else', async () => {
    const c = await createCourse('partner', { title: 'To archive', content_url: 'https://a.example' });
    for (const who of ['contractor', 'client', 'sales'])
      expect(await status(who, 'POST', `/v2/courses/${c.id}/archive`)).toBe(403);
    expect(await status('partner2', 'POST', `/v2/courses/${c.id}/archive`)).toBe(404);
    expect(await status('eor', 'POST', `/v2/courses/${c.id}/archive`)).toBe(200);
  });
});

describe("a platform-wide course's counts", () => {
  it("count only the enrollments the caller sees: Beacon's owner is not told about Acme's workers", async () => {
    const countsOf = async (who: string) => {
      const res = await call(who, 'GET', '/v2/courses?per_page=200');
      expect(res.statusCode, res.body).toBe(200);
      const course = (res.json().data.data as { title: string; enrolled: number; done: number }[]).find(
        (c) => c.title === 'Anti-harassment training',
      )!;
      return [course.enrolled, course.done];
    };
    const all = await countsOf('admin');
    expect(all[0]).toBeGreaterThan(0);
    // Casey (Acme) is enrolled and done: Acme's owner counts him, Beacon's owner counts none of Acme's.
    expect(await countsOf('partner')).toEqual(all);
    expect(await countsOf('partner2')).toEqual([0, 0]);
  });
});
