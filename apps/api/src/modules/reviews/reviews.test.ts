/**
 * Reviews and review types (decision 0075), as every user type and another partner's users: staff manage
 * review types (criteria frozen once used); staff and the partner's users write reviews of their workers;
 * the transition table (section 4 statuses) refuses what it does not list; staff or the partner's owner,
 * admin or manager decide — never the review's author; a decided review is never edited, a new one
 * supersedes it; the list's filters, sort and CSV; the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewTypeView, ReviewView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Method = 'GET' | 'POST' | 'PATCH';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const ok = async (who: string, method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const statusOf = async (who: string, method: Method, url: string, payload?: object) =>
  (await call(who, method, url, payload)).statusCode;
const auditOf = async (id: string) =>
  (
    (await t.database.executeSql(`select action from audit_logs where entity_id = '${id}' order by created_at, id`))
      .rows as { action: string }[]
  ).map((r) => r.action);

const criteria = [
  { label: 'Quality of work' },
  { label: 'Reliability', description: 'Shows up and delivers on time' },
  { label: 'Communication' },
];
const allRated = [
  { criterion: 'quality_of_work', rating: 4, comment: 'Careful' },
  { criterion: 'reliability', rating: 5 },
  { criterion: 'communication', rating: 4 },
];

let perf: ReviewTypeView;
let docType: ReviewTypeView;
let review: ReviewView;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('review types', () => {
  it('staff create them; nobody else may', async () => {
    const body = { name: 'Test quarterly performance', kind: 'performance', criteria };
    for (const who of ['partner', 'recruiter', 'partner2', 'client', 'contractor', 'sales'])
      expect(await statusOf(who, 'POST', '/v2/reviews/types', body), who).toBe(403);
    perf = await ok('admin', 'POST', '/v2/reviews/types', body, 201);
    expect(perf).toMatchObject({
      kind: 'performance',
      active: true,
      frozen: false,
      review_count: 0,
      criteria: [
        { key: 'quality_of_work', label: 'Quality of work', description: null },
        { key: 'reliability', label: 'Reliability', description: 'Shows up and delivers on time' },
        { key: 'communication', label: 'Communication', description: null },
      ],
    });
    docType = await ok(
      'eor',
      'POST',
      '/v2/reviews/types',
      { name: 'Test document check', kind: 'document', criteria: [{ label: 'Legible' }, { label: 'Complete' }] },
      201,
    );
  });

  it('refuses bad input in the error shape: no criteria, a taken name, an unknown field', async () => {
    const none = await call('admin', 'POST', '/v2/reviews/types', { name: 'X', kind: 'performance', criteria: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0]).toMatchObject({ msg: 'Add at least one criterion' });
    const taken = await call('admin', 'POST', '/v2/reviews/types', {
      name: 'test QUARTERLY performance',
      kind: 'performance',
      criteria,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail).toEqual([{ loc: ['body', 'name'], msg: 'A review type of this name exists' }]);
    expect(await statusOf('admin', 'POST', '/v2/reviews/types', { name: 'Y', kind: 'x', criteria })).toBe(422);
    expect(await statusOf('admin', 'PATCH', `/v2/reviews/types/${perf.id}`, { colour: 'red' })).toBe(422);
  });

  it('partners read the active ones only; clients, contractors and sales partners none', async () => {
    const off = await ok(
      'admin',
      'POST',
      '/v2/reviews/types',
      { name: 'Test retired type', kind: 'performance', criteria, active: false },
      201,
    );
    const names = async (who: string) =>
      ((await ok(who, 'GET', '/v2/reviews/types?per_page=100')).data as ReviewTypeView[]).map((x) => x.name);
    expect(await names('admin')).toContain('Test retired type');
    expect(await names('partner')).toContain('Test quarterly performance');
    expect(await names('partner')).not.toContain('Test retired type');
    expect(await names('partner2')).toContain('Test quarterly performance');
    expect(await statusOf('partner', 'GET', `/v2/reviews/types/${off.id}`)).toBe(404);
    expect((await ok('partner', 'GET', `/v2/reviews/types/${perf.id}`)).name).toBe('Test quarterly performance');
    for (const who of ['client', 'contractor', 'sales']) {
      expect(await statusOf(who, 'GET', '/v2/reviews/types'), who).toBe(403);
      expect(await statusOf(who, 'GET', `/v2/reviews/types/${perf.id}`), who).toBe(403);
    }
    expect(await statusOf('timesheets', 'GET', '/v2/reviews/types')).toBe(404);
    const csv = (await call('admin', 'GET', '/v2/reviews/types?format=csv&kind=document')).body;
    expect(csv).toContain('Test document check');
    expect(csv).not.toContain('Test quarterly performance');
  });
});

describe('reviews', () => {
  it('a partner recruiter writes a review of her worker on his assignment; others may not', async () => {
    const body = {
      review_type_id: perf.id,
      contractor_id: ids.casey,
      assignment_id: ids.caseyAssignment,
      ratings: [{ criterion: 'quality_of_work', rating: 4 }],
    };
    for (const who of ['client', 'contractor', 'sales'])
      expect(await statusOf(who, 'POST', '/v2/reviews', body), who).toBe(403);
    expect(await statusOf('timesheets', 'POST', '/v2/reviews', body)).toBe(404);
    expect(await statusOf('partner2', 'POST', '/v2/reviews', body)).toBe(404);
    review = await ok('recruiter', 'POST', '/v2/reviews', body, 201);
    expect(review).toMatchObject({
      status: 'processing',
      kind: 'performance',
      contractor: { id: ids.casey },
      assignment: { id: ids.caseyAssignment, name: expect.any(String) },
      client: { name: expect.any(String) },
      overall_rating: '4.00',
      can_edit: true,
      can_decide: false,
    });
    expect(review.ratings.map((r) => [r.criterion, r.rating])).toEqual([
      ['quality_of_work', 4],
      ['reliability', null],
      ['communication', null],
    ]);
  });

  it('refuses a review without its subject, of another worker’s assignment, or of an unknown criterion', async () => {
    const base = { review_type_id: perf.id, contractor_id: ids.casey };
    const noAssignment = await call('partner', 'POST', '/v2/reviews', base);
    expect(noAssignment.statusCode).toBe(422);
    expect(noAssignment.json().detail[0].loc).toEqual(['body', 'assignment_id']);
    expect(await statusOf('partner', 'POST', '/v2/reviews', { ...base, assignment_id: ids.ninaAssignment })).toBe(422);
    const unknown = await call('partner', 'POST', '/v2/reviews', {
      ...base,
      assignment_id: ids.caseyAssignment,
      ratings: [{ criterion: 'charisma', rating: 5 }],
    });
    expect(unknown.json().detail).toEqual([
      { loc: ['body', 'ratings', 0, 'criterion'], msg: 'Not a criterion of this review type' },
    ]);
    expect(
      await statusOf('partner', 'POST', '/v2/reviews', {
        ...base,
        assignment_id: ids.caseyAssignment,
        ratings: [{ criterion: 'reliability', rating: 7 }],
      }),
    ).toBe(422);
    // Another partner's worker is not there for Acme.
    expect(
      await statusOf('partner', 'POST', '/v2/reviews', {
        review_type_id: perf.id,
        contractor_id: ids.bruno,
        assignment_id: ids.brunoAssignment,
      }),
    ).toBe(404);
  });

  it('who sees reviews: staff all, the partner its own, another partner 404, others 403', async () => {
    const listed = async (who: string) =>
      ((await ok(who, 'GET', '/v2/reviews?per_page=100')).data as ReviewView[]).map((r) => r.id);
    for (const who of ['admin', 'eor', 'partner', 'recruiter']) expect(await listed(who), who).toContain(review.id);
    expect(await listed('partner2')).not.toContain(review.id);
    for (const who of ['partner2']) {
      expect(await statusOf(who, 'GET', `/v2/reviews/${review.id}`)).toBe(404);
      expect(await statusOf(who, 'PATCH', `/v2/reviews/${review.id}`, { comments: 'x' })).toBe(404);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/submit`)).toBe(404);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/decision`, { decision: 'approve' })).toBe(404);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/withdraw`, { note: 'x' })).toBe(404);
    }
    for (const who of ['client', 'contractor', 'sales']) {
      expect(await statusOf(who, 'GET', '/v2/reviews'), who).toBe(403);
      expect(await statusOf(who, 'GET', `/v2/reviews/${review.id}`), who).toBe(403);
      expect(await statusOf(who, 'PATCH', `/v2/reviews/${review.id}`, { comments: 'x' }), who).toBe(403);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/submit`), who).toBe(403);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/decision`, { decision: 'approve' }), who).toBe(403);
      expect(await statusOf(who, 'POST', `/v2/reviews/${review.id}/withdraw`, { note: 'x' }), who).toBe(403);
    }
    expect(await statusOf('timesheets', 'GET', '/v2/reviews')).toBe(404);
    expect(await statusOf('partner', 'GET', '/v2/reviews/not-a-uuid')).toBe(422);
  });

  it('only its author or staff edit it; submitting needs every criterion rated', async () => {
    expect(await statusOf('partner', 'PATCH', `/v2/reviews/${review.id}`, { comments: 'Mine now' })).toBe(403);
    const incomplete = await call('recruiter', 'POST', `/v2/reviews/${review.id}/submit`);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      "Rate 'Reliability' before submitting the review",
      "Rate 'Communication' before submitting the review",
    ]);
    const edited = await ok('recruiter', 'PATCH', `/v2/reviews/${review.id}`, {
      ratings: allRated,
      comments: 'A strong quarter.',
    });
    expect(edited).toMatchObject({ status: 'processing', overall_rating: '4.33', comments: 'A strong quarter.' });
    expect(await statusOf('partner', 'POST', `/v2/reviews/${review.id}/submit`)).toBe(403);
    const submitted = await ok('recruiter', 'POST', `/v2/reviews/${review.id}/submit`);
    expect(submitted).toMatchObject({ status: 'awaiting_approval', can_edit: false, submitted_at: expect.any(String) });
    const late = await call('recruiter', 'PATCH', `/v2/reviews/${review.id}`, { comments: 'late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A submitted review is not edited: its decision maker may return it for changes');
  });

  it('staff or the partner owner decide it — not its author, not a recruiter; then it is final', async () => {
    const url = `/v2/reviews/${review.id}/decision`;
    const mine = await call('recruiter', 'POST', url, { decision: 'approve' });
    expect(mine.statusCode).toBe(403);
    expect((await ok('partner', 'GET', `/v2/reviews/${review.id}`)).can_decide).toBe(true);
    expect(await statusOf('partner', 'POST', url, { decision: 'reject' })).toBe(422);
    const approved = await ok('partner', 'POST', url, { decision: 'approve' });
    expect(approved).toMatchObject({
      status: 'approved',
      decided_by: { name: expect.any(String) },
      can_decide: false,
      can_withdraw: false,
      can_supersede: true,
    });
    const again = await call('admin', 'POST', url, { decision: 'reject', note: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a review awaiting approval is rejected (this one is approved)');
    const edit = await call('recruiter', 'PATCH', `/v2/reviews/${review.id}`, { comments: 'changed' });
    expect(edit.statusCode).toBe(409);
    expect(await statusOf('admin', 'POST', `/v2/reviews/${review.id}/withdraw`, { note: 'x' })).toBe(409);
    expect(await auditOf(review.id)).toEqual([
      'review_created',
      'review_updated',
      'review_submitted',
      'review_approved',
    ]);
  });

  it("a used type's kind and criteria are frozen; its name and active flag still change", async () => {
    const frozen = await call('admin', 'PATCH', `/v2/reviews/types/${perf.id}`, {
      criteria: [...criteria, { label: 'Initiative' }],
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toContain('its kind and criteria are frozen');
    const renamed = await ok('admin', 'PATCH', `/v2/reviews/types/${perf.id}`, {
      name: 'Test quarterly review',
      criteria,
    });
    expect(renamed).toMatchObject({ name: 'Test quarterly review', frozen: true, review_count: 1 });
    expect(await statusOf('partner', 'PATCH', `/v2/reviews/types/${perf.id}`, { name: 'Mine' })).toBe(403);
  });

  it('a new review supersedes a decided one, once', async () => {
    const body = {
      review_type_id: perf.id,
      contractor_id: ids.casey,
      assignment_id: ids.caseyAssignment,
      ratings: allRated,
      supersedes_id: review.id,
      submit: true,
    };
    const next: ReviewView = await ok('partner', 'POST', '/v2/reviews', body, 201);
    expect(next).toMatchObject({ status: 'awaiting_approval', supersedes: { id: review.id, status: 'approved' } });
    expect((await ok('admin', 'GET', `/v2/reviews/${review.id}`)).superseded_by).toEqual({
      id: next.id,
      status: 'awaiting_approval',
    });
    expect(await statusOf('partner', 'POST', '/v2/reviews', body)).toBe(409);
    expect(await statusOf('partner', 'POST', '/v2/reviews', { ...body, supersedes_id: next.id })).toBe(409);
    // The partner owner wrote it: the admin decides; a reject needs a note.
    expect(await statusOf('partner', 'POST', `/v2/reviews/${next.id}/decision`, { decision: 'approve' })).toBe(403);
    expect(
      (await ok('admin', 'POST', `/v2/reviews/${next.id}/decision`, { decision: 'reject', note: 'Too generous' }))
        .status,
    ).toBe('rejected');
    expect(await auditOf(review.id)).toContain('review_superseded');
  });

  it('a decision maker returns it for changes; a review is withdrawn (failed) before a decision', async () => {
    const r: ReviewView = await ok(
      'admin',
      'POST',
      '/v2/reviews',
      {
        review_type_id: perf.id,
        contractor_id: ids.casey,
        assignment_id: ids.caseyAssignment,
        ratings: allRated,
        submit: true,
      },
      201,
    );
    expect(await statusOf('admin', 'POST', `/v2/reviews/${r.id}/decision`, { decision: 'approve' })).toBe(403);
    expect(await statusOf('eor', 'POST', `/v2/reviews/${r.id}/decision`, { decision: 'return' })).toBe(422);
    const back = await ok('eor', 'POST', `/v2/reviews/${r.id}/decision`, { decision: 'return', note: 'Add comments' });
    expect(back).toMatchObject({ status: 'processing', decision_note: 'Add comments', submitted_at: null });
    expect(await statusOf('recruiter', 'POST', `/v2/reviews/${r.id}/withdraw`, { note: 'x' })).toBe(403);
    expect(await statusOf('partner', 'POST', `/v2/reviews/${r.id}/withdraw`, {})).toBe(422);
    const gone = await ok('partner', 'POST', `/v2/reviews/${r.id}/withdraw`, { note: 'Duplicate' });
    expect(gone).toMatchObject({ status: 'failed', decision_note: 'Duplicate', can_withdraw: false });
    expect(await statusOf('admin', 'POST', `/v2/reviews/${r.id}/submit`)).toBe(409);
    expect(await auditOf(r.id)).toEqual(['review_created', 'review_returned', 'review_withdrawn']);
  });

  it("a document review is of one of the worker's documents", async () => {
    const docs = (await ok('partner', 'GET', `/v2/contractor_documents?owner_id=${ids.casey}&per_page=50`)).data as {
      id: string;
      name: string;
    }[];
    expect(docs.length).toBeGreaterThan(0);
    const base = { review_type_id: docType.id, contractor_id: ids.casey };
    expect(await statusOf('partner', 'POST', '/v2/reviews', base)).toBe(422);
    const r: ReviewView = await ok('partner', 'POST', '/v2/reviews', { ...base, document_id: docs[0]!.id }, 201);
    expect(r).toMatchObject({ kind: 'document', status: 'pending', document: { id: docs[0]!.id }, assignment: null });
  });

  it('lists with filters, sort and CSV', async () => {
    const approved = (await ok('partner', 'GET', '/v2/reviews?status=approved&per_page=100')).data as ReviewView[];
    expect(approved.map((r) => r.id)).toContain(review.id);
    expect(approved.every((r) => r.status === 'approved')).toBe(true);
    const docs = (await ok('admin', 'GET', '/v2/reviews?kind=document&per_page=100')).data as ReviewView[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.kind === 'document')).toBe(true);
    const byType = await ok('admin', 'GET', `/v2/reviews?review_type_id=${perf.id}&sort=-overall_rating`);
    expect(byType.total).toBe(3);
    expect(await statusOf('admin', 'GET', '/v2/reviews?status=done')).toBe(422);
    expect(await statusOf('admin', 'GET', '/v2/reviews?sort=reviewer')).toBe(422);
    const csv = (await call('partner', 'GET', `/v2/reviews?format=csv&contractor_id=${ids.casey}`)).body;
    expect(csv.split('\r\n')[0]).toContain('Overall rating');
    expect(csv).toContain('Test quarterly review');
    expect((await call('partner2', 'GET', '/v2/reviews?format=csv')).body).not.toContain('Test quarterly review');
  });

  it('the demo seeds two review types and reviews in several statuses, each partner its own', async () => {
    const seeded = (await ok('admin', 'GET', '/v2/reviews?per_page=200')).data as ReviewView[];
    const demo = seeded.filter((r) =>
      ['Quarterly performance review', 'Credential document check'].includes(r.review_type.name),
    );
    expect(new Set(demo.map((r) => r.status))).toEqual(new Set(['approved', 'awaiting_approval', 'processing']));
    expect(demo.some((r) => r.kind === 'document' && r.document?.name === "Driver's license")).toBe(true);
    const beacon = ((await ok('partner2', 'GET', '/v2/reviews?per_page=200')).data as ReviewView[]).filter((r) =>
      demo.some((d) => d.id === r.id),
    );
    expect(beacon.map((r) => r.contractor.id)).toEqual([ids.bruno]);
    // Beacon's owner wrote Bruno's: platform staff decide it.
    expect(beacon[0]).toMatchObject({ status: 'awaiting_approval', can_decide: false });
  });
});
