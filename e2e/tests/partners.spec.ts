/**
 * Partners: an admin creates a partner with an invited owner; the owner sets a password
 * from the mailed link, signs in, uploads the partner's logo and sees it; another partner's owner
 * gets Not Found for that partner's page. An admin creates and edits a sales partner and lists a
 * sales partner's referrals; a sales partner reads its own record and its referred partners, never
 * a partner's EIN.
 */
import { expect, test } from '@playwright/test';
import { loginThroughForm, pathOf, submitLoginForm, signOut } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';
import { seriousViolations } from '../support/a11y';

const admin = demoUser('admin');
const partner2 = demoUser('partner2');
const sales = demoUser('sales');
/** A 1×1 PNG: small, and a real image the browser decodes. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates a partner whose invited owner signs in and uploads its logo; another partner gets Not Found', async ({
  page,
}) => {
  // Three people sign in and one onboards and uploads: a long journey for the 30-second default.
  test.slow();
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);

  // Unique per run, so a rerun against a kept data directory does not collide.
  const stamp = Date.now();
  const name = `Cobalt Crew ${stamp}`;
  const ownerEmail = `cora.${stamp}@cobalt.test`;
  const before = mailSnapshot();

  await page.goto('/partners');
  await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Staffing' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /partners').toEqual([]);
  await page.getByRole('link', { name: 'New partner' }).click();
  await page.waitForURL((url) => url.pathname === '/create_partner');
  const form = page.getByRole('form', { name: 'Create partner' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /create_partner').toEqual([]);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Subdomain' }).fill(`cobalt-${stamp}`);
  await form.getByRole('checkbox', { name: 'Canada enabled' }).check();
  await form.getByRole('textbox', { name: 'EIN' }).fill('12-3456789');
  await form.getByRole('textbox', { name: 'Owner first name' }).fill('Cora');
  await form.getByRole('textbox', { name: 'Owner last name' }).fill('Cobalt');
  await form.getByRole('textbox', { name: 'Owner email' }).fill(ownerEmail);
  await form.getByRole('button', { name: 'Create partner' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await page.waitForURL((url) => /^\/partners\/[^/]+$/.test(url.pathname));
  const partnerPath = pathOf(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('**-***6789')).toBeVisible();
  expect(await seriousViolations(page), 'axe on /partners/:id').toEqual([]);

  // The owner's invite lands in the outbox; its link sets a password.
  const link = await waitForMailedLink(ownerEmail, '/forgot_password', before);
  await signOut(page);
  await page.goto(link);
  const password = `Cobalt-${stamp}`;
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can sign in now.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, ownerEmail, password);
  // A new partner's owner has onboarding to do; it may be skipped for a while.
  await page.waitForURL((url) => url.pathname !== '/login');
  if (pathOf(page).startsWith('/onboard')) {
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/onboard'));
  }

  // The owner edits its branding: no flags to see or change, a logo to upload.
  await page.goto(partnerPath);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Flags' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Save changes' });
  await expect(edit.getByRole('checkbox', { name: 'Canada enabled' })).toHaveCount(0);
  await edit
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(edit.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on the branding form').toEqual([]);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  const logo = page.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  // Served by the API and decoded by the browser (a broken image has no natural width).
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Beacon's owner gets the same answer as for a partner that does not exist.
  await signOut(page);
  await loginThroughForm(page, partner2.email);
  await page.waitForURL((url) => url.pathname === partner2.home);
  await page.goto(partnerPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('an admin creates a sales partner, edits its commission, and lists the partners Summit referred', async ({
  page,
}) => {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  const name = `Northwind Leads ${Date.now()}`;

  await page.goto('/sales_partners');
  await expect(page.getByRole('heading', { name: 'Sales Partners', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summit Referrals' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /sales_partners').toEqual([]);
  await page.getByRole('link', { name: 'New sales partner' }).click();
  await page.waitForURL((url) => url.pathname === '/create_sales_partner');
  const form = page.getByRole('form', { name: 'Create sales partner' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /create_sales_partner').toEqual([]);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Commission (%)' }).fill('7.5');
  await form.getByRole('textbox', { name: 'EIN' }).fill('47-7654321');
  await form.getByRole('textbox', { name: 'Contact email' }).fill('leads@northwind.test');
  await form.getByRole('button', { name: 'Create sales partner' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await page.waitForURL((url) => /^\/sales_partners\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('7.5%')).toBeVisible();
  await expect(page.getByText('**-***4321')).toBeVisible();
  await expect(page.getByRole('link', { name: '0 partners' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /sales_partners/:id').toEqual([]);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Save changes' });
  await edit.getByRole('textbox', { name: 'Commission (%)' }).fill('8');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('8%', { exact: true })).toBeVisible();
  await expect(edit).toHaveCount(0);

  // Staff pick the sales partner first, then see the partners it referred.
  await page.goto('/referral_partners');
  await expect(page.getByRole('heading', { name: 'Referral Partners', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a sales partner to see the partners it referred.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sales partner' }).click();
  await page.getByRole('option', { name: 'Summit Referrals', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Acme Staffing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beacon Talent' })).toHaveCount(0);
  expect(await seriousViolations(page), 'axe on /referral_partners').toEqual([]);
});

test("a sales partner reads its own record and the partners it referred, never a partner's EIN", async ({ page }) => {
  await loginThroughForm(page, sales.email);
  await page.waitForURL((url) => url.pathname === sales.home);

  // Its organization name on the dashboard opens its own record: read-only, no staff list link.
  await page.getByRole('link', { name: 'Summit Referrals' }).click();
  await page.waitForURL((url) => /^\/sales_partners\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Summit Referrals', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sales Partners' })).toHaveCount(0);

  await page.goto('/referral_partners');
  await expect(page.getByRole('heading', { name: 'Referral Partners', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sales partner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Acme Staffing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beacon Talent' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Acme Staffing' }).click();
  await page.waitForURL((url) => /^\/partners\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Acme Staffing', level: 1 })).toBeVisible();
  await expect(page.getByText('Contact email')).toBeVisible();
  await expect(page.getByText('EIN', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
