/**
 * Time off and PTO: a contractor with a PTO balance requests a day off, sees it pending,
 * the partner approves it behind a confirmation, and the contractor's balance drops by the day.
 * The rule, the enrollment and the opening balance are made through the API for this run.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, pathOf, signIn, signOut } from '../support/auth';
import { seriousViolations } from '../support/a11y';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

const partner = demoUser('partner');
const contractor = demoUser('contractor');

/** A Monday in 2029–2030 picked from the run's stamp, so a rerun on a kept data directory does not overlap. */
function futureMonday(stamp: number): string {
  const d = new Date(Date.UTC(2029, 0, 1 + (stamp % 90) * 7)); // 2029-01-01 is a Monday
  return d.toISOString().slice(0, 10);
}

async function giveCaseyPto(request: APIRequestContext, ruleName: string) {
  const auth = { Authorization: await apiLogin(request, partner.email) };
  const rule = await request.post('/v2/pto_rules', {
    headers: auth,
    data: { name: ruleName, method: 'per_hour_worked', accrual_rate: '0.05', balance_cap_minutes: 4800 },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  const ruleId = ((await rule.json()) as { data: { id: string } }).data.id;
  const found = await request.get('/v2/contractors', { headers: auth, params: { search: 'Casey' } });
  const casey = ((await found.json()) as { data: { data: { id: string; email: string }[] } }).data.data.find(
    (c) => c.email === contractor.email,
  );
  expect(casey, 'Acme sees Casey').toBeTruthy();
  const today = new Date().toISOString().slice(0, 10);
  const enrolled = await request.post(`/v2/pto_rules/${ruleId}/enrollments`, {
    headers: auth,
    data: { contractor_id: casey!.id, start_date: today },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const granted = await request.post(`/v2/pto_rules/${ruleId}/adjustments`, {
    headers: auth,
    data: { contractor_id: casey!.id, minutes: 16 * 60, effective_date: today, note: 'Opening balance' },
  });
  expect(granted.status(), await granted.text()).toBe(201);
}

test('a contractor requests a day of PTO, the partner approves it, and the balance drops', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const ruleName = `E2E PTO ${stamp}`;
  const day = futureMonday(stamp);
  await giveCaseyPto(request, ruleName);

  // The contractor sees the balance on top of the requests and asks for one 8-hour day.
  await signIn(page, contractor.email, contractor.home);
  await page.goto('/time_off_requests');
  await expect(page.getByRole('heading', { name: 'Time Off Requests', level: 1 })).toBeVisible();
  const card = page.getByRole('group', { name: ruleName });
  await expect(card.getByTestId('pto-balance')).toHaveText('16.00 h');

  await page.getByRole('button', { name: 'Request time off' }).click();
  const form = page.getByRole('form', { name: 'Send request' });
  // One live assignment: chosen for the contractor.
  await expect(form.getByRole('combobox', { name: 'Assignment' })).not.toHaveValue('');
  await form.getByLabel('First day').fill(day);
  await form.getByLabel('Last day').fill(day);
  await form.getByRole('textbox', { name: 'Hours per day' }).fill('8');
  await expect(form.getByText('1 weekday · 8.00 hours in total')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Dentist and a long lunch');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send request' }).click();

  await page.waitForURL((url) => /^\/time_off_requests\/[^/]+$/.test(url.pathname));
  const requestPath = pathOf(page);
  await expect(page.getByTestId('request-status')).toHaveText('Pending');
  // A contractor never decides its own request.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The partner approves it, after confirming.
  await signOut(page);
  await signIn(page, partner.email, partner.home);
  await page.goto(requestPath);
  await expect(page.getByRole('heading', { name: 'PTO · Casey Contractor', level: 1 })).toBeVisible();
  await expect(page.getByTestId('request-balance')).toHaveText('16.00 h');
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this time off?' });
  await expect(confirm).toContainText('taken from the PTO balance');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('request-status')).toHaveText('Approved');
  await expect(page.getByTestId('request-balance')).toHaveText('8.00 h');
  const entries = page.getByRole('table', { name: 'Timesheet entries' });
  await expect(entries.getByRole('row').filter({ hasText: shownDate(day) })).toContainText('Approved');

  // The contractor's balance is down by the day, and the ledger shows the usage.
  await signOut(page);
  await signIn(page, contractor.email, contractor.home);
  await page.goto('/time_off_requests');
  await expect(page.getByRole('group', { name: ruleName }).getByTestId('pto-balance')).toHaveText('8.00 h');
  await page.goto('/pto_accruals');
  await expect(page.getByRole('heading', { name: 'PTO Accruals', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Usage' }).filter({ hasText: ruleName })).toContainText(
    '-8.00 h',
  );
});
