/**
 * A client approves a contractor's week in one look (issue 16, decision 0090): Approvals from its menu,
 * the week's hours by day and pay class with the amount it will bill, approved whole after one
 * confirmation. Another client and another partner cannot open that week.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCurrency } from '@app/domain';
import { apiLogin, signIn, signOut } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { seriousViolations } from '../support/a11y';

const contractor = demoUser('contractor');
const client = demoUser('client');
const partner2 = demoUser('partner2');

/** A Monday no other spec and no seed week uses. */
const WEEK = '2027-01-18';

/** Casey enters three pending shifts of the week through the API (the phone spec enters through the page). */
async function enterWeek(request: APIRequestContext) {
  const auth = { Authorization: await apiLogin(request, contractor.email) };
  const weekRes = await request.get(`/v2/timesheets/week?week_start=${WEEK}`, { headers: auth });
  expect(weekRes.status()).toBe(200);
  const week = (await weekRes.json()).data as { assignments: { id: string; contractor: { id: string } }[] };
  const assignment = week.assignments[0]!;
  for (const [date, start, end] of [
    ['2027-01-18', '08:00', '18:00'],
    ['2027-01-19', '08:00', '18:00'],
    ['2027-01-20', '09:00', '13:00'],
  ]) {
    const res = await request.post('/v2/timesheets', {
      headers: auth,
      data: { assignment_id: assignment.id, date, time_start: start, time_end: end, break_time_minutes: 0 },
    });
    expect(res.status(), `entering ${date}`).toBe(201);
  }
  return `${assignment.contractor.id}_${WEEK}`;
}

test('a client approves a week in one look, seeing the amount it will bill', async ({ page, request }) => {
  const groupId = await enterWeek(request);
  const clientAuth = { Authorization: await apiLogin(request, client.email) };
  const detail = (await (await request.get(`/v2/approvals/${groupId}`, { headers: clientAuth })).json()).data as {
    bill: { totals: { currency: string; amount: string }[] };
  };
  // The demo's work locations are in the US: the week bills in dollars only.
  expect(detail.bill.totals.map((t) => t.currency)).toEqual(['usd']);
  const amount = formatCurrency(detail.bill.totals[0]!.amount);

  await signIn(page, client.email, client.home);
  await mainNav(page).getByRole('link', { name: 'Approvals', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/approvals');
  await page.goto(`/approvals?week_start=${WEEK}`);
  await page.getByRole('link', { name: 'Casey Contractor' }).click();
  await page.waitForURL((url) => url.pathname === `/approvals/${groupId}`);

  // One look: 24 hours by day and class, and the amount (the ledger's pricing) on the page and per day.
  const byDay = page.getByRole('table', { name: 'Hours by day and type' });
  await expect(byDay.getByRole('row')).toHaveCount(5);
  await expect(byDay.locator('tfoot')).toContainText('24.00');
  await expect(byDay.locator('tfoot')).toContainText(amount);
  await expect(page.getByText('Billed once approved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The line's buttons start with Approve; Delete, if offered, comes last.
  const lines = page.getByRole('table', { name: 'Entries of the week' });
  const firstLine = lines.getByRole('row').nth(1).getByRole('button');
  await expect(firstLine.first()).toHaveText('Approve');

  await page.getByRole('button', { name: 'Approve all (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 3 entries?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved 3 entries')).toBeVisible();
  await expect(lines.getByText('Approved')).toHaveCount(3);
  // Approved, the week still reads the amount it billed.
  await expect(byDay.locator('tfoot')).toContainText(amount);

  // Another partner's owner cannot open the week in the browser, nor another client of Acme by the API.
  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(`/approvals/${groupId}`);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  const initech = await apiLogin(request, 'initech@demo.test');
  expect((await request.get(`/v2/approvals/${groupId}`, { headers: { Authorization: initech } })).status()).toBe(404);
});

test('a client’s timesheets open on Pending', async ({ page }) => {
  await signIn(page, client.email, client.home);
  await mainNav(page).getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/timesheets' && url.searchParams.get('status') === 'pending');
  await expect(page.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
});
