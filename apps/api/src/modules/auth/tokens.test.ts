/** Access tokens: a verified token is remembered by its exact text, never past its expiry. */
import { SignJWT } from 'jose';
import { createSecretKey } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const claims = { sessionId: 'session-1', userId: 'user-1' };

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken', () => {
  it('answers the same claims for the same token, and nothing for a token signed with another secret', async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(`${SECRET}-other`, token)).toBeNull();
  });

  it('refuses a token it verified before once the token has expired', async () => {
    const token = await new SignJWT({ sid: 'session-2' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setIssuer('staffing-platform')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(createSecretKey(Buffer.from(SECRET, 'utf8')));
    expect(await verifyAccessToken(SECRET, token)).toEqual({ sessionId: 'session-2', userId: 'user-2' });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const token = await signAccessToken(SECRET, claims);
    const [head, body] = token.split('.');
    expect(await verifyAccessToken(SECRET, `${head}.${body}.AAAA`)).toBeNull();
  });
});
