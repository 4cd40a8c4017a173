/** Access tokens: short JWTs naming a server-side session, so logout and deactivation revoke them. */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'staffing-platform';
export const SESSION_HOURS = 12;

/** The signing key, imported once per secret (importing it per request was a measurable share of its cost). */
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let k = keys.get(secret);
  if (!k) {
    k = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, k);
  }
  return k;
}

export async function signAccessToken(secret: string, claims: { sessionId: string; userId: string }): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_HOURS}h`)
    .sign(key(secret));
}

type Claims = { sessionId: string; userId: string };

/**
 * Tokens already verified, by their exact text, with their expiry: a token is sent with every request
 * for hours, and checking its signature again (an HMAC through WebCrypto) was the largest single cost of
 * answering a cached detail. The same bytes verify the same way; the expiry is still checked on each use,
 * and revocation is the session check's job (sessions.service.ts), as before. Bounded: the oldest go first.
 */
const VERIFIED_MAX = 10_000;
const verifiedByKey = new WeakMap<KeyObject, Map<string, { claims: Claims; expiresAt: number }>>();

export async function verifyAccessToken(secret: string, token: string): Promise<Claims | null> {
  const signingKey = key(secret);
  let verified = verifiedByKey.get(signingKey);
  if (!verified) verifiedByKey.set(signingKey, (verified = new Map()));
  const hit = verified.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAt) return hit.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, signingKey, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
      return null;
    const claims = { sessionId: payload.sid, userId: payload.sub };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
