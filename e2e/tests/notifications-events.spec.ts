/**
 * Who has not acknowledged the employee handbook, the reminder, and the notification it sends (issue 15,
 * decision 0081): Acme publishes a new version of its handbook, so its W-2 workers are asked again; Acme's
 * owner opens /employee_handbook's Not acknowledged tab, finds Casey there and reminds him; Casey's bell
 * counts the reminder once his window regains focus, he opens it from the drawer — it goes to his
 * handbook — and it is read. Beacon's owner sees none of Acme's workers, and may not remind them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { answered } from '../support/ui';

const TITLE = 'Please read and acknowledge the employee handbook';
const HANDBOOK = 'Acme Staffing Employee Handbook';

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; authorization: string }> {
  const page = await (await browser.newContext()).newPage();
  const authorization = await apiLogin(page.request, email);
  await startSession(page, authorization);
  return { page, authorization };
}

const bell = (page: Page) => page.getByTestId('notification-bell');

/** The window regains focus: the bell reads the count again (as it also does every minute). */
async function refocus(page: Page) {
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

test('staff remind a worker who has not acknowledged the handbook; the notification arrives and is read', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const paula = await signedIn(browser, 'partner@demo.test');
  const casey = await signedIn(browser, 'contractor@demo.test');

  // A new version of Acme's handbook (same title): every Acme W-2 worker is asked to acknowledge it.
  const pdf = Buffer.from(`%PDF-1.7\n% ${HANDBOOK}, reminder edition ${Date.now()}\ntrailer<<>>\n%%EOF\n`);
  const published = await paula.page.request.post('/v2/handbooks', {
    headers: { authorization: paula.authorization },
    data: { title: HANDBOOK, filename: 'handbook.pdf', content_base64: pdf.toString('base64') },
  });
  expect(published.status(), await published.text()).toBe(201);
  const version = ((await published.json()) as { data: { version: number } }).data.version;

  // Casey starts with nothing unread.
  const cleared = await casey.page.request.post('/v2/notifications/read_all', {
    headers: { authorization: casey.authorization },
  });
  expect(cleared.status()).toBe(200);
  await casey.page.goto('/contractor/employee_handbook');
  await expect(casey.page.getByRole('heading', { name: 'Employee Handbook', level: 1 })).toBeVisible();
  await expect(bell(casey.page)).toHaveAccessibleName('Notifications');

  // Acme's owner: Casey is on the Not acknowledged list, with the version he is asked for.
  await paula.page.goto('/employee_handbook');
  await expect(paula.page.getByRole('heading', { name: 'Employee Handbook', level: 1 })).toBeVisible();
  await paula.page.getByRole('tab', { name: 'Not acknowledged' }).click();
  await expect(paula.page).toHaveURL(/tab=pending/);
  const row = paula.page.getByRole('row').filter({ hasText: 'Casey Contractor' });
  await expect(row).toContainText(`${HANDBOOK} (v${version})`);
  await expect(row).toContainText('Never');
  expect(await seriousViolations(paula.page)).toEqual([]);

  const reminded = await answered(paula.page, 'POST', /\/v2\/handbook_acknowledgements\/remind$/, () =>
    row.getByRole('button', { name: 'Remind Casey Contractor' }).click(),
  );
  expect(reminded.status(), await reminded.text()).toBe(200);
  const caseyId = (reminded.request().postDataJSON() as { contractor_ids: string[] }).contractor_ids[0];
  expect(((await reminded.json()) as { data: { reminded: number } }).data.reminded).toBe(1);
  await expect(paula.page.getByText('Reminded 1 worker')).toBeVisible();
  await expect(row).not.toContainText('Never');

  // The same day again: Casey is not told twice.
  const again = await paula.page.request.post('/v2/handbook_acknowledgements/remind', {
    headers: { authorization: paula.authorization },
    data: { contractor_ids: [caseyId] },
  });
  expect(((await again.json()) as { data: { reminded: number; already_reminded_today: number } }).data).toMatchObject({
    reminded: 0,
    already_reminded_today: 1,
  });

  // The list exports as CSV through the shared list helper.
  const csv = await paula.page.request.get('/v2/handbook_acknowledgements/pending?format=csv', {
    headers: { authorization: paula.authorization },
  });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Casey Contractor,Acme Staffing');

  // Casey's bell counts the reminder once the window regains focus; opening it goes to his handbook.
  await expect(async () => {
    await refocus(casey.page);
    await expect(bell(casey.page)).toHaveAccessibleName('Notifications: 1 unread', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await casey.page.goto('/contractor/dashboard');
  await bell(casey.page).click();
  const drawer = casey.page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByTestId('notification').filter({ hasText: TITLE });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText(`${HANDBOOK} (version ${version})`);
  await item.click();
  await expect(casey.page).toHaveURL(/\/contractor\/employee_handbook$/);
  await expect(casey.page.getByText(HANDBOOK)).toBeVisible();
  await expect(bell(casey.page)).toHaveAccessibleName('Notifications');

  // Beacon's owner: none of Acme's workers on its list, and Casey is not its to remind.
  const bea = await signedIn(browser, 'partner2@demo.test');
  const beacons = await bea.page.request.get('/v2/handbook_acknowledgements/pending?per_page=100', {
    headers: { authorization: bea.authorization },
  });
  const names = ((await beacons.json()) as { data: { data: { contractor: { name: string } }[] } }).data.data.map(
    (w) => w.contractor.name,
  );
  expect(names).not.toContain('Casey Contractor');
  const refused = await bea.page.request.post('/v2/handbook_acknowledgements/remind', {
    headers: { authorization: bea.authorization },
    data: { contractor_ids: [caseyId] },
  });
  expect(refused.status()).toBe(404);
});
