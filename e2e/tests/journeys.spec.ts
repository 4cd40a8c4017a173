/**
 * Whole journeys across modules: a partner signs up a client and a W-2 contractor, the
 * contractor onboards from the invite to the congratulations, and the partner places them; a new
 * client's owner onboards and accepts the client services addendum; an admin creates a partner
 * whose owner onboards and accepts the partner services agreement.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, pathOf, signOut, startSession } from '../support/auth';
import { chooseOption } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { ssnFor } from '../support/identifiers';
import {
  acceptInvite,
  acceptStep,
  expectNext,
  fillI9,
  fillRepresentatives,
  fillW4,
  submitStep,
  verifyIdentity,
} from '../support/onboarding';
import { mailSnapshot } from '../support/outbox';

const partner = demoUser('partner');

/** Starts the partner's session from a token (signing in is the login specs' subject, not this one's). */
async function signInAsPartner(page: Page) {
  await signOut(page);
  await startSession(page, await apiLogin(page.request, partner.email));
}

/** Ends onboarding of someone whose partner has a redirect URL: decline the new tab, land on the dashboard. */
async function finishWithoutRedirect(page: Page, firstName: string, dashboard: string) {
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === dashboard);
  // The toast, not the onboarding page's text that may linger while the dashboard loads.
  await expect(
    page.getByRole('alert').filter({ hasText: `Congratulations ${firstName}, your onboarding is complete!` }),
  ).toBeVisible();
}

test('a partner creates a client and a W-2 contractor, who onboards from the invite; the partner places them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const clientName = `Journey Foods ${stamp}`;
  const lastName = `Journey${stamp}`;
  const email = `wes.${stamp}@journey.test`;
  const password = `Wes-${stamp}-pass`;

  // The partner creates the client.
  await signInAsPartner(page);
  await page.goto('/create_client');
  const clientForm = page.getByRole('form', { name: 'Create client' });
  await clientForm.getByRole('textbox', { name: 'Name', exact: true }).fill(clientName);
  await clientForm.getByRole('button', { name: 'Create client' }).click();
  await page.waitForURL((url) => /^\/clients\/[^/]+$/.test(url.pathname));
  const clientId = pathOf(page).split('/')[2]!;

  // ...and the W-2 contractor, who is invited by e-mail.
  const before = mailSnapshot();
  await page.goto('/create_contractor');
  const form = page.getByRole('form', { name: 'Create contractor' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Wes');
  await form.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooseOption(page, form, 'Classification', 'W-2');
  await form.getByRole('textbox', { name: 'Tax id number' }).fill(ssnFor(stamp));
  await form.getByRole('button', { name: 'Create contractor' }).click();
  await page.waitForURL((url) => /^\/contractors\/[^/]+$/.test(url.pathname));

  // The contractor sets a password from the invite and completes every step.
  await acceptInvite(page, email, password, before);
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');
  await fillW4(page, ssnFor(stamp), `Wes ${lastName}`);
  await expectNext(page, 'Form I-9');
  await fillI9(page, '1992-03-14', `Wes ${lastName}`);
  await expectNext(page, 'Timekeeping Policy');
  await acceptStep(page, 'Timekeeping Policy');
  await expectNext(page, 'Confidentiality Agreement');
  await acceptStep(page, 'Confidentiality Agreement');
  await expectNext(page, 'EEO Self-Identification');
  await page.getByRole('checkbox', { name: 'I do not wish to self-identify' }).check();
  await submitStep(page);
  await expectNext(page, 'Benefits Selection');
  await page.getByRole('radio', { name: /Acme Silver PPO/ }).check();
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expectNext(page, 'Identity Verification');
  await verifyIdentity(page, '1992-03-14');
  await expectNext(page, 'Final Acknowledgement');
  await acceptStep(page, 'Final Acknowledgement');
  await finishWithoutRedirect(page, 'Wes', '/contractor/dashboard');

  // Where the client works and what the job is (reference data, set up through the API).
  const auth = { Authorization: await apiLogin(page.request, partner.email) };
  const location = await page.request.post('/v2/work_locations', {
    headers: auth,
    data: {
      name: `Journey Plant ${stamp}`,
      client_id: clientId,
      timezone: 'America/Chicago',
      address: {
        street_address_line_1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        country: 'US',
      },
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  const job = await page.request.post('/v2/jobs', {
    headers: auth,
    data: { title: `Line Cook ${stamp}`, classification: 'w-2', client_id: clientId },
  });
  expect(job.status(), await job.text()).toBe(201);

  // The partner places the contractor at the client through the wizard.
  await signInAsPartner(page);
  await page.goto('/create_assignment');
  const pick = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await pick('Client', clientName);
  await next();
  await pick('Contractor', new RegExp(`Wes ${lastName}`));
  await next();
  await pick('Job', `Line Cook ${stamp}`);
  await pick('Work location', new RegExp(`Journey Plant ${stamp}`));
  await next();
  await page.getByLabel('Start date').fill('2027-01-04');
  await next();
  await page.getByRole('textbox', { name: 'Pay rate', exact: true }).fill('22');
  await page.getByRole('textbox', { name: 'Bill rate', exact: true }).fill('35');
  await next();
  await expect(page.getByRole('table', { name: 'Review' })).toContainText(`Wes ${lastName}`);
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByRole('heading', { name: 'Assignment Details', level: 1 })).toBeVisible();
  await expect(page.getByText(clientName).first()).toBeVisible();
  await expect(page.getByText('$33.00').first()).toBeVisible(); // overtime pay defaulted: 1.5 × 22
});

test("a new client's owner onboards and accepts the client services addendum", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `olive.${stamp}@client.test`;
  const before = mailSnapshot();
  const created = await page.request.post('/v2/clients', {
    headers: { Authorization: await apiLogin(page.request, partner.email) },
    data: { name: `Olive Garden Supply ${stamp}`, owner: { first_name: 'Olive', last_name: 'Owner', email } },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await acceptInvite(page, email, `Olive-${stamp}-pass`, before);
  await page.waitForURL((url) => url.pathname === '/onboard/client');
  await fillRepresentatives(page, { first: 'Olive', last: 'Owner', email });
  await expectNext(page, 'Final Acknowledgement');
  await acceptStep(page, 'Final Acknowledgement');
  await finishWithoutRedirect(page, 'Olive', '/client/dashboard');

  await page.goto('/client_services_addendum');
  await page.getByRole('checkbox', { name: /I accept the .* on behalf of Olive Garden Supply/ }).check();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Accepted by Olive Owner')).toBeVisible();
});

test('an admin creates a partner whose owner onboards, accepting the partner services agreement', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `perry.${stamp}@partner.test`;
  const before = mailSnapshot();
  const created = await page.request.post('/v2/partners', {
    headers: { Authorization: await apiLogin(page.request, 'admin@demo.test') },
    data: { name: `Pinnacle Staffing ${stamp}`, owner: { first_name: 'Perry', last_name: 'Pinnacle', email } },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await acceptInvite(page, email, `Perry-${stamp}-pass`, before);
  await page.waitForURL((url) => url.pathname === '/onboard/partner');
  await fillRepresentatives(page, { first: 'Perry', last: 'Pinnacle', email });
  await expectNext(page, 'Partner Services Agreement');
  await acceptStep(page, 'Partner Services Agreement');
  await expectNext(page, 'Final Acknowledgement');
  await acceptStep(page, 'Final Acknowledgement');
  // No redirect URL for this partner: straight to the dashboard.
  await page.waitForURL((url) => url.pathname === '/partner/dashboard');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Congratulations Perry, your onboarding is complete!' }),
  ).toBeVisible();

  await page.goto('/partner/terms_of_service');
  await expect(page.getByText('Accepted by Perry Pinnacle')).toBeVisible();

  // His click-throughs are Pinnacle's own agreements, signed by him (decision 0084), on /agreements.
  await page.goto('/agreements?status=signed');
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: 'Final Acknowledgement' })).toBeVisible();
  await table.getByRole('link', { name: 'Partner Services Agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Services Agreement', level: 1 })).toBeVisible();
  await expect(page.getByText(`Pinnacle Staffing ${stamp}`).first()).toBeVisible();
  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByRole('row').filter({ hasText: 'Perry Pinnacle' })).toContainText('Signer');
  const recorded = (await page.getByTestId('signed-pdf-sha256').textContent())!.trim();
  expect(recorded).toMatch(/^[0-9a-f]{64}$/);
  // Another partner's owner never finds it.
  const id = new URL(page.url()).pathname.split('/').pop();
  const acme = await apiLogin(page.request, partner.email);
  expect((await page.request.get(`/v2/agreements/${id}`, { headers: { Authorization: acme } })).status()).toBe(404);
});
