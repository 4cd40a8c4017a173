import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementAcceptances, auditLogs, i9Forms, onboardingForms, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { I9, VERIFY, W4 } from './onboarding.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = async (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });

async function hashOf(token: string, slug: string): Promise<string> {
  const res = await get(token, `/v2/onboarding/steps/${slug}`);
  return res.json().data.agreement.text_hash;
}
/** Nina's own rows (the seed's onboarded Casey has his W-4, I-9 and EEO answers too). */
const ninaId = async () =>
  (await t.database.db.select().from(users).where(eq(users.email, 'newhire@demo.test')))[0]!.id;
const ninaForm = async (step: 'form_w4' | 'eor-related eeo') =>
  (
    await t.database.db
      .select()
      .from(onboardingForms)
      .where(and(eq(onboardingForms.userId, await ninaId()), eq(onboardingForms.step, step)))
  )[0];
const accept = async (token: string, slug: string) =>
  post(token, `/v2/onboarding/steps/${slug}`, { accepted: true, text_hash: await hashOf(token, slug) });

describe('the new hire (W-2, Acme, assignment at Umbrella which requires a background check)', () => {
  it('needs every W-2 step, benefits (Acme offers plans) and the background check, final last', async () => {
    const nina = await t.login('newhire@demo.test');
    const me = (await get(nina, '/v2/user')).json().data;
    expect(me.requirements.required).toEqual([
      'form_w4',
      'form_i9',
      'employee_timekeeping_policy',
      'employee_confidentiality_agreement',
      'eor-related eeo',
      'benefits_selection',
      'background_check_agreement',
      'verification',
      'final_acknowledge',
    ]);
    const overview = (await get(nina, '/v2/onboarding/steps')).json().data;
    expect(overview.current).toBe('form_w4');
    expect(overview.steps[4]).toMatchObject({ step: 'eor-related eeo', slug: 'eor_related_eeo', completed: false });
  });

  it('refuses the final acknowledgement before the other steps, naming them', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await accept(nina, 'final_acknowledge');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Complete Form W-4, Form I-9');
  });

  it('refuses a step that is not hers (the W-9) with 409', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/w9', {
      name: 'Nina',
      tax_classification: 'individual',
      address_line_1: '1 A St',
      city: 'X',
      state: 'CA',
      zipcode: '90028',
      tin_type: 'ssn',
      tin: '345-67-8901',
      certification: true,
      signature: 'Nina Newhire',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Form W-9 is not one of your onboarding steps');
  });

  it('answers 422 per field for a bad W-4', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/form_w4', { ...W4, ssn: '000-12-3456', extra_withholding: 'x' });
    expect(res.statusCode).toBe(422);
    const locs = res.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.ssn', 'body.extra_withholding']));
  });

  it('stores the W-4 with the SSN only as ciphertext and answers it masked', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/form_w4', W4);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.completed).toEqual(['form_w4']);
    expect(body.current).toBe('form_i9');
    expect(body.step.answers).toMatchObject({
      ssn: '***-**-8901',
      dependents_amount: '2200.00',
      extra_withholding: '20.00',
    });
    expect(JSON.stringify(body)).not.toContain('345678901');
    expect(JSON.stringify(body)).not.toContain('345-67-8901');
    const row = await ninaForm('form_w4');
    expect(JSON.stringify(row!.data)).not.toMatch(/345-?67-?8901/);
    expect(row!.sensitiveCiphertext).toBeTruthy();
    expect(row!.sensitiveCiphertext).not.toContain('8901');
    const again = (await get(nina, '/v2/onboarding/steps/form_w4')).json().data;
    expect(again.answers.ssn).toBe('***-**-8901');
    expect(again.completed).toBe(true);
  });

  it('signs I-9 section 1 into i9_forms; section 2 stays open for staff', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/form_i9', I9);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.step.answers).toMatchObject({ ssn: '***-**-8901', section2_complete: false });
    const [row] = await t.database.db
      .select()
      .from(i9Forms)
      .where(eq(i9Forms.userId, await ninaId()));
    expect(row!.section2SignedAt).toBeNull();
    expect(JSON.stringify(row!.section1)).not.toMatch(/345-?67-?8901/);
  });

  it('records click-throughs with who, when, IP and the hash of the text; a stale hash is refused', async () => {
    const nina = await t.login('newhire@demo.test');
    const stale = await post(nina, '/v2/onboarding/steps/employee_timekeeping_policy', {
      accepted: true,
      text_hash: 'a'.repeat(64),
    });
    expect(stale.statusCode).toBe(409);
    const res = await accept(nina, 'employee_timekeeping_policy');
    expect(res.statusCode).toBe(200);
    // A worker's click-through is an agreement from the click-through's template, version 1 (decision 0084).
    expect(res.json().data.step.acceptance).toMatchObject({
      version: '1',
      accepted_by: { email: 'newhire@demo.test' },
    });
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'newhire@demo.test'));
    const [row] = await t.database.db
      .select()
      .from(agreementAcceptances)
      .where(
        and(eq(agreementAcceptances.userId, me!.id), eq(agreementAcceptances.agreement, 'employee_timekeeping_policy')),
      );
    expect(row!.textHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row!.ip).toBeTruthy();
    expect((await accept(nina, 'employee_confidentiality_agreement')).statusCode).toBe(200);
  });

  it('keeps EEO answers encrypted; she may decline', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/eor_related_eeo', {
      declined: false,
      sex: 'female',
      ethnicity: 'decline',
      race: 'asian',
      veteran_status: 'not_protected_veteran',
      disability_status: 'no',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.step.answers).toMatchObject({ declined: false, race: 'asian' });
    const row = await ninaForm('eor-related eeo');
    expect(row!.data).toEqual({ declined: false });
  });

  it("chooses from Acme's plans, at most one per kind; a foreign plan id is a 422", async () => {
    const nina = await t.login('newhire@demo.test');
    const step = (await get(nina, '/v2/onboarding/steps/benefits_selection')).json().data;
    const plans = step.benefit_plans as { id: string; kind: string }[];
    expect(plans.map((p) => p.kind).sort()).toEqual(['dental', 'medical', 'vision']);
    const unknown = await post(nina, '/v2/onboarding/steps/benefits_selection', {
      waived: false,
      plan_ids: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'],
    });
    expect(unknown.statusCode).toBe(422);
    const medical = plans.find((p) => p.kind === 'medical')!.id;
    const ok = await post(nina, '/v2/onboarding/steps/benefits_selection', { waived: false, plan_ids: [medical] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.step.answers).toEqual({ waived: false, plan_ids: [medical] });
  });

  it('accepts the background check; identity "Review" waits for staff, then she cannot resubmit', async () => {
    const nina = await t.login('newhire@demo.test');
    expect((await accept(nina, 'background_check_agreement')).statusCode).toBe(200);
    const review = await post(nina, '/v2/onboarding/steps/verification', { ...VERIFY, legal_last_name: 'Review' });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.step.verification.status).toBe('awaiting_approval');
    expect(review.json().data.current).toBe('verification');
    const again = await post(nina, '/v2/onboarding/steps/verification', VERIFY);
    expect(again.statusCode).toBe(409);
  });

  it('audits every submission without the answers', async () => {
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'onboarding_step_submitted'));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(rows)).not.toContain('8901');
  });
});

describe('a user with no steps, and a step of another user type', () => {
  it('the seeded contractor Casey is complete, including benefits (Acme offers plans)', async () => {
    const casey = await t.login('contractor@demo.test');
    const req = (await get(casey, '/v2/requirements')).json().data;
    expect(req.required).toContain('benefits_selection');
    expect(req.required).not.toContain('background_check_agreement');
    expect(req.completed).toEqual(req.required);
  });

  it('admin has no onboarding routes (403) and a recruiter has no steps (409)', async () => {
    const admin = await t.login('admin@demo.test');
    expect((await get(admin, '/v2/onboarding/steps')).statusCode).toBe(403);
    const recruiter = await t.login('recruiter@demo.test');
    expect((await get(recruiter, '/v2/onboarding/steps')).json().data.required).toEqual([]);
    const res = await post(recruiter, '/v2/onboarding/steps/representative', {
      first_name: 'R',
      last_name: 'R',
      title: 'Recruiter',
      email: 'r@x.test',
      phone: '555-123-4567',
    });
    expect(res.statusCode).toBe(409);
  });

  it('an unknown step is 404', async () => {
    const casey = await t.login('contractor@demo.test');
    expect((await get(casey, '/v2/onboarding/steps/nope')).statusCode).toBe(404);
  });
});
