/**
 * /logs (admin): access logs of the API's requests and service logs of outside calls (mail), both
 * reached from the menu's Logs group and filtered on the server.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/auth';
import { bodyRows, columnTexts, filterBar, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';

const admin = demoUser('admin');

async function signInAsAdmin(page: Page) {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
}

/** Opens a link of the menu's Logs group (the group opens first if it is closed). */
async function openFromLogsMenu(page: Page, link: 'Access Logs' | 'Service Logs') {
  const nav = mainNav(page);
  const group = nav.getByRole('button', { name: 'Logs', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

test('admin opens Access Logs from the menu and filters the provoked 401 by status', async ({ page, request }) => {
  // A request without a token: the API answers 401 and logs it.
  const anonymous = await request.get('/v2/user');
  expect(anonymous.status()).toBe(401);

  await signInAsAdmin(page);
  await openFromLogsMenu(page, 'Access Logs');
  await page.waitForURL((url) => url.pathname === '/logs' && url.searchParams.get('type') === 'access');
  await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Access Logs' })).toHaveAttribute('aria-selected', 'true');

  // Rows show paths like /v2/user with their status. Logs are written in batches about once a
  // second, so the rows of the sign-in just made may need a reload to appear.
  await expect(async () => {
    await page.reload();
    await listSettled(page);
    const paths = await columnTexts(page, 'Path');
    const statuses = await columnTexts(page, 'Status');
    const rows = paths.map((path, i) => `${path} ${statuses[i]}`);
    expect(rows).toContain('/v2/user 200');
  }).toPass({ timeout: 30_000 });

  // Filter by status 401: the unauthenticated GET /v2/user is there, and only 401s are.
  await filterBar(page, 'access logs').getByRole('textbox', { name: 'Status', exact: true }).fill('401');
  await page.waitForURL((url) => url.searchParams.get('status') === '401');
  // The previous rows stay on screen until the filtered page arrives.
  await expect
    .poll(async () => [...new Set(await columnTexts(page, 'Status'))], { message: 'only 401 rows are shown' })
    .toEqual(['401']);
  await listSettled(page);
  // Newest first: the most recent 401 is the request made above, by nobody signed in.
  const newest = bodyRows(page).first();
  await expect(newest).toContainText('/v2/user');
  await expect(newest).toContainText('GET');
  expect((await columnTexts(page, 'User'))[0]).toBe('—');
});

test('the Service Logs tab lists the mail sent for a forgot-password request', async ({ page, request }) => {
  const forgot = await request.post('/v2/user/forgot-password', { data: { email: admin.email } });
  expect(forgot.status()).toBe(200);

  await signInAsAdmin(page);
  await openFromLogsMenu(page, 'Service Logs');
  await page.waitForURL((url) => url.pathname === '/logs' && url.searchParams.get('type') === 'service');
  await expect(page.getByRole('tab', { name: 'Service Logs' })).toHaveAttribute('aria-selected', 'true');
  await listSettled(page);

  // Newest first: the mail written to the local outbox for that request succeeded.
  const newest = bodyRows(page).first();
  await expect(newest).toBeVisible();
  expect(await columnTexts(page, 'Service')).toContain('mail_outbox');
  const services = await columnTexts(page, 'Service');
  const operations = await columnTexts(page, 'Operation');
  const statuses = await columnTexts(page, 'Status');
  expect({ service: services[0], operation: operations[0], status: statuses[0] }).toEqual({
    service: 'mail_outbox',
    operation: 'send_mail',
    status: 'Success',
  });

  // The tab is also reachable by URL and keeps that row when filtered to the outbox's successes.
  await page.goto('/logs?type=service&service=mail_outbox&status=success');
  await listSettled(page);
  await expect(bodyRows(page).first()).toContainText('send_mail');
  expect(new Set(await columnTexts(page, 'Service'))).toEqual(new Set(['mail_outbox']));
  expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Success']));
});
