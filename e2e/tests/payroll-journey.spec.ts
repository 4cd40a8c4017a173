/**
 * Issue 13's browser journey: one week (Dec 7–13, 2026, a week no demo data touches, paid Dec 18) of Acme's
 * workers — Casey (W-2, Texas), Luis (W-2, California, 11-hour days: daily overtime), Ian (1099, New York),
 * Tom (T4, Ontario, paid in CAD) and Ines (international contractor) — entered by Acme and approved by Globex's
 * owner (Ian's client, Stark, through staff); the platform employs them, so an admin runs the payroll: the
 * preview lists the five with their gross, taxes and net, the run is submitted, approved with the e-mailed
 * code, processed (progress shown) and paid. Each paycheck's page shows its net pay and its pay stub PDF's
 * text carries the paycheck's gross, net and every line. The same week's billable time is invoiced to Globex:
 * Casey's, Luis's and Ines's hours on one US-dollar draft, Tom's on the Canadian-dollar one (one invoice per
 * currency, decision 0035).
 *
 * A run takes every approved pay item up to its period's end: the five's earlier untaken items (the demo's,
 * other specs') are held back while this run is made and released once it is paid, so the run is the week's
 * alone and the specs that pay those items still find them.
 *
 * Through the API, not the screens (each has a spec of its own): entering and approving time, creating the
 * run (a fixed week, which the New payroll run dialog offers under a label that moves with today's date) and
 * the invoice run. The run's NACHA file (downloaded as staff may) is read back by an independent parser: its
 * one PPD credit is Casey's net pay; each paycheck's paid transfers foot to its net pay (Casey's the direct
 * deposit, the others, with no deposit account in the demo, by check).
 */
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatCurrency, type PaycheckDetail, type PayrollRunDetail } from '@app/domain';
import { seriousViolations } from '../support/a11y';
import { apiLogin, currentUser, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { runInvoicesFor } from '../support/invoicing';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered } from '../support/ui';

const admin = demoUser('admin');
const acmeOwner = demoUser('partner');
const globexOwner = demoUser('client');

const WEEK = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
const PERIOD_START = '2026-12-07';
const PERIOD_END = '2026-12-13';
const PAY_DATE = '2026-12-18';

const CASEY = 'Casey Contractor';
const LUIS = 'Luis Ortega';
const IAN = 'Ian Independent';
const TOM = 'Tom Tremblay';
const INES = 'Ines Ibarra';
/** Each worker's day: Luis works 7:00–18:30 (11 hours after a 30-minute break), over California's 8 a day. */
const DAYS: Record<string, [start: string, end: string]> = {
  [CASEY]: ['09:00', '17:30'],
  [LUIS]: ['07:00', '18:30'],
  [IAN]: ['09:00', '17:30'],
  [TOM]: ['09:00', '17:30'],
  [INES]: ['09:00', '17:30'],
};
const WORKERS = Object.keys(DAYS);
const BILLED_TO_GLOBEX = [CASEY, LUIS, TOM, INES];

/** The independent NACHA reader the bank file is checked with (CommonJS, untyped: the fields read here). */
const nodeNacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): {
    data: {
      file: { footer: { totalCredit: number } };
      batches: { serviceClassCode: number; entryClassCode: string; entries: { amount: number }[] }[];
    };
  };
};

/** The background job processes approved runs every minute: the end can be that far off and a bit more. */
const PROCESSING_TIMEOUT = 90_000;

const headers = (auth: string) => ({ Authorization: auth });

async function get<T>(request: APIRequestContext, auth: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: headers(auth) });
  expect(res.status(), `GET ${url}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Money as the app writes it in a currency: "$1,234.56", "CAD 1,234.56". */
const moneyIn = (amount: string, currency: string) => formatCurrency(amount, currency === 'USD' ? '$' : `${currency} `);

/** A decimal amount as whole cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The week's time of the five, entered by Acme's owner (Acme places them) and approved as each client would:
 * Globex's owner approves its four, staff approve Ian's (Stark asks for a signature the API's staff approval
 * stands in for). Returns the ids of each worker's entries.
 */
async function enterAndApproveWeek(request: APIRequestContext, adminAuth: string) {
  const partnerAuth = await apiLogin(request, acmeOwner.email);
  const assignments = await get<{
    data: { id: string; contractor: { id: string; name: string }; client: { name: string } }[];
  }>(request, adminAuth, '/v2/assignments?status=live&per_page=200');
  // The seeded placement at the worker's own client: other specs place the same workers elsewhere (Ines at Umbrella).
  const seeded = (name: string) =>
    assignments.data.find(
      (a) => a.contractor.name === name && a.client.name === (name === IAN ? 'Stark Logistics' : 'Globex Corporation'),
    );
  const entries: Record<string, string[]> = {};
  for (const name of WORKERS) {
    const assignment = seeded(name);
    expect(assignment, `${name}'s live assignment`).toBeTruthy();
    const [start, end] = DAYS[name]!;
    entries[name] = [];
    for (const date of WEEK) {
      const res = await request.post('/v2/timesheets', {
        headers: headers(partnerAuth),
        data: { assignment_id: assignment!.id, date, time_start: start, time_end: end, break_time_minutes: 30 },
      });
      expect(res.status(), `${name} on ${date}: ${await res.text()}`).toBe(201);
      entries[name].push(((await res.json()) as { data: { id: string } }).data.id);
    }
  }
  const approve = async (auth: string, ids: string[]) => {
    const res = await request.post('/v2/timesheets/bulk', { headers: headers(auth), data: { action: 'approve', ids } });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { data: { count: number } }).data.count).toBe(ids.length);
  };
  await approve(
    await apiLogin(request, globexOwner.email),
    BILLED_TO_GLOBEX.flatMap((n) => entries[n]!),
  );
  await approve(adminAuth, entries[IAN]!);
  return WORKERS.map((name) => seeded(name)!.contractor.id);
}

interface PayItem {
  id: string;
  work_date: string;
  payroll_run_id: string | null;
}

/**
 * The workers' approved pay items from before the week that no run has taken (the demo's, another spec's):
 * a run takes every such item up to its period's end, so these are held back from this run — as the
 * employer's staff may — and released once it is paid, for the runs of the specs that pay them.
 */
async function earlierUntakenPay(request: APIRequestContext, auth: string, contractorIds: string[]) {
  const items: PayItem[] = [];
  for (const id of contractorIds) {
    for (let page = 1; ; page++) {
      const list = await get<{ data: PayItem[] }>(
        request,
        auth,
        `/v2/pay_bill_transaction_items?contractor_id=${id}&side=pay&status=approved&date_from=2026-01-01&date_to=2026-12-06&per_page=100&page=${page}`,
      );
      items.push(...list.data.filter((i) => i.payroll_run_id === null));
      if (list.data.length < 100) break;
    }
  }
  return items;
}

async function setPayItems(request: APIRequestContext, auth: string, items: PayItem[], status: 'hold' | 'approved') {
  for (const item of items) {
    const res = await request.patch(`/v2/pay_bill_transaction_items/${item.id}`, {
      headers: headers(auth),
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The pay stub's text, whitespace collapsed: read with an independent PDF reader. */
async function payStubText(request: APIRequestContext, auth: string, paycheckId: string): Promise<string> {
  const res = await request.get(`/v2/paychecks/${paycheckId}/pdf`, { headers: headers(auth) });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await res.body()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const workers = (page: Page) => page.getByRole('table', { name: 'Workers' });
const workerRow = (page: Page, name: string) => workers(page).locator('tbody tr').filter({ hasText: name });
const runStatus = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');

test('a week of a Texas and a Californian W-2, a 1099, an Ontario T4 and an international worker: previewed, approved with the e-mailed code, processed and paid; each pay stub matches its paycheck; the week is invoiced to Globex', async ({
  page,
}) => {
  // The journey's own minute, plus the minute's processing job (PROCESSING_TIMEOUT).
  test.setTimeout(180_000);
  const request = page.request;
  const auth = await apiLogin(request, admin.email);
  const acme = (await currentUser(request, await apiLogin(request, acmeOwner.email))).partner!;

  // The week's pay period on the platform's calendar (Acme's workers are the platform's): paid Dec 18, in 2026.
  const periods = await get<{ data: { period_start_date: string; period_end_date: string; pay_date: string }[] }>(
    request,
    auth,
    `/v2/work_periods?employer_key=platform&as_of=${PERIOD_START}&count=1`,
  );
  expect(periods.data[0]).toMatchObject({
    period_start_date: PERIOD_START,
    period_end_date: PERIOD_END,
    pay_date: PAY_DATE,
  });

  const contractorIds = await enterAndApproveWeek(request, auth);
  expect(contractorIds).toHaveLength(WORKERS.length);
  const held = await earlierUntakenPay(request, auth, contractorIds);
  await setPayItems(request, auth, held, 'hold');
  try {
    await payTheWeek(page, auth, acme.id);
  } finally {
    await setPayItems(request, auth, held, 'approved');
  }
});

/** The run of the week, from its preview to its paychecks' stubs, and the week's invoices. */
async function payTheWeek(page: Page, auth: string, acmeId: string) {
  const request = page.request;
  const created = await request.post('/v2/payroll_runs', {
    headers: headers(auth),
    data: { partner_id: acmeId, period_start: PERIOD_START },
  });
  expect(created.status(), await created.text()).toBe(201);
  const preview = ((await created.json()) as { data: PayrollRunDetail }).data;
  const runId = preview.id;
  const paycheckOf = (name: string) => {
    const w = preview.workers.find((x) => x.contractor.name === name);
    expect(w, `${name} is in the run`).toBeTruthy();
    return w!;
  };

  // The run in the list, opened from it.
  await startSession(page, auth);
  await page.goto('/payroll_runs');
  await page.getByRole('link', { name: 'Payroll run for Acme Staffing, Dec 7, 2026 – Dec 13, 2026' }).click();
  await page.waitForURL((url) => url.pathname === `/payroll_runs/${runId}`);
  await expect(page.getByRole('heading', { name: 'Payroll run · Dec 7, 2026 – Dec 13, 2026', level: 1 })).toBeVisible();
  await expect(runStatus(page)).toHaveText('Pre-draft');

  // The preview: the five, none refused, each with its gross, employee taxes and net in its currency.
  for (const name of WORKERS) {
    const w = paycheckOf(name);
    expect(w.refusal, `${name} is not refused`).toBeNull();
    const row = workerRow(page, name);
    await expect(row).not.toContainText('Refused');
    for (const amount of [w.gross, w.employee_taxes, w.net])
      await expect(row).toContainText(moneyIn(amount, w.currency));
  }
  await expect(workerRow(page, CASEY)).toContainText('TX');
  await expect(workerRow(page, LUIS)).toContainText('CA');
  await expect(workerRow(page, TOM)).toContainText('ON');
  expect(paycheckOf(TOM).currency).toBe('CAD');
  // The 1099 and the international contractor have nothing withheld.
  for (const name of [IAN, INES]) {
    expect(paycheckOf(name).employee_taxes).toBe('0.00');
    expect(paycheckOf(name).net).toBe(paycheckOf(name).gross);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Luis's preview paycheck: his daily overtime, Californian taxes.
  await workers(page).getByRole('link', { name: LUIS }).click();
  await expect(page.getByRole('heading', { name: `Paycheck · ${LUIS}`, level: 1 })).toBeVisible();
  const luisEarnings = page.getByRole('table', { name: 'Earnings', exact: true });
  await expect(luisEarnings.getByRole('row', { name: /^Overtime / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employee taxes' })).toContainText('CA income tax');
  await page.getByRole('link', { name: 'Payroll run' }).click();
  await expect(workers(page)).toBeVisible();

  // Tom's: Canadian dollars, with CPP and EI.
  await workers(page).getByRole('link', { name: TOM }).click();
  await expect(page.getByRole('heading', { name: `Paycheck · ${TOM}`, level: 1 })).toBeVisible();
  const tomTaxes = page.getByRole('table', { name: 'Employee taxes' });
  await expect(tomTaxes.getByRole('row', { name: /^CPP / }).first()).toContainText('CAD ');
  await expect(tomTaxes.getByRole('row', { name: /^EI / })).toContainText('CAD ');
  await page.getByRole('link', { name: 'Payroll run' }).click();
  await expect(workers(page)).toBeVisible();

  // Submitted, then approved behind the e-mailed code.
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const submitted = await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/submit$/, () =>
    page
      .getByRole('dialog', { name: 'Submit this payroll run for approval?' })
      .getByRole('button', { name: 'Submit' })
      .click(),
  );
  expect(submitted.status(), await submitted.text()).toBe(200);
  await expect(runStatus(page)).toHaveText('Pending approval');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this payroll run?' });
  await expect(approve.getByRole('table', { name: 'Totals to approve' })).toContainText('Net pay');
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
  // Approved before its funding deadline: the pay day stays.
  expect(
    ((await approved.json()) as { data: { pay_date: string; pay_date_moved_from: string | null } }).data,
  ).toMatchObject({ pay_date: PAY_DATE, pay_date_moved_from: null });
  await expect(verify).toBeHidden();

  // Processing, its progress shown, unless the minute's job already ended it; then paid.
  await expect(runStatus(page)).toHaveText(/^(Processing|Paid)$/);
  if ((await runStatus(page).textContent()) === 'Processing') {
    await expect(page.getByText(/^\d+ of 5 paychecks issued$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Paychecks issued' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  }
  await expect(runStatus(page)).toHaveText('Paid', { timeout: PROCESSING_TIMEOUT });
  for (const name of WORKERS) await expect(workerRow(page, name)).toContainText('Paid');
  expect(await seriousViolations(page)).toEqual([]);

  // The run's NACHA file, offered on the run page and read back by an independent parser: one PPD credit,
  // Casey's deposit (the others have no deposit account in the demo and are paid by check).
  await expect(page.getByRole('button', { name: 'Download NACHA direct deposits' })).toBeVisible();
  const files = await get<{ id: string; format: string; entry_count: number }[]>(
    request,
    auth,
    `/v2/payroll_runs/${runId}/files`,
  );
  const nachaFile = files.find((f) => f.format === 'nacha');
  expect(nachaFile, 'the NACHA file').toBeTruthy();
  expect(nachaFile!.entry_count).toBe(1);
  const download = await request.get(`/v2/payroll_runs/${runId}/files/${nachaFile!.id}/download`, {
    headers: headers(auth),
  });
  expect(download.status()).toBe(200);
  const nachaText = await download.text();
  expect(
    nachaText
      .split(/\r?\n/)
      .filter(Boolean)
      .every((record) => record.length === 94),
  ).toBe(true);
  const nacha = nodeNacha.from({ format: 'ach', source: nachaText }).data;
  expect(nacha.batches.map((b) => [b.serviceClassCode, b.entryClassCode])).toEqual([[220, 'PPD']]);
  const caseyNet = cents(paycheckOf(CASEY).net);
  expect(nacha.batches[0]!.entries.map((e) => e.amount)).toEqual([caseyNet]);
  expect(nacha.file.footer.totalCredit).toBe(caseyNet);

  // Each paycheck: its page shows the net pay, and its pay stub's text is the paycheck's figures.
  for (const name of WORKERS) {
    const id = paycheckOf(name).paycheck_id!;
    const paycheck = await get<PaycheckDetail>(request, auth, `/v2/paychecks/${id}`);
    const money = (amount: string) => moneyIn(amount, paycheck.currency);
    expect(paycheck.run_status).toBe('paid');
    // Paid for the week and nothing else: its days' time (Luis's days in regular and overtime hours), footing to gross.
    expect(paycheck.items.filter((i) => i.work_date < PERIOD_START || i.work_date > PERIOD_END)).toEqual([]);
    expect(paycheck.items).toHaveLength(name === LUIS ? 10 : 5);
    expect(paycheck.items.reduce((sum, i) => sum + cents(i.amount), 0)).toBe(cents(paycheck.gross));
    if (name === LUIS)
      expect(paycheck.items.filter((i) => i.pay_class === 'overtime').reduce((m, i) => m + i.minutes, 0)).toBe(
        5 * 3 * 60,
      );
    await page.goto(`/paychecks/${id}`);
    await expect(page.getByRole('heading', { name: `Paycheck · ${name}`, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Net pay and employer cost' }).getByRole('row', { name: /^Net pay / }),
    ).toHaveText(`Net pay${money(paycheck.net)}`);

    const text = await payStubText(request, auth, id);
    expect(text).toContain('PAY STUB');
    expect(text).toContain(`Employee: ${name}`);
    expect(text).toContain(`Pay period: ${PERIOD_START} to ${PERIOD_END}`);
    expect(text).toContain(`Check date: ${paycheck.check_date}`);
    expect(text).toMatch(new RegExp(`Gross pay ${escapeRegExp(money(paycheck.gross))}`));
    expect(text).toContain(`Net pay ${money(paycheck.net)}`);
    // Every line with its base and current amount; the taxes withheld in their own section.
    for (const l of paycheck.lines)
      expect(text, `${name}: ${l.label}`).toContain(`${l.label} ${money(l.base)} ${money(l.amount)}`);
    const withheld = paycheck.lines.filter((l) => l.section === 'employee_tax');
    if (name === IAN || name === INES) expect(withheld.filter((l) => l.amount !== '0.00')).toEqual([]);
    else expect(text).toContain('Taxes withheld');
    if (name === TOM) expect(withheld.map((l) => l.code)).toEqual(expect.arrayContaining(['cpp', 'ei']));
    if (name === LUIS) expect(paycheck.lines.map((l) => l.code)).toContain('overtime');

    // The deposits that paid it: one paid transfer for the net pay (the US ones are the NACHA file's entries).
    const paid = paycheck.transfers.filter((t) => t.status === 'paid');
    expect(paid.length, `${name} is paid`).toBeGreaterThan(0);
    expect(paid.reduce((sum, t) => sum + cents(t.amount), 0)).toBe(cents(paycheck.net));
    if (name === CASEY) expect(paid.map((t) => t.method)).toEqual(['direct_deposit']);
  }

  // The same week billed: invoices for Globex through the week's end, one draft per currency.
  const globexId = (await currentUser(request, await apiLogin(request, globexOwner.email))).client!.id;
  const drafts = (await runInvoicesFor(request, auth, globexId, PERIOD_END)).filter(
    (i) => i.period.start === PERIOD_START,
  );
  const usdDraft = drafts.find((d) => d.currency === 'usd');
  const cadDraft = drafts.find((d) => d.currency === 'cad');
  expect(usdDraft?.invoice_id, 'a US-dollar draft for the week').toBeTruthy();
  expect(cadDraft?.invoice_id, 'a Canadian-dollar draft for the week').toBeTruthy();
  for (const [invoiceId, names] of [
    [usdDraft!.invoice_id!, [CASEY, LUIS, INES]],
    [cadDraft!.invoice_id!, [TOM]],
  ] as const) {
    await page.goto(`/invoices/${invoiceId}`);
    await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
    const lines = page.getByRole('table', { name: 'Invoice lines' });
    for (const n of names) await expect(lines.getByText(`${n} — Regular`, { exact: true })).toBeVisible();
    if (invoiceId === usdDraft!.invoice_id)
      await expect(lines.getByText(`${LUIS} — Overtime`, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
}
