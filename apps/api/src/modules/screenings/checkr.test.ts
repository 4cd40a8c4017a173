/**
 * Checkr (decision 0080), against the Checkr-shaped sandbox served on a port of its own, so the adapter's
 * real HTTP runs: the adapter alone (clear, consider, a 5xx, a timeout); connecting a partner's account
 * (authorize page, code exchange, token stored encrypted) as each user type and another partner's users;
 * orders through Checkr (failures keep them pending and retryable, never a 500); signed webhooks — a good
 * one moves the screening and tells the partner's staff, a bad or missing signature is a 401 that writes
 * nothing, a replay changes nothing, another account's event is ignored; and the disconnect.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckrConnectionView, NotificationView, ScreeningView } from '@app/domain';
import { loadConfig, type CheckrConfig } from '../../config.js';
import { auditLogs, checkrConnections, checkrWebhookEvents, screenings } from '../../db/schema/index.js';
import { createTestApp, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';
import { checkrProvider, exchangeCheckrCode } from './checkr-provider.js';
import { checkrSandbox, checkrSignature, serveCheckrSandbox, type CheckrSandbox } from './checkr-sandbox.js';
import { ProviderError } from './screening-provider.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const WEBHOOK = '/v2/integrations/checkr/webhooks';
let t: TestApp;
let ids: DemoIds;
let sandbox: CheckrSandbox;
let served: { url: string; close(): Promise<void> };
let cfg: CheckrConfig;
let partner2: string;

type Who = DemoAs | 'partner2';
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  who === 'partner2'
    ? t.call(partner2, { method, url, ...(payload && { payload }) })
    : t.callAs(who, { method, url, ...(payload && { payload }) });
async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object, status = 200) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}
const sandboxPost = async (path: string, body: object) =>
  (await fetch(`${served.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as Record<string, unknown>;

/** Plays the browser through the sandbox's authorize page: the redirect's query (code and state, or error). */
async function authorizeInSandbox(authorizeUrl: string, decision: 'allow' | 'deny') {
  const page = await (await fetch(authorizeUrl)).text();
  expect(page).toContain('Authorize');
  const href = /href="([^"]*decision=allow[^"]*)"/.exec(page)![1]!.replace(/&amp;/g, '&');
  const grant = await fetch(`${served.url}${href.replace('decision=allow', `decision=${decision}`)}`, {
    redirect: 'manual',
  });
  expect(grant.status).toBe(302);
  return new URL(grant.headers.get('location')!);
}

async function connect(who: Who, partnerId?: string) {
  const { authorize_url } = await ok<{ authorize_url: string }>(who, 'POST', '/v2/integrations/checkr/authorize', {
    ...(partnerId && { partner_id: partnerId }),
  });
  const back = await authorizeInSandbox(authorize_url, 'allow');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}

const signed = (body: string, secret = WEBHOOK_SECRET) => ({
  'content-type': 'application/json',
  'x-checkr-signature': checkrSignature(secret, body),
});
const postWebhook = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: WEBHOOK, payload: body, headers });
const screening = (id: string) => ok<ScreeningView>('admin', 'GET', `/v2/screenings/${id}`);
const notificationsOf = async (who: Who) =>
  (await ok<{ data: NotificationView[] }>(who, 'GET', '/v2/notifications?type=screening_result&per_page=100')).data;

beforeAll(async () => {
  sandbox = checkrSandbox({
    clientId: 'test_client',
    clientSecret: 'test-client-secret-0123456789',
    webhookSecret: WEBHOOK_SECRET,
    basePath: '',
    timeoutHoldMs: 1_500,
    deliver: async (payload, headers) =>
      (await t.app.inject({ method: 'POST', url: WEBHOOK, payload, headers })).statusCode,
  });
  served = await serveCheckrSandbox(sandbox);
  cfg = {
    apiUrl: served.url,
    authorizeUrl: `${served.url}/authorize`,
    clientId: 'test_client',
    clientSecret: 'test-client-secret-0123456789',
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 500,
    sandbox: false,
  };
  t = await createTestApp({ checkr: cfg });
  ids = await t.demoIds();
  partner2 = await t.login('partner2@demo.test');
});
afterAll(async () => {
  await t?.close();
  await served?.close();
});

describe('the Checkr adapter against the sandbox', () => {
  let token: string;
  const order = (screeningId: string) => ({
    screeningId,
    type: 'background_check' as const,
    candidate: { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    candidateRef: null,
    sandboxOutcome: 'clear' as const,
  });

  beforeAll(async () => {
    const back = await authorizeInSandbox(
      `${served.url}/authorize/test_client?redirect_uri=http://app.test/x&state=s`,
      'allow',
    );
    token = (await exchangeCheckrCode(cfg, back.searchParams.get('code')!)).accessToken;
  });

  it('orders a candidate and a report, and maps clear and consider; pending is still working', async () => {
    const p = checkrProvider(cfg, token);
    const now = new Date();
    const a = await p.order(order('11111111-1111-4111-8111-111111111111'), now);
    expect(a).toMatchObject({
      ref: expect.stringMatching(/^rpt_/),
      candidateRef: expect.stringMatching(/^cand_/),
      status: 'pending',
    });
    expect(sandbox.report(a.ref)).toMatchObject({ package: 'tasker_standard', candidate_id: a.candidateRef });
    const asked = { providerRef: a.ref, resultDueAt: now, sandboxOutcome: null };
    expect(await p.result(asked, now)).toEqual({ waiting: null, status: 'pending' });
    Object.assign(sandbox.report(a.ref)!, { status: 'complete', result: 'clear' });
    expect(await p.result(asked, now)).toEqual({ result: 'clear', status: 'complete' });
    const b = await p.order(order('22222222-2222-4222-8222-222222222222'), now);
    Object.assign(sandbox.report(b.ref)!, { status: 'complete', result: 'consider' });
    expect(await p.result({ ...asked, providerRef: b.ref }, now)).toEqual({ result: 'consider', status: 'complete' });
    // The same order again (a retry after a lost answer) is the same report: Idempotency-Key.
    expect((await p.order(order('22222222-2222-4222-8222-222222222222'), now)).ref).toBe(b.ref);
  });

  it('a 5xx, a timeout or a refusal is a ProviderError with a message a person can act on', async () => {
    const p = checkrProvider(cfg, token);
    await sandboxPost('/dashboard/faults', { kind: 'http_503' });
    await expect(p.order(order('33333333-3333-4333-8333-333333333333'), new Date())).rejects.toThrow(
      new ProviderError('Checkr answered HTTP 503 (a fault on its side)'),
    );
    await sandboxPost('/dashboard/faults', { kind: 'timeout' });
    await expect(p.order(order('33333333-3333-4333-8333-333333333333'), new Date())).rejects.toThrow(
      'Checkr did not answer within 0.5 seconds',
    );
    await expect(checkrProvider(cfg, 'not-a-token').order(order('4'), new Date())).rejects.toThrow(
      'Checkr refused the candidate: Unauthorized',
    );
    await expect(
      checkrProvider({ ...cfg, apiUrl: 'http://127.0.0.1:9' }, token).order(order('5'), new Date()),
    ).rejects.toThrow('Checkr could not be reached');
  });
});

describe('connecting a partner’s Checkr account', () => {
  it('who may see, start and complete it: staff name the partner, a partner’s owner its own; others not', async () => {
    for (const who of ['client', 'contractor', 'sales_partner'] as const) {
      expect((await call(who, 'GET', '/v2/integrations/checkr')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v2/integrations/checkr/authorize', {})).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v2/integrations/checkr/complete', { code: 'x', state: 'y' })).statusCode).toBe(
        403,
      );
      expect((await call(who, 'POST', '/v2/integrations/checkr/disconnect', {})).statusCode).toBe(403);
    }
    const staff = await call('admin', 'GET', '/v2/integrations/checkr');
    expect(staff.statusCode).toBe(422);
    expect(staff.json().detail[0].loc).toEqual(['query', 'partner_id']);
    const acme = await ok<CheckrConnectionView>('eor', 'GET', `/v2/integrations/checkr?partner_id=${ids.acme}`);
    expect(acme).toMatchObject({ partner: { id: ids.acme }, available: true, connected: false, can_connect: true });
    expect(await ok('partner', 'GET', '/v2/integrations/checkr')).toMatchObject({ partner: { id: ids.acme } });
    // A recruiter sees it but may not connect it.
    expect(await ok(['partner', 'recruiter'], 'GET', '/v2/integrations/checkr')).toMatchObject({ can_connect: false });
    expect((await call(['partner', 'recruiter'], 'POST', '/v2/integrations/checkr/authorize', {})).statusCode).toBe(
      403,
    );
    // Another partner's: not found, whichever way it is named.
    expect((await call('partner2', 'GET', `/v2/integrations/checkr?partner_id=${ids.acme}`)).statusCode).toBe(404);
    expect(
      (await call('partner2', 'POST', '/v2/integrations/checkr/authorize', { partner_id: ids.acme })).statusCode,
    ).toBe(404);
    expect(
      (await call('partner2', 'POST', '/v2/integrations/checkr/disconnect', { partner_id: ids.acme })).statusCode,
    ).toBe(404);
    expect((await call('admin', 'POST', '/v2/integrations/checkr/authorize', {})).statusCode).toBe(422);
  });

  it('the owner connects: the authorize link comes back with a code, exchanged once, the token kept encrypted', async () => {
    const { code, state, back } = await connect('partner');
    expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/integrations/complete/checkr`);
    // Another user (Beacon's owner, Acme's recruiter) cannot complete Acme's link.
    for (const who of ['partner2'] as const) {
      const res = await call(who, 'POST', '/v2/integrations/checkr/complete', { code, state });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'state'] });
    }
    expect(
      (await call(['partner', 'recruiter'], 'POST', '/v2/integrations/checkr/complete', { code, state })).statusCode,
    ).toBe(403);
    const done = await ok<CheckrConnectionView>('partner', 'POST', '/v2/integrations/checkr/complete', { code, state });
    expect(done).toMatchObject({
      connected: true,
      account_id: expect.stringMatching(/^acct_/),
      connected_by: { name: expect.any(String) },
    });
    // The code is single-use at Checkr: a replay is refused in the spec's shape, not a 500.
    const again = await call('partner', 'POST', '/v2/integrations/checkr/complete', { code, state });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0]).toMatchObject({
      loc: ['body', 'code'],
      msg: expect.stringContaining('Checkr did not accept'),
    });
    const [row] = await t.app.deps.db.select().from(checkrConnections).where(eq(checkrConnections.partnerId, ids.acme));
    expect(row!.accessTokenCiphertext).toMatch(/^v1\./);
    const token = t.app.deps.crypto.decrypt(row!.accessTokenCiphertext!);
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(row!.accessTokenCiphertext).not.toContain(token);
    expect(JSON.stringify(done)).not.toContain(token);
    const logged = await t.app.deps.db.select().from(auditLogs).where(eq(auditLogs.action, 'checkr_connected'));
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('a denied authorization, an expired state and Checkr unreachable are each clear, and store nothing', async () => {
    const { authorize_url } = await ok<{ authorize_url: string }>(
      'admin',
      'POST',
      '/v2/integrations/checkr/authorize',
      {
        partner_id: ids.beacon,
      },
    );
    const denied = await authorizeInSandbox(authorize_url, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    const { code, state } = await connect('admin', ids.beacon);
    const res = await call('admin', 'POST', '/v2/integrations/checkr/complete', { code, state: `${state}x` });
    expect(res.statusCode).toBe(422);
    await sandboxPost('/dashboard/faults', { kind: 'http_500' });
    const down = await call('admin', 'POST', '/v2/integrations/checkr/complete', { code, state });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'Checkr answered HTTP 500 (a fault on its side): try connecting again in a moment',
    );
    expect(await ok('partner2', 'GET', '/v2/integrations/checkr')).toMatchObject({ connected: false });
  });
});

describe('screenings through Checkr, and its webhooks', () => {
  let consider: ScreeningView;
  let clear: ScreeningView;
  let replayed: ScreeningView;

  it('a connected partner’s background check goes to Checkr (no sandbox result); training to the sandbox', async () => {
    const refused = await call('partner', 'POST', '/v2/screenings', {
      contractor_id: ids.nina,
      type: 'background_check',
      sandbox_outcome: 'consider',
    });
    expect(refused.statusCode).toBe(422);
    consider = await ok(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.nina, type: 'background_check' },
      201,
    );
    expect(consider).toMatchObject({
      provider: 'checkr',
      status: 'processing',
      provider_ref: expect.stringMatching(/^rpt_/),
      provider_status: 'pending',
      provider_error: null,
    });
    clear = await ok('partner', 'POST', '/v2/screenings', { contractor_id: ids.nina, type: 'drug_test' }, 201);
    expect(sandbox.report(clear.provider_ref!)!.package).toBe('drug_screening_5_panel');
    const training = await ok<ScreeningView>(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.nina, type: 'training' },
      201,
    );
    expect(training.provider).toBe('sandbox');
    // Beacon has not connected: its background check stays with the sandbox.
    const beacon = await ok<ScreeningView>(
      'partner2',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.bruno, type: 'background_check' },
      201,
    );
    expect(beacon.provider).toBe('sandbox');
  });

  it("Checkr's signed report.completed moves the screening and tells the partner's staff (not time-only users)", async () => {
    const sent = await sandboxPost(`/dashboard/reports/${consider.provider_ref}/complete`, { result: 'consider' });
    expect(sent.delivered_status).toBe(200);
    expect(await screening(consider.id)).toMatchObject({
      status: 'awaiting_approval',
      result: 'consider',
      provider_status: 'complete',
    });
    expect(
      (await sandboxPost(`/dashboard/reports/${clear.provider_ref}/complete`, { result: 'clear' })).delivered_status,
    ).toBe(200);
    expect(await screening(clear.id)).toMatchObject({ status: 'approved', result: 'clear' });
    const owner = await notificationsOf('partner');
    expect(owner.find((n) => n.subject_id === consider.id)).toMatchObject({
      title: expect.stringContaining('Background check for Nina'),
      body: "Result 'consider': awaiting approval by platform staff",
      link: `/screenings/${consider.id}`,
    });
    expect(owner.find((n) => n.subject_id === clear.id)?.title).toMatch(/Drug test for Nina .*: approved/);
    expect((await notificationsOf(['partner', 'recruiter'])).map((n) => n.subject_id)).toContain(consider.id);
    expect((await notificationsOf(['partner', 'time_sheet_only'])).map((n) => n.subject_id)).not.toContain(consider.id);
    expect((await notificationsOf('partner2')).map((n) => n.subject_id)).not.toContain(consider.id);
    // Staff's decision is a result too: the partner hears of it.
    await ok('admin', 'POST', `/v2/screenings/${consider.id}/decision`, { decision: 'approve' });
    expect((await notificationsOf('partner')).filter((n) => n.subject_id === consider.id)).toHaveLength(2);
  });

  it('a wrong, missing or other-secret signature is a 401 in the spec’s shape, and writes nothing', async () => {
    replayed = await ok(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.casey, type: 'background_check' },
      201,
    );
    const report = { ...sandbox.report(replayed.provider_ref!)!, status: 'complete', result: 'clear' };
    const body = JSON.stringify({
      id: 'evt_bad_1',
      object: 'event',
      type: 'report.completed',
      account_id: report.account_id,
      data: { object: report },
    });
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-checkr-signature': 'deadbeef' },
      signed(body, 'another-secret-0123456789'),
      { ...signed(body), 'x-checkr-signature': signed(`${body} `)['x-checkr-signature'] },
    ]) {
      const res = await postWebhook(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "The webhook's signature is not valid" });
    }
    // Even a signed-in user's session is no signature.
    const asUser = await t.callAs('admin', {
      method: 'POST',
      url: WEBHOOK,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(asUser.statusCode).toBe(401);
    expect(
      await t.app.deps.db.select().from(checkrWebhookEvents).where(eq(checkrWebhookEvents.eventId, 'evt_bad_1')),
    ).toEqual([]);
    expect((await screening(replayed.id)).status).toBe('processing');
  });

  it('a signed event applies once: a replay answers 200 and changes nothing; a later event for a decided report is stale', async () => {
    const report = { ...sandbox.report(replayed.provider_ref!)!, status: 'complete', result: 'clear' };
    const body = JSON.stringify({
      id: 'evt_once_1',
      object: 'event',
      type: 'report.completed',
      account_id: report.account_id,
      data: { object: report },
    });
    const first = await postWebhook(body, signed(body));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    const after = await screening(replayed.id);
    expect(after).toMatchObject({ status: 'approved', result: 'clear' });
    const notified = (await notificationsOf('partner')).filter((n) => n.subject_id === replayed.id).length;
    const replay = await postWebhook(body, signed(body));
    expect(replay.json().data).toEqual({ received: true, duplicate: true, outcome: 'duplicate' });
    expect(await screening(replayed.id)).toEqual(after);
    expect((await notificationsOf('partner')).filter((n) => n.subject_id === replayed.id)).toHaveLength(notified);
    // A new event saying 'consider' for the report already approved changes nothing either.
    const late = JSON.stringify({
      ...JSON.parse(body),
      id: 'evt_once_2',
      data: { object: { ...report, result: 'consider' } },
    });
    expect((await postWebhook(late, signed(late))).json().data.outcome).toBe('stale');
    expect((await screening(replayed.id)).status).toBe('approved');
    // Not JSON, though signed: 400 in the spec's shape.
    expect((await postWebhook('nope', signed('nope'))).json()).toEqual({ message: 'Not a Checkr event' });
  });

  it("another account's event, an unknown report and other event types are recorded and ignored", async () => {
    const s = await ok<ScreeningView>(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.casey, type: 'drug_test' },
      201,
    );
    const report = { ...sandbox.report(s.provider_ref!)!, status: 'complete', result: 'clear' };
    const event = (id: string, over: object) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'report.completed',
        account_id: report.account_id,
        data: { object: report },
        ...over,
      });
    const other = event('evt_other_1', { account_id: 'acct_someone_else' });
    expect((await postWebhook(other, signed(other))).json().data.outcome).toBe('other_account');
    const unknown = event('evt_unknown_1', { data: { object: { ...report, id: 'rpt_nope' } } });
    expect((await postWebhook(unknown, signed(unknown))).json().data.outcome).toBe('unknown_report');
    const created = event('evt_created_1', { type: 'candidate.created' });
    expect((await postWebhook(created, signed(created))).json().data.outcome).toBe('ignored');
    expect((await screening(s.id)).status).toBe('processing');

    // report.suspended keeps it open with Checkr's reason; report.canceled fails it.
    expect((await sandboxPost(`/dashboard/reports/${s.provider_ref}/suspend`, {})).delivered_status).toBe(200);
    expect(await screening(s.id)).toMatchObject({
      status: 'processing',
      provider_status: 'suspended',
      provider_error: 'Checkr suspended the report: it needs more information from the candidate',
    });
    expect((await sandboxPost(`/dashboard/reports/${s.provider_ref}/cancel`, {})).delivered_status).toBe(200);
    expect(await screening(s.id)).toMatchObject({
      status: 'failed',
      decision_note: 'Checkr canceled the report',
      provider_status: 'canceled',
    });
  });

  it('Checkr failing (a 5xx, a timeout) keeps the order pending with why; Retry order places it', async () => {
    await sandboxPost('/dashboard/faults', { kind: 'http_503' });
    const pending = await ok<ScreeningView>(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.nina, type: 'background_check' },
      201,
    );
    expect(pending).toMatchObject({
      status: 'pending',
      provider: 'checkr',
      provider_ref: null,
      provider_error: 'Checkr answered HTTP 503 (a fault on its side). The order is kept pending: retry it.',
    });
    // Still open: a second order waits for it.
    expect(
      (await call('partner', 'POST', '/v2/screenings', { contractor_id: ids.nina, type: 'background_check' }))
        .statusCode,
    ).toBe(409);
    await sandboxPost('/dashboard/faults', { kind: 'timeout' });
    const stillPending = await ok<ScreeningView>('partner', 'POST', `/v2/screenings/${pending.id}/refresh`);
    expect(stillPending).toMatchObject({
      status: 'pending',
      provider_error: expect.stringContaining('did not answer within 0.5 seconds'),
    });
    const placed = await ok<ScreeningView>('partner', 'POST', `/v2/screenings/${pending.id}/refresh`);
    expect(placed).toMatchObject({
      status: 'processing',
      provider_ref: expect.stringMatching(/^rpt_/),
      provider_error: null,
    });
    // Asking for the result while Checkr fails: a 503 that says so; the screening is as it was.
    await sandboxPost('/dashboard/faults', { kind: 'http_500' });
    const down = await call('partner', 'POST', `/v2/screenings/${pending.id}/refresh`);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Checkr answered HTTP 500 (a fault on its side): try again in a moment');
    // Checkr finished without a webhook reaching us: "Check for result" pulls it.
    Object.assign(sandbox.report(placed.provider_ref!)!, { status: 'complete', result: 'clear' });
    expect(await ok('partner', 'POST', `/v2/screenings/${pending.id}/refresh`)).toMatchObject({
      status: 'approved',
      result: 'clear',
    });
    const [row] = await t.app.deps.db.select().from(screenings).where(eq(screenings.id, pending.id));
    expect(row!.providerCandidateRef).toMatch(/^cand_/);
  });

  it('after the disconnect, its open Checkr screening is not asked and its webhooks are ignored; new orders go to the sandbox', async () => {
    const open = await ok<ScreeningView>(
      'partner',
      'POST',
      '/v2/screenings',
      { contractor_id: ids.casey, type: 'drug_test' },
      201,
    );
    expect(open.provider).toBe('checkr');
    expect((await call(['partner', 'recruiter'], 'POST', '/v2/integrations/checkr/disconnect', {})).statusCode).toBe(
      403,
    );
    expect(await ok('partner', 'POST', '/v2/integrations/checkr/disconnect', {})).toMatchObject({
      connected: false,
      account_id: null,
    });
    expect((await call('partner', 'POST', '/v2/integrations/checkr/disconnect', {})).statusCode).toBe(409);
    const res = await call('partner', 'POST', `/v2/screenings/${open.id}/refresh`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Checkr is no longer connected');
    expect(
      (await sandboxPost(`/dashboard/reports/${open.provider_ref}/complete`, { result: 'clear' })).delivered_status,
    ).toBe(200);
    expect((await screening(open.id)).status).toBe('processing');
    const [row] = await t.app.deps.db.select().from(checkrConnections).where(eq(checkrConnections.partnerId, ids.acme));
    expect(row).toMatchObject({ accessTokenCiphertext: null, disconnectedBy: expect.any(String) });
  });
});

describe('the sandbox this server hosts, and the configuration', () => {
  it('outside production the server hosts the sandbox; production has Checkr only when configured', async () => {
    const local = await createTestApp();
    try {
      const page = await local.app.inject({
        method: 'GET',
        url: '/sandbox/checkr/authorize/sandbox_client?redirect_uri=http%3A%2F%2Flocalhost%2Fback&state=s1',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/sandbox/checkr/authorize/sandbox_client/grant?');
      expect(local.config.checkr).toMatchObject({
        sandbox: true,
        apiUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/checkr$/),
      });
    } finally {
      await local.close();
    }
    const secrets = {
      JWT_SECRET: 'j'.repeat(40),
      ENCRYPTION_KEY: 'e'.repeat(40),
      DATA_DIR: '/tmp/unused-checkr-config',
    };
    expect(loadConfig({ ...secrets, MODE: 'production' }).checkr).toBeNull();
    const prod = loadConfig({
      ...secrets,
      MODE: 'production',
      CHECKR_API_URL: 'https://api.checkr.example/',
      CHECKR_CLIENT_ID: 'cid',
      CHECKR_CLIENT_SECRET: 'c'.repeat(20),
      CHECKR_WEBHOOK_SECRET: 'w'.repeat(20),
    }).checkr;
    expect(prod).toMatchObject({ apiUrl: 'https://api.checkr.example', sandbox: false, clientId: 'cid' });
  });
});
