/**
 * The staff side of onboarding, as every user type and as the other partner's users: who is
 * stuck, identity verifications, Forms I-9, plus direct deposit and the organization agreements.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bankAccounts, clients, i9Forms, partners, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { hashPassword } from '../../lib/crypto.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { I9, VERIFY } from './onboarding.test-support.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const login = async (email: string) => (tokens[email] ??= await t.login(email));
const get = async (email: string, url: string) => t.call(await login(email), { method: 'GET', url });
const post = async (email: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(await login(email), { method: 'POST', url, payload, headers });

/** A partner user with the document_verifier role (none is seeded). */
async function documentVerifier(partnerName: string, email: string) {
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.name, partnerName));
  await t.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD, t.config.passwordHashing),
    firstName: 'Dora',
    lastName: 'Verifier',
    role: 'document_verifier',
    partnerId: partner!.id,
    emailConfirmedAt: new Date(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await documentVerifier('Acme Staffing', 'docs@acme.test');
  await documentVerifier('Beacon Talent', 'docs@beacon.test');
  // Nina is under review and has signed I-9 section 1.
  expect((await post('newhire@demo.test', '/v2/onboarding/steps/form_i9', I9)).statusCode).toBe(200);
  const review = await post('newhire@demo.test', '/v2/onboarding/steps/verification', {
    ...VERIFY,
    legal_last_name: 'Review',
  });
  expect(review.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('GET /v2/onboarding_status', () => {
  it('admin and eor see the new hire stuck on Form W-4, with her progress', async () => {
    for (const email of ['admin@demo.test', 'eor@demo.test']) {
      const rows = (await get(email, '/v2/onboarding_status?status=incomplete')).json().data.data;
      const nina = rows.find((r: { email: string }) => r.email === 'newhire@demo.test');
      expect(nina, email).toMatchObject({
        current_step: 'form_w4',
        current_step_title: 'Form W-4',
        completed_count: 1,
      });
      expect(nina.completed).toEqual(['form_i9']);
    }
  });

  it("a partner sees its own people only; the other partner never sees Acme's new hire", async () => {
    const acme = (await get('partner@demo.test', '/v2/onboarding_status')).json().data.data;
    expect(acme.map((r: { email: string }) => r.email)).toContain('newhire@demo.test');
    expect(acme.every((r: { partner: { name: string } }) => r.partner.name === 'Acme Staffing')).toBe(true);
    const beacon = (await get('partner2@demo.test', '/v2/onboarding_status')).json().data.data;
    expect(beacon.map((r: { email: string }) => r.email)).not.toContain('newhire@demo.test');
    const csv = await get('partner2@demo.test', '/v2/onboarding_status?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).not.toContain('newhire@demo.test');
  });

  it('filters by current step and is refused to sales partners, clients and contractors', async () => {
    const rows = (await get('admin@demo.test', '/v2/onboarding_status?step=form_w4')).json().data.data;
    expect(rows.every((r: { current_step: string }) => r.current_step === 'form_w4')).toBe(true);
    for (const email of ['sales@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      expect((await get(email, '/v2/onboarding_status')).statusCode, email).toBe(403);
    }
  });
});

describe('GET /v2/onboarding_status/assignments (the admin "Onboarding" screen)', () => {
  it('lists live placements whose contractor has not finished, never the onboarded Casey', async () => {
    const rows = (await get('admin@demo.test', '/v2/onboarding_status/assignments?status=live')).json().data.data;
    const names = rows.map((r: { contractor: { name: string } }) => r.contractor.name);
    expect(names).toContain('Ian Independent');
    expect(names).not.toContain('Casey Contractor');
    expect(rows.find((r: { contractor: { name: string } }) => r.contractor.name === 'Ian Independent')).toMatchObject({
      has_account: false,
      current_step: null,
    });
    const pending = (await get('eor@demo.test', '/v2/onboarding_status/assignments?status=pending')).json().data.data;
    expect(pending[0]).toMatchObject({ contractor: { name: 'Nina Newhire' }, current_step: 'form_w4' });
  });

  it('is admin-like only', async () => {
    for (const email of ['partner@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      expect((await get(email, '/v2/onboarding_status/assignments')).statusCode, email).toBe(403);
    }
  });
});

describe('/v2/verifications', () => {
  it('staff with the document_verifier capability see it; partner owners and others are refused', async () => {
    const rows = (await get('admin@demo.test', '/v2/verifications?status=awaiting_approval')).json().data.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user: { email: 'newhire@demo.test' }, provider: 'sandbox' });
    expect((await get('eor@demo.test', '/v2/verifications')).statusCode).toBe(200);
    // Partner users without the document_verifier role lack the link: 404, like the page.
    for (const email of ['partner@demo.test', 'recruiter@demo.test']) {
      expect((await get(email, '/v2/verifications')).statusCode, email).toBe(404);
    }
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await get(email, '/v2/verifications')).statusCode, email).toBe(403);
    }
  });

  it('searches by name or e-mail, filters by status, counts every match and exports CSV in scope', async () => {
    const found = (await get('admin@demo.test', '/v2/verifications?search=NEWHIRE%40demo&sort=status')).json().data;
    expect(found).toMatchObject({ total: 1, data: [{ user: { email: 'newhire@demo.test' } }] });
    expect((await get('admin@demo.test', '/v2/verifications?search=nobody')).json().data).toEqual({
      data: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
    // The seed's onboarded Casey is the one approved.
    expect((await get('admin@demo.test', '/v2/verifications?status=approved')).json().data).toMatchObject({
      total: 1,
      data: [{ user: { email: 'contractor@demo.test' } }],
    });
    expect((await get('admin@demo.test', '/v2/verifications?sort=nope')).statusCode).toBe(422);
    const csv = await get('admin@demo.test', '/v2/verifications?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Nina Newhire,newhire@demo.test,Acme Staffing,awaiting_approval');
    expect((await get('docs@beacon.test', '/v2/verifications?format=csv')).body).not.toContain('newhire');
  });

  it("the other partner's document verifier sees none of Acme's and gets 404 deciding one", async () => {
    const [row] = (await get('admin@demo.test', '/v2/verifications')).json().data.data;
    expect((await get('docs@beacon.test', '/v2/verifications')).json().data.data).toEqual([]);
    const res = await post('docs@beacon.test', `/v2/verifications/${row.id}/decision`, { decision: 'approve' });
    expect(res.statusCode).toBe(404);
  });

  it("eor may look but not decide; rejecting needs a reason; Acme's document verifier approves, completing the step", async () => {
    const [row] = (await get('admin@demo.test', '/v2/verifications')).json().data.data;
    expect(
      (await post('eor@demo.test', `/v2/verifications/${row.id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const noReason = await post('docs@acme.test', `/v2/verifications/${row.id}/decision`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    const ok = await post('docs@acme.test', `/v2/verifications/${row.id}/decision`, { decision: 'approve' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', decided_by: { name: 'Dora Verifier' } });
    const req = (await get('newhire@demo.test', '/v2/requirements')).json().data;
    expect(req.completed).toContain('verification');
    const again = await post('admin@demo.test', `/v2/verifications/${row.id}/decision`, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
  });
});

describe('/v2/i9_forms', () => {
  const section2 = {
    documents: [
      { list: 'A', title: 'U.S. Passport', issuing_authority: 'U.S. Department of State', number: 'P98765432' },
    ],
    first_day_of_employment: '2026-12-07',
    employer_name: 'Ada Admin',
    employer_title: 'HR Manager',
    business_name: 'Staffwise EOR',
    attestation: true,
  };

  it('lists section 1 awaiting section 2 with the SSN masked; Beacon sees nothing and gets 404', async () => {
    const rows = (await get('admin@demo.test', '/v2/i9_forms?status=due')).json().data.data;
    expect(rows).toHaveLength(1);
    const detail = (await get('admin@demo.test', `/v2/i9_forms/${rows[0].id}`)).json().data;
    expect(detail.section1).toMatchObject({ ssn: '***-**-8901', citizenship_status: 'us_citizen' });
    expect(JSON.stringify(detail)).not.toMatch(/345-?67-?8901/);
    expect((await get('docs@beacon.test', '/v2/i9_forms')).json().data.data).toEqual([]);
    expect((await get('docs@beacon.test', `/v2/i9_forms/${rows[0].id}`)).statusCode).toBe(404);
    expect((await get('partner@demo.test', '/v2/i9_forms')).statusCode).toBe(404);
    expect((await get('contractor@demo.test', '/v2/i9_forms')).statusCode).toBe(403);
  });

  it('searches by first or last name, sorts, counts every match and exports CSV in scope', async () => {
    const byName = (await get('admin@demo.test', '/v2/i9_forms?search=nin&sort=name')).json().data;
    expect(byName).toMatchObject({ total: 1, data: [{ contractor: { name: 'Nina Newhire' } }] });
    expect((await get('admin@demo.test', '/v2/i9_forms?search=zzz')).json().data).toEqual({
      data: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
    // The seed's onboarded Casey has both sections.
    expect((await get('admin@demo.test', '/v2/i9_forms?status=completed')).json().data).toMatchObject({
      total: 1,
      data: [{ contractor: { name: 'Casey Contractor' } }],
    });
    const csv = await get('docs@acme.test', '/v2/i9_forms?format=csv');
    expect(csv.body).toMatch(/^Contractor,Partner,Citizenship status/);
    expect(csv.body).toContain('Nina Newhire,Acme Staffing,us_citizen');
    expect((await get('docs@beacon.test', '/v2/i9_forms?format=csv')).body).not.toContain('Nina');
  });

  it('section 2: eor is refused, one List A document completes it, the number is stored encrypted', async () => {
    const [row] = (await get('admin@demo.test', '/v2/i9_forms')).json().data.data;
    expect((await post('eor@demo.test', `/v2/i9_forms/${row.id}/section2`, section2)).statusCode).toBe(403);
    const bad = await post('admin@demo.test', `/v2/i9_forms/${row.id}/section2`, {
      ...section2,
      documents: [{ ...section2.documents[0], list: 'B' }],
    });
    expect(bad.statusCode).toBe(422);
    const ok = await post('docs@acme.test', `/v2/i9_forms/${row.id}/section2`, section2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'complete',
      section2: { documents: [{ number_masked: '****5432' }] },
    });
    const [stored] = await t.database.db.select().from(i9Forms).where(eq(i9Forms.id, row.id));
    expect(JSON.stringify(stored!.section2)).not.toContain('P98765432');
    expect((await post('admin@demo.test', `/v2/i9_forms/${row.id}/section2`, section2)).statusCode).toBe(409);
    // Once verified, the employee can no longer change section 1.
    expect((await post('newhire@demo.test', '/v2/onboarding/steps/form_i9', I9)).statusCode).toBe(409);
  });
});

describe('/v2/payroll_methods (direct deposit)', () => {
  const account = {
    account_holder: 'Nina Newhire',
    bank_name: 'First Test Bank',
    routing_number: '011000015',
    account_number: '000123456789',
    account_type: 'checking',
  };

  it('adds the first account at once; the number never leaves in the clear', async () => {
    expect(
      (await post('newhire@demo.test', '/v2/payroll_methods', { ...account, routing_number: '011000016' })).statusCode,
    ).toBe(422);
    const res = await post('newhire@demo.test', '/v2/payroll_methods', account);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ account_last4: '6789', account_masked: '****6789' });
    expect(res.body).not.toContain('000123456789');
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.accountLast4, '6789'));
    expect(JSON.stringify(row)).not.toContain('000123456789');
  });

  it('changing it needs the e-mailed code (424), then retires the old account and audits', async () => {
    const change = { ...account, account_number: '555500001111' };
    const first = await post('newhire@demo.test', '/v2/payroll_methods', change);
    expect(first.statusCode).toBe(424);
    const code = t.lastCode('newhire@demo.test');
    const replay = await post('newhire@demo.test', '/v2/payroll_methods', change, { 'x-verification-code': code });
    expect(replay.statusCode).toBe(201);
    const view = (await get('newhire@demo.test', '/v2/payroll_methods')).json().data;
    expect(view.current.account_last4).toBe('1111');
    expect(view.history).toHaveLength(1);
    expect(view.history[0].retired_at).not.toBeNull();
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'bank_account_changed'));
    expect(audits).toHaveLength(1);
  });

  it('is for contractors only', async () => {
    for (const email of ['admin@demo.test', 'partner@demo.test', 'client@demo.test']) {
      expect((await get(email, '/v2/payroll_methods')).statusCode, email).toBe(403);
    }
  });
});

describe('organization agreements', () => {
  const hashOf = async (email: string, key: string) =>
    (await get(email, `/v2/agreements/${key}`)).json().data.agreement.text_hash as string;

  it("the client's owner accepts the addendum, which stamps the client; another client is unaffected", async () => {
    // Globex's owner accepted it in the demo seed; Initech's has not.
    const before = (await get('initech@demo.test', '/v2/agreements/client_services_addendum')).json().data;
    expect(before).toMatchObject({ acceptance: null, organization: { name: 'Initech' } });
    const res = await post('initech@demo.test', '/v2/agreements/client_services_addendum', {
      accepted: true,
      text_hash: before.agreement.text_hash,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.acceptance).toMatchObject({
      accepted_by: { email: 'initech@demo.test' },
      version: '2026-01',
    });
    const [initech] = await t.database.db.select().from(clients).where(eq(clients.name, 'Initech'));
    expect(initech!.addendumAcceptedAt).not.toBeNull();
    const globex = (await get('client@demo.test', '/v2/agreements/client_services_addendum')).json().data;
    expect(globex).toMatchObject({
      acceptance: { accepted_by: { email: 'client@demo.test' } },
      organization: { name: 'Globex Corporation' },
    });
    const [umbrella] = await t.database.db.select().from(clients).where(eq(clients.name, 'Umbrella Health'));
    expect(umbrella!.addendumAcceptedAt).toBeNull();
  });

  it("the partner owner accepts the services agreement; a recruiter may read but not accept; others can't", async () => {
    const hash = await hashOf('partner2@demo.test', 'partner_services_agreement');
    expect(
      (
        await post('recruiter@demo.test', '/v2/agreements/partner_services_agreement', {
          accepted: true,
          text_hash: hash,
        })
      ).statusCode,
    ).toBe(403);
    const ok = await post('partner2@demo.test', '/v2/agreements/partner_services_agreement', {
      accepted: true,
      text_hash: hash,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.acceptance).toMatchObject({ accepted_by: { email: 'partner2@demo.test' } });
    // Acme's stays its own owner's (accepted while onboarding, in the demo seed).
    const acme = (await get('recruiter@demo.test', '/v2/agreements/partner_services_agreement')).json().data;
    expect(acme).toMatchObject({
      acceptance: { accepted_by: { email: 'partner@demo.test' } },
      organization: { name: 'Acme Staffing' },
    });
    expect((await get('client@demo.test', '/v2/agreements/partner_services_agreement')).statusCode).toBe(403);
    expect((await get('partner@demo.test', '/v2/agreements/client_services_addendum')).statusCode).toBe(403);
    expect(
      (
        await post('partner@demo.test', '/v2/agreements/partner_services_agreement', {
          accepted: true,
          text_hash: 'f'.repeat(64),
        })
      ).statusCode,
    ).toBe(409);
  });
});
