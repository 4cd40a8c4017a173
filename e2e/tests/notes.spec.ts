/**
 * Notes (issue 15, decision 0072): the admin writes a note on Casey's record and sees it there with its
 * author and time, then finds it on /notes with the record it is on. Acme's owner (the tenant's staff)
 * reads it on the same record; Beacon's owner does not (404); the client's user can open neither /notes
 * (the app's 404 page) nor the notes through the API (403).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { shownMoment } from '../support/format';
import { answered } from '../support/ui';

interface NoteRow {
  id: string;
  body: string;
  created_at: string;
  author: { name: string } | null;
}

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; authorization: string }> {
  const page = await (await browser.newContext()).newPage();
  const authorization = await apiLogin(page.request, email);
  await startSession(page, authorization);
  return { page, authorization };
}

test('staff add a note on a contractor and see its author and time; a client user cannot see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const body = `Prefers early shifts; asked about the spring extension (${Date.now()}).`;

  // 1. The admin writes it on Casey's record: it shows there with her name and the time.
  const ada = await signedIn(browser, 'admin@demo.test');
  const found = await ada.page.request.get('/v2/contractors?search=Casey&per_page=50', {
    headers: { Authorization: ada.authorization },
  });
  const casey = ((await found.json()) as { data: { data: { id: string; first_name: string }[] } }).data.data.find(
    (c) => c.first_name === 'Casey',
  )!;
  expect(casey).toBeTruthy();
  await ada.page.goto(`/contractors/${casey.id}?tab=notes`);
  const panel = ada.page.getByRole('region', { name: 'Notes' });
  await expect(panel).toContainText('Seen by staff only, never by the worker or the client.');
  await panel.getByRole('textbox', { name: 'New note' }).fill(body);
  const added = await answered(ada.page, 'POST', /^\/v2\/notes$/, () =>
    panel.getByRole('button', { name: 'Add note' }).click(),
  );
  expect(added.status(), await added.text()).toBe(201);
  const note = ((await added.json()) as { data: NoteRow }).data;
  expect(note.author?.name).toBe('Ada Admin');
  const zone = await ada.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const written = shownMoment(note.created_at, { timeZone: zone });
  const card = panel.getByTestId('note').filter({ hasText: body });
  await expect(card).toContainText(`Ada Admin · ${written}`);
  await expect(panel.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  expect(await seriousViolations(ada.page)).toEqual([]);

  // 2. /notes lists it: the record (a link back to Casey), the note, the author and the time.
  await ada.page.goto('/notes?subject_type=contractor');
  await expect(ada.page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  const row = ada.page.getByRole('row').filter({ hasText: body });
  await expect(row).toContainText('Ada Admin');
  await expect(row).toContainText(written);
  await expect(row.getByRole('link', { name: 'Casey Contractor' })).toHaveAttribute('href', `/contractors/${casey.id}`);
  expect(await seriousViolations(ada.page)).toEqual([]);

  // 3. Acme's owner, the tenant's staff, reads it on Casey's record.
  const paula = await signedIn(browser, 'partner@demo.test');
  await paula.page.goto(`/contractors/${casey.id}?tab=notes`);
  await expect(
    paula.page.getByRole('region', { name: 'Notes' }).getByTestId('note').filter({ hasText: body }),
  ).toContainText('Ada Admin');

  // 4. Beacon's owner: not listed, 404 by id.
  const bea = await signedIn(browser, 'partner2@demo.test');
  const beaHeaders = { Authorization: bea.authorization };
  const beaList = await bea.page.request.get('/v2/notes?per_page=100', { headers: beaHeaders });
  expect(beaList.status()).toBe(200);
  const beaNotes = ((await beaList.json()) as { data: { data: NoteRow[] } }).data.data;
  expect(beaNotes.map((n) => n.id)).not.toContain(note.id);
  expect((await bea.page.request.get(`/v2/notes/${note.id}`, { headers: beaHeaders })).status()).toBe(404);

  // 5. The client's user: /notes is the app's 404 page, and the API refuses every way in.
  const clara = await signedIn(browser, 'client@demo.test');
  await clara.page.goto('/notes');
  await expect(clara.page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await expect(clara.page.getByText('This page could not be found')).toBeVisible();
  await expect(clara.page.getByText(body)).toHaveCount(0);
  const claraHeaders = { Authorization: clara.authorization };
  for (const url of [
    '/v2/notes',
    `/v2/notes?subject_type=contractor&subject_id=${casey.id}`,
    `/v2/notes/${note.id}`,
    '/v2/notes?format=csv',
  ]) {
    const res = await clara.page.request.get(url, { headers: claraHeaders });
    expect(res.status(), url).toBe(403);
    expect(await res.text(), url).not.toContain(body);
  }

  for (const p of [ada, paula, bea, clara]) await p.page.context().close();
});
