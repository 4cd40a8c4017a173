/**
 * Time: the contractor enters a week on the weekly grid (with an overnight shift) and sees
 * it pending; the admin finds the week in the approval queue and approves it in bulk on /timesheets;
 * another partner cannot open that week.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, currentUser, signIn, signOut } from '../support/auth';
import { bodyRows, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { seriousViolations } from '../support/a11y';

const contractor = demoUser('contractor');
const admin = demoUser('admin');
const partner2 = demoUser('partner2');

/**
 * A Monday the demo seed leaves empty for Casey (its weeks are October and November 2026) and no other spec
 * uses (the payroll journey enters the week of December 7).
 */
const WEEK = '2026-12-21';

async function fillShift(page: Page, row: number, day: string, start: string, end: string, breakMinutes: string) {
  await page.getByRole('combobox', { name: `Date (row ${row})` }).selectOption(day);
  await page.getByLabel(`Start (row ${row})`).fill(start);
  await page.getByLabel(`End (row ${row})`).fill(end);
  await page.getByRole('spinbutton', { name: `Break minutes (row ${row})` }).fill(breakMinutes);
}

test('a contractor enters a week with a night shift, the admin approves it, another partner cannot open it', async ({
  page,
  request,
}) => {
  // Three users and a save per row: more than the default 30 s on a busy machine.
  test.slow();
  const casey = await currentUser(request, await apiLogin(request, contractor.email));
  const caseyId = casey.contractor!.id;

  await signIn(page, contractor.email, contractor.home);
  await mainNav(page).getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
  await page.getByLabel('Week of').fill(WEEK);
  await page.waitForURL((url) => url.searchParams.get('week') === WEEK);
  await expect(page.getByText('No shifts entered for this week yet.')).toBeVisible();

  const addShift = page.getByRole('button', { name: 'Add shift' });
  await addShift.click();
  await fillShift(page, 1, '2026-12-21', '09:00', '17:30', '30');
  await addShift.click();
  await fillShift(page, 2, '2026-12-22', '09:00', '17:30', '30');
  await addShift.click();
  await fillShift(page, 3, '2026-12-23', '22:00', '06:00', '30');
  const shifts = page.getByRole('table', { name: 'Shifts of the week' });
  await expect(shifts.getByRole('row').nth(3).getByText('+1 day')).toBeVisible();
  const totals = page.getByRole('table', { name: 'Hours per day' });
  await expect(totals.getByRole('cell').last()).toHaveText('23.50');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByText('Saved 3 entries')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Week status' })).toHaveText('3 pending');
  await expect(shifts.getByText('Pending')).toHaveCount(3);
  // Saved and reloaded from the server: the night shift still ends the next day.
  await page.reload();
  await expect(shifts.getByRole('row').nth(3).getByText('+1 day')).toBeVisible();
  await expect(totals.getByRole('cell').last()).toHaveText('23.50');

  // Another partner's owner cannot open Casey's week in the approval queue.
  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(`/approvals/${caseyId}_${WEEK}`);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await page.goto(`/timesheets?week_start=${WEEK}`);
  await expect(page.getByText('No timesheets match these filters')).toBeVisible();

  // The admin sees the week pending in the queue, then approves it in bulk on /timesheets.
  await signOut(page);
  await signIn(page, admin.email, admin.home);
  await page.goto(`/approvals/${caseyId}_${WEEK}`);
  await expect(page.getByRole('heading', { name: 'Casey Contractor', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve all (3)' })).toBeVisible();

  await page.goto(`/timesheets?week_start=${WEEK}&contractor_id=${caseyId}`);
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all timesheets on this page' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 3 entries?' });
  await expect(confirm).toContainText('3 entries of 1 contractor · 23.50 hours');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved 3 entries')).toBeVisible();
  await listSettled(page);
  await expect(bodyRows(page).getByText('Approved', { exact: true })).toHaveCount(3);
  // Texas, 23.5 hours in the week: all of it regular.
  await expect(bodyRows(page).getByText('Regular 7.50')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
