/**
 * A contractor enters a week on a 390-pixel-wide phone (issue 16, decision 0090): one card per day, the
 * week total and estimated gross kept in view, rows reading "Saved" once saved, and the next week started
 * from "Copy last week". Nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { seriousViolations } from '../support/a11y';

const contractor = demoUser('contractor');

/** Two Mondays no other spec and no seed week uses. */
const WEEK = '2027-02-08';
const NEXT_WEEK = '2027-02-15';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function fillShift(page: Page, row: number, start: string, end: string, breakMinutes: string) {
  await page.getByLabel(`Start (row ${row})`).fill(start);
  await page.getByLabel(`End (row ${row})`).fill(end);
  await page.getByRole('spinbutton', { name: `Break minutes (row ${row})` }).fill(breakMinutes);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a contractor enters a week on a phone, then copies it into the next week', async ({ page }) => {
  await signIn(page, contractor.email, contractor.home);
  await page.goto(`/contractor/timesheets?week=${WEEK}`);
  const days = page.getByRole('list', { name: 'Days of the week' });
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('table', { name: 'Shifts of the week' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add shift on Mon, Feb 8' }).click();
  await fillShift(page, 1, '09:00', '17:30', '30');
  await page.getByRole('button', { name: 'Add shift on Tue, Feb 9' }).click();
  await fillShift(page, 2, '22:00', '06:00', '30');
  const tuesday = days.getByRole('listitem', { name: 'Tue, Feb 9' });
  await expect(tuesday.getByText('Ends the next day')).toBeVisible();
  await expect(tuesday.getByText('Not saved')).toBeVisible();

  // The week's total and estimated gross stay in view at the bottom, with Save.
  const total = page.getByRole('region', { name: 'Week total' });
  await expect(total).toContainText('15.50 h');
  await expect(total).toContainText('Estimated gross');
  await expect(total).toBeInViewport();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await total.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByText('Saved 2 entries')).toBeVisible();
  await expect(days.getByText('Not saved')).toHaveCount(0);
  await expect(days.getByText('Pending')).toHaveCount(2);

  // The next week starts from this one: two drafts, saved in one go.
  await page.goto(`/contractor/timesheets?week=${NEXT_WEEK}`);
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await page.getByRole('button', { name: 'Copy last week' }).click();
  await expect(page.getByText('Copied 2 shifts from last week: review and save.')).toBeVisible();
  await expect(days.getByText('Not saved')).toHaveCount(2);
  await expect(days.getByRole('listitem', { name: 'Mon, Feb 15' }).getByLabel('Start (row 1)')).toHaveValue('09:00');
  await expect(total).toContainText('15.50 h');
  await total.getByRole('button', { name: 'Save week' }).click();
  await expect(page.getByText('Saved 2 entries')).toBeVisible();
  await expect(days.getByText('Saved', { exact: true })).toHaveCount(2);
  expect(await noSidewaysScroll(page)).toBe(true);
});
