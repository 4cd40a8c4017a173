/**
 * Canada payroll (/canada-payroll, decision 0054): before any Canadian paycheck the page shows its empty
 * states beside the TD1 defaults. Once Tom Tremblay (Acme's Ontario worker, canada_t4) is
 * paid — Acme's run of the period holding his approved week, made, submitted and approved with the e-mailed
 * code through the API, then processed by the minute's job — an admin reads the year's CRA remittances, the
 * CPA-005 files section, the TD1 defaults (Ontario's basic personal amount) and the T4 list with its CSV.
 * Acme's owner (Acme is Canada-enabled) opens the page too, with Acme's own T4 rows; Beacon's owner (not
 * Canada-enabled) is kept from it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, currentUser, pathOf, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';

const admin = demoUser('admin');
const acmeOwner = demoUser('partner');
const beaconOwner = demoUser('partner2');
const TOM = 'Tom Tremblay';
const YEAR = String(new Date().getFullYear());

interface Period {
  period_start_date: string;
  period_end_date: string;
}
interface RunDetail {
  id: string;
  status: string;
  period_start: string;
  pay_date: string;
  workers: {
    contractor: { id: string; name: string };
    refusal: string | null;
    excluded: boolean;
    transfer: { method: string } | null;
  }[];
}

const get = async <T>(request: APIRequestContext, auth: string, url: string): Promise<T> => {
  const res = await request.get(url, { headers: { Authorization: auth } });
  expect(res.status(), `GET ${url}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

const post = async <T>(request: APIRequestContext, auth: string, url: string, data?: object, code?: string) => {
  const headers: Record<string, string> = { Authorization: auth };
  if (code) headers['X-Verification-Code'] = code;
  const res = await request.post(url, { headers, data: data ?? {} });
  return { status: res.status(), body: (await res.json().catch(() => null)) as { data: T } | null };
};

/** Processing runs as a job every minute: the run can wait that long, and a bit more, to be taken up. */
const PROCESSING_TIMEOUT = 100_000;

/**
 * Pays Tom through the API as the admin: Acme's run of the platform's pay period holding his earliest
 * approved time (found through the ledger), refused workers excluded, submitted, approved with the code,
 * and processed. A run of that period already paid (or processing) is used as it is.
 */
async function payTom(request: APIRequestContext) {
  const auth = await apiLogin(request, admin.email);
  const acme = (await currentUser(request, await apiLogin(request, acmeOwner.email))).partner!;
  // Tom's time in the ledger (any status: approved, or taken by the run that paid it), page by page.
  type Item = { work_date: string; payroll_run_id: string | null; contractor: { name: string } };
  let toms: Item | undefined;
  for (let pageNo = 1; !toms && pageNo <= 20; pageNo++) {
    const items = await get<{ data: Item[] }>(
      request,
      auth,
      `/v2/pay_bill_transaction_items?partner_id=${acme.id}&side=pay&sort=work_date&per_page=100&page=${pageNo}&date_from=${YEAR}-01-01&date_to=${YEAR}-12-31`,
    );
    if (items.data.length === 0) break;
    toms = items.data.find((i) => i.contractor.name === TOM);
  }
  expect(toms, `${TOM} has time in ${YEAR}`).toBeDefined();
  let runId = toms!.payroll_run_id;
  if (!runId) {
    const periods = await get<{ data: Period[] }>(request, auth, '/v2/work_periods?count=60&employer_key=platform');
    const period = periods.data.find(
      (p) => p.period_start_date <= toms!.work_date && toms!.work_date <= p.period_end_date,
    );
    expect(period, `a pay period holds ${toms!.work_date}`).toBeDefined();
    const created = await post<RunDetail>(request, auth, '/v2/payroll_runs', {
      partner_id: acme.id,
      period_start: period!.period_start_date,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    runId = created.body!.data.id;
  }
  let run = await get<RunDetail>(request, auth, `/v2/payroll_runs/${runId}`);
  if (run.status === 'pre_draft') {
    const tom = run.workers.find((w) => w.contractor.name === TOM);
    expect(tom?.refusal ?? null, `${TOM}'s paycheck is figured`).toBeNull();
    // A worker the engine refused holds the submit: left out, as the run page asks.
    for (const w of run.workers.filter((w) => w.refusal !== null && !w.excluded)) {
      const out = await post(request, auth, `/v2/payroll_runs/${runId}/exclusions`, {
        contractor_id: w.contractor.id,
        excluded: true,
      });
      expect(out.status).toBe(200);
    }
    expect((await post(request, auth, `/v2/payroll_runs/${runId}/submit`)).status).toBe(200);
    run = await get<RunDetail>(request, auth, `/v2/payroll_runs/${runId}`);
  }
  if (run.status === 'pending') {
    const before = mailSnapshot();
    expect((await post(request, auth, `/v2/payroll_runs/${runId}/approve`)).status).toBe(424);
    const code = await waitForVerificationCode(admin.email, before);
    const approved = await post(request, auth, `/v2/payroll_runs/${runId}/approve`, {}, code);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }
  await expect
    .poll(async () => (await get<RunDetail>(request, auth, `/v2/payroll_runs/${runId}`)).status, {
      message: 'the minute’s job processes the run',
      timeout: PROCESSING_TIMEOUT,
      intervals: [2_000],
    })
    .toMatch(/^(paid|partially_paid)$/);
  run = await get<RunDetail>(request, auth, `/v2/payroll_runs/${runId}`);
  return { run, tom: run.workers.find((w) => w.contractor.name === TOM)! };
}

/** "Nov 16, 2026" from '2026-11-16', as the app writes a calendar date. */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const section = (page: Page, name: string) => page.getByRole('region', { name });
const td1Row = (page: Page, name: string) =>
  section(page, 'TD1 defaults')
    .getByRole('table', { name: 'TD1 basic personal amounts' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${name}`) });
const t4Rows = (page: Page) => section(page, 'T4 workers').getByRole('table').locator('tbody').getByRole('row');

test('before any Canadian paycheck, Acme’s owner sees the page’s empty states and the TD1 defaults', async ({
  page,
}) => {
  // The premise: a fresh demo has paid no Canadian worker yet (Tom’s week is approved, not run).
  const auth = await apiLogin(page.request, acmeOwner.email);
  const summary = await get<{ remittances: unknown[] }>(page.request, auth, `/v2/canada_payroll?year=${YEAR}`);
  expect(summary.remittances).toEqual([]);

  await startSession(page, auth);
  await page.goto('/canada-payroll');
  await expect(page.getByRole('heading', { name: 'Canada Payroll', level: 1 })).toBeVisible();
  await expect(
    section(page, 'CRA remittances').getByText(`No Canadian paychecks were issued in ${YEAR}.`),
  ).toBeVisible();
  await expect(
    section(page, 'Deposit files').getByText(`No CPA-005 deposit files for runs paid in ${YEAR}.`),
  ).toBeVisible();
  await expect(td1Row(page, 'ON')).toContainText('CAD 12,989.00');
  await expect(section(page, 'T4 workers').getByText('No workers yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin reads the year’s CRA remittances, the CPA-005 files, the TD1 defaults and the T4 list with its CSV, once Tom is paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { run, tom: tomPaid } = await payTom(page.request);

  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/canada-payroll');
  await expect(page.getByRole('heading', { name: 'Canada Payroll', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(YEAR);

  // Remittances: a month of the platform's (Tom is EOR work), its CPP, EI and tax in CAD, footed by the year's total.
  const remittances = section(page, 'CRA remittances').getByRole('table', { name: 'CRA remittances' });
  await expect(remittances).toBeVisible();
  const month = remittances.locator('tbody tr').first();
  await expect(month).toContainText(new RegExp(`^\\w+ ${YEAR}`));
  await expect(month).toContainText(/CAD [\d,]+\.\d\d/);
  await expect(remittances.locator('tfoot')).toContainText(`Total ${YEAR}`);
  const monthPaychecks = Number(await month.locator('td').nth(2).textContent());
  expect(monthPaychecks).toBeGreaterThanOrEqual(1);

  // CPA-005 files: the run's file when Tom was paid by Canadian direct deposit; the demo has no account of
  // his, so he is paid otherwise and the year has no file (the empty state says so).
  const files = section(page, 'Deposit files');
  await expect(files.getByRole('heading', { name: 'CPA-005 deposit files' })).toBeVisible();
  if (tomPaid.transfer?.method === 'direct_deposit') {
    await expect(
      files.getByRole('table', { name: 'CPA-005 files' }).getByRole('link', { name: day(run.pay_date) }),
    ).toBeVisible();
  } else {
    await expect(files.getByText(`No CPA-005 deposit files for runs paid in ${YEAR}.`)).toBeVisible();
  }

  // TD1 defaults: the engine's basic personal amounts, Ontario's among them.
  await expect(td1Row(page, 'ON')).toContainText('CAD 12,989.00');
  await expect(td1Row(page, 'Federal')).toContainText(/CAD [\d,]+\.\d\d/);
  await expect(
    section(page, 'TD1 defaults')
      .getByRole('table', { name: 'CPP and EI figures' })
      .getByRole('row', { name: /^YMPE/ }),
  ).toContainText('CAD ');

  // T4 list: Tom's row with box 14 in CAD, the partner shown to staff.
  const tom = t4Rows(page).filter({ hasText: TOM });
  await expect(tom).toHaveCount(1);
  await expect(tom).toContainText('Acme Staffing');
  await expect(tom).toContainText('ON');
  // Box 14 is his pensionable wages: the year's Canadian gross while he is the only Canadian worker paid.
  const box14 = (await tom.getByRole('cell').nth(4).textContent())!.trim();
  expect(box14).toMatch(/^CAD [1-9][\d,]*\.\d\d$/);
  await expect(remittances.locator('tfoot th').nth(2)).toHaveText(box14);
  expect(await seriousViolations(page)).toEqual([]);

  // Its CSV: the same list, Tom in it.
  const download = page.waitForEvent('download');
  await section(page, 'T4 workers').getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/).filter((l) => l.includes(TOM))).toHaveLength(1);
});

test('Acme’s owner (Canada-enabled) opens /canada-payroll with Tom’s T4 row, without a partner column', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Paid by the test before, or here when run alone (the same run, reused once paid).
  await payTom(page.request);
  const me = await currentUser(page.request, await apiLogin(page.request, acmeOwner.email));
  expect(me.links).toContain('/canada-payroll');
  await startSession(page, await apiLogin(page.request, acmeOwner.email));
  await page.goto('/canada-payroll');
  await expect(page.getByRole('heading', { name: 'Canada Payroll', level: 1 })).toBeVisible();
  await expect(td1Row(page, 'ON')).toContainText('CAD 12,989.00');
  await expect(section(page, 'CRA remittances').getByRole('table', { name: 'CRA remittances' })).toContainText(
    'Platform (EOR)',
  );
  const t4 = section(page, 'T4 workers');
  await expect(t4Rows(page).filter({ hasText: TOM })).toHaveCount(1);
  // Acme's own rows only: no partner column for a partner's user.
  await expect(t4.getByRole('columnheader', { name: /Partner/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Beacon’s owner (not Canada-enabled) is kept from /canada-payroll (Not Found), and the API refuses them', async ({
  page,
}) => {
  const auth = await apiLogin(page.request, beaconOwner.email);
  const me = await currentUser(page.request, auth);
  expect(me.links).not.toContain('/canada-payroll');
  const res = await page.request.get('/v2/canada_payroll', { headers: { Authorization: auth } });
  expect(res.status()).toBe(404);

  await startSession(page, auth);
  await page.goto('/canada-payroll');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  expect(pathOf(page)).toBe('/canada-payroll');
  await expect(page.getByRole('heading', { name: 'Canada Payroll' })).toHaveCount(0);
  await expect(page.getByText('CAD 12,989.00')).toHaveCount(0);
});
