/**
 * Prefilling later onboarding forms (decision 0107): the new hire gets back what she gave on her W-4
 * and I-9 for the fields a later form asks again, the SSN only as "on file, ending 8901"; a step sent
 * "using the SSN on file" stores the very number of her W-4, copied by the server.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, i9Forms, onboardingForms, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { I9, W4 } from './onboarding.test-support.js';
import { decryptSensitive } from './sensitive-fields.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = async (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });
const prefill = (token: string, slug: string) => get(token, `/v2/onboarding/steps/${slug}/prefill`);
const { ssn: _typedSsn, ...i9WithoutSsn } = I9;

const ninaId = async () =>
  (await t.database.db.select().from(users).where(eq(users.email, 'newhire@demo.test')))[0]!.id;
/** The SSN a stored answer holds, decrypted here, in the test, as no route answers it. */
const storedSsn = (ciphertext: string | null) => decryptSensitive(t.app.deps.crypto, ciphertext).ssn;
const NINA_SSN = /345-?67-?8901/;

describe('prefilling the new hire’s later forms from her earlier ones', () => {
  it('has nothing to offer before any answer, and "use the SSN on file" without one is a 422 naming the field', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await prefill(nina, 'form_i9');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ values: {}, ssn_on_file: null });
    const sent = await post(nina, '/v2/onboarding/steps/form_i9', { ...i9WithoutSsn, use_ssn_on_file: true });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'ssn'], msg: 'There is no SSN on file: type it' }),
    ]);
    const [i9] = await t.database.db
      .select()
      .from(i9Forms)
      .where(eq(i9Forms.userId, await ninaId()));
    expect(i9).toBeUndefined();
  });

  it('after the W-4: the I-9 gets her name and the SSN only as on file with its last four', async () => {
    const nina = await t.login('newhire@demo.test');
    expect((await post(nina, '/v2/onboarding/steps/form_w4', W4)).statusCode).toBe(200);
    const res = await prefill(nina, 'form_i9');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      values: { first_name: 'Nina', last_name: 'Newhire' },
      ssn_on_file: { last4: '8901', from_step: 'form_w4' },
    });
    expect(res.body).not.toMatch(NINA_SSN);
  });

  it('refuses an SSN typed beside "use the one on file"', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/form_i9', { ...I9, use_ssn_on_file: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'ssn'] });
  });

  it('the I-9 sent "using the SSN on file" stores the same SSN as the W-4, and the audit says where from', async () => {
    const nina = await t.login('newhire@demo.test');
    const res = await post(nina, '/v2/onboarding/steps/form_i9', { ...i9WithoutSsn, use_ssn_on_file: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.step.answers).toMatchObject({ ssn: '***-**-8901' });
    expect(res.json().data.step.answers).not.toHaveProperty('use_ssn_on_file');
    const userId = await ninaId();
    const [i9] = await t.database.db.select().from(i9Forms).where(eq(i9Forms.userId, userId));
    const [w4] = await t.database.db
      .select()
      .from(onboardingForms)
      .where(and(eq(onboardingForms.userId, userId), eq(onboardingForms.step, 'form_w4')));
    expect(storedSsn(w4!.sensitiveCiphertext)).toBe('345678901');
    expect(storedSsn(i9!.section1SensitiveCiphertext)).toBe(storedSsn(w4!.sensitiveCiphertext));
    expect(JSON.stringify(i9!.section1)).not.toMatch(NINA_SSN);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'onboarding_step_submitted'), eq(auditLogs.entityId, i9!.id)));
    expect(audits.map((a) => a.metadata)).toContainEqual(
      expect.objectContaining({ step: 'form_i9', ssn_copied_from: 'form_w4' }),
    );
    expect(JSON.stringify(audits)).not.toContain('8901');
  });

  it('then the identity check gets her legal name and date of birth from the I-9; the W-4 its names back', async () => {
    const nina = await t.login('newhire@demo.test');
    const verification = (await prefill(nina, 'verification')).json().data;
    expect(verification).toEqual({
      values: { legal_first_name: 'Nina', legal_last_name: 'Newhire', date_of_birth: '1998-01-20' },
      ssn_on_file: null,
    });
    const i9 = (await prefill(nina, 'form_i9')).json().data;
    expect(i9.values).toMatchObject({
      address_line_1: '40 Vine St',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90028',
    });
    // The I-9, sent last, is now the latest answer with an SSN.
    expect(i9.ssn_on_file).toEqual({ last4: '8901', from_step: 'form_i9' });
    const w4 = (await prefill(nina, 'form_w4')).json().data;
    expect(w4.values).toEqual({ first_name: 'Nina', last_name: 'Newhire' });
  });

  it('another contractor gets only his own answers, never hers', async () => {
    const casey = await t.login('contractor@demo.test');
    const res = await prefill(casey, 'form_i9');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.values).toMatchObject({ first_name: 'Casey', address_line_1: '12 Elm St' });
    expect(res.json().data.ssn_on_file).toMatchObject({ last4: '6789' });
    expect(res.body).not.toContain('Vine St');
    expect(res.body).not.toContain('8901');
  });

  it("a partner's users (hers and the other partner's) get 404: the step is not theirs, and no route names her", async () => {
    for (const email of ['partner@demo.test', 'partner2@demo.test', 'recruiter@demo.test']) {
      const token = await t.login(email);
      const res = await prefill(token, 'form_i9');
      expect(res.statusCode, email).toBe(404);
    }
    expect((await prefill(await t.login('newhire@demo.test'), 'no_such_step')).statusCode).toBe(404);
  });

  it('staff have no onboarding of their own to prefill (403)', async () => {
    const res = await prefill(await t.login('admin@demo.test'), 'form_i9');
    expect(res.statusCode).toBe(403);
  });
});
