/**
 * /developers (decision 0089), as Acme's owner (a developer): an API key made on the page, shown once, calls
 * the API as its owner and is refused once revoked; a webhook endpoint on a receiver this test runs gets a
 * test event signed per Standard Webhooks, checked with the recipe the page documents; its first answer
 * (503) is in the delivery log, and a redelivery succeeds.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/auth';
import { demoUser } from '../support/demo-users';

const partner = demoUser('partner');

let server: Server;
let receiver: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
/** The receiver fails its first delivery (503), so the test sees a failure and a redelivery. */
let failNext = true;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = failNext ? 503 : 200;
      failNext = false;
      res.end(res.statusCode === 200 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The page's recipe: v1, and base64 HMAC-SHA256 of "id.timestamp.body" under the secret's bytes. */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  return String(headers['webhook-signature'])
    .split(' ')
    .includes(`v1,${createHmac('sha256', key).update(signed).digest('base64')}`);
}

test('a developer makes an API key, calls the API with it, revokes it, and receives a signed webhook', async ({
  page,
  request,
}) => {
  await loginThroughForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  await page.goto('/developers');
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();

  // Create a key with one scope: the whole key is shown once.
  const name = `e2e key ${Date.now()}`;
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('checkbox', { name: 'Workers and assignments: read' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const key = (await dialog.getByLabel('API key', { exact: true }).textContent())!.trim();
  expect(key).toMatch(/^sk_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(row).not.toContainText(key);

  // The key acts as its owner within its scope.
  const auth = { authorization: `Bearer ${key}` };
  expect((await request.get('/v2/contractors', { headers: auth })).status()).toBe(200);
  expect((await request.get('/v2/invoices', { headers: auth })).status()).toBe(403);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await request.get('/v2/contractors', { headers: auth })).status()).toBe(401);

  // A webhook endpoint on our receiver: its secret once, then a test event delivered and signed.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog');
  await add.getByRole('textbox', { name: 'URL' }).fill(receiver);
  await add.getByRole('checkbox', { name: 'Invoice paid' }).check();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const secret = (await add.getByLabel('signing secret', { exact: true }).textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await add.getByRole('button', { name: 'Done' }).click();

  const endpoint = page
    .getByRole('table', { name: 'Webhook endpoints' })
    .getByRole('row')
    .filter({ hasText: receiver });
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => received.length).toBe(1);
  const [got] = received;
  expect(JSON.parse(got!.body)).toMatchObject({ type: 'webhook.test' });
  expect(verifies(secret, got!.headers, got!.body)).toBe(true);
  // The delivery log's row (the endpoint's own row has a "Send test event" button).
  const log = page.getByRole('row').filter({ hasText: 'Test event' }).filter({ hasNotText: 'Send test event' });
  await expect(log.first()).toContainText('pending');
  await expect(log.first()).toContainText('503');

  await log.first().getByRole('button', { name: 'Redeliver' }).click();
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(got!.headers['webhook-id']);
  expect(verifies(secret, received[1]!.headers, received[1]!.body)).toBe(true);
  await expect(log.first()).toContainText('succeeded');
  await expect(log.first()).toContainText('200');
});
