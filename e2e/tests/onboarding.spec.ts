/**
 * Spec section 4: a contractor with onboarding left lands on /onboard/contractor, sees the steps
 * with the current one marked, and may skip for five minutes.
 */
import { expect, test } from '@playwright/test';
import { ONBOARDING_STEP_TITLES } from '@app/domain';
import { apiLogin, currentUser, loginThroughForm, pathOf } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';

const newhire = demoUser('newhire');

test('newhire sees the onboarding steps and "Skip for now" keeps them on the dashboard for a while', async ({
  page,
}) => {
  // The steps the API requires of Nina, in order: the page must show these.
  const me = await currentUser(page.request, await apiLogin(page.request, newhire.email));
  const { required, completed } = me.requirements;
  expect(required[0], 'Form W-4 is the first required step').toBe('form_w4');
  expect(completed).toEqual([]);
  const titles = required.map((step) => ONBOARDING_STEP_TITLES[step]);

  await loginThroughForm(page, newhire.email);
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome, ${newhire.firstName}. Form W-4 is your next step.`)).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);

  // The steps, in order, with Form W-4 first and marked as the current step; the rest to do.
  const stepper = page.getByLabel('Onboarding steps');
  await expect(stepper).toBeVisible();
  const steps = stepper.getByRole('button');
  await expect(steps).toHaveCount(titles.length);
  for (const [i, title] of titles.entries()) {
    await expect(steps.nth(i)).toContainText(title);
    await expect(steps.nth(i)).toContainText(i === 0 ? 'Current step' : 'To do');
  }
  await expect(stepper.getByText('Current step', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
  await expect(mainNav(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${newhire.firstName} ${newhire.lastName}` }),
  ).toBeVisible();

  // Within the five minutes a reload does not send them back to onboarding.
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pathOf(page)).toBe('/contractor/dashboard');
});
