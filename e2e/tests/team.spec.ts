/**
 * Team (issue 3): Acme's owner invites a recruiter, who sets a password from the mailed link and
 * signs in; the owner revokes the recruiter's /clients link (gone from the menu, Not Found by
 * URL), then deactivates the recruiter, whose next request signs them out.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, submitLoginForm } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';
import { seriousViolations } from '../support/a11y';

const owner = demoUser('partner');

const memberRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('an owner invites a recruiter, narrows their pages, and deactivates them', async ({ page, browser }) => {
  const stamp = Date.now();
  const email = `nora.${stamp}@acme.test`;
  const password = `Nora-password-${stamp}`;

  // The owner invites the recruiter from /team.
  await loginThroughForm(page, owner.email);
  await page.waitForURL((url) => url.pathname === owner.home);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(memberRow(page, 'recruiter@demo.test')).toBeVisible();
  const before = mailSnapshot();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a team member' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await invite.getByRole('textbox', { name: 'Last name' }).fill('New');
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(memberRow(page, email).getByText('Invited')).toBeVisible();

  // The invite lands in the outbox; the recruiter sets a password and signs in (own browser).
  const link = await waitForMailedLink(email, '/forgot_password', before);
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto(link);
  await recruiter.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await recruiter.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await recruiter.getByRole('button', { name: 'Set password' }).click();
  await expect(recruiter.getByRole('status')).toHaveText('Your password has been reset. You can sign in now.');
  await recruiter.getByRole('link', { name: 'Back to sign in' }).click();
  await submitLoginForm(recruiter, email, password);
  await recruiter.waitForURL((url) => url.pathname === '/partner/dashboard');
  await expect(mainNav(recruiter).getByRole('link', { name: 'Clients', exact: true })).toBeVisible();

  // The owner revokes the recruiter's Clients page.
  await page.goto('/permissions');
  await page.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  const menuGroup = page.getByRole('group', { name: 'Menu' });
  const clientsSwitch = menuGroup.getByRole('switch', { name: 'Clients' });
  await expect(clientsSwitch).toBeChecked();
  await clientsSwitch.click();
  await expect(clientsSwitch).not.toBeChecked();
  await expect(menuGroup.getByText('Revoked')).toBeVisible();

  // The recruiter's menu no longer offers Clients, and /clients is Not Found.
  await recruiter.reload();
  await expect(mainNav(recruiter).getByRole('link', { name: 'Assignments', exact: true })).toBeVisible();
  await expect(mainNav(recruiter).getByRole('link', { name: 'Clients', exact: true })).toHaveCount(0);
  await recruiter.goto('/clients');
  await expect(recruiter.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(recruiter.getByRole('heading', { name: 'Clients', level: 1 })).toHaveCount(0);

  // The owner deactivates the recruiter after confirming.
  await page.goto('/team');
  await memberRow(page, email).getByRole('button', { name: 'Deactivate Nora New' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate member' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(memberRow(page, email).getByText('Deactivated')).toBeVisible();

  // The recruiter's next request is refused and the app sends them to sign in.
  await recruiter.goto('/partner/dashboard');
  await recruiter.waitForURL((url) => url.pathname === '/login');
  await expect(recruiter.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await recruiterContext.close();
});

test('the team and personal pages pass axe', async ({ page }) => {
  await loginThroughForm(page, owner.email);
  await page.waitForURL((url) => url.pathname === owner.home);
  const checks: [string, string][] = [
    ['/team', 'Team'],
    ['/permissions', 'Permissions'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
    ['/consent_settings', 'Consent Settings'],
  ];
  for (const [path, heading] of checks) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (path === '/permissions') {
      await page.getByRole('combobox', { name: 'Team member' }).click();
      await page.getByRole('option', { name: /recruiter@demo\.test/ }).click();
      await expect(page.getByRole('group', { name: 'Menu' })).toBeVisible();
    }
    if (path === '/team') await expect(memberRow(page, 'recruiter@demo.test')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
