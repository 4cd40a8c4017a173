/**
 * Messages (issue 15, decision 0074): Acme's owner opens Messages from her profile menu and writes to
 * Globex's owner (New message, the recipient picked from those she may write to); the client's inbox
 * counts it unread, opening the thread reads it (the thread's count and the total fall back), and the
 * client replies; each message's e-mail copy is in the outbox for the other. Each user's session starts
 * from a token (the sign-in form is the login specs').
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { decodedMail, listMail, mailSnapshot } from '../support/outbox';

const partner = demoUser('partner');
const client = demoUser('client');

async function unreadOf(request: APIRequestContext, authorization: string) {
  const res = await request.get('/v2/messages/unread_count', { headers: { authorization } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { unread: number; threads: number } }).data;
}

/** The outbox's mails to `email` since `before` whose text has `text`. */
const mailsTo = (email: string, before: Set<string>, text: string) =>
  listMail()
    .filter((m) => !before.has(m.file) && m.to.toLowerCase().includes(email))
    .map((m) => decodedMail(m.body))
    .filter((body) => body.replace(/\r?\n\s*/g, ' ').includes(text));

test('a partner writes to a client; the client sees it unread, opens it (read) and replies; e-mail copies go out', async ({
  browser,
  request,
}) => {
  const subject = `Timesheet question ${Date.now()}`;
  const acme = await apiLogin(request, partner.email);
  const globex = await apiLogin(request, client.email);
  const before = await unreadOf(request, globex);
  const outbox = mailSnapshot();

  // Acme's owner: profile menu → Messages → New message.
  const paulaContext = await browser.newContext();
  const paula = await paulaContext.newPage();
  await startSession(paula, acme);
  await paula.goto('/dashboard');
  await paula
    .getByRole('banner')
    .getByRole('button', { name: `${partner.firstName} ${partner.lastName}` })
    .click();
  await paula.getByRole('menu').getByRole('menuitem', { name: 'Messages' }).click();
  await expect(paula).toHaveURL(/\/messages$/);
  await expect(paula.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await paula.getByRole('button', { name: 'New message' }).click();
  const dialog = paula.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel(/^To/).fill('Clara');
  await paula.getByRole('option', { name: `${client.firstName} ${client.lastName} · Globex Corporation` }).click();
  await dialog.getByLabel(/^Subject/).fill(subject);
  await dialog.getByLabel(/^Message/).fill('Hi Clara,\nplease approve last week’s time.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(paula).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(paula.getByRole('heading', { name: subject })).toBeVisible();
  await expect(paula.getByRole('article', { name: /^You,/ })).toContainText('please approve last week’s time.');
  // Her page would read the thread again on focus (and so the reply): it is closed before the reply.
  await paulaContext.close();

  // The client's inbox counts it unread.
  expect(await unreadOf(request, globex)).toEqual({ unread: before.unread + 1, threads: before.threads + 1 });
  const claraContext = await browser.newContext();
  const clara = await claraContext.newPage();
  await startSession(clara, globex);
  await clara.goto('/messages');
  const row = clara.getByRole('row').filter({ has: clara.getByRole('link', { name: subject }) });
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(clara.getByTestId('messages-unread')).toContainText(`${before.unread + 1} unread`);

  // Opening the thread reads it.
  await row.getByRole('link', { name: subject }).click();
  await expect(clara.getByRole('heading', { name: subject })).toBeVisible();
  await expect(clara.getByRole('article', { name: /^Paula Partner,/ })).toContainText('please approve');
  expect(await unreadOf(request, globex)).toEqual(before);
  await clara.getByRole('link', { name: 'Messages' }).first().click();
  await expect(row.getByRole('link', { name: subject })).toBeVisible();
  await expect(row.getByLabel('1 unread')).toHaveCount(0);

  // The client replies; the partner has it unread.
  const acmeBefore = await unreadOf(request, acme);
  await row.getByRole('link', { name: subject }).click();
  await clara.getByRole('textbox', { name: 'Reply' }).fill('Approved, thanks!');
  await clara.getByRole('button', { name: 'Send reply' }).click();
  await expect(clara.getByRole('article', { name: /^You,/ })).toContainText('Approved, thanks!');
  await expect(clara.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  expect(await unreadOf(request, acme)).toEqual({ unread: acmeBefore.unread + 1, threads: acmeBefore.threads + 1 });

  // Each message's e-mail copy went to the other.
  await expect
    .poll(() => mailsTo(client.email, outbox, subject).length, { message: 'the copy mailed to the client' })
    .toBe(1);
  expect(mailsTo(client.email, outbox, subject)[0]).toContain('please approve last week’s time.');
  await expect
    .poll(() => mailsTo(partner.email, outbox, 'Approved, thanks!').length, { message: 'the reply mailed to Paula' })
    .toBe(1);
  expect(mailsTo(partner.email, outbox, 'Approved, thanks!')[0]).toContain(subject);

  await claraContext.close();
});
