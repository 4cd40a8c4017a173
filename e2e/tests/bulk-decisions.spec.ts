/**
 * Bulk decisions (decision 0109): the platform admin chooses two pending expenses on /expenses and
 * two pending time off requests on /time_off_requests and approves each pair in one go, after a
 * confirmation naming how many. The rows are entered through the API on Casey's seeded assignment.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, signIn } from '../support/auth';
import { bodyRows, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

const admin = demoUser('admin');
const CASEY = 'Casey Contractor';

async function caseyAssignment(request: APIRequestContext, auth: string): Promise<string> {
  const res = await request.get('/v2/assignments?status=live&per_page=200', { headers: { Authorization: auth } });
  expect(res.status()).toBe(200);
  const rows = (
    (await res.json()) as { data: { data: { id: string; contractor: { name: string }; client: { name: string } }[] } }
  ).data.data;
  const seeded = rows.find((a) => a.contractor.name === CASEY && a.client.name === 'Globex Corporation');
  expect(seeded, "Casey's live assignment at Globex").toBeTruthy();
  return seeded!.id;
}

/** Two weekdays of their own, far ahead and different on each run, so no earlier request overlaps them. */
function freshWeekdays(): [string, string] {
  const monday = new Date(Date.UTC(2030, 0, 7));
  monday.setUTCDate(monday.getUTCDate() + 7 * (Math.floor(Date.now() / 1000) % 2000));
  const tuesday = new Date(monday);
  tuesday.setUTCDate(monday.getUTCDate() + 1);
  return [monday.toISOString().slice(0, 10), tuesday.toISOString().slice(0, 10)];
}

test('the admin approves two expenses and two time off requests in bulk', async ({ page }) => {
  test.slow();
  const auth = await apiLogin(page.request, admin.email);
  const assignment = await caseyAssignment(page.request, auth);
  const stamp = `Bulk taxi ${Date.now()}`;
  for (const amount of ['11.10', '22.20']) {
    const res = await page.request.post('/v2/expenses', {
      headers: { Authorization: auth },
      data: {
        assignment_id: assignment,
        type: 'reimbursement',
        amount,
        date: '2026-03-05',
        category: 'Travel',
        description: stamp,
        business_purpose: 'Site visit',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const days = freshWeekdays();
  for (const day of days) {
    const res = await page.request.post('/v2/time_off_requests', {
      headers: { Authorization: auth },
      data: { assignment_id: assignment, type: 'sick', start_date: day, end_date: day },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, admin.email, admin.home);
  await page.goto(`/expenses?search=${encodeURIComponent(stamp)}`);
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(2);
  for (const amount of ['$11.10', '$22.20'])
    await page.getByRole('checkbox', { name: `Select ${CASEY}, ${shownDate('2026-03-05')}, ${amount}` }).check();
  const expenseBar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(expenseBar).toContainText('2 selected');
  await expenseBar.getByRole('button', { name: 'Approve selected' }).click();
  const approveExpenses = page.getByRole('dialog', { name: 'Approve 2 expenses?' });
  await approveExpenses.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 expenses approved')).toBeVisible();
  await expect(expenseBar).toBeHidden();
  await listSettled(page);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('Approved');

  await page.goto('/time_off_requests');
  await listSettled(page);
  for (const day of days) await page.getByRole('checkbox', { name: `Select ${CASEY}, ${shownDate(day)}` }).check();
  const requestBar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(requestBar).toContainText('2 selected');
  await requestBar.getByRole('button', { name: 'Approve selected' }).click();
  await page
    .getByRole('dialog', { name: 'Approve 2 time off requests?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('2 time off requests approved')).toBeVisible();
  await expect(requestBar).toBeHidden();
  await listSettled(page);
  for (const day of days) {
    const row = bodyRows(page).filter({ hasText: shownDate(day) });
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('checkbox')).toBeDisabled();
  }
});
