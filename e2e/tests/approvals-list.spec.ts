/**
 * The approvals list (issue 16, decision 0108): a client sees what each pending week will bill — the week
 * page's own amount — approves two weeks from the list after one confirmation, and on a 390-pixel phone
 * neither the list nor a week scrolls sideways.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCurrency } from '@app/domain';
import { apiLogin, signIn } from '../support/auth';
import { demoUser } from '../support/demo-users';

const contractor = demoUser('contractor');
const client = demoUser('client');

/** Mondays no other spec and no seed week uses; the phone test has weeks of its own. */
const WEEKS = { bulk: ['2027-07-05', '2027-07-12'], phone: '2027-07-19' } as const;

/** Casey enters two pending shifts on the Monday and Tuesday of a week; answers the week's group id. */
async function enterWeek(request: APIRequestContext, weekStart: string) {
  const auth = { Authorization: await apiLogin(request, contractor.email) };
  const week = (await (await request.get(`/v2/timesheets/week?week_start=${weekStart}`, { headers: auth })).json())
    .data as { assignments: { id: string; contractor: { id: string } }[] };
  const assignment = week.assignments[0]!;
  const tuesday = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const date of [weekStart, tuesday]) {
    const res = await request.post('/v2/timesheets', {
      headers: auth,
      data: { assignment_id: assignment.id, date, time_start: '09:00', time_end: '17:00', break_time_minutes: 0 },
    });
    expect(res.status(), `entering ${date}`).toBe(201);
  }
  return `${assignment.contractor.id}_${weekStart}`;
}

async function weekAmount(request: APIRequestContext, groupId: string) {
  const auth = { Authorization: await apiLogin(request, client.email) };
  const res = await request.get(`/v2/approvals/${groupId}`, { headers: auth });
  expect(res.status()).toBe(200);
  const { totals } = ((await res.json()).data as { bill: { totals: { currency: string; amount: string }[] } }).bill;
  expect(totals.map((t) => t.currency)).toEqual(['usd']);
  return totals[0]!.amount;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a client sees each week’s amount and approves two weeks from the list', async ({ page, request }) => {
  const ids = [await enterWeek(request, WEEKS.bulk[0]), await enterWeek(request, WEEKS.bulk[1])];
  const amounts = [await weekAmount(request, ids[0]!), await weekAmount(request, ids[1]!)];

  await signIn(page, client.email, client.home);
  await page.goto('/approvals?search=Casey&sort=-week_start');
  const table = page.getByRole('table').first();
  for (const [i, id] of ids.entries()) {
    const row = table.getByRole('row').filter({ has: page.locator(`a[href="/approvals/${id}"]`) });
    await expect(row).toContainText(formatCurrency(amounts[i]!));
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 weeks (4 entries)?' });
  await dialog.getByRole('button', { name: 'Approve 2 weeks (4 entries)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved 2 weeks (4 entries)' })).toBeVisible();
  for (const id of ids) await expect(table.locator(`a[href="/approvals/${id}"]`)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list and a week read without sideways scrolling', async ({ page, request }) => {
    const id = await enterWeek(request, WEEKS.phone);
    const amount = formatCurrency(await weekAmount(request, id));
    await signIn(page, client.email, client.home);
    await page.goto(`/approvals?week_start=${WEEKS.phone}`);
    const card = page.getByRole('article', { name: /Casey Contractor, week of/ });
    await expect(card).toContainText(amount);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);

    await card.getByRole('link', { name: 'Casey Contractor' }).click();
    await page.waitForURL((url) => url.pathname === `/approvals/${id}`);
    const lines = page.getByRole('list', { name: 'Entries of the week' });
    await expect(lines.getByRole('article')).toHaveCount(2);
    await expect(lines.getByRole('article').first().getByRole('button').first()).toHaveText('Approve');
    await expect(page.getByRole('list', { name: 'Hours by day and type' }).getByRole('article')).toHaveCount(2);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
