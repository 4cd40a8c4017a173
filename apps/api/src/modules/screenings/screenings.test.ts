/**
 * Screenings, screening configs and licenses (decision 0073), as every user type and another partner's
 * users: who orders, sees and decides; the sandbox's result after its delay (the job, on a clock the test
 * moves); the transition table's refusals; licenses masked in lists, archived not deleted, reminded 30
 * days ahead; and an assignment's start blocked by a missing, unapproved or lapsed requirement, then allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CLASSIFICATIONS, type LicenseView, type ScreeningConfigView, type ScreeningView } from '@app/domain';
import { runLicenseExpiry, runScreeningResults } from '../../jobs/screenings.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2026-11-02T12:00:00Z');
const clock = { now: () => new Date(now) };
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const ok = async (who: string, method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const lastAudit = async (action: string, entityId: string) =>
  (
    await t.database.executeSql(
      'select metadata from audit_logs where action = $1 and entity_id = $2 order by created_at desc limit 1',
      [action, entityId],
    )
  ).rows[0]?.metadata as Record<string, unknown> | undefined;

let ninaClient: string;
let ninaJob: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
  const a = await ok('admin', 'GET', `/v2/assignments/${ids.ninaAssignment}`);
  expect(a.status).toBe('pending');
  ninaClient = a.client.id;
  ninaJob = a.job.id;
});
afterAll(async () => t?.close());

describe('screenings', () => {
  let consider: ScreeningView;

  it('the client requires a drug test and a CDL license: the assignment cannot start, and says why', async () => {
    const config = await ok('partner', 'PUT', '/v2/screening_configs', {
      client_id: ninaClient,
      screening_types: ['drug_test'],
      license_types: ['CDL'],
    });
    expect(config).toMatchObject({
      job: null,
      partner: { name: 'Acme Staffing' },
      screening_types: ['drug_test'],
      license_types: ['CDL'],
    });
    expect((await call('partner2', 'PUT', '/v2/screening_configs', { client_id: ninaClient })).statusCode).toBe(404);
    expect((await call('client', 'PUT', '/v2/screening_configs', { client_id: ninaClient })).statusCode).toBe(403);
    const res = await call('partner', 'PATCH', `/v2/assignments/${ids.ninaAssignment}`, { status: 'live' });
    expect(res.statusCode).toBe(422);
    const msgs = (res.json().detail as { msg: string }[]).map((d) => d.msg);
    expect(msgs).toEqual([
      // The client's own requires_background_check flag counts as a config.
      'A background check is required by this client before the assignment starts, and none was ordered for this worker',
      'A drug test is required by this client before the assignment starts, and none was ordered for this worker',
      'This job requires a CDL license, and the worker has none on file',
    ]);
  });

  it('staff and the partner order; a client, contractor, sales partner or another partner may not', async () => {
    const body = { contractor_id: ids.nina, type: 'drug_test', client_id: ninaClient, sandbox_outcome: 'consider' };
    expect((await call('client', 'POST', '/v2/screenings', body)).statusCode).toBe(403);
    expect((await call('contractor', 'POST', '/v2/screenings', body)).statusCode).toBe(403);
    expect((await call('sales', 'POST', '/v2/screenings', body)).statusCode).toBe(403);
    expect((await call('partner2', 'POST', '/v2/screenings', body)).statusCode).toBe(404);
    consider = await ok('partner', 'POST', '/v2/screenings', body, 201);
    expect(consider).toMatchObject({
      type: 'drug_test',
      status: 'processing',
      provider: 'sandbox',
      contractor: { id: ids.nina },
      result: null,
      can_decide: false,
    });
    expect((await call('partner', 'POST', '/v2/screenings', body)).statusCode).toBe(409);
    await ok('partner', 'POST', '/v2/screenings', { contractor_id: ids.nina, type: 'background_check' }, 201);
  });

  it('the sandbox answers only after its delay; the job records a consider result as awaiting approval', async () => {
    expect((await ok('partner', 'POST', `/v2/screenings/${consider.id}/refresh`)).status).toBe('processing');
    expect(await runScreeningResults(t.app.deps)).toEqual({ completed: 0 });
    now = new Date(now.getTime() + 10_000);
    expect(await runScreeningResults(t.app.deps)).toEqual({ completed: 2 });
    const s = await ok('admin', 'GET', `/v2/screenings/${consider.id}`);
    expect(s).toMatchObject({ status: 'awaiting_approval', result: 'consider', can_decide: true });
    expect((await call('partner', 'POST', `/v2/screenings/${consider.id}/refresh`)).statusCode).toBe(409);
    const res = await call('partner', 'PATCH', `/v2/assignments/${ids.ninaAssignment}`, { status: 'live' });
    expect(res.json().detail[0].msg).toBe(
      "A drug test is required by this client before the assignment starts; the worker's is awaiting approval",
    );
  });

  it('who sees screenings: staff all, the partner its own, the client its own, others none', async () => {
    const listed = async (who: string) =>
      ((await ok(who, 'GET', '/v2/screenings?per_page=100')).data as ScreeningView[]).map((s) => s.id);
    expect(await listed('admin')).toContain(consider.id);
    expect(await listed('eor')).toContain(consider.id);
    expect(await listed('partner')).toContain(consider.id);
    expect(await listed('partner2')).not.toContain(consider.id);
    expect(await listed('initech')).not.toContain(consider.id);
    for (const who of ['partner2', 'initech'])
      expect((await call(who, 'GET', `/v2/screenings/${consider.id}`)).statusCode).toBe(404);
    for (const who of ['contractor', 'sales']) expect((await call(who, 'GET', '/v2/screenings')).statusCode).toBe(403);
    expect((await call('timesheets', 'GET', '/v2/screenings')).statusCode).toBe(404);
    const csv = (await call('partner', 'GET', '/v2/screenings?format=csv')).body;
    expect(csv).toContain('Drug test');
    expect((await call('partner2', 'GET', '/v2/screenings?format=csv')).body).not.toContain('Nina');
    expect(
      ((await ok('admin', 'GET', '/v2/screenings?status=approved&per_page=100')).data as ScreeningView[]).map(
        (s) => s.id,
      ),
    ).not.toContain(consider.id);
  });

  it('only staff decide; a reject needs a note; the table refuses a second decision', async () => {
    const url = `/v2/screenings/${consider.id}/decision`;
    for (const who of ['partner', 'client', 'contractor', 'sales', 'partner2'])
      expect((await call(who, 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
    const res = await call('admin', 'POST', url, { decision: 'reject' });
    expect(res.statusCode).toBe(422);
    const approved = await ok('admin', 'POST', url, { decision: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', decided_by: { name: expect.any(String) } });
    const again = await call('eor', 'POST', url, { decision: 'reject', note: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a screening awaiting approval is rejected (this one is approved)');
  });

  it('a failed sandbox order ends failed, and a clear one approved without a decision', async () => {
    const failed = await ok(
      'admin',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.casey, type: 'health_check', sandbox_outcome: 'failed' },
      201,
    );
    const clear = await ok('admin', 'POST', '/v2/screenings', { contractor_id: ids.casey, type: 'training' }, 201);
    now = new Date(now.getTime() + 10_000);
    expect((await ok('admin', 'POST', `/v2/screenings/${failed.id}/refresh`)).status).toBe('failed');
    expect((await ok('admin', 'POST', `/v2/screenings/${clear.id}/refresh`)).status).toBe('approved');
  });

  it('outside local and sandbox modes there is no provider: no order, no sandbox result, no sandbox answer', async () => {
    const open = await ok(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.casey, type: 'background_check' },
      201,
    );
    now = new Date(now.getTime() + 10_000);
    const mode = t.app.deps.config.mode;
    t.app.deps.config.mode = 'production';
    try {
      const picked = await call('partner', 'POST', '/v2/screenings', {
        contractor_id: ids.casey,
        type: 'drug_test',
        sandbox_outcome: 'clear',
      });
      expect(picked.statusCode).toBe(422);
      expect(picked.json().detail[0].loc).toEqual(['body', 'sandbox_outcome']);
      const none = await call('partner', 'POST', '/v2/screenings', { contractor_id: ids.casey, type: 'drug_test' });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe('No screening provider is configured');
      // A sandbox order already placed is not answered (approved) by the sandbox in production.
      expect((await call('admin', 'POST', `/v2/screenings/${open.id}/refresh`)).statusCode).toBe(409);
      expect(await runScreeningResults(t.app.deps)).toEqual({ completed: 0 });
      expect((await ok('admin', 'GET', `/v2/screenings/${open.id}`)).status).toBe('processing');
    } finally {
      t.app.deps.config.mode = mode;
    }
    expect((await ok('admin', 'POST', `/v2/screenings/${open.id}/refresh`)).status).toBe('approved');
  });

  it('client users read their configs; other partners see none of them', async () => {
    const mine = await ok('partner', 'GET', `/v2/screening_configs?client_id=${ninaClient}`);
    expect(mine).toHaveLength(1);
    expect(await ok('partner2', 'GET', `/v2/screening_configs?client_id=${ninaClient}`)).toEqual([]);
    expect((await call('contractor', 'GET', '/v2/screening_configs')).statusCode).toBe(403);
    const job = await ok('partner', 'PUT', '/v2/screening_configs', {
      client_id: ninaClient,
      job_id: ninaJob,
      screening_types: [],
    });
    expect(job.job).toMatchObject({ id: ninaJob });
  });
  it("a config names only a job of the client's partner: another partner's client-less job is 'No such job'", async () => {
    const beaconJob = await ok(
      'partner2',
      'POST',
      '/v2/jobs',
      { title: 'Beacon floater', classification: JOB_CLASSIFICATIONS[0] },
      201,
    );
    expect(beaconJob.client).toBeNull();
    for (const who of ['partner', 'admin']) {
      const res = await call(who, 'PUT', '/v2/screening_configs', {
        client_id: ninaClient,
        job_id: beaconJob.id,
        screening_types: [],
      });
      expect(res.statusCode, who).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'job_id'], msg: 'No such job' }]);
    }
  });

  it("a job's requirement is removed by staff or the partner, audited; others may not, another partner's is 404", async () => {
    const configs = (await ok(
      'partner',
      'GET',
      `/v2/screening_configs?client_id=${ninaClient}`,
    )) as ScreeningConfigView[];
    const job = configs.find((c) => c.job?.id === ninaJob)!;
    expect(job).toBeDefined();
    const url = `/v2/screening_configs/${job.id}`;
    for (const who of ['client', 'initech', 'contractor', 'sales'])
      expect((await call(who, 'DELETE', url)).statusCode, who).toBe(403);
    expect((await call('partner2', 'DELETE', url)).statusCode).toBe(404);
    expect((await call('timesheets', 'DELETE', url)).statusCode).toBe(404);
    expect((await call('partner', 'GET', `/v2/screening_configs?client_id=${ninaClient}`)).json().data).toHaveLength(2);
    const res = await call('partner', 'DELETE', url);
    expect(res.statusCode, res.body).toBe(204);
    const left = (await ok('partner', 'GET', `/v2/screening_configs?client_id=${ninaClient}`)) as ScreeningConfigView[];
    expect(left.map((c) => c.id)).not.toContain(job.id);
    expect(left).toHaveLength(1);
    expect(await lastAudit('screening_config_removed', job.id)).toMatchObject({
      client_id: ninaClient,
      job_id: ninaJob,
      screening_types: [],
    });
    expect((await call('partner', 'DELETE', url)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/v2/screening_configs/not-a-uuid')).statusCode).toBe(422);
    // Platform staff remove one too (put back first).
    for (const who of ['admin', 'eor']) {
      const again = await ok(who, 'PUT', '/v2/screening_configs', {
        client_id: ninaClient,
        job_id: ninaJob,
        screening_types: ['health_check'],
      });
      expect((await call(who, 'DELETE', `/v2/screening_configs/${again.id}`)).statusCode).toBe(204);
    }
  });
});

describe('licenses', () => {
  let cdl: LicenseView;

  it('a lapsed required license blocks the start, a renewed one lets it start', async () => {
    const body = {
      contractor_id: ids.nina,
      license_type: 'CDL',
      number: 'D123-4567-8901',
      state: 'TX',
      issued_on: '2022-10-01',
      expires_on: '2026-10-01',
    };
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'POST', '/v2/licenses', body)).statusCode).toBe(403);
    expect((await call('partner2', 'POST', '/v2/licenses', body)).statusCode).toBe(404);
    cdl = await ok('partner', 'POST', '/v2/licenses', body, 201);
    expect(cdl).toMatchObject({ number: 'D123-4567-8901', number_masked: false, days_left: -32, status: 'active' });
    const res = await call('partner', 'PATCH', `/v2/assignments/${ids.ninaAssignment}`, { status: 'live' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'status'],
        msg: "The worker's CDL license has lapsed (expired 2026-10-01): renew it before the assignment starts",
      },
    ]);
    await ok('partner', 'PATCH', `/v2/licenses/${cdl.id}`, { expires_on: '2026-11-20' });
    const live = await ok('partner', 'PATCH', `/v2/assignments/${ids.ninaAssignment}`, { status: 'live' });
    expect(live.status).toBe('live');
  });

  it("a time_sheet_only partner user reads no licenses, not even its partner's", async () => {
    for (const url of ['/v2/licenses', `/v2/licenses?contractor_id=${ids.nina}`, `/v2/licenses/${cdl.id}`]) {
      const res = await call('timesheets', 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Your role may not see licenses');
    }
  });

  it('lists mask the number; the detail shows it to sensitive roles only; other partners see none', async () => {
    const rows = (await ok('partner', 'GET', '/v2/licenses?per_page=100')).data as LicenseView[];
    expect(rows.find((l) => l.id === cdl.id)).toMatchObject({
      number: '•••• 8901',
      number_masked: true,
      days_left: 18,
    });
    expect((await ok('recruiter', 'GET', `/v2/licenses/${cdl.id}`)).number).toBe('•••• 8901');
    expect((await ok('admin', 'GET', `/v2/licenses/${cdl.id}`)).number).toBe('D123-4567-8901');
    expect((await call('partner2', 'GET', `/v2/licenses/${cdl.id}`)).statusCode).toBe(404);
    expect(((await ok('partner2', 'GET', '/v2/licenses')).data as LicenseView[]).map((l) => l.id)).not.toContain(
      cdl.id,
    );
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', '/v2/licenses')).statusCode).toBe(403);
    const soon = (await ok('admin', 'GET', '/v2/licenses?expiry=expiring_soon')).data as LicenseView[];
    expect(soon.map((l) => l.id)).toContain(cdl.id);
    const csv = (await call('admin', 'GET', '/v2/licenses?format=csv')).body;
    expect(csv).toContain('•••• 8901');
    expect(csv).not.toContain('D123-4567-8901');
  });

  it('reminds the partner staff once, 30 days ahead, on a fixed day', async () => {
    const first = await runLicenseExpiry(t.app.deps, '2026-11-02');
    expect(first.licenses).toBeGreaterThanOrEqual(1);
    expect(first.mails).toBeGreaterThanOrEqual(1);
    expect(await runLicenseExpiry(t.app.deps, '2026-11-02')).toMatchObject({ licenses: 0, mails: 0 });
  });

  it("one recipient's failed reminder: a re-run mails only that recipient, the others nothing new", async () => {
    await ok(
      'partner',
      'POST',
      '/v2/licenses',
      {
        contractor_id: ids.casey,
        license_type: 'Forklift',
        number: 'FL-2291',
        state: 'TX',
        issued_on: '2024-01-01',
        expires_on: '2026-12-20',
      },
      201,
    );
    const sentTo: string[] = [];
    const mailer = (failFor: string | null) => ({
      send: async (m: Parameters<typeof t.app.deps.mailer.send>[0]) => {
        if (m.to === failFor) throw new Error('SMTP refused');
        sentTo.push(String(m.to));
        return t.app.deps.mailer.send(m);
      },
    });
    await expect(
      runLicenseExpiry({ ...t.app.deps, mailer: mailer('partner@demo.test') }, '2026-11-25'),
    ).rejects.toThrow('SMTP refused');
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo).not.toContain('partner@demo.test');
    sentTo.length = 0;
    // Every Acme license due (the demo's too) waited for the one who missed it; only that one is mailed.
    const retry = await runLicenseExpiry({ ...t.app.deps, mailer: mailer(null) }, '2026-11-26');
    expect(retry.mails).toBe(1);
    expect(retry.licenses).toBeGreaterThanOrEqual(1);
    expect(sentTo).toEqual(['partner@demo.test']);
    expect(await runLicenseExpiry({ ...t.app.deps, mailer: mailer(null) }, '2026-11-27')).toEqual({
      licenses: 0,
      mails: 0,
    });
  });

  it('edits the expiry, number and state as staff or the partner, audited; others may not', async () => {
    const url = `/v2/licenses/${cdl.id}`;
    const change = { number: 'D999-0000-4321', expires_on: '2027-11-20' };
    for (const who of ['client', 'initech', 'contractor', 'sales'])
      expect((await call(who, 'PATCH', url, change)).statusCode, who).toBe(403);
    const ts = await call('timesheets', 'PATCH', url, change);
    expect(ts.statusCode).toBe(403);
    expect(ts.json().message).toBe('Your role may not keep licenses');
    expect((await call('partner2', 'PATCH', url, change)).statusCode).toBe(404);
    expect((await ok('partner', 'GET', url)).number).toBe('D123-4567-8901');
    const edited = await ok('partner', 'PATCH', url, change);
    // The issue date stays: an edit changes only what it names.
    expect(edited).toMatchObject({
      number: 'D999-0000-4321',
      expires_on: '2027-11-20',
      issued_on: '2022-10-01',
      state: 'TX',
    });
    expect(await lastAudit('license_updated', cdl.id)).toEqual({ fields: ['number', 'expires_on'] });
    const rows = (await ok('partner', 'GET', '/v2/licenses?per_page=100')).data as LicenseView[];
    expect(rows.find((l) => l.id === cdl.id)?.number).toBe('•••• 4321');
    expect((await ok('admin', 'PATCH', url, { state: 'OK' })).state).toBe('OK');
    expect((await ok('eor', 'PATCH', url, { issued_on: '2023-01-05' })).issued_on).toBe('2023-01-05');
    expect(await lastAudit('license_updated', cdl.id)).toEqual({ fields: ['issued_on'] });
    // Bad input answers the spec's error shape on the field; nothing changes.
    const early = await call('partner', 'PATCH', url, { expires_on: '2022-01-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toEqual([
      { loc: ['body', 'expires_on'], msg: 'The license must expire after it was issued' },
    ]);
    const bad = await call('partner', 'PATCH', url, { number: 'x!', state: 'Texas', contractor_id: ids.casey });
    expect(bad.statusCode).toBe(422);
    expect((await ok('admin', 'GET', url)).expires_on).toBe('2027-11-20');
  });

  it("attaches the license's document (checked by its bytes), audited; its link serves the caller only", async () => {
    const PDF = Buffer.from('%PDF-1.4\n% CDL scan\ntrailer<<>>\n%%EOF\n');
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24)]);
    const url = `/v2/licenses/${cdl.id}`;
    const pdf = { document: { filename: 'cdl.pdf', content_base64: PDF.toString('base64') } };
    const files = async () =>
      (await t.database.executeSql("select count(*)::int as n from stored_files where purpose = 'license'", []))
        .rows[0] as { n: number };
    const before = await files();
    for (const who of ['client', 'initech', 'contractor', 'sales', 'timesheets'])
      expect((await call(who, 'PATCH', url, pdf)).statusCode, who).toBe(403);
    expect((await call('partner2', 'PATCH', url, pdf)).statusCode).toBe(404);
    // Nothing on file yet: no link.
    expect((await call('partner', 'GET', `${url}/file_link`)).statusCode).toBe(404);
    const text = await call('partner', 'PATCH', url, {
      document: { filename: 'cdl.pdf', content_base64: Buffer.from('just text').toString('base64') },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().detail).toEqual([
      { loc: ['body', 'document', 'content_base64'], msg: 'Upload a PDF, PNG or JPEG file' },
    ]);
    expect(await files()).toEqual(before);

    const attached = await ok('partner', 'PATCH', url, pdf);
    expect(attached.document).toEqual({ filename: 'cdl.pdf', content_type: 'application/pdf', size_bytes: PDF.length });
    const rows = (await ok('partner', 'GET', '/v2/licenses?per_page=100')).data as LicenseView[];
    expect(rows.find((l) => l.id === cdl.id)?.document?.filename).toBe('cdl.pdf');
    const first = await lastAudit('license_updated', cdl.id);
    expect(first).toMatchObject({
      fields: ['document'],
      document: { filename: 'cdl.pdf', content_type: 'application/pdf', replaced_file_id: null },
    });

    // The link: the partner's staff and platform staff; another partner, clients and workers not.
    for (const who of ['client', 'contractor', 'sales', 'timesheets'])
      expect((await call(who, 'GET', `${url}/file_link`)).statusCode, who).toBe(403);
    expect((await call('partner2', 'GET', `${url}/file_link`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${url}/file_link`)).statusCode).toBe(200);
    const link = await call('partner', 'GET', `${url}/file_link`);
    expect(link.statusCode, link.body).toBe(200);
    const fileUrl = new URL(link.json().data.file_url as string);
    const served = await t.call(await token('partner'), {
      method: 'GET',
      url: `${fileUrl.pathname}${fileUrl.search}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.call(await token('partner2'), { method: 'GET', url: `${fileUrl.pathname}${fileUrl.search}` }))
        .statusCode,
    ).not.toBe(200);
    expect(await lastAudit('license_document_opened', cdl.id)).toBeDefined();

    // A new document replaces it, with the trail naming the one before; an expiry change alongside.
    const replaced = await ok('eor', 'PATCH', url, {
      expires_on: '2028-01-31',
      document: { filename: 'cdl-renewed.png', content_base64: PNG.toString('base64') },
    });
    expect(replaced).toMatchObject({
      expires_on: '2028-01-31',
      document: { filename: 'cdl-renewed.png', content_type: 'image/png' },
    });
    expect(await lastAudit('license_updated', cdl.id)).toMatchObject({
      fields: ['expires_on', 'document'],
      document: { filename: 'cdl-renewed.png', replaced_file_id: (first!.document as { file_id: string }).file_id },
    });

    // A scan larger than the app's usual 1 MB body is taken (up to 10 MB); one past 10 MB is a 422.
    const scan = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const big = await call('partner', 'PATCH', url, {
      document: { filename: 'scan.pdf', content_base64: scan.toString('base64') },
    });
    expect(big.statusCode, big.body).toBe(200);
    const tooBig = await call('partner', 'PATCH', url, {
      document: {
        filename: 'huge.pdf',
        content_base64: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]).toString('base64'),
      },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().detail[0].loc).toEqual(['body', 'document', 'content_base64']);
  });

  it('archives (never deletes); an archived license no longer counts and cannot change', async () => {
    expect((await call('partner2', 'POST', `/v2/licenses/${cdl.id}/archive`)).statusCode).toBe(404);
    const archived = await ok('partner', 'POST', `/v2/licenses/${cdl.id}/archive`);
    expect(archived.status).toBe('archived');
    expect((await call('partner', 'PATCH', `/v2/licenses/${cdl.id}`, { state: 'OK' })).statusCode).toBe(409);
    const list = (await ok('partner', 'GET', '/v2/licenses?status=archived')).data as LicenseView[];
    expect(list.map((l) => l.id)).toContain(cdl.id);
  });

  it('refuses bad input with the spec error shape', async () => {
    const res = await call('admin', 'POST', '/v2/licenses', {
      contractor_id: ids.nina,
      license_type: '',
      number: 'x!',
      state: 'Texas',
      expires_on: 'soon',
    });
    expect(res.statusCode).toBe(422);
    const locs = (res.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.license_type', 'body.number', 'body.state', 'body.expires_on']));
  });
});
