/** Account helpers that go through the mail outbox, as a user would (no database access). */
import { expect, type APIRequestContext } from '@playwright/test';
import { mailSnapshot, waitForMailedLink } from './outbox';

/**
 * Sets a user's password through the API's forgot-password mail: request the link, read it from
 * the outbox, reset. Used to put a password back after a test changed it.
 */
export async function setPasswordThroughMail(request: APIRequestContext, email: string, password: string) {
  const before = mailSnapshot();
  const forgot = await request.post('/v2/user/forgot-password', { data: { email } });
  expect(forgot.status(), `POST /v2/user/forgot-password for ${email}`).toBe(200);
  const link = await waitForMailedLink(email, '/forgot_password', before);
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  expect(token, 'the reset link carries a token').toBeTruthy();
  const reset = await request.post('/v2/user/reset-password', { data: { token, password } });
  expect(reset.status(), `POST /v2/user/reset-password for ${email}`).toBe(200);
}
