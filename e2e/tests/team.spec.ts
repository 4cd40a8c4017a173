/**
 * Team: Acme's owner invites a recruiter, who sets a password from the mailed link and
 * signs in; the owner revokes the recruiter's /clients link (gone from the menu, Not Found by
 * URL), then deactivates the recruiter, whose next request signs them out. A fresh member edits
 * their own profile, consents and time zone; staff open a user's page and deactivate them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginThroughForm, requireToken, submitLoginForm } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { shownMoment } from '../support/format';
import { mainNav } from '../support/nav';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';
import { seriousViolations } from '../support/a11y';

const owner = demoUser('partner');

const memberRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const profileButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

/**
 * A member of Acme of this run only (invited by the owner through the API, password set from the
 * mailed link), so the personal pages change no demo login other specs rely on.
 */
async function freshMember(request: APIRequestContext, firstName: string) {
  const stamp = Date.now();
  const email = `${firstName.toLowerCase()}.${stamp}@acme.test`;
  const password = `${firstName}-password-${stamp}`;
  const before = mailSnapshot();
  const invited = await request.post('/v2/users', {
    headers: { Authorization: await apiLogin(request, owner.email) },
    data: { email, first_name: firstName, last_name: 'Member', role: 'manager' },
  });
  expect(invited.status(), 'POST /v2/users').toBe(201);
  const token = new URL(
    await waitForMailedLink(email, '/forgot_password', before),
    'http://localhost',
  ).searchParams.get('token');
  const reset = await request.post('/v2/user/reset-password', { data: { token, password } });
  expect(reset.status(), 'POST /v2/user/reset-password').toBe(200);
  return { email, password, name: `${firstName} Member` };
}

test('an owner invites a recruiter, narrows their pages, and deactivates them', async ({ page, browser }) => {
  // Two browsers, an invite, a password set and a permission change: a long journey.
  test.slow();
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
  // Five pages, each waited for and checked by axe: more than the 30-second default on a busy machine.
  test.slow();
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

test.describe("a member's own pages", () => {
  // A browser zone far from the one chosen below, so the choice visibly moves the timestamps.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a member renames themselves, decides a consent and picks the time zone dates show in', async ({
    page,
    request,
  }) => {
    const member = await freshMember(request, 'Pia');
    await loginThroughForm(page, member.email, { password: member.password });
    await page.waitForURL((url) => url.pathname === '/partner/dashboard');
    await expect(profileButton(page, member.name)).toBeVisible();

    // /profile: the new first name is saved and the header's profile menu says it at once.
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Piper');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();
    await expect(profileButton(page, 'Piper Member')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Piper');

    // /consent_settings: a switch saves at once and is still on after a reload.
    await page.goto('/consent_settings');
    const sms = page.getByRole('switch', { name: 'SMS notifications' });
    await expect(sms).not.toBeChecked();
    await expect(page.getByText(/Text messages about approvals and payments\. Not decided yet\./)).toBeVisible();
    await sms.click();
    await expect(page.getByText('Your consent is saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing e-mails' })).not.toBeChecked();

    // /settings: the chosen zone is kept, and the consent's "Last changed" time moves into it.
    await page.goto('/settings');
    const zone = page.getByRole('combobox', { name: 'Time zone for dates' });
    await zone.click();
    await zone.fill('Asia/Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your settings are saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone for dates' })).toHaveValue('Asia/Tokyo');

    const consents = await request.get('/v2/consent_settings', {
      headers: { Authorization: await requireToken(page) },
    });
    const decided = ((await consents.json()) as { data: { key: string; updated_at: string }[] }).data.find(
      (c) => c.key === 'sms_notifications',
    )!.updated_at;
    // Shown in the saved zone, which names itself, not in the browser's own.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const inTokyo = shownMoment(decided, { timeZone: 'Asia/Tokyo' });
    expect(inTokyo).not.toBe(shownMoment(decided, { timeZone: browserZone }));
    await page.goto('/consent_settings');
    await expect(page.getByText(`Last changed ${inTokyo}.`)).toBeVisible();
  });
});

test('staff open a user from the users list, see their sessions and audit trail, and deactivate them', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, 'Uma');
  // A session of the member's own, for the sessions table.
  await apiLogin(request, member.email, member.password);

  await loginThroughForm(page, 'admin@demo.test');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  // Clicked straight after typing: the search written on leaving the field must not pull us back.
  await page.getByRole('link', { name: member.email }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/users/'));

  await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Acme Staffing')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sessions' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByText('User invited')).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate member' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${member.name} is deactivated`)).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByText('User deactivated')).toBeVisible();
  const signIn = await request.post('/v2/user', { data: { email: member.email, password: member.password } });
  expect(signIn.status(), 'a deactivated member cannot sign in').not.toBe(200);
});
