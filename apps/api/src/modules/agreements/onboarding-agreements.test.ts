/**
 * Onboarding click-throughs are agreements (decision 0084): the new hire's onboarding step generates an
 * agreement from the click-through's platform template and signs it (who, when, IP, user agent, the
 * SHA-256 of the exact text), the signed PDF's SHA-256 is the record's; it shows on /agreements for staff,
 * Acme's sensitive roles and the worker, never for another partner's users, clients, sales partners or
 * another worker; a new template version changes what onboarding shows; earlier acceptances still count.
 */
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoAs, type TestApp } from '../../test/test-app.js';
import { ONBOARDING_CLICK_THROUGHS } from './onboarding-agreements.service.js';

let t: TestApp;
let nina = '';
let beacon = '';
const AGENT = 'Mozilla/5.0 (onboarding-agreements.test)';
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

const as = (who: DemoAs | string, opts: InjectOptions) =>
  typeof who === 'string' && who.length > 40 ? t.call(who, opts) : t.callAs(who as DemoAs, opts);
const get = (who: DemoAs | string, url: string) => as(who, { method: 'GET', url });
const post = (who: DemoAs | string, url: string, payload: object) =>
  as(who, { method: 'POST', url, payload, headers: { 'user-agent': AGENT } });
const step = async (who: string, slug: string) => {
  const res = await get(who, `/v2/onboarding/steps/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const agreementsOf = async (who: DemoAs | string, query = '') => {
  const res = await get(who, `/v2/agreements${query}`);
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json().data : null };
};
const rows = async (sql: string, params: unknown[] = []) => (await t.database.executeSql(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  nina = await t.login('newhire@demo.test');
  beacon = await t.login('partner2@demo.test');
});
afterAll(async () => t?.close());

describe("the new hire's timekeeping policy is an agreement she signs", () => {
  let id = '';
  let textHash = '';

  it("the step shows the template's current version; accepting it signs an agreement and completes the step", async () => {
    const shown = await step(nina, 'employee_timekeeping_policy');
    expect(shown.agreement).toMatchObject({ key: 'employee_timekeeping_policy', title: 'Timekeeping Policy' });
    textHash = shown.agreement.text_hash;
    expect(textHash).toBe(sha256(Buffer.from(shown.agreement.text, 'utf8')));
    const [template] = await rows(
      `select t.id, t.partner_id, v.body, v.version from agreement_templates t
         join agreement_template_versions v on v.template_id = t.id
        where t.onboarding_key = 'employee_timekeeping_policy' order by v.version desc limit 1`,
    );
    expect(template!.partner_id).toBeNull();
    expect(shown.agreement.version).toBe(String(template!.version));

    const stale = await post(nina, '/v2/onboarding/steps/employee_timekeeping_policy', {
      accepted: true,
      text_hash: 'b'.repeat(64),
    });
    expect(stale.statusCode).toBe(409);
    expect((await agreementsOf(nina)).data.data.map((a: { title: string }) => a.title)).not.toContain(
      'Timekeeping Policy',
    );

    const res = await post(nina, '/v2/onboarding/steps/employee_timekeeping_policy', {
      accepted: true,
      text_hash: textHash,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The onboarding contract is unchanged: the step, the requirements and the acceptance.
    expect(res.json().data.step).toMatchObject({ completed: true, acceptance: { text_hash: textHash } });
    expect(res.json().data.completed).toContain('employee_timekeeping_policy');

    const mine = (await agreementsOf(nina, '?search=Timekeeping')).data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      title: 'Timekeeping Policy',
      status: 'signed',
      document_hash: textHash,
      contractor: { name: 'Nina Newhire' },
    });
    id = mine.data[0].id;
  });

  it('records who, when, IP, user agent and the hash signed; the stored PDF hashes to the record', async () => {
    const detail = (await get(nina, `/v2/agreements/${id}`)).json().data;
    expect(detail.signatures).toEqual([
      expect.objectContaining({
        role: 'signer',
        name: 'Nina Newhire',
        email: 'newhire@demo.test',
        user_agent: AGENT,
        document_hash: textHash,
      }),
    ]);
    expect(detail.signatures[0].ip).toBeTruthy();
    expect(detail.actions).toEqual([]);
    const pdf = await get(nina, `/v2/agreements/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(detail.signed_pdf.sha256);
    const [stored] = await rows(
      `select a.signed_pdf_sha256, a.document_hash, f.purpose, f.size_bytes, s.text_hash, s.user_agent, s.agreement
         from agreements a join stored_files f on f.id = a.signed_pdf_file_id
         join agreement_acceptances s on s.agreement_id = a.id where a.id = $1`,
      [id],
    );
    expect(stored).toMatchObject({
      signed_pdf_sha256: sha256(pdf.rawPayload),
      document_hash: textHash,
      purpose: 'signed_agreement',
      text_hash: textHash,
      user_agent: AGENT,
      agreement: 'employee_timekeeping_policy',
    });
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of ['Audit trail', textHash, AGENT, 'Nina Newhire']) expect(text).toContain(expected);
    const [audit] = await rows(`select metadata from audit_logs where action = 'agreement_signed' and entity_id = $1`, [
      id,
    ]);
    expect(audit!.metadata).toMatchObject({ document_hash: textHash, onboarding: 'employee_timekeeping_policy' });
  });

  it("staff and Acme's sensitive roles see it and its PDF; nobody else does", async () => {
    for (const who of ['admin', 'eor', 'partner'] as const) {
      const found = (await agreementsOf(who, '?search=Nina')).data;
      expect(
        found.data.map((a: { id: string }) => a.id),
        who,
      ).toContain(id);
      expect((await get(who, `/v2/agreements/${id}/pdf`)).statusCode, who).toBe(200);
    }
    // Another partner's user, a client, a sales partner and another worker of Acme's: 404.
    for (const who of [beacon, 'client', 'sales_partner', 'contractor'] as const) {
      expect((await get(who, `/v2/agreements/${id}`)).statusCode, String(who)).toBe(404);
      expect((await get(who, `/v2/agreements/${id}/pdf`)).statusCode, String(who)).toBe(404);
    }
    expect((await agreementsOf(beacon, '?search=Nina')).data.total).toBe(0);
    // A recruiter has no sensitive access: no /agreements at all.
    expect((await agreementsOf(['partner', 'recruiter'])).status).toBe(404);
    // Signed already: nobody signs it again, and a worker cannot void it.
    expect((await post(nina, `/v2/agreements/${id}/sign`, { document_hash: textHash, agree: true })).statusCode).toBe(
      409,
    );
  });
});

describe('the click-through templates', () => {
  it('one platform template per click-through, shared by every worker', async () => {
    const counts = await rows(
      `select t.onboarding_key, count(distinct t.id)::int as templates, count(a.id)::int as agreements
         from agreement_templates t left join agreements a on a.template_id = t.id
        where t.onboarding_key is not null group by t.onboarding_key`,
    );
    // Every worker click-through has its template from the start (the demo seeds them), once.
    expect(counts.map((r) => [r.onboarding_key, r.templates]).sort()).toEqual(
      [...ONBOARDING_CLICK_THROUGHS].sort().map((key) => [key, 1]),
    );
    const timekeeping = counts.find((r) => r.onboarding_key === 'employee_timekeeping_policy');
    // Casey's (the demo seed's onboarding) and Nina's.
    expect(timekeeping).toMatchObject({ templates: 1 });
    expect(Number(timekeeping!.agreements)).toBeGreaterThanOrEqual(2);
  });

  it("a new version is what onboarding shows next; the old text's hash is refused", async () => {
    const before = await step(nina, 'employee_confidentiality_agreement');
    const [template] = await rows(
      `select id from agreement_templates where onboarding_key = 'employee_confidentiality_agreement'`,
    );
    const body = `${before.agreement.text}\n\nThis copy is addressed to {{worker.name}}.`;
    const added = await post('admin', `/v2/agreement_templates/${String(template!.id)}/versions`, { body });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const after = await step(nina, 'employee_confidentiality_agreement');
    expect(after.agreement.text).toContain('This copy is addressed to Nina Newhire.');
    expect(after.agreement.version).toBe(String(Number(before.agreement.version) + 1));
    const old = await post(nina, '/v2/onboarding/steps/employee_confidentiality_agreement', {
      accepted: true,
      text_hash: before.agreement.text_hash,
    });
    expect(old.statusCode).toBe(409);
    const ok = await post(nina, '/v2/onboarding/steps/employee_confidentiality_agreement', {
      accepted: true,
      text_hash: after.agreement.text_hash,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const signed = (await agreementsOf(nina, '?search=Confidentiality')).data.data[0];
    expect(signed).toMatchObject({ status: 'signed', document_hash: after.agreement.text_hash });
    expect(signed.template.version).toBe(Number(after.agreement.version));
  });

  it('an admin acting as the worker does not sign for her', async () => {
    const admin = await t.login('admin@demo.test');
    const [me] = await rows(`select id from users where email = 'newhire@demo.test'`);
    const acting = (
      await t.call(admin, { method: 'POST', url: '/v2/user/act-as', payload: { user_id: me!.id } })
    ).json().data.access_token;
    const shown = await step(acting, 'background_check_agreement');
    const res = await post(acting, '/v2/onboarding/steps/background_check_agreement', {
      accepted: true,
      text_hash: shown.agreement.text_hash,
    });
    expect(res.statusCode).toBe(403);
    expect((await step(nina, 'background_check_agreement')).completed).toBe(false);
  });
});

describe("the owners' onboarding click-throughs are their organization's agreements", () => {
  const orgAgreement = async (title: string, signer: string) => {
    const [row] = await rows(
      `select a.id from agreements a join users u on u.id = a.signer_user_id
        where a.title = $1 and u.email = $2 and a.contractor_id is null`,
      [title, signer],
    );
    return String(row!.id);
  };

  it("Acme's partner services agreement, signed by its owner in the demo's onboarding: its PDF is the record", async () => {
    const id = await orgAgreement('Partner Services Agreement', 'partner@demo.test');
    const detail = (await get('partner', `/v2/agreements/${id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'signed',
      contractor: null,
      partner: { name: 'Acme Staffing' },
      client: null,
      document_hash: sha256(Buffer.from(detail.body, 'utf8')),
    });
    expect(detail.signatures).toEqual([
      expect.objectContaining({ role: 'signer', name: 'Paula Partner', document_hash: detail.document_hash }),
    ]);
    const pdf = await get('partner', `/v2/agreements/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256(pdf.rawPayload)).toBe(detail.signed_pdf.sha256);
    // The onboarding step reads it as accepted, as before.
    const step = (await get('partner', '/v2/onboarding/steps/partner_services_agreement_clickthru')).json().data;
    expect(step).toMatchObject({ completed: true, acceptance: { text_hash: detail.document_hash } });
    for (const who of ['admin', 'eor'] as const) expect((await get(who, `/v2/agreements/${id}`)).statusCode).toBe(200);
    for (const who of [beacon, 'client', 'contractor', 'sales_partner'] as const) {
      expect((await get(who, `/v2/agreements/${id}`)).statusCode, String(who)).toBe(404);
      expect((await get(who, `/v2/agreements/${id}/pdf`)).statusCode, String(who)).toBe(404);
    }
  });

  it("Globex's final acknowledgement: Globex's users and Acme see it; Initech, Beacon and the worker do not", async () => {
    const id = await orgAgreement('Final Acknowledgement', 'client@demo.test');
    const detail = (await get('client', `/v2/agreements/${id}`)).json().data;
    expect(detail).toMatchObject({ contractor: null, client: { name: 'Globex Corporation' }, status: 'signed' });
    expect(detail.signatures[0]).toMatchObject({ role: 'signer', email: 'client@demo.test' });
    expect((await get('client', `/v2/agreements/${id}/pdf`)).statusCode).toBe(200);
    expect((await get('partner', `/v2/agreements/${id}`)).statusCode).toBe(200);
    const initech = await t.login('initech@demo.test');
    for (const who of [initech, beacon, 'contractor', 'sales_partner'] as const) {
      expect((await get(who, `/v2/agreements/${id}`)).statusCode, String(who)).toBe(404);
    }
    // A client never sees a worker's agreement, even one for an assignment at the client.
    const clientList = (await agreementsOf('client')).data;
    expect(clientList.data.every((a: { contractor: unknown }) => a.contractor === null)).toBe(true);
  });
});

describe("an organization's owner", () => {
  it("accepts the partner services agreement as a text, with the browser's user agent recorded", async () => {
    const view = (await get('partner', '/v2/agreements/partner_services_agreement')).json().data;
    const res = await post('partner', '/v2/agreements/partner_services_agreement', {
      accepted: true,
      text_hash: view.agreement.text_hash,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rows(
      `select s.user_agent, s.agreement_id from agreement_acceptances s join users u on u.id = s.user_id
        where u.email = 'partner@demo.test' and s.agreement = 'partner_services_agreement'
        order by s.accepted_at desc limit 1`,
    );
    expect(row).toMatchObject({ user_agent: AGENT, agreement_id: null });
  });
});

describe('acceptances recorded before click-throughs were agreements', () => {
  it("Casey's demo onboarding shows accepted, and a pre-0084 acceptance (no agreement) still counts", async () => {
    const casey = await t.login('contractor@demo.test');
    const timekeeping = await step(casey, 'employee_timekeeping_policy');
    expect(timekeeping).toMatchObject({ completed: true, acceptance: { accepted_by: { name: 'Casey Contractor' } } });
    // An acceptance as the click-through recorded it before (no agreement, no user agent), unchanged.
    const [me] = await rows(`select id from users where email = 'newhire@demo.test'`);
    await rows(
      `insert into agreement_acceptances (user_id, agreement, text_hash, version, ip, accepted_at)
       values ($1, 'background_check_authorization', $2, '2026-01', '10.0.0.9', '2026-10-01T12:00:00Z')`,
      [me!.id, 'c'.repeat(64)],
    );
    await rows(`insert into onboarding_completions (user_id, step) values ($1, 'background_check_agreement')`, [
      me!.id,
    ]);
    const legacy = await step(nina, 'background_check_agreement');
    expect(legacy).toMatchObject({
      completed: true,
      acceptance: { version: '2026-01', text_hash: 'c'.repeat(64), ip: '10.0.0.9' },
    });
  });
});
