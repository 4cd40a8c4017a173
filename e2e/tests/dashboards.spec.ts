/**
 * Dashboards (issue 16): a figure is the list behind it. A partner follows its "Hours awaiting
 * approval" card to the filtered timesheet list and finds as many entries; a client sees the amount
 * its pending hours will bill and "Pay now" on an open invoice; a contractor its week's hours, which
 * its week entry totals alike.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, startSession } from '../support/auth';
import { listSettled } from '../support/data-list';
import { seriousViolations } from '../support/a11y';

/** A figure card: its label, value and "N time entries · H h" detail, the card a link to its list. */
const figureCard = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** The count a figure's detail line gives ("10 time entries · 80.00 h" → 10). */
async function countIn(page: Page, label: string): Promise<number> {
  const detail = await figureCard(page, label)
    .getByText(/\d+ time entr(y|ies)/)
    .innerText();
  return Number(detail.replace(/,/g, '').match(/^(\d+)/)![1]);
}

/**
 * Casey enters an early-morning hour some days ago, still pending: the journeys run on one server with the
 * other specs, which approve the demo's pending time, so each test brings the pending time it counts (each on
 * a day of its own: two entries of one day would overlap).
 */
async function caseyPendsAnHour(request: APIRequestContext, daysAgo: number) {
  const auth = { Authorization: await apiLogin(request, 'contractor@demo.test') };
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const week = await request.get(`/v2/timesheets/week?week_start=${day}`, { headers: auth });
  expect(week.status(), await week.text()).toBe(200);
  const assignment = ((await week.json()) as { data: { assignments: { id: string }[] } }).data.assignments[0]!;
  const res = await request.post('/v2/timesheets', {
    headers: auth,
    data: { assignment_id: assignment.id, date: day, time_start: '05:00', time_end: '06:00', break_time_minutes: 0 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a partner’s time awaiting approval is the filtered list its card opens', async ({ page, request }) => {
  await caseyPendsAnHour(request, 9);
  await startSession(page, await apiLogin(request, 'partner@demo.test'));
  await page.goto('/partner/dashboard');
  const todos = page.getByRole('region', { name: 'To do' });
  await expect(todos.getByRole('link', { name: 'Hours awaiting approval' })).toBeVisible();
  const count = await countIn(page, 'Hours awaiting approval');
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Billing, pay and gross margin by week' })).toBeVisible();
  // The chart arrives lazily; the page stays accessible with it.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await figureCard(page, 'Hours awaiting approval').getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/timesheets' && url.searchParams.get('status') === 'pending');
  await listSettled(page);
  await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
});

test('a client sees what its pending hours will bill and pays an invoice; a contractor sees its hours', async ({
  page,
  request,
}) => {
  await caseyPendsAnHour(request, 10);
  await startSession(page, await apiLogin(request, 'client@demo.test'));
  await page.goto('/client/dashboard');
  const pending = figureCard(page, 'Hours awaiting approval');
  await expect(pending.getByTestId('figure-pending_time')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(pending.getByText(/\d+ time entr(y|ies) · [\d.]+ h/)).toBeVisible();
  const toPay = page.getByRole('region', { name: 'Invoices to pay' });
  const payNow = toPay.getByRole('link', { name: /^Pay now: Invoice/ }).first();
  await expect(payNow).toHaveAttribute('href', /^\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Billed by week' })).toBeVisible();

  await startSession(page, await apiLogin(request, 'contractor@demo.test'));
  await page.goto('/contractor/dashboard');
  const week = figureCard(page, 'Hours this week');
  const hours = (await week.getByTestId('figure-time_this_week').innerText()).replace(' h', '');
  expect(await countIn(page, 'Hours awaiting approval')).toBeGreaterThan(0);
  // Its week's hours open its week entry, whose week total is the same.
  await week.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === '/timesheets' && url.searchParams.has('week'));
  await expect(page.getByRole('region', { name: 'Week total' }).getByText(`${hours} h`, { exact: true })).toBeVisible();
});
