/**
 * Contractors: Acme's owner adds a W-2 contractor with an SSN, sees it masked in the list,
 * reveals it behind the e-mailed code; the contractor's invite sets a password and opens onboarding;
 * Beacon's owner gets Not Found for the contractor.
 */
import { expect, test } from '@playwright/test';
import { pathOf, submitLoginForm, signIn, signOut } from '../support/auth';
import { chooseOption, columnTexts, filterBar, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { ssnFor } from '../support/identifiers';
import { mailSnapshot, waitForMailedLink, waitForVerificationCode } from '../support/outbox';

const partner = demoUser('partner');
const partner2 = demoUser('partner2');

test('a partner adds a W-2 contractor who is invited, reveals the SSN behind the code, and Beacon cannot see it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const email = `wanda.${stamp}@workers.test`;
  const ssn = ssnFor(stamp);
  const last4 = ssn.slice(-4);
  const lastName = `Worker${stamp}`;
  const before = mailSnapshot();

  await signIn(page, partner.email, partner.home);
  await mainNav(page).getByRole('link', { name: 'Contractors', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/contractors');
  await listSettled(page);
  await page.getByRole('link', { name: 'New contractor' }).click();
  await page.waitForURL((url) => url.pathname === '/create_contractor');
  await expect(page.getByText(/invitation to set a password and start onboarding/).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Create contractor' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Wanda');
  await form.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooseOption(page, form, 'Classification', 'W-2');
  await form.getByRole('textbox', { name: 'Tax id number' }).fill(ssn);
  await form.getByRole('button', { name: 'Create contractor' }).click();

  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname));
  const contractorPath = pathOf(page);
  await expect(page.getByRole('heading', { name: `Wanda ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`SSN ***-**-${last4}`)).toBeVisible();

  // The list shows the masked number, never the clear one.
  await page.goto(`/contractors?search=${lastName}`);
  await listSettled(page);
  await expect(filterBar(page, 'contractors')).toBeVisible();
  expect(await columnTexts(page, 'Tax id')).toEqual([`***-**-${last4}`]);
  await expect(page.getByText(ssn)).toHaveCount(0);

  // Reveal asks for the e-mailed code, then shows the number.
  await page.goto(contractorPath);
  const codeBefore = mailSnapshot();
  await page.getByRole('button', { name: 'Reveal' }).click();
  const modal = page.getByRole('dialog', { name: 'Verification required' });
  await expect(modal).toBeVisible();
  const code = await waitForVerificationCode(partner.email, codeBefore);
  await modal.getByRole('textbox', { name: 'Code' }).fill(code);
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`SSN ${ssn}`)).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText(`SSN ***-**-${last4}`)).toBeVisible();

  // The contractor's invite sets a password; signing in opens onboarding.
  const link = await waitForMailedLink(email, '/forgot_password', before);
  await signOut(page);
  await page.goto(link);
  const password = `Wanda-${stamp}`;
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can sign in now.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, email, password);
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');

  // Beacon's owner gets the same answer as for a contractor that does not exist.
  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(contractorPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Wanda ${lastName}` })).toHaveCount(0);
});

/** A valid EIN unique to this run (two-digit prefix, seven digits). */
const einFor = (stamp: number) => `9${stamp % 10}-${String(stamp).slice(-7)}`;

test('a partner opens its corp-to-corps, adds a vendor company with its EIN, and edits it; Beacon cannot see it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Vendor ${stamp} LLC`;
  const ein = einFor(stamp);

  // Not in the spec's menu: reached by its address (and from a contractor's vendor, below).
  await signIn(page, partner.email, partner.home);
  await page.goto('/corp_to_corps');
  await listSettled(page);
  await expect(page.getByRole('heading', { name: 'Corp-to-Corps', level: 1 })).toBeVisible();
  // The seeded vendor of Acme, with its EIN masked.
  await expect(page.getByRole('link', { name: 'Northwind Consulting LLC' })).toBeVisible();
  await expect(page.getByText('**-***5556')).toBeVisible();

  await page.getByRole('button', { name: 'New corp-to-corp' }).click();
  const form = page.getByRole('form', { name: 'Create corp-to-corp' });
  await form.getByRole('textbox', { name: 'Company name' }).fill(name);
  await form.getByRole('textbox', { name: 'Contact name' }).fill('Val Vendor');
  await form.getByRole('textbox', { name: 'EIN' }).fill('12-345');
  await form.getByRole('button', { name: 'Create corp-to-corp' }).click();
  await expect(form.getByText('Enter a valid employer ID (NN-NNNNNNN)')).toBeVisible();
  await form.getByRole('textbox', { name: 'EIN' }).fill(ein);
  await form.getByRole('button', { name: 'Create corp-to-corp' }).click();

  await page.waitForURL((url) => /^\/corp_to_corps\/[^/]+$/.test(url.pathname));
  const vendorPath = pathOf(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(`EIN **-***${ein.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(ein)).toHaveCount(0);

  // Edit in place: deactivate it and change the contact.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Save changes' });
  await edit.getByRole('textbox', { name: 'Contact name' }).fill('Vic Vendor');
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Vic Vendor')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

  // The list finds it by name, now inactive.
  await page.goto(`/corp_to_corps?search=${encodeURIComponent(name)}`);
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toEqual([name]);
  expect(await columnTexts(page, 'Status')).toEqual(['Inactive']);

  // The seeded vendor's page, from the name on the list.
  await page.goto('/corp_to_corps?search=Northwind');
  await listSettled(page);
  await page.getByRole('link', { name: 'Northwind Consulting LLC' }).click();
  await page.waitForURL((url) => /^\/corp_to_corps\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Northwind Consulting LLC', level: 1 })).toBeVisible();
  await expect(page.getByText('Nora West')).toBeVisible();

  // Beacon has no corp-to-corp and cannot open Acme's.
  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(vendorPath);
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
