/**
 * /v2/i9_forms as a due list (decision 0079), on a controlled clock, as every user type and as the
 * other partner's users: section 2 due three business days after the first day of employment (the
 * banking calendar's, as the domain counts it), the due/overdue/completed/re-verification filters, the
 * sort and pages by due date, CSV; and re-verification of expiring work authorization — a new record
 * linked to the one before, the earlier one never edited, audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { section2DueOn } from '@app/domain';
import { assignments, auditLogs, i9Forms, i9Reverifications, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { listWalker } from '../../test/list-walk.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { addDocumentVerifier, authorizedI9, reverification, SECTION2 } from './i9-forms.test-support.js';
import { insertReverification } from './i9-forms.repository.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2026-12-08T12:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const setToday = (day: string) => {
  now = new Date(`${day}T12:00:00Z`);
};

const tokens: Record<string, string> = {};
const login = async (email: string) => (tokens[email] ??= await t.login(email));
const get = async (email: string, url: string) => t.call(await login(email), { method: 'GET', url });
const post = async (email: string, url: string, payload: object) =>
  t.call(await login(email), { method: 'POST', url, payload });
const rows = async (email: string, query = '') => {
  const res = await get(email, `/v2/i9_forms${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Record<string, unknown>[];
};
const names = (list: Record<string, unknown>[]) => list.map((r) => (r.contractor as { name: string }).name);

let ninaForm: string;
/** Extra forms (no account needed): Ian (1099 at Acme), Wendy (W-2 at Beacon). */
let ianForm: string;
let wendyForm: string;

async function addForm(contractorId: string, section1: object) {
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  const [row] = await t.database.db
    .insert(i9Forms)
    .values({ contractorId, userId: admin!.id, section1, section1SignedAt: new Date('2026-12-01T12:00:00Z') })
    .returning({ id: i9Forms.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
  await addDocumentVerifier(t, 'Acme Staffing', 'docs@acme.test');
  await addDocumentVerifier(t, 'Beacon Talent', 'docs@beacon.test');
  // Nina (W-2 at Acme, starting Monday 7 December 2026) is authorized to work until 15 February 2027.
  const signed = await post('newhire@demo.test', '/v2/onboarding/steps/form_i9', authorizedI9('2027-02-15'));
  expect(signed.statusCode, signed.body).toBe(200);
  const [nina] = await t.database.db.select().from(i9Forms).where(eq(i9Forms.contractorId, ids.nina));
  ninaForm = nina!.id;
  ianForm = await addForm(ids.ian, { citizenship_status: 'us_citizen' });
  wendyForm = await addForm(ids.wendy, { citizenship_status: 'us_citizen' });
});
afterAll(async () => t?.close());

describe('who sees the due list', () => {
  it('admin, eor and the partner’s document verifier see the row; the other partner sees none, 404 on it', async () => {
    for (const email of ['admin@demo.test', 'eor@demo.test', 'docs@acme.test']) {
      const nina = (await rows(email, '?status=due')).find((r) => r.id === ninaForm);
      expect(nina, email).toMatchObject({
        contractor: { name: 'Nina Newhire' },
        status: 'awaiting_section2',
        employment_start_date: '2026-12-07',
        section2_due_on: '2026-12-10',
        section2_overdue: false,
        work_authorization_expires_on: '2027-02-15',
        reverification_due: false,
      });
      expect((await get(email, `/v2/i9_forms/${ninaForm}`)).statusCode, email).toBe(200);
    }
    // Acme's verifier sees Acme's workers only; Beacon's sees Wendy only.
    expect(names(await rows('docs@acme.test'))).not.toContain('Wendy Walsh');
    const beacon = await rows('docs@beacon.test');
    expect(beacon.map((r) => r.id)).toEqual([wendyForm]);
    expect((await get('docs@beacon.test', `/v2/i9_forms/${ninaForm}`)).statusCode).toBe(404);
    expect((await post('docs@beacon.test', `/v2/i9_forms/${ninaForm}/section2`, SECTION2)).statusCode).toBe(404);
    expect(
      (await post('docs@beacon.test', `/v2/i9_forms/${ninaForm}/reverifications`, reverification('2028-01-01')))
        .statusCode,
    ).toBe(404);
  });

  it('a partner user without the document verifier role is not found; other user types are refused', async () => {
    for (const as of ['partner', ['partner', 'recruiter']] as const) {
      expect((await t.callAs(as, { method: 'GET', url: '/v2/i9_forms' })).statusCode).toBe(404);
      expect((await t.callAs(as, { method: 'GET', url: `/v2/i9_forms/${ninaForm}` })).statusCode).toBe(404);
    }
    for (const as of ['client', 'contractor', 'sales_partner'] as const) {
      expect((await t.callAs(as, { method: 'GET', url: '/v2/i9_forms' })).statusCode, as).toBe(403);
      const res = await t.callAs(as, {
        method: 'POST',
        url: `/v2/i9_forms/${ninaForm}/reverifications`,
        payload: reverification('2028-01-01'),
      });
      expect(res.statusCode, as).toBe(403);
    }
  });
});

describe('section 2 due dates', () => {
  it('count three banking days from the earliest assignment start, as the domain does; none for a 1099 worker', async () => {
    const [a] = await t.database.db.select().from(assignments).where(eq(assignments.contractorId, ids.nina));
    const original = a!.startDate;
    // Thanksgiving, Christmas on a Friday, MLK day, a Saturday Independence Day, a weekend start.
    for (const start of ['2026-11-25', '2026-12-23', '2027-01-15', '2026-07-02', '2026-12-05', '2031-12-24']) {
      await t.database.db.update(assignments).set({ startDate: start }).where(eq(assignments.id, a!.id));
      const detail = (await get('admin@demo.test', `/v2/i9_forms/${ninaForm}`)).json().data;
      expect(detail.employment_start_date, start).toBe(start);
      expect(detail.section2_due_on, start).toBe(section2DueOn(start));
    }
    await t.database.db.update(assignments).set({ startDate: original }).where(eq(assignments.id, a!.id));
    const ian = (await get('admin@demo.test', `/v2/i9_forms/${ianForm}`)).json().data;
    expect(ian).toMatchObject({ employment_start_date: '2026-03-02', section2_due_on: null, section2_overdue: false });
  });

  it('filter due, overdue and completed as the clock moves; sort and page by due date; CSV', async () => {
    setToday('2026-12-08');
    expect(names(await rows('admin@demo.test', '?status=due&sort=name'))).toEqual([
      'Ian Independent',
      'Nina Newhire',
      'Wendy Walsh',
    ]);
    expect((await rows('admin@demo.test', '?status=overdue')).map((r) => r.id)).toEqual([wendyForm]);
    expect(names(await rows('admin@demo.test', '?status=completed'))).toEqual(['Casey Contractor']);

    setToday('2026-12-11');
    const overdue = await rows('admin@demo.test', '?status=overdue');
    expect(overdue.find((r) => r.id === ninaForm)).toMatchObject({ section2_overdue: true });
    // Wendy (W-2, started 16 February 2026) is long overdue too; Ian (1099) never is.
    expect(overdue.map((r) => r.id)).toEqual(expect.arrayContaining([ninaForm, wendyForm]));
    expect(overdue.map((r) => r.id)).not.toContain(ianForm);
    expect((await rows('docs@acme.test', '?status=overdue')).map((r) => r.id)).toEqual([ninaForm]);

    // By due date: Casey (8 Jan), Wendy (19 Feb), Nina (10 Dec), then Ian without one; reversed, Ian first.
    const ascending = (await rows('admin@demo.test', '?sort=section2_due_on')).map((r) => r.section2_due_on);
    expect(ascending).toEqual(['2026-01-08', '2026-02-19', '2026-12-10', null]);
    const descending = (await rows('admin@demo.test', '?sort=-section2_due_on')).map((r) => r.id);
    expect(descending[0]).toBe(ianForm);
    const walker = listWalker(
      () => t,
      () => tokens['admin@demo.test']!,
    );
    for (const sort of ['section2_due_on', '-section2_due_on', 'work_authorization_expires_on']) {
      expect(await walker.walk('/v2/i9_forms', sort, 1), sort).toEqual(
        (await walker.get(`/v2/i9_forms?sort=${sort}`)).data.map((r) => r.id),
      );
    }
    const page = await walker.get('/v2/i9_forms?status=due&per_page=1&sort=section2_due_on');
    expect(page.total).toBe(3);

    const csv = await get('docs@acme.test', '/v2/i9_forms?format=csv&status=overdue');
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body.trim().split('\n');
    expect(header).toContain('Employment start,Section 2 due,Section 2 overdue');
    expect(line).toContain('Nina Newhire,Acme Staffing,authorized_alien');
    expect(line).toContain('2026-12-07,2026-12-10,yes');
    expect((await get('docs@beacon.test', '/v2/i9_forms?format=csv')).body).not.toContain('Nina');
  });

  it('refuses an unknown filter or sort in the error shape', async () => {
    for (const q of ['?status=late', '?sort=due']) {
      const res = await get('admin@demo.test', `/v2/i9_forms${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().detail, q).toBeInstanceOf(Array);
    }
  });

  it('completing section 2 takes the form off the due list; two verifiers at once sign it once', async () => {
    const both = await Promise.all([
      post('docs@acme.test', `/v2/i9_forms/${ninaForm}/section2`, SECTION2),
      post('admin@demo.test', `/v2/i9_forms/${ninaForm}/section2`, SECTION2),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rows('docs@acme.test', '?status=due')).map((r) => r.id)).not.toContain(ninaForm);
    expect((await rows('docs@acme.test', '?status=overdue')).map((r) => r.id)).not.toContain(ninaForm);
    expect((await rows('docs@acme.test', '?status=completed')).map((r) => r.id)).toContain(ninaForm);
  });
});

describe('re-verification', () => {
  const url = () => `/v2/i9_forms/${ninaForm}/reverifications`;

  it('is due once the authorization is within 90 days of expiring', async () => {
    setToday('2026-11-16'); // 91 days before 15 February 2027
    expect((await rows('docs@acme.test', '?status=reverification_due')).map((r) => r.id)).not.toContain(ninaForm);
    setToday('2026-12-11'); // 66 days before
    const due = await rows('docs@acme.test', '?status=reverification_due');
    expect(due.find((r) => r.id === ninaForm)).toMatchObject({
      reverification_due: true,
      work_authorization_expires_on: '2027-02-15',
    });
  });

  it('refuses the eor, a List B document, an expired document and a past expiry', async () => {
    expect((await post('eor@demo.test', url(), reverification('2028-02-15'))).statusCode).toBe(403);
    const listB = await post('admin@demo.test', url(), {
      ...reverification('2028-02-15'),
      document: { ...reverification('2028-02-15').document, list: 'B' },
    });
    expect(listB.statusCode).toBe(422);
    expect(JSON.stringify(listB.json())).toContain('Examine a List A or a List C document');
    const expired = await post('admin@demo.test', url(), reverification('2026-12-01'));
    expect(expired.statusCode).toBe(422);
    expect(JSON.stringify(expired.json())).toContain('This document has expired');
    const past = await post('admin@demo.test', url(), {
      ...reverification('2028-02-15'),
      work_authorization_expires: '2026-12-11',
    });
    expect(past.statusCode).toBe(422);
    expect(JSON.stringify(past.json())).toContain('The new expiration date must be after today');
    const unattested = await post('admin@demo.test', url(), { ...reverification('2028-02-15'), attestation: false });
    expect(unattested.statusCode).toBe(422);
    expect(await t.database.db.select().from(i9Reverifications)).toEqual([]);
  });

  it('records a new linked record each time, keeps the earlier one as it was, and audits it', async () => {
    const first = await post('docs@acme.test', url(), reverification('2028-02-15'));
    expect(first.statusCode, first.body).toBe(201);
    const detail = first.json().data;
    expect(detail).toMatchObject({ work_authorization_expires_on: '2028-02-15', reverification_due: false });
    expect(detail.reverifications).toHaveLength(1);
    expect(detail.reverifications[0]).toMatchObject({
      previous_id: null,
      previous_expires_on: '2027-02-15',
      work_authorization_expires_on: '2028-02-15',
      document: { list: 'A', number_masked: '****4321' },
      verified_by: { name: 'Dora Verifier' },
    });
    expect(JSON.stringify(detail)).not.toContain('EAD7654321');
    const [stored1] = await t.database.db.select().from(i9Reverifications);
    expect(stored1!.documentNumberCiphertext).not.toContain('EAD7654321');
    expect((await rows('docs@acme.test', '?status=reverification_due')).map((r) => r.id)).not.toContain(ninaForm);

    setToday('2027-12-01');
    const second = await post('admin@demo.test', url(), {
      ...reverification('', 'C12345678'),
      document: { ...reverification('').document, list: 'C', title: 'Social Security card', number: 'C12345678' },
    });
    expect(second.statusCode, second.body).toBe(201);
    const history = second.json().data.reverifications;
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      previous_id: history[0].id,
      previous_expires_on: '2028-02-15',
      work_authorization_expires_on: null,
      verified_by: { name: 'Ada Admin' },
    });
    expect(second.json().data.work_authorization_expires_on).toBeNull();
    // The first record is exactly as it was written.
    const [again] = await t.database.db.select().from(i9Reverifications).where(eq(i9Reverifications.id, stored1!.id));
    expect(again).toEqual(stored1);
    // Section 1 keeps what the worker attested.
    const [form] = await t.database.db.select().from(i9Forms).where(eq(i9Forms.id, ninaForm));
    expect(form!.workAuthorizationExpiresOn).toBe('2027-02-15');

    // Nothing left to re-verify: the authorization no longer expires.
    const third = await post('admin@demo.test', url(), reverification('2029-01-01'));
    expect(third.statusCode).toBe(409);

    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'i9_reverified'), eq(auditLogs.entityId, ninaForm)));
    expect(audited).toHaveLength(2);
    expect(audited.map((a) => a.metadata)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ previous_expires_on: '2027-02-15', work_authorization_expires_on: '2028-02-15' }),
        expect.objectContaining({ previous_expires_on: '2028-02-15', work_authorization_expires_on: null }),
      ]),
    );
  });

  it('a second record following the same one is refused by the database (two verifiers at once)', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const [first] = await t.database.db
      .select()
      .from(i9Reverifications)
      .where(and(eq(i9Reverifications.i9FormId, ninaForm), eq(i9Reverifications.seq, 1)));
    const stale = await insertReverification(
      t.database.db,
      {
        i9FormId: ninaForm,
        document: {},
        documentNumberCiphertext: 'x',
        verifiedBy: admin!.id,
        verifiedAt: new Date(),
      },
      { id: first!.id, seq: first!.seq },
    );
    expect(stale).toBeNull();
  });

  it('is refused before section 2 and without an expiry on record', async () => {
    const res = await post(
      'admin@demo.test',
      `/v2/i9_forms/${wendyForm}/reverifications`,
      reverification('2028-01-01'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Complete section 2');
  });
});
