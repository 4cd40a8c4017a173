/**
 * Generated agreements (issue 15, decision 0069) through the API: the demo's agreements as every user type
 * and another partner's users; generating from a template version with the text frozen; signing by
 * click-through on the document's SHA-256 (who, when, IP, user agent); countersigning by the template's
 * owner; the signed PDF whose SHA-256 is the audit record's; and the status guards.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let beaconToken = '';
const AGENT = 'Mozilla/5.0 (agreements.test)';

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const call = (as: DemoAs | 'beacon', opts: InjectOptions) =>
  as === 'beacon' ? t.call(beaconToken, opts) : t.callAs(as, opts);
const get = (as: DemoAs | 'beacon', url: string) => call(as, { method: 'GET', url });
const post = (as: DemoAs | 'beacon', url: string, payload?: object) =>
  call(as, { method: 'POST', url, headers: { 'user-agent': AGENT }, ...(payload && { payload }) });
const list = async (as: DemoAs | 'beacon', query = '') => {
  const res = await get(as, `/v2/agreements${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    data: { id: string; title: string; status: string; contractor: { name: string } | null }[];
  };
};
const pdfText = async (raw: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(raw) }).getText()).text.replace(/\s+/g, ' ');
const templateId = async (name: string) => {
  const rows = (await t.database.executeSql(`select id from agreement_templates where name = $1`, [name])).rows;
  return String(rows[0]!.id);
};

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  beaconToken = await t.login('partner2@demo.test');
});
afterAll(async () => t?.close());

describe('the demo agreements, as each user type', () => {
  it("staff see every one; a partner its own; the worker its own; a client its own organization's; sales partners none", async () => {
    // Nine are onboarding click-throughs signed in the demo seed (decision 0084): Casey's three, and the
    // partner and client owners' (each partner's services agreement and final acknowledgement, each client's).
    expect((await list('admin')).total).toBe(12);
    expect((await list('eor')).total).toBe(12);
    const acme = await list('partner');
    expect(acme.data.map((a) => [a.title, a.status, a.contractor?.name ?? null]).sort()).toEqual([
      ['Assignment Agreement', 'countersigned', 'Casey Contractor'],
      ['Confidentiality Agreement', 'signed', 'Casey Contractor'],
      ['Final Acknowledgement', 'signed', null],
      ['Final Acknowledgement', 'signed', null],
      ['Final Acknowledgement', 'signed', 'Casey Contractor'],
      ['Partner Services Agreement', 'signed', null],
      ['Remote Work Policy Acknowledgement', 'sent', 'Casey Contractor'],
      ['Timekeeping Policy', 'signed', 'Casey Contractor'],
    ]);
    const beacon = await list('beacon');
    expect(beacon.total).toBe(4);
    expect(beacon.data.flatMap((a) => (a.contractor ? [a.contractor.name] : []))).toEqual(['Bruno Beaconworker']);
    expect((await list('contractor')).total).toBe(5);
    // Globex's own final acknowledgement, signed by its owner; never a worker's, even one at Globex.
    expect((await list('client')).data.map((a) => [a.title, a.contractor])).toEqual([['Final Acknowledgement', null]]);
    expect((await list('sales_partner')).total).toBe(0);
    // Roles without section 6's sensitive access do not have the page (the link is not theirs).
    expect((await get(['partner', 'recruiter'], '/v2/agreements')).statusCode).toBe(404);
    expect((await get(['partner', 'time_sheet_only'], '/v2/agreements')).statusCode).toBe(404);
  });

  it('sorts, filters and exports as CSV', async () => {
    expect((await list('admin', '?status=sent&sort=sent_at')).data.map((a) => a.contractor?.name)).toEqual([
      'Bruno Beaconworker',
      'Casey Contractor',
    ]);
    expect((await list('admin', '?search=remote')).total).toBe(1);
    const csv = await get('partner', '/v2/agreements?format=csv&sort=title');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Document SHA-256');
    expect(csv.body).toContain('Assignment Agreement');
  });

  it('the countersigned agreement: both signatures with time, IP and user agent, and the signed PDF whose SHA-256 is the record', async () => {
    const [row] = (await list('partner', '?status=countersigned')).data;
    const detail = (await get('contractor', `/v2/agreements/${row!.id}`)).json().data;
    expect(detail.document_hash).toBe(sha256(Buffer.from(detail.body, 'utf8')));
    expect(detail.body).toContain('Casey Contractor');
    expect(detail.body).toContain('Globex Corporation');
    expect(detail.body).not.toContain('{{');
    expect(detail.signatures).toEqual([
      expect.objectContaining({
        role: 'signer',
        name: 'Casey Contractor',
        signed_at: '2026-11-03T16:20:00.000Z',
        ip: '127.0.0.1',
        user_agent: 'Mozilla/5.0 (demo seed)',
        document_hash: detail.document_hash,
      }),
      expect.objectContaining({
        role: 'countersigner',
        name: 'Paula Partner',
        signed_at: '2026-11-04T14:05:00.000Z',
        document_hash: detail.document_hash,
      }),
    ]);
    expect(detail.actions).toEqual([]);
    const pdf = await get('contractor', `/v2/agreements/${row!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(detail.signed_pdf.sha256);
    expect(pdf.rawPayload.length).toBe(detail.signed_pdf.size_bytes);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Audit trail',
      detail.document_hash,
      '127.0.0.1',
      'Mozilla/5.0 (demo seed)',
      '2026-11-03 16:20:00 UTC',
      'Paula Partner',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("another partner's users, clients and sales partners never find an agreement that is not theirs", async () => {
    const acmeId = (await list('partner')).data.find((a) => a.title === 'Assignment Agreement')!.id;
    const brunoId = (await list('beacon')).data.find((a) => a.contractor?.name === 'Bruno Beaconworker')!.id;
    for (const who of ['beacon', 'client', 'sales_partner'] as const) {
      expect((await get(who, `/v2/agreements/${acmeId}`)).statusCode).toBe(404);
      expect((await get(who, `/v2/agreements/${acmeId}/pdf`)).statusCode).toBe(404);
    }
    expect((await get('partner', `/v2/agreements/${brunoId}`)).statusCode).toBe(404);
    expect((await get('contractor', `/v2/agreements/${brunoId}`)).statusCode).toBe(404);
    expect((await post('beacon', `/v2/agreements/${acmeId}/void`, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('generating, signing, countersigning and voiding', () => {
  let assignmentTemplate = '';
  let remoteTemplate = '';
  beforeAll(async () => {
    assignmentTemplate = await templateId('Assignment Agreement');
    remoteTemplate = await templateId('Remote Work Policy Acknowledgement');
  });
  const generate = (as: DemoAs | 'beacon', body: object) => post(as, '/v2/agreements', body);

  it('refuses what the caller may not generate, and a template reading the assignment without one', async () => {
    const body = { template_id: assignmentTemplate, contractor_id: ids.casey, assignment_id: ids.caseyAssignment };
    expect((await generate('contractor', body)).statusCode).toBe(403);
    expect((await generate('eor', body)).statusCode).toBe(403);
    expect((await generate(['partner', 'recruiter'], body)).statusCode).toBe(404);
    const noAssignment = await generate('partner', { template_id: assignmentTemplate, contractor_id: ids.casey });
    expect(noAssignment.statusCode).toBe(422);
    expect(noAssignment.body).toContain('assignment_id');
    const bruno = await generate('partner', { template_id: remoteTemplate, contractor_id: ids.bruno });
    expect(bruno.statusCode).toBe(422);
    expect(bruno.body).toContain('No such worker');
    const acmeTemplate = await generate('beacon', {
      template_id: assignmentTemplate,
      contractor_id: ids.bruno,
      assignment_id: ids.brunoAssignment,
    });
    expect(acmeTemplate.statusCode).toBe(422);
    expect(acmeTemplate.body).toContain('No such agreement template');
    const otherWorkersAssignment = await generate('partner', { ...body, assignment_id: ids.ninaAssignment });
    expect(otherWorkersAssignment.statusCode).toBe(422);
  });

  it("a draft is the preparer's until sent; the worker signs the exact document shown; the employer countersigns; the signed PDF is the record", async () => {
    const created = await generate('partner', {
      template_id: assignmentTemplate,
      contractor_id: ids.casey,
      assignment_id: ids.caseyAssignment,
      send: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', requires_countersignature: true, template: { version: 1 } });
    expect(draft.actions).toEqual(['send', 'void']);
    expect(draft.body).toMatch(/paid \$\d+\.\d{2} an hour/);
    expect((await get('contractor', `/v2/agreements/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await post('contractor', `/v2/agreements/${draft.id}/sign`, { document_hash: draft.document_hash, agree: true }))
        .statusCode,
    ).toBe(404);

    const sent = await post('partner', `/v2/agreements/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('sent');
    expect((await post('partner', `/v2/agreements/${draft.id}/send`)).statusCode).toBe(409);
    // The worker's bell: one notice to sign, linking the agreement (the second send was refused: none more).
    const notices = (
      (await get('contractor', '/v2/notifications?type=document_to_sign&per_page=200')).json().data.data as {
        subject_id: string;
        link: string;
        title: string;
      }[]
    ).filter((n) => n.subject_id === draft.id);
    expect(notices).toEqual([
      expect.objectContaining({ link: `/agreements/${draft.id}`, title: 'To sign: Assignment Agreement' }),
    ]);
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(
      mails.some(
        (m) => m.includes('To: contractor@demo.test') && m.includes('Subject: Please sign: Assignment Agreement'),
      ),
    ).toBe(true);

    const seen = (await get('contractor', `/v2/agreements/${draft.id}`)).json().data;
    expect(seen.actions).toEqual(['sign']);
    const sign = (as: DemoAs | 'beacon', payload: object) => post(as, `/v2/agreements/${draft.id}/sign`, payload);
    expect((await sign('contractor', { document_hash: sha256('something else'), agree: true })).statusCode).toBe(409);
    expect((await sign('contractor', { document_hash: seen.document_hash })).statusCode).toBe(422);
    expect((await sign('partner', { document_hash: seen.document_hash, agree: true })).statusCode).toBe(403);
    const signed = await sign('contractor', { document_hash: seen.document_hash, agree: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'signed', signed_pdf: null, actions: [] });
    expect(signed.json().data.signatures).toEqual([
      expect.objectContaining({
        role: 'signer',
        name: 'Casey Contractor',
        user_agent: AGENT,
        document_hash: seen.document_hash,
        ip: expect.any(String),
      }),
    ]);
    expect((await sign('contractor', { document_hash: seen.document_hash, agree: true })).statusCode).toBe(409);
    expect((await get('contractor', `/v2/agreements/${draft.id}/pdf`)).statusCode).toBe(404);

    const countersign = (as: DemoAs | 'beacon') =>
      post(as, `/v2/agreements/${draft.id}/countersign`, { document_hash: seen.document_hash, agree: true });
    expect((await countersign('contractor')).statusCode).toBe(403);
    expect((await countersign('eor')).statusCode).toBe(403);
    expect((await countersign('beacon')).statusCode).toBe(404);
    const done = await countersign('partner');
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json().data;
    expect(detail.status).toBe('countersigned');
    expect(detail.signatures.map((s: { role: string }) => s.role)).toEqual(['signer', 'countersigner']);
    const pdf = await get('partner', `/v2/agreements/${draft.id}/pdf`);
    expect(sha256(pdf.rawPayload)).toBe(detail.signed_pdf.sha256);
    expect(await pdfText(pdf.rawPayload)).toContain(AGENT);
    expect((await countersign('partner')).statusCode).toBe(409);
    const voided = await post('partner', `/v2/agreements/${draft.id}/void`, { reason: 'Too late' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message ?? voided.body).toContain('fully signed');
  });

  it('a platform template is countersigned by the platform (admin or EOR), never by the partner', async () => {
    const made = await post('admin', '/v2/agreement_templates', {
      name: 'Platform Employment Terms',
      requires_countersignature: true,
      body: 'Employment terms for {{worker.name}} with {{partner.name}}.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const a = (await generate('partner', { template_id: made.json().data.id, contractor_id: ids.casey })).json().data;
    expect(a.body).toBe('Employment terms for Casey Contractor with Acme Staffing.');
    await post('contractor', `/v2/agreements/${a.id}/sign`, { document_hash: a.document_hash, agree: true });
    const cs = (as: DemoAs) =>
      post(as, `/v2/agreements/${a.id}/countersign`, { document_hash: a.document_hash, agree: true });
    expect((await cs('partner')).statusCode).toBe(403);
    const byEor = await cs('eor');
    expect(byEor.statusCode, byEor.body).toBe(200);
    expect(byEor.json().data.signed_pdf).not.toBeNull();
  });

  it('voids what is not fully signed, with a reason, by its preparers only', async () => {
    const a = (await generate('partner', { template_id: remoteTemplate, contractor_id: ids.casey })).json().data;
    expect(a.status).toBe('sent');
    expect((await post('contractor', `/v2/agreements/${a.id}/void`, { reason: 'no' })).statusCode).toBe(403);
    expect((await post('eor', `/v2/agreements/${a.id}/void`, { reason: 'no' })).statusCode).toBe(403);
    expect((await post('partner', `/v2/agreements/${a.id}/void`, { reason: '  ' })).statusCode).toBe(422);
    const voided = await post('partner', `/v2/agreements/${a.id}/void`, { reason: 'Sent by mistake' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'void', void_reason: 'Sent by mistake', actions: [] });
    expect(
      (await post('contractor', `/v2/agreements/${a.id}/sign`, { document_hash: a.document_hash, agree: true }))
        .statusCode,
    ).toBe(409);
    expect((await post('partner', `/v2/agreements/${a.id}/void`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('two signatures at once: one is recorded, the other refused, and one signed PDF is made', async () => {
    const a = (await generate('partner', { template_id: remoteTemplate, contractor_id: ids.casey })).json().data;
    const body = { document_hash: a.document_hash, agree: true };
    const answers = await Promise.all([
      post('contractor', `/v2/agreements/${a.id}/sign`, body),
      post('contractor', `/v2/agreements/${a.id}/sign`, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.executeSql(
      `select (select count(*)::int from agreement_acceptances where agreement_id = $1) as signatures,
              (select count(*)::int from stored_files f join agreements g on g.signed_pdf_file_id = f.id where g.id = $1) as pdfs`,
      [a.id],
    );
    expect(rows.rows[0]).toEqual({ signatures: 1, pdfs: 1 });
  });

  it('a new template version changes what is generated next, never what was generated', async () => {
    const before = (await list('partner', '?status=countersigned&sort=created_at')).data[0]!;
    const was = (await get('partner', `/v2/agreements/${before.id}`)).json().data;
    const v2 = await post('partner', `/v2/agreement_templates/${assignmentTemplate}/versions`, {
      body: 'Version two for {{worker.name}} at {{client.name}}.',
    });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const after = (await get('partner', `/v2/agreements/${before.id}`)).json().data;
    expect(after.body).toBe(was.body);
    expect(after.template.version).toBe(1);
    const next = (
      await generate('partner', {
        template_id: assignmentTemplate,
        contractor_id: ids.casey,
        assignment_id: ids.caseyAssignment,
      })
    ).json().data;
    expect(next.body).toBe('Version two for Casey Contractor at Globex Corporation.');
    expect(next.template.version).toBe(2);
  });
});
