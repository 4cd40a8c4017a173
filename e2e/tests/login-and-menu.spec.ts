/**
 * Spec section 2: every demo user signs in through the /login form, lands on their initial page
 * and sees exactly their navigation menu.
 */
import { expect, test } from '@playwright/test';
import { buildMenu, initialPage } from '@app/domain';
import { currentUser, loginThroughForm, pathOf, requireToken, subjectOf } from '../support/auth';
import { DEMO_USERS } from '../support/demo-users';
import { mainNav, menuShapeOf, readMenu } from '../support/nav';

for (const user of DEMO_USERS) {
  test(`${user.email} signs in, lands on ${user.home} and sees its menu`, async ({ page }) => {
    await loginThroughForm(page, user.email);
    await page.waitForURL((url) => url.pathname === user.home);
    expect(pathOf(page)).toBe(user.home);

    // The rules in @app/domain agree with the hand-written expectation for this user.
    const token = await requireToken(page);
    const me = await currentUser(page.request, token);
    const subject = subjectOf(me);
    const incomplete = me.requirements.required.some((s) => !me.requirements.completed.includes(s));
    expect.soft(initialPage(subject, incomplete), '@app/domain initialPage').toBe(user.home);

    if (user.menu === null) {
      // Onboarding uses the narrow layout: no navigation drawer.
      await expect(page.getByRole('main')).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
      return;
    }
    expect.soft(menuShapeOf(buildMenu(subject, me.links)), '@app/domain buildMenu for this user').toEqual(user.menu);

    // The profile menu button names the user (section 2, profile menu).
    await expect(
      page.getByRole('banner').getByRole('button', { name: `${user.firstName} ${user.lastName}` }),
    ).toBeVisible();
    expect(await readMenu(page), 'navigation menu shown to the user').toEqual(user.menu);
  });
}
