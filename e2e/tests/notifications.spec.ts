/**
 * A notification arrives and is marked read (issue 15, decision 0072): Casey (contractor) enters a shift
 * in her weekly grid and saves it; Acme's owner — an approver of Acme's time — sees the header bell's
 * unread count rise when the window regains focus, opens the bell's drawer, opens the notification (it
 * goes to the pending time) and it is read: the count falls back and the API says so. Each user's
 * session starts from a token (the sign-in form is the login specs').
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';

// A past workweek (Monday) no seeded entry and no other spec uses.
const WEEK = '2026-08-24';
const TITLE = 'Time to approve: Casey Contractor, 2026-08-24';

const contractor = demoUser('contractor');
const partner = demoUser('partner');

const bell = (page: Page) => page.getByTestId('notification-bell');

/** The window regains focus: the bell reads the count again (as it also does every minute). */
async function refocus(page: Page) {
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

test('a contractor submits time; the approver’s bell rises, the notification opens and is read', async ({
  browser,
  request,
}) => {
  const casey = await apiLogin(request, contractor.email);
  const acme = await apiLogin(request, partner.email);
  // Acme's owner starts with nothing unread (the demo data has notified them already).
  const cleared = await request.post('/v2/notifications/read_all', { headers: { authorization: acme } });
  expect(cleared.status()).toBe(200);

  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await startSession(approver, acme);
  await approver.goto('/dashboard');
  await expect(bell(approver)).toHaveAccessibleName('Notifications');

  // Casey enters one shift of the week and saves it.
  const caseyContext = await browser.newContext();
  const page = await caseyContext.newPage();
  await startSession(page, casey);
  await page.goto('/contractor/timesheets');
  await page.getByLabel('Week of').fill(WEEK);
  await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
  await expect(page.getByText('No shifts entered for this week yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add shift' }).click();
  await page.getByLabel('Start (row 1)').fill('09:00');
  await page.getByLabel('End (row 1)').fill('17:00');
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByLabel('Week status')).toHaveText('1 pending');
  await caseyContext.close();

  // The approver's bell counts it once the window regains focus.
  await expect(async () => {
    await refocus(approver);
    await expect(bell(approver)).toHaveAccessibleName('Notifications: 1 unread', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await bell(approver).click();
  const drawer = approver.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByTestId('notification').filter({ hasText: TITLE });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('hours entered for Globex Corporation');
  await item.click();

  // Opening it goes to the pending time and marks it read.
  await expect(approver).toHaveURL(/\/timesheets\?status=pending/);
  await expect(bell(approver)).toHaveAccessibleName('Notifications');
  const res = await request.get('/v2/notifications?per_page=5', { headers: { authorization: acme } });
  const rows = ((await res.json()) as { data: { data: { title: string; read_at: string | null }[] } }).data.data;
  const mine = rows.find((n) => n.title === TITLE);
  expect(mine?.read_at).toBeTruthy();

  // /notifications lists it as read.
  await approver.goto('/notifications');
  const listed = approver.getByTestId('notification').filter({ hasText: TITLE });
  // A fresh page load of the list and its preferences: on a loaded 2-core machine (CI at load ~13) its
  // answers took over 15 s to arrive; the screenshot then showed the row.
  await expect(listed).toBeVisible({ timeout: 45_000 });
  await expect(listed).not.toHaveAttribute('data-unread', 'true');
  await approverContext.close();
});
