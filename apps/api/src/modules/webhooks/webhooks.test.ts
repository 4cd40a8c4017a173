/**
 * Webhooks and API events (decision 0089) as every user type and another partner's users, against a real
 * receiver on 127.0.0.1: deliveries signed per Standard Webhooks (checked with the documented recipe),
 * retried with backoff until about three days pass, an endpoint answering 410 disabled, the delivery log,
 * redelivery, the test event; API events scoped to the caller's partner.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEventView, WebhookDeliveryView, WebhookEndpointCreated, WebhookEndpointView } from '@app/domain';
import { runWebhookDeliveries } from '../../jobs/webhooks.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { recordApiEvent, type ApiEventInput } from '../events/events.service.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './webhook-delivery.service.js';
import { refusedUrl } from './webhook-sender.js';
import { verifyWebhook } from './webhook-signature.js';

let t: TestApp;
let ids: DemoIds;
let server: Server;
let base: string;
/** What the receiver got, and the statuses it answers next (200 when none is queued). */
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
const answers: number[] = [];
/** Posts to /hang get no answer until the test ends them (an endpoint that never answers). */
const hanging: ServerResponse[] = [];

const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Method = 'GET' | 'POST' | 'PATCH';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
async function ok<T>(who: string, method: Method, url: string, payload?: object, status = 200) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}
const deliveries = async (who: string, endpointId: string) =>
  (await ok<{ data: WebhookDeliveryView[] }>(who, 'GET', `/v2/webhook_deliveries?endpoint_id=${endpointId}`)).data;

/** Standard Webhooks' recipe, as the /developers page documents it for receivers. */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return String(headers['webhook-signature']).split(' ').includes(expected);
}

let now = new Date('2027-06-01T10:00:00Z');
/** Records an event a second after the last, so the delivery log's newest-first order is certain. */
const event = (e: Partial<ApiEventInput> & Pick<ApiEventInput, 'type'>) => {
  now = new Date(now.getTime() + 1000);
  return t.database.db.transaction((tx) =>
    recordApiEvent(tx, {
      partnerId: ids.acme,
      subject: { type: 'invoice', id: ids.caseyAssignment },
      data: { amount: '100.00' },
      at: now,
      ...e,
    }),
  );
};
const deliver = () => runWebhookDeliveries(t.app.deps);

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  ids = await t.demoIds();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url === '/hang') return void hanging.push(res);
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.end();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('webhooks', () => {
  let acme: WebhookEndpointCreated;
  let beacon: WebhookEndpointCreated;

  it('only developers and admins manage endpoints and read events', async () => {
    for (const who of ['recruiter', 'eor', 'contractor', 'client', 'sales']) {
      expect((await call(who, 'GET', '/v2/webhook_endpoints')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', '/v2/webhook_deliveries')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', '/v2/api_events')).statusCode, who).toBe(403);
      const body = { url: `${base}/x`, event_types: ['invoice.paid'] };
      expect((await call(who, 'POST', '/v2/webhook_endpoints', body)).statusCode, who).toBe(403);
    }
  });

  it('adds an endpoint: the secret once, encrypted at rest, never listed; bad input is 422', async () => {
    acme = await ok(
      'partner',
      'POST',
      '/v2/webhook_endpoints',
      {
        url: `${base}/acme`,
        description: 'Books',
        event_types: ['invoice.paid', 'timesheet.approved'],
      },
      201,
    );
    expect(acme.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(acme).toMatchObject({ partner_id: ids.acme, event_types: ['invoice.paid', 'timesheet.approved'] });
    const listed = await call('partner', 'GET', '/v2/webhook_endpoints');
    const own = listed.json().data.data as WebhookEndpointView[];
    expect(own.map((e) => e.id)).toContain(acme.id);
    expect(own.every((e) => e.owner.id === acme.owner.id)).toBe(true);
    expect(listed.body).not.toContain(acme.secret);
    expect((await call('partner', 'GET', `/v2/webhook_endpoints/${acme.id}`)).body).not.toContain(acme.secret);
    const stored = await t.database.executeSql('select secret_encrypted from webhook_endpoints where id = $1', [
      acme.id,
    ]);
    const cipher = (stored as { rows: { secret_encrypted: string }[] }).rows[0]!.secret_encrypted;
    expect(cipher).not.toContain(acme.secret.slice(6));
    expect(t.app.deps.crypto.decrypt(cipher)).toBe(acme.secret);
    beacon = await ok(
      'partner2',
      'POST',
      '/v2/webhook_endpoints',
      { url: `${base}/beacon`, event_types: ['invoice.paid'] },
      201,
    );
    for (const bad of [
      { url: 'not a url', event_types: ['invoice.paid'] },
      { url: 'ftp://example.com/x', event_types: ['invoice.paid'] },
      { url: `${base}/x`, event_types: [] },
      { url: `${base}/x`, event_types: ['planet.exploded'] },
    ]) {
      expect((await call('partner', 'POST', '/v2/webhook_endpoints', bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it("another partner's endpoint is not found; an admin sees every endpoint", async () => {
    expect((await call('partner2', 'GET', `/v2/webhook_endpoints/${acme.id}`)).statusCode).toBe(404);
    expect((await call('partner2', 'PATCH', `/v2/webhook_endpoints/${acme.id}`, { enabled: false })).statusCode).toBe(
      404,
    );
    expect((await call('partner2', 'POST', `/v2/webhook_endpoints/${acme.id}/test`)).statusCode).toBe(404);
    const all = await ok<{ data: WebhookEndpointView[] }>('admin', 'GET', '/v2/webhook_endpoints?per_page=100');
    expect(all.data.map((e) => e.id)).toEqual(expect.arrayContaining([acme.id, beacon.id]));
  });

  it('delivers an event to its partner’s subscribed endpoints, signed over id.timestamp.body', async () => {
    const eventId = await event({ type: 'invoice.paid' });
    const happened = now.toISOString();
    await event({ type: 'invoice.finalized' }); // Acme's endpoint does not subscribe to it
    expect(await deliver()).toBe(1);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.path).toBe('/acme');
    expect(got.headers['webhook-id']).toBe(eventId);
    expect(got.headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
    expect(verifies(acme.secret, got.headers, got.body)).toBe(true);
    expect(verifyWebhook(acme.secret, got.headers as Record<string, string>, got.body)).toBe(true);
    expect(verifies(beacon.secret, got.headers, got.body)).toBe(false);
    expect(verifies(acme.secret, got.headers, got.body.replace('100.00', '999.00'))).toBe(false);
    expect(JSON.parse(got.body)).toEqual({
      type: 'invoice.paid',
      timestamp: happened,
      data: { id: ids.caseyAssignment, amount: '100.00' },
    });
    const [log] = await deliveries('partner', acme.id);
    expect(log).toMatchObject({
      event_id: eventId,
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      last_response: 'ok',
    });
    expect(await deliveries('partner2', acme.id)).toEqual([]);
    expect(await deliver()).toBe(0);
  });

  it('retries a failed delivery with backoff, then succeeds', async () => {
    received.length = 0;
    answers.push(500);
    await event({ type: 'timesheet.approved' });
    await deliver();
    let [log] = await deliveries('partner', acme.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_response: 'nope' });
    expect(log!.next_attempt_at).toBe(new Date(now.getTime() + RETRY_DELAYS_MS[0]!).toISOString());
    expect(await deliver()).toBe(0); // not due yet
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    expect(await deliver()).toBe(1);
    [log] = await deliveries('partner', acme.id);
    expect(log).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200, next_attempt_at: null });
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    const attempts = await ok<{ data: { attempt: number; status_code: number | null; response: string }[] }>(
      'partner',
      'GET',
      `/v2/webhook_deliveries/${log!.id}/attempts`,
    );
    expect(attempts.data.map((x) => [x.attempt, x.status_code, x.response])).toEqual([
      [2, 200, 'ok'],
      [1, 500, 'nope'],
    ]);
    expect((await call('partner2', 'GET', `/v2/webhook_deliveries/${log!.id}/attempts`)).statusCode).toBe(404);
  });

  it('gives up after about three days of failures; a redelivery posts it again', async () => {
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3_600_000).toBeGreaterThan(72);
    answers.push(...Array.from({ length: MAX_ATTEMPTS }, () => 503));
    await event({ type: 'invoice.paid' });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await deliver()).toBe(1);
      const [log] = await deliveries('partner', acme.id);
      if (i < MAX_ATTEMPTS - 1) now = new Date(log!.next_attempt_at!);
    }
    const [failed] = await deliveries('partner', acme.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_status_code: 503,
      next_attempt_at: null,
    });
    expect((await call('partner2', 'POST', `/v2/webhook_deliveries/${failed!.id}/redeliver`)).statusCode).toBe(404);
    const again = await ok<WebhookDeliveryView>('partner', 'POST', `/v2/webhook_deliveries/${failed!.id}/redeliver`);
    expect(again).toMatchObject({ status: 'succeeded', last_status_code: 200, attempts: MAX_ATTEMPTS + 1 });
  });

  it('sends a test event on demand; disables and enables an endpoint', async () => {
    now = new Date(now.getTime() + 1000);
    const test = await ok<WebhookDeliveryView>(
      'partner',
      'POST',
      `/v2/webhook_endpoints/${acme.id}/test`,
      undefined,
      201,
    );
    expect(test).toMatchObject({ event_type: 'webhook.test', status: 'succeeded', last_status_code: 200 });
    expect(verifies(acme.secret, received.at(-1)!.headers, received.at(-1)!.body)).toBe(true);
    const off = await ok<WebhookEndpointView>('partner', 'PATCH', `/v2/webhook_endpoints/${acme.id}`, {
      enabled: false,
    });
    expect(off).toMatchObject({ disabled_at: now.toISOString(), disabled_reason: 'Disabled by a developer' });
    await event({ type: 'invoice.paid' });
    expect(await deliver()).toBe(0);
    expect((await call('partner', 'POST', `/v2/webhook_endpoints/${acme.id}/test`)).statusCode).toBe(422);
    const on = await ok<WebhookEndpointView>('partner', 'PATCH', `/v2/webhook_endpoints/${acme.id}`, { enabled: true });
    expect(on).toMatchObject({ disabled_at: null, disabled_reason: null });
  });

  it('an endpoint answering 410 is disabled and gets nothing more', async () => {
    answers.push(410);
    now = new Date(now.getTime() + 1000);
    const before = received.length;
    expect(
      await ok<WebhookDeliveryView>('partner', 'POST', `/v2/webhook_endpoints/${acme.id}/test`, undefined, 201),
    ).toMatchObject({
      status: 'failed',
      last_status_code: 410,
    });
    const gone = await ok<WebhookEndpointView>('partner', 'GET', `/v2/webhook_endpoints/${acme.id}`);
    expect(gone).toMatchObject({ disabled_reason: 'The endpoint answered 410 Gone' });
    await event({ type: 'invoice.paid' });
    await deliver();
    expect(received.length).toBe(before + 1);
  });

  it("lists API events by the caller's partner; an admin sees every partner's", async () => {
    await event({ type: 'payment.received', partnerId: ids.beacon, subject: { type: 'payment', id: ids.bruno } });
    const acmes = await ok<{ data: ApiEventView[] }>('partner', 'GET', '/v2/api_events?per_page=200');
    expect(acmes.data.length).toBeGreaterThan(0);
    expect(acmes.data.every((e) => e.partner_id === ids.acme)).toBe(true);
    const beacons = await ok<{ data: ApiEventView[] }>('partner2', 'GET', '/v2/api_events?type=payment.received');
    expect(beacons.data.map((e) => e.subject_id)).toEqual([ids.bruno]);
    const all = await ok<{ data: ApiEventView[] }>('admin', 'GET', '/v2/api_events?per_page=200');
    expect(all.data.map((e) => e.partner_id)).toEqual(expect.arrayContaining([ids.acme, ids.beacon]));
  });

  it('API keys manage webhooks only with the webhooks scopes', async () => {
    const reader = await ok<{ key: string }>(
      'partner',
      'POST',
      '/v2/api_keys',
      { name: 'r', scopes: ['webhooks:read'] },
      201,
    );
    const keyCall = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload && { payload }) });
    expect((await keyCall(reader.key, 'GET', '/v2/api_events')).statusCode).toBe(200);
    const body = { url: `${base}/keyed`, event_types: ['invoice.paid'] };
    expect((await keyCall(reader.key, 'POST', '/v2/webhook_endpoints', body)).statusCode).toBe(403);
    const writer = await ok<{ key: string }>(
      'partner',
      'POST',
      '/v2/api_keys',
      { name: 'w', scopes: ['webhooks:write'] },
      201,
    );
    // A key subscribes only to events of the groups it can read (invoice.* needs invoices:read).
    const beyond = await keyCall(writer.key, 'POST', '/v2/webhook_endpoints', body);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().detail).toEqual([
      { loc: ['body', 'event_types'], msg: 'This API key cannot read these events: invoice.paid' },
    ]);
    const invoices = await ok<{ key: string }>(
      'partner',
      'POST',
      '/v2/api_keys',
      { name: 'wi', scopes: ['webhooks:write', 'invoices:read'] },
      201,
    );
    const made = await keyCall(invoices.key, 'POST', '/v2/webhook_endpoints', body);
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { data: WebhookEndpointCreated }).data.id;
    const widen = { event_types: ['invoice.paid', 'payroll_run.paid', 'worker.onboarded'] };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v2/webhook_endpoints/${id}`,
      headers: { authorization: `Bearer ${invoices.key}` },
      payload: widen,
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().detail[0]).toMatchObject({ loc: ['body', 'event_types'] });
    expect(patched.json().detail[0].msg).toContain('payroll_run.paid, worker.onboarded');
    // A signed-in developer (no key) subscribes to any event type.
    await ok('partner', 'PATCH', `/v2/webhook_endpoints/${id}`, widen);
  });

  it('an owner deactivated or no longer a developer gets no posts, queued or new', async () => {
    const owner = beacon.owner.id;
    const setOwner = (active: boolean, developer: boolean) =>
      t.database.executeSql('update users set active = $2, is_developer = $3 where id = $1', [
        owner,
        active,
        developer,
      ]);
    const toBeacon = () => received.filter((r) => r.path === '/beacon').length;
    const before = toBeacon();
    await event({ type: 'invoice.paid', partnerId: ids.beacon });
    await setOwner(false, true);
    await event({ type: 'invoice.paid', partnerId: ids.beacon });
    expect(await deliver()).toBe(0);
    await setOwner(true, false);
    await event({ type: 'invoice.paid', partnerId: ids.beacon });
    expect(await deliver()).toBe(0);
    expect(toBeacon()).toBe(before);
    await setOwner(true, true);
    // Only the delivery queued while the owner could receive is posted; the two events since fanned out to no one.
    expect(await deliver()).toBe(1);
    expect(toBeacon()).toBe(before + 1);
  });

  it('production posts over https to public hosts only', () => {
    expect(refusedUrl('production', 'http://example.com/x')).toBe('The URL must use https');
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.9', '[::1]', '169.254.169.254'])
      expect(refusedUrl('production', `https://${host}/x`), host).toBe('The URL must name a public host');
    expect(refusedUrl('production', 'https://hooks.example.com/x')).toBeNull();
    expect(refusedUrl('local', `${base}/x`)).toBeNull();
  });
  it('a receiver that never answers does not hold up other endpoints; a lost lease writes nothing', async () => {
    const made = (path: string, type: string) =>
      ok<WebhookEndpointCreated>(
        'partner',
        'POST',
        '/v2/webhook_endpoints',
        { url: `${base}/${path}`, event_types: [type] },
        201,
      );
    const hang = await made('hang', 'payment.returned');
    const fast = await made('fast', 'payment.received');
    await event({ type: 'payment.returned' });
    await event({ type: 'payment.returned' });
    await event({ type: 'payment.received' });
    const run = deliver();
    // Posted one after another, the first unanswered post would hold up the rest until its timeout (10 s).
    const fastGot = () => received.some((r) => r.path === '/fast');
    const started = Date.now();
    while (!(fastGot() && hanging.length === 2) && Date.now() - started < 3000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fastGot()).toBe(true);
    expect(hanging).toHaveLength(2);
    // The lease ran out meanwhile and another worker claimed the deliveries: this worker's outcome is dropped.
    await t.database.executeSql(
      "update webhook_deliveries set leased_until = leased_until + interval '1 second' where endpoint_id = $1",
      [hang.id],
    );
    for (const res of hanging.splice(0)) res.end('late');
    expect(await run).toBe(3);
    for (const stalled of await deliveries('partner', hang.id))
      expect(stalled).toMatchObject({ status: 'pending', attempts: 0, last_response: null });
    const [done] = await deliveries('partner', fast.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200 });
    // A redelivery of a delivery a worker is posting right now is skipped: no second post.
    await t.database.executeSql('update webhook_deliveries set leased_until = $2 where id = $1', [
      done!.id,
      new Date(now.getTime() + 60_000).toISOString(),
    ]);
    const before = received.length;
    const skipped = await ok<WebhookDeliveryView>('partner', 'POST', `/v2/webhook_deliveries/${done!.id}/redeliver`);
    expect(skipped).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(received.length).toBe(before);
    await ok('partner', 'PATCH', `/v2/webhook_endpoints/${hang.id}`, { enabled: false });
  });
});
