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

export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ sessionId: string; userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
