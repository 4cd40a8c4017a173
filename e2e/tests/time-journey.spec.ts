/**
 * The time journey, end to end through the real screens: Casey (W-2, Globex Austin, Texas) enters a
 * 46-hour week with an overnight shift in the weekly grid; Acme enters the same week for Luis Ortega
 * (W-2, Globex San Jose, California) with 10- and 13-hour days on his behalf; staff send Globex's
 * easy-approve e-mail and the client approver approves every line from the link without signing in.
 * The entries then show Texas's 40 regular + 6 overtime and California's daily overtime and double
 * time, and admin finds the matching pay and bill items (minutes, rates, amounts) in the ledger. Each
 * user's session starts from a token (the sign-in form is the login specs').
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, signOut, startSession } from '../support/auth';
import { bodyRows, columnTexts, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';

// A past workweek (Monday) no seeded entry and no other spec uses: the seed's weeks are
// 2026-10-19 … 2026-11-09, easy-approve.spec's 2026-09-14, timesheets.spec's 2026-12-07, pto.spec's
// are in 2029. After Casey's mid-year raise (27 / 43 from 2026-07-06) and with no holiday in it.
const WEEK = '2026-08-17';

const contractor = demoUser('contractor');
const partner = demoUser('partner');
const admin = demoUser('admin');

interface Shift {
  start: string;
  end: string;
  breakMinutes: string;
}

/** An approved entry's pay split ("Regular 8.00 · Overtime 2.00"), not its type ("Regular"). */
const SPLIT = /^(Regular|Overtime|Double time) \d/;

const grid = (page: Page) => page.getByRole('table', { name: 'Shifts of the week' });
const gridRows = (page: Page) => grid(page).locator('tbody tr');
const weekTotal = (page: Page) => page.getByRole('table', { name: 'Hours per day' }).locator('tbody td').last();

/** Moves the grid to WEEK with its week picker, as a user does. */
async function openWeek(page: Page) {
  await page.getByLabel('Week of').fill(WEEK);
  await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
  await expect(page.getByLabel('Week of')).toHaveValue(WEEK);
  await expect(page.getByText('No shifts entered for this week yet.')).toBeVisible();
}

/**
 * Adds one shift per entry, each on the day after the one above (the grid's default), setting the
 * times only where they differ from the row above (a new row copies them).
 */
async function enterShifts(page: Page, shifts: Shift[]) {
  let previous: Shift | null = null;
  for (const [i, shift] of shifts.entries()) {
    const n = i + 1;
    await page.getByRole('button', { name: 'Add shift' }).click();
    await expect(gridRows(page)).toHaveCount(n);
    if (previous?.start !== shift.start) await page.getByLabel(`Start (row ${n})`).fill(shift.start);
    if (previous?.end !== shift.end) await page.getByLabel(`End (row ${n})`).fill(shift.end);
    if (previous?.breakMinutes !== shift.breakMinutes)
      await page.getByLabel(`Break minutes (row ${n})`).fill(shift.breakMinutes);
    await expect(page.getByLabel(`Start (row ${n})`)).toHaveValue(shift.start);
    await expect(page.getByLabel(`End (row ${n})`)).toHaveValue(shift.end);
    previous = shift;
  }
}

async function saveWeek(page: Page, count: number) {
  await page.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByText(`Saved ${count} entries`)).toBeVisible();
  await expect(page.getByLabel('Week status')).toHaveText(`${count} pending`);
  await expect(page.getByRole('button', { name: 'Save week' })).toBeDisabled();
}

async function idOf(
  request: APIRequestContext,
  auth: string,
  path: string,
  pick: (row: Record<string, unknown>) => boolean,
) {
  const res = await request.get(`${path}?per_page=200`, { headers: { Authorization: auth } });
  expect(res.status(), `GET ${path}`).toBe(200);
  const rows = ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  const row = rows.find(pick);
  expect(row, `a row of ${path}`).toBeTruthy();
  return String(row!.id);
}

/** The pay and bill totals /transaction_items shows for one contractor's week (optionally one classification). */
async function ledgerTotals(page: Page, contractorId: string, classification?: string) {
  const query = new URLSearchParams({ week_start: WEEK, contractor_id: contractorId });
  if (classification) query.set('classification', classification);
  await page.goto(`/transaction_items?${query.toString()}`);
  await expect(page.getByRole('heading', { name: 'Transaction Items', level: 1 })).toBeVisible();
  await listSettled(page);
  return { pay: page.getByTestId('pay-total'), bill: page.getByTestId('bill-total') };
}

/** The Rate column of the shown items of one side: `count` items, each at `rate`. */
async function expectRates(page: Page, side: 'Pay' | 'Bill', rate: string, count: number) {
  const sides = await columnTexts(page, 'Side');
  const rates = await columnTexts(page, 'Rate');
  expect(rates.filter((_, i) => sides[i] === side)).toEqual(Array<string>(count).fill(rate));
}

test('a 46-hour Texas week and a California week, approved by e-mail, classified and in the ledger', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = await apiLogin(request, admin.email);
  const luisId = await idOf(request, staff, '/v2/contractors', (c) => c.email === 'luis@ortega.example');
  const caseyId = await idOf(request, staff, '/v2/contractors', (c) => c.email === contractor.email);
  const globexId = await idOf(request, staff, '/v2/clients', (c) => c.name === 'Globex Corporation');
  const casey = await apiLogin(request, contractor.email);
  const acme = await apiLogin(request, partner.email);

  // 1. Casey enters the week in the grid: Mon–Thu 8 h days, a Friday night shift into Saturday
  //    (22:00 → 06:30, "+1 day") and a 6-hour Saturday: 46 hours.
  await startSession(page, casey);
  await page.goto('/contractor/timesheets');
  await expect(page.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
  await openWeek(page);
  const day: Shift = { start: '09:00', end: '17:30', breakMinutes: '30' };
  await enterShifts(page, [
    day,
    day,
    day,
    day,
    { start: '22:00', end: '06:30', breakMinutes: '30' },
    { start: '10:00', end: '16:00', breakMinutes: '0' },
  ]);
  await expect(page.getByLabel('Date (row 5)')).toHaveValue('2026-08-21');
  await expect(page.getByLabel('Date (row 6)')).toHaveValue('2026-08-22');
  await expect(gridRows(page).nth(4)).toContainText('+1 day');
  await expect(gridRows(page).nth(4)).toContainText('8.00');
  for (const i of [0, 1, 2, 3, 5]) await expect(gridRows(page).nth(i)).not.toContainText('+1 day');
  await expect(weekTotal(page)).toHaveText('46.00');
  expect(await seriousViolations(page)).toEqual([]);
  await saveWeek(page, 6);
  await expect(gridRows(page)).toHaveCount(6);
  await expect(gridRows(page).nth(4)).toContainText('+1 day');
  await expect(weekTotal(page)).toHaveText('46.00');
  await signOut(page);

  // 2. Acme's owner enters Luis's week on his behalf: 10, 10, 13, 10 and 6 hours (49).
  await startSession(page, acme);
  await page.goto('/timesheets');
  await page.getByRole('tab', { name: 'Enter time' }).click();
  await page.getByRole('combobox', { name: 'Contractor' }).fill('Luis');
  await page.getByRole('option', { name: 'Luis Ortega', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Enter time' });
  await expect(panel.getByText('Luis Ortega', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Globex Corporation \(.*San Jose/)).toBeVisible();
  await openWeek(page);
  const ten: Shift = { start: '07:00', end: '17:30', breakMinutes: '30' };
  await enterShifts(page, [
    ten,
    ten,
    { start: '06:00', end: '19:30', breakMinutes: '30' },
    ten,
    { start: '08:00', end: '14:00', breakMinutes: '0' },
  ]);
  await expect(weekTotal(page)).toHaveText('49.00');
  await saveWeek(page, 5);
  await signOut(page);

  // 3. Staff send Globex's e-mail for the week; the approver opens the link in a browser that has
  //    never signed in, approves every line and submits.
  const before = mailSnapshot();
  const sent = await request.post('/v2/easy_approve/send', {
    headers: { Authorization: staff },
    data: { client_id: globexId, week_start: WEEK },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = await waitForMailedLink('client@demo.test', '/easy_approve', before);

  const context = await browser.newContext();
  const approver = await context.newPage();
  await approver.goto(link);
  const entries = approver.getByRole('table', { name: 'Timesheet entries' });
  await expect(entries).toBeVisible();
  await expect(approver.getByText(/Globex Corporation · week of/)).toBeVisible();
  await expect(entries.locator('tbody tr')).toHaveCount(11);
  await expect(entries.locator('tbody tr').filter({ hasText: 'Casey Contractor' })).toHaveCount(6);
  await expect(entries.locator('tbody tr').filter({ hasText: 'Luis Ortega' })).toHaveCount(5);
  expect(await seriousViolations(approver)).toEqual([]);
  const approveButtons = entries.getByRole('button', { name: /^Approve / });
  for (let left = 11; left > 0; left--) {
    await expect(approveButtons).toHaveCount(left);
    await approveButtons.first().click();
  }
  await expect(approveButtons).toHaveCount(0);
  await approver.getByRole('button', { name: 'Submit 11 decisions' }).click();
  await approver.getByRole('dialog', { name: 'Submit decisions' }).getByRole('button', { name: 'Submit' }).click();
  await expect(approver.getByText('Thank you. 11 approved.')).toBeVisible();
  await context.close();

  // 4. The entries show the pay split: Texas (FLSA) 40 regular + 6 overtime, the hours past 40
  //    falling on the Saturday; California daily overtime past 8 and double time past 12.
  await startSession(page, casey);
  await page.goto(`/contractor/timesheets?week=${WEEK}`);
  await expect(page.getByLabel('Week status')).toHaveText('6 approved');
  const caseySplits = ['Regular 8.00', 'Regular 8.00', 'Regular 8.00', 'Regular 8.00', 'Regular 8.00', 'Overtime 6.00'];
  for (const [i, split] of caseySplits.entries()) {
    await expect(gridRows(page).nth(i).getByText(SPLIT)).toHaveText(split);
  }
  await signOut(page);

  await startSession(page, acme);
  await page.goto(`/timesheets?contractor_id=${luisId}&week_start=${WEEK}&sort=date`);
  await listSettled(page);
  const luisSplits = [
    'Regular 8.00 · Overtime 2.00',
    'Regular 8.00 · Overtime 2.00',
    'Regular 8.00 · Overtime 4.00 · Double time 1.00',
    'Regular 8.00 · Overtime 2.00',
    'Regular 6.00',
  ];
  await expect(bodyRows(page)).toHaveCount(luisSplits.length);
  for (const [i, split] of luisSplits.entries()) {
    const row = bodyRows(page).nth(i);
    await expect(row).toContainText('Approved');
    await expect(row.getByText(SPLIT)).toHaveText(split);
  }
  await signOut(page);

  // 5. Admin finds the week's pay and bill items in the ledger, at the rates in effect:
  //    Casey 27 / 43, overtime 40.50 / 64.50; Luis 30 / 48, overtime 45 / 72, double time 60 / 96.
  await startSession(page, staff);
  let totals = await ledgerTotals(page, caseyId);
  await expect(totals.pay).toHaveText('46.00 h · $1,323.00'); // 40 × 27 + 6 × 40.50
  await expect(totals.bill).toHaveText('46.00 h · $2,107.00'); // 40 × 43 + 6 × 64.50
  await expect(bodyRows(page).first()).toContainText('Casey Contractor');
  totals = await ledgerTotals(page, caseyId, 'overtime');
  await expect(totals.pay).toHaveText('6.00 h · $243.00');
  await expect(totals.bill).toHaveText('6.00 h · $387.00');
  await expectRates(page, 'Pay', '$40.50', 1);
  await expectRates(page, 'Bill', '$64.50', 1);
  totals = await ledgerTotals(page, caseyId, 'regular');
  await expect(totals.pay).toHaveText('40.00 h · $1,080.00');
  await expect(totals.bill).toHaveText('40.00 h · $1,720.00');
  await expectRates(page, 'Pay', '$27.00', 5);
  await expectRates(page, 'Bill', '$43.00', 5);

  totals = await ledgerTotals(page, luisId);
  await expect(totals.pay).toHaveText('49.00 h · $1,650.00'); // 38 × 30 + 10 × 45 + 1 × 60
  await expect(totals.bill).toHaveText('49.00 h · $2,640.00'); // 38 × 48 + 10 × 72 + 1 × 96
  totals = await ledgerTotals(page, luisId, 'overtime');
  await expect(totals.pay).toHaveText('10.00 h · $450.00');
  await expect(totals.bill).toHaveText('10.00 h · $720.00');
  await expectRates(page, 'Pay', '$45.00', 4);
  await expectRates(page, 'Bill', '$72.00', 4);
  totals = await ledgerTotals(page, luisId, 'double_time');
  await expect(totals.pay).toHaveText('1.00 h · $60.00');
  await expect(totals.bill).toHaveText('1.00 h · $96.00');
  await expectRates(page, 'Pay', '$60.00', 1);
  await expectRates(page, 'Bill', '$96.00', 1);
  await expect(bodyRows(page).first()).toContainText(shownDate('2026-08-19'));
  totals = await ledgerTotals(page, luisId, 'regular');
  await expect(totals.pay).toHaveText('38.00 h · $1,140.00');
  await expect(totals.bill).toHaveText('38.00 h · $1,824.00');
});
