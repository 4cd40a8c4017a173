/**
 * Agreement and document templates (issue 15, decision 0069) through the API: platform templates (the
 * admin's) and partner templates (their sensitive roles'), read as each user type and another partner's
 * users; merge fields checked on save; versions never edited; the editor's preview; a document template
 * rendered to PDF for a worker.
 */
import type { InjectOptions } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let beaconToken = '';

type Who = DemoAs | 'beacon';
const call = (as: Who, opts: InjectOptions) => (as === 'beacon' ? t.call(beaconToken, opts) : t.callAs(as, opts));
const get = (as: Who, url: string) => call(as, { method: 'GET', url });
const send = (as: Who, method: 'POST' | 'PATCH', url: string, payload: object) => call(as, { method, url, payload });
const names = async (as: Who, url: string) => {
  const res = await get(as, url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { name: string }[]).map((r) => r.name).sort();
};
const idOf = async (name: string) =>
  String((await t.database.executeSql(`select id from agreement_templates where name = $1`, [name])).rows[0]!.id);
const pdfText = async (raw: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(raw) }).getText()).text.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  beaconToken = await t.login('partner2@demo.test');
});
afterAll(async () => t?.close());

describe('agreement templates, as each user type', () => {
  const url = '/v2/agreement_templates';

  it("staff see every one; a partner's sensitive roles the platform's and their own; nobody else", async () => {
    // The platform's templates of the workers' onboarding click-throughs, seeded with the demo (decision 0084).
    const onboarding = [
      'Background Check Authorization',
      'Confidentiality Agreement',
      'Final Acknowledgement',
      'Independent Contractor Agreement',
      'Partner Services Agreement',
      'Timekeeping Policy',
    ];
    const platform = [...onboarding, 'Remote Work Policy Acknowledgement'].sort();
    const all = ['Assignment Agreement', 'Contractor Services Agreement', ...platform].sort();
    expect(await names('admin', url)).toEqual(all);
    expect(await names('eor', url)).toEqual(all);
    expect(await names('partner', url)).toEqual(['Assignment Agreement', ...platform].sort());
    expect(await names('beacon', url)).toEqual(['Contractor Services Agreement', ...platform].sort());
    for (const who of ['contractor', 'client', 'sales_partner'] as const)
      expect((await get(who, url)).statusCode).toBe(403);
    expect((await get(['partner', 'recruiter'], url)).statusCode).toBe(404);
    expect((await get('beacon', `${url}/${await idOf('Assignment Agreement')}`)).statusCode).toBe(404);
    expect(await names('partner', `${url}?owner=platform`)).toEqual(platform);
    const csv = await get('partner', `${url}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Platform');
  });

  it('says who may change each one and whether it needs an assignment', async () => {
    const rows = (await get('partner', url)).json().data.data as {
      name: string;
      editable: boolean;
      needs_assignment: boolean;
    }[];
    expect(rows.map((r) => [r.name, r.editable, r.needs_assignment])).toEqual([
      ['Assignment Agreement', true, true],
      ['Background Check Authorization', false, false],
      ['Confidentiality Agreement', false, false],
      ['Final Acknowledgement', false, false],
      ['Independent Contractor Agreement', false, false],
      ['Partner Services Agreement', false, false],
      ['Remote Work Policy Acknowledgement', false, false],
      ['Timekeeping Policy', false, false],
    ]);
  });

  it('creates with version 1: the platform by the admin, a partner template by its own users, unknown fields refused', async () => {
    const body = { name: 'NDA', body: 'I, {{worker.name}}, keep secrets of {{partner.name}}.' };
    const own = await send('partner', 'POST', url, body);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ partner: { id: ids.acme }, version: 1, editable: true });
    expect(own.json().data.versions[0].merge_fields).toEqual(['worker.name', 'partner.name']);
    expect((await send('partner', 'POST', url, { ...body, partner_id: ids.beacon })).statusCode).toBe(422);
    expect((await send('eor', 'POST', url, body)).statusCode).toBe(403);
    const unknown = await send('partner', 'POST', url, { ...body, body: 'Hello {{worker.nickname}}' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Unknown merge field: {{worker.nickname}}');
    const platform = await send('admin', 'POST', url, body);
    expect(platform.json().data.partner).toBeNull();
    const forBeacon = await send('admin', 'POST', url, { ...body, partner_id: ids.beacon });
    expect(forBeacon.json().data.partner.name).toBe('Beacon Talent');
    expect(await names('beacon', `${url}?search=NDA`)).toEqual(['NDA', 'NDA']);
  });

  it('changes in place only name, countersignature and archiving; text by a new version, never an edit', async () => {
    const platformId = await idOf('Remote Work Policy Acknowledgement');
    expect((await send('partner', 'PATCH', `${url}/${platformId}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect(
      (await send('beacon', 'PATCH', `${url}/${await idOf('Assignment Agreement')}`, { name: 'x' })).statusCode,
    ).toBe(404);
    const id = await idOf('Assignment Agreement');
    const renamed = await send('partner', 'PATCH', `${url}/${id}`, {
      name: 'Assignment Agreement (2026)',
      requires_countersignature: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Assignment Agreement (2026)',
      requires_countersignature: false,
      version: 1,
    });
    expect((await send('partner', 'PATCH', `${url}/${id}`, { body: 'x' })).statusCode).toBe(422);
    const first = renamed.json().data.versions[0];
    const same = await send('partner', 'POST', `${url}/${id}/versions`, { body: first.body });
    expect(same.statusCode).toBe(422);
    const v2 = await send('partner', 'POST', `${url}/${id}/versions`, { body: 'New text for {{worker.name}}.' });
    expect(v2.statusCode, v2.body).toBe(201);
    const versions = v2.json().data.versions as { version: number; body: string; body_hash: string }[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[1]).toEqual(expect.objectContaining({ body: first.body, body_hash: first.body_hash }));
    expect(v2.json().data.needs_assignment).toBe(false);
    const archived = await send('partner', 'PATCH', `${url}/${id}`, { archived: true });
    expect(archived.json().data.archived).toBe(true);
    const generate = await send('partner', 'POST', '/v2/agreements', { template_id: id, contractor_id: ids.casey });
    expect(generate.statusCode).toBe(422);
    expect(generate.body).toContain('archived');
    expect(await names('partner', `${url}?archived=false`)).not.toContain('Assignment Agreement (2026)');
  });
});

describe('the preview', () => {
  const url = '/v2/agreement_templates/preview';
  const body = 'Hi {{worker.first_name}} at {{client.name}}, {{assignment.pay_rate}}; {{worker.unknown}}';

  it('merges sample values when no worker is chosen, and flags unknown fields', async () => {
    const res = await send('partner', 'POST', url, { body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      text: 'Hi Jordan at Sample Client Inc., $25.00; {{worker.unknown}}',
      merge_fields: ['worker.first_name', 'client.name', 'assignment.pay_rate'],
      unknown_fields: ['worker.unknown'],
      sample: true,
    });
  });

  it("merges a worker's own values, and only a worker the caller may name", async () => {
    const res = await send('partner', 'POST', url, {
      body,
      contractor_id: ids.casey,
      assignment_id: ids.caseyAssignment,
    });
    expect(res.json().data.text).toMatch(/^Hi Casey at Globex Corporation, \$\d+\.\d{2}; /);
    expect((await send('partner', 'POST', url, { body, contractor_id: ids.bruno })).statusCode).toBe(422);
    expect((await send('beacon', 'POST', url, { body, contractor_id: ids.bruno })).statusCode).toBe(200);
    expect((await send('contractor', 'POST', url, { body })).statusCode).toBe(403);
  });
});

describe('rates in merged text', () => {
  const rates = 'Pay {{assignment.pay_rate}}; bill {{assignment.bill_rate}}';
  const payloadOf = () => ({ body: rates, contractor_id: ids.casey, assignment_id: ids.caseyAssignment });
  const preview = (as: Who) => send(as, 'POST', '/v2/document_templates/preview', payloadOf());

  it('show only the sides of the rates the caller sees: a sourcing recruiter gets no bill rate', async () => {
    const owner = await preview('partner');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.text).toMatch(/^Pay \$\d+\.\d{2}; bill \$\d+\.\d{2}$/);
    // A sourcing recruiter sees pay but not bills (section 6): a fresh session after the role changes.
    await t.database.executeSql(`update users set role = 'recruiter_sourcer' where email = 'recruiter@demo.test'`);
    try {
      const sourcer = await t.call(await t.login('recruiter@demo.test'), {
        method: 'POST',
        url: '/v2/document_templates/preview',
        payload: payloadOf(),
      });
      expect(sourcer.statusCode, sourcer.body).toBe(200);
      expect(sourcer.json().data.text).toMatch(/^Pay \$\d+\.\d{2}; bill —$/);
    } finally {
      await t.database.executeSql(`update users set role = 'recruiter' where email = 'recruiter@demo.test'`);
    }
  });

  it('an agreement template, read by its worker, may not show the bill rate', async () => {
    const res = await send('partner', 'POST', '/v2/agreement_templates', { name: 'With bill', body: rates });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'body'] });
    expect(res.json().detail[0].msg).toContain('{{assignment.bill_rate}}');
    const made = await send('partner', 'POST', '/v2/agreement_templates', {
      name: 'Pay only',
      body: 'Pay {{assignment.pay_rate}}',
    });
    expect(made.statusCode, made.body).toBe(201);
    const version = await send('partner', 'POST', `/v2/agreement_templates/${made.json().data.id}/versions`, {
      body: rates,
    });
    expect(version.statusCode, version.body).toBe(422);
  });
});

describe('document templates', () => {
  const url = '/v2/document_templates';

  it("every partner user reads the platform's and its own; writers are the admin and the partner's sensitive roles", async () => {
    expect(await names(['partner', 'recruiter'], url)).toEqual(['Assignment Confirmation', 'Offer Letter']);
    expect(await names('beacon', url)).toEqual(['Assignment Confirmation']);
    expect(await names('admin', `${url}?category=offer_letter`)).toEqual(['Offer Letter']);
    for (const who of ['contractor', 'client', 'sales_partner'] as const)
      expect((await get(who, url)).statusCode).toBe(403);
    const body = { name: 'Welcome', category: 'offer_letter', body: 'Welcome {{worker.name}}' };
    expect((await send(['partner', 'recruiter'], 'POST', url, body)).statusCode).toBe(403);
    const made = await send('partner', 'POST', url, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      kind: 'document',
      category: 'offer_letter',
      requires_countersignature: false,
    });
    // The two kinds are separate: a document template is not an agreement template.
    expect((await get('partner', `/v2/agreement_templates/${made.json().data.id}`)).statusCode).toBe(404);
  });

  it("renders a worker's offer letter to PDF from the same merge fields", async () => {
    const id = await idOf('Offer Letter');
    const pdf = await get(
      ['partner', 'recruiter'],
      `${url}/${id}/pdf?contractor_id=${ids.nina}&assignment_id=${ids.ninaAssignment}`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Offer-Letter-Nina-Newhire.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dear Nina,');
    expect(text).toContain('Acme Staffing is pleased to offer you the position of');
    expect(text).toContain('December 7, 2026');
    const noAssignment = await get('partner', `${url}/${id}/pdf?contractor_id=${ids.nina}`);
    expect(noAssignment.statusCode).toBe(422);
    expect(
      (await get('beacon', `${url}/${id}/pdf?contractor_id=${ids.bruno}&assignment_id=${ids.brunoAssignment}`))
        .statusCode,
    ).toBe(404);
    const confirmation = await idOf('Assignment Confirmation');
    expect(
      (
        await get(
          'beacon',
          `${url}/${confirmation}/pdf?contractor_id=${ids.bruno}&assignment_id=${ids.brunoAssignment}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await get(
          'partner',
          `${url}/${confirmation}/pdf?contractor_id=${ids.bruno}&assignment_id=${ids.brunoAssignment}`,
        )
      ).statusCode,
    ).toBe(422);
    expect((await get('contractor', `${url}/${confirmation}/pdf?contractor_id=${ids.casey}`)).statusCode).toBe(403);
  });
});
