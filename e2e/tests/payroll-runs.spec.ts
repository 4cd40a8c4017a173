/**
 * Payroll runs (/payroll_runs, issue 13): an admin creates Acme's run for the first pay period holding
 * approved time, sees Casey Contractor's paycheck and the ledger items behind it, excludes a worker and
 * brings the worker back, submits the run for approval and reopens it, submits again and approves it with
 * the e-mailed code; the run processes in the background (a job every minute) with its progress shown, ends
 * paid, and Casey's paycheck is in /paychecks. A partner user who sees payroll but does not employ (Acme's
 * workers are the platform's) reads the run without a command, and its paychecks.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, currentUser, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered } from '../support/ui';

const admin = demoUser('admin');
const acmeOwner = demoUser('partner');
const CASEY = 'Casey Contractor';

interface Period {
  period_start_date: string;
  period_end_date: string;
  pay_date: string;
}

const get = async <T>(request: APIRequestContext, auth: string, url: string): Promise<T> => {
  const res = await request.get(url, { headers: { Authorization: auth } });
  expect(res.status(), `GET ${url}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

/**
 * Acme (its id) and the platform's pay period holding Acme's earliest approved pay item: the one
 * payroll-runs.test.ts runs, found here through the ledger and the pay calendar's periods.
 */
async function firstPeriodWithTime(request: APIRequestContext, auth: string) {
  const acme = (await currentUser(request, await apiLogin(request, acmeOwner.email))).partner!;
  const items = await get<{
    data: { work_date: string; payroll_run_id: string | null; classification: string; contractor: { name: string } }[];
  }>(
    request,
    auth,
    `/v2/pay_bill_transaction_items?partner_id=${acme.id}&side=pay&status=approved&sort=work_date&per_page=100&date_from=2026-01-01&date_to=2026-12-31`,
  );
  // Casey's earliest untaken regular time: other specs add expenses and workers of their own, earlier or not.
  const first = items.data.find(
    (i) => i.payroll_run_id === null && i.classification === 'regular' && i.contractor.name === CASEY,
  )!.work_date;
  const periods = await get<{ data: Period[] }>(request, auth, '/v2/work_periods?count=60&employer_key=platform');
  const period = periods.data.find((p) => p.period_start_date <= first && first <= p.period_end_date)!;
  expect(period, `a pay period holds ${first}`).toBeDefined();
  return { acme, period };
}

/** "Nov 16, 2026" from '2026-11-16', as the app writes a calendar date. */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const rangeOf = (p: Period) => `${day(p.period_start_date)} – ${day(p.period_end_date)}`;

/** The run's processing: the background job runs every minute, so its end can be that far off and a bit more. */
const PROCESSING_TIMEOUT = 90_000;

const workers = (page: Page) => page.getByRole('table', { name: 'Workers' });
const workerRow = (page: Page, name: string) => workers(page).locator('tbody tr').filter({ hasText: name });

test('an admin runs Acme’s payroll for a period: previews, excludes and includes, submits and reopens, approves with the e-mailed code, and the run is paid', async ({
  page,
}) => {
  // Processing waits for the minute's job (PROCESSING_TIMEOUT) on top of the journey's own minute.
  test.setTimeout(150_000);
  const auth = await apiLogin(page.request, admin.email);
  const { period } = await firstPeriodWithTime(page.request, auth);
  await startSession(page, auth);
  await page.goto('/payroll_runs');
  await expect(page.getByRole('heading', { name: 'Payroll Runs', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByRole('combobox', { name: /^Partner/ }).click();
  await page.getByRole('option', { name: 'Acme Staffing', exact: true }).click();
  const periodBox = dialog.getByRole('combobox', { name: /^Pay period/ });
  await expect(periodBox).toBeEnabled();
  const option = page.getByRole('option', { name: new RegExp(`^${rangeOf(period)} · pays`) });
  // Older periods are one click further back.
  for (let i = 0; i < 5; i++) {
    await periodBox.click();
    if (await option.isVisible()) break;
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Show earlier periods' }).click();
  }
  await option.click();
  expect(await seriousViolations(page)).toEqual([]);
  const created = await answered(page, 'POST', /^\/v2\/payroll_runs$/, () =>
    dialog.getByRole('button', { name: 'Create payroll run' }).click(),
  );
  expect(created.status()).toBe(201);
  const runId = ((await created.json()) as { data: { id: string } }).data.id;
  await page.waitForURL((url) => url.pathname === `/payroll_runs/${runId}`);
  await expect(page.getByRole('heading', { name: `Payroll run · ${rangeOf(period)}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Pre-draft').first()).toBeVisible();
  await expect(workerRow(page, CASEY)).toContainText('$');
  expect(await seriousViolations(page)).toEqual([]);

  // Casey's paycheck and the ledger items behind its earnings.
  await workers(page).getByRole('link', { name: CASEY }).click();
  await expect(page.getByRole('heading', { name: `Paycheck · ${CASEY}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings', exact: true })).toContainText('Regular');
  const items = page.getByRole('table', { name: 'Ledger items behind the earnings' });
  await expect(items.locator('tbody tr').filter({ hasText: 'Regular' }).first()).toBeVisible();
  await expect(items.getByRole('link', { name: new RegExp(`^Timesheet of ${CASEY} on`) }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Net pay and employer cost' })).toContainText('Net pay');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Payroll run' }).click();
  await expect(workers(page)).toBeVisible();

  // Exclude Casey (after confirming), then bring Casey back.
  await page
    .getByRole('group', { name: `Actions for ${CASEY}` })
    .getByRole('button', { name: 'Exclude' })
    .click();
  const confirm = page.getByRole('dialog', { name: `Exclude ${CASEY} from this run?` });
  const excluded = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/exclusions$/, () =>
    confirm.getByRole('button', { name: 'Exclude' }).click(),
  );
  expect(excluded.status()).toBe(200);
  await expect(workerRow(page, CASEY)).toContainText('Excluded');
  await expect(workers(page).getByRole('link', { name: CASEY })).toHaveCount(0);
  const back = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/exclusions$/, () =>
    page
      .getByRole('group', { name: `Actions for ${CASEY}` })
      .getByRole('button', { name: 'Include again' })
      .click(),
  );
  expect(back.status()).toBe(200);
  await expect(workers(page).getByRole('link', { name: CASEY })).toBeVisible();

  // A worker the engine refused holds Submit: excluded first, as the API asks.
  const refused = workers(page).locator('tbody tr').filter({ hasText: 'Refused:' });
  while ((await refused.count()) > 0) {
    await refused.first().getByRole('button', { name: 'Exclude' }).click();
    await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/exclusions$/, () =>
      page
        .getByRole('dialog', { name: /^Exclude .* from this run\?$/ })
        .getByRole('button', { name: 'Exclude' })
        .click(),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const submitted = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/submit$/, () =>
    page
      .getByRole('dialog', { name: 'Submit this payroll run for approval?' })
      .getByRole('button', { name: 'Submit' })
      .click(),
  );
  expect(submitted.status()).toBe(200);
  await expect(page.getByText('Pending approval').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recompute' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exclude' })).toHaveCount(0);

  const reopened = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/reopen$/, () =>
    page.getByRole('button', { name: 'Reopen' }).click(),
  );
  expect(reopened.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Recompute' })).toBeVisible();
  await expect(page.getByText('Pre-draft').first()).toBeVisible();

  // The list shows it.
  await page.goto('/payroll_runs');
  await expect(page.getByRole('link', { name: `Payroll run for Acme Staffing, ${rangeOf(period)}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Submitted again and approved: the dialog's totals and pay day, then the e-mailed code.
  await page.goto(`/payroll_runs/${runId}`);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/submit$/, () =>
    page
      .getByRole('dialog', { name: 'Submit this payroll run for approval?' })
      .getByRole('button', { name: 'Submit' })
      .click(),
  );
  await expect(page.getByText('Pending approval').first()).toBeVisible();
  await expect(page.getByText('Funding deadline', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this payroll run?' });
  await expect(approve.getByRole('table', { name: 'Totals to approve' })).toContainText('Net pay');
  expect(await seriousViolations(page)).toEqual([]);
  const before = mailSnapshot();
  const blocked = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/approve$/, () =>
    approve.getByRole('button', { name: 'Approve' }).click(),
  );
  expect(blocked.status()).toBe(424);
  const verify = page.getByRole('dialog', { name: 'Verification required' });
  await verify.getByRole('textbox', { name: 'Code' }).fill(await waitForVerificationCode(admin.email, before));
  const approved = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/approve$/, () =>
    verify.getByRole('button', { name: 'Verify' }).click(),
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const run = ((await approved.json()) as { data: { pay_date: string; pay_date_moved_from: string | null } }).data;
  await expect(verify).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // The demo's time is weeks old: approved after its funding deadline, the pay day moved, and the page says so.
  if (run.pay_date_moved_from)
    await expect(
      page.getByText(
        `Approved after the funding deadline: pay day moved from ${day(run.pay_date_moved_from)} to ${day(run.pay_date)}.`,
      ),
    ).toBeVisible();
  // Processing, with its progress, unless the minute's job already took it to its end.
  const status = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');
  await expect(status).toHaveText(/^(Processing|Paid)$/);
  if ((await status.textContent()) === 'Processing') {
    await expect(page.getByText(/^\d+ of \d+ paychecks? issued$/)).toBeVisible();
    // At 0 % the bar's section has no width: it is there for assistive technology all the same.
    await expect(page.getByRole('progressbar', { name: 'Paychecks issued' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
  }
  // The page reads the run again every few seconds: the job issues the transfers and the run ends paid.
  await expect(status).toHaveText('Paid', { timeout: PROCESSING_TIMEOUT });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(workers(page).getByRole('columnheader', { name: 'Transfer' })).toBeVisible();
  await expect(workerRow(page, CASEY)).toContainText(/Direct deposit|Check/);
  await expect(workerRow(page, CASEY)).toContainText('Paid');
  expect(await seriousViolations(page)).toEqual([]);

  // Its paychecks: Casey's among them, opening the paycheck.
  await page.getByRole('link', { name: 'See paychecks' }).click();
  await page.waitForURL((url) => url.pathname === '/paychecks' && url.searchParams.get('payroll_run_id') === runId);
  await expect(page.getByRole('heading', { name: 'Paychecks', level: 1 })).toBeVisible();
  const caseyPaycheck = page.getByRole('link', { name: `Paycheck of ${CASEY}, ${day(run.pay_date)}` });
  await expect(caseyPaycheck).toBeVisible();
  await expect(page.getByRole('row').filter({ has: caseyPaycheck })).toContainText('Paid');
  expect(await seriousViolations(page)).toEqual([]);
  await caseyPaycheck.click();
  await expect(page.getByRole('heading', { name: `Paycheck · ${CASEY}`, level: 1 })).toBeVisible();
});

test('a partner user who sees payroll but does not employ its workers reads the run without a command, and its paychecks', async ({
  page,
}) => {
  const adminAuth = await apiLogin(page.request, admin.email);
  const acme = (await currentUser(page.request, await apiLogin(page.request, acmeOwner.email))).partner!;
  // The run the test before made (paid once it got that far); run alone, the run of the first period with time.
  const runs = await get<{ data: { id: string; status: string; period_start: string; period_end: string }[] }>(
    page.request,
    adminAuth,
    `/v2/payroll_runs?partner_id=${acme.id}&sort=-created_at`,
  );
  let runId: string;
  let period: Period;
  const made = runs.data[0];
  if (made) {
    runId = made.id;
    period = { period_start_date: made.period_start, period_end_date: made.period_end, pay_date: '' };
  } else {
    ({ period } = await firstPeriodWithTime(page.request, adminAuth));
    const res = await page.request.post('/v2/payroll_runs', {
      headers: { Authorization: adminAuth },
      data: { partner_id: acme.id, period_start: period.period_start_date },
    });
    expect(res.status()).toBe(201);
    runId = ((await res.json()) as { data: { id: string } }).data.id;
  }

  await startSession(page, await apiLogin(page.request, acmeOwner.email));
  await page.goto('/payroll_runs');
  await expect(page.getByRole('heading', { name: 'Payroll Runs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New payroll run' })).toHaveCount(0);
  await page.getByRole('link', { name: `Payroll run ${rangeOf(period)}` }).click();
  await page.waitForURL((url) => url.pathname === `/payroll_runs/${runId}`);
  await expect(workers(page)).toBeVisible();
  await expect(page.getByText('Read only: the employer runs this payroll.')).toBeVisible();
  for (const name of ['Recompute', 'Submit for approval', 'Reopen', 'Approve', 'Exclude', 'Include again'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  if (made?.status === 'paid') {
    // Paid: its paychecks are Acme's to read too, without a partner column (they are all its own).
    await page.getByRole('link', { name: 'See paychecks' }).click();
    await page.waitForURL((url) => url.pathname === '/paychecks');
    const caseyPaycheck = page.getByRole('link', { name: new RegExp(`^Paycheck of ${CASEY}, `) });
    await expect(caseyPaycheck).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Partner' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await expect(workers(page)).toBeVisible();
  }
  // The paychecks still open.
  await workers(page).getByRole('link', { name: CASEY }).click();
  await expect(page.getByRole('heading', { name: `Paycheck · ${CASEY}`, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
