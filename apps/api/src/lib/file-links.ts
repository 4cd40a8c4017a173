/**
 * Links to stored files (decision 0070): the file endpoint the public globals advertise
 * (`api_file_endpoint`, /v2/files) with a `jwt` query parameter that is not the session token but a
 * token of its own — one user, one session, one file, for a few minutes (config.fileLinkSeconds). It is
 * signed with a key derived from JWT_SECRET for this purpose only, so a link never passes for a session
 * token nor a session token for a link. It names the stored file's id, never its storage key. A link minted
 * by a request made with an API key (decision 0100) names the key and the scope it was minted under instead
 * of a session: it serves while that key is live, still holds the scope and its owner may use keys.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';
import type { Clock } from './clock.js';
import { forbidden } from './errors.js';
import type { Principal } from './principal.js';

const ISSUER = 'staffing-platform';
const AUDIENCE = 'file';

export interface FileLinkClaims {
  userId: string;
  /** The session the link was minted in; empty for a key's link. */
  sessionId: string;
  fileId: string;
  /** Set when an API key minted it: the link is bound to the key and this scope, not to a session. */
  apiKey?: { id: string; scope: string };
}

const keys = new Map<string, KeyObject>();
function linkKey(secret: string): KeyObject {
  let k = keys.get(secret);
  if (!k) {
    k = createSecretKey(createHmac('sha256', secret).update('file-links/v1').digest());
    keys.set(secret, k);
  }
  return k;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Where the file endpoint serves `fileId`, with the link's token. */
export const fileLinkUrl = (config: Config, fileId: string, token: string) =>
  `${config.publicUrl.replace(/\/$/, '')}/v2/files/${fileId}?jwt=${encodeURIComponent(token)}`;

/** A link to one stored file for the caller's session, valid from now (the app's clock) for config.fileLinkSeconds. */
export async function signFileLink(
  deps: { config: Config; clock: Clock },
  claims: FileLinkClaims,
): Promise<{ file_url: string; expires_at: string }> {
  const now = deps.clock.now();
  const expiresAt = new Date((seconds(now) + deps.config.fileLinkSeconds) * 1000);
  const bound = claims.apiKey ? { kid: claims.apiKey.id, scp: claims.apiKey.scope } : { sid: claims.sessionId };
  const token = await new SignJWT({ ...bound, fid: claims.fileId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(linkKey(deps.config.jwtSecret));
  return { file_url: fileLinkUrl(deps.config, claims.fileId, token), expires_at: expiresAt.toISOString() };
}

/** The link's claims when it verifies and has not expired by the app's clock; null otherwise. */
export async function verifyFileLink(
  deps: { config: Config; clock: Clock },
  token: string,
): Promise<FileLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, linkKey(deps.config.jwtSecret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, sid, kid, scp, fid } = payload;
    if (typeof sub !== 'string' || typeof fid !== 'string') return null;
    if (typeof kid === 'string' && typeof scp === 'string' && sid === undefined)
      return { userId: sub, sessionId: '', fileId: fid, apiKey: { id: kid, scope: scp } };
    if (typeof sid !== 'string' || kid !== undefined) return null;
    return { userId: sub, sessionId: sid, fileId: fid };
  } catch {
    return null;
  }
}

/**
 * A link for the caller to one stored file: bound to its session, or, for a request made with an API key,
 * to the key and the scope the request was let in by (the access plugin records it).
 */
export function fileLinkFor(
  deps: { config: Config; clock: Clock },
  p: Pick<Principal, 'userId' | 'sessionId' | 'apiKey'>,
  fileId: string,
) {
  if (!p.apiKey) return signFileLink(deps, { userId: p.userId, sessionId: p.sessionId, fileId });
  const scope = p.apiKey.requestScope;
  if (!scope) throw forbidden('This API key may not open files');
  return signFileLink(deps, { userId: p.userId, sessionId: '', fileId, apiKey: { id: p.apiKey.id, scope } });
}
