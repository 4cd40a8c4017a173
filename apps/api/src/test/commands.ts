/**
 * Calling commands in tests: every POST carries a fresh Idempotency-Key (money-moving commands require
 * one), and a change behind the 424 step is asked, then replayed with the code the test app mailed.
 */
import { expect } from 'vitest';
import type { DemoAs } from './demo-users.js';
import type { TestApp } from './test-app.js';

/** `(who, method, url, payload?)` as the demo user, its POSTs each with a new key starting `prefix`. */
export function callerWithKeys(t: TestApp, prefix: string) {
  let n = 0;
  return (who: DemoAs, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.callAs(who, {
      method,
      url,
      ...(payload && { payload }),
      ...(method === 'POST' && { headers: { 'idempotency-key': `${prefix}-${++n}-${Date.now()}` } }),
    });
}

/** Adds a payout account as `email`'s owner: asked (424, a code mailed), then sent with the code (201). */
export async function addPayoutAccount(t: TestApp, email: string, account: object) {
  const token = await t.login(email);
  const url = '/v2/payout_methods';
  const asked = await t.call(token, { method: 'POST', url, payload: account });
  expect(asked.statusCode, asked.body).toBe(424);
  const headers = { 'x-verification-code': t.lastCode(email) };
  const added = await t.call(token, { method: 'POST', url, payload: account, headers });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data as { id: string };
}
