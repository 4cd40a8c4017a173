/**
 * Links to stored files (decision 0070): the file endpoint the public globals advertise
 * (`api_file_endpoint`, /v2/files) with a `jwt` query parameter that is not the session token but a
 * token of its own — one user, one session, one file, for a few minutes (config.fileLinkSeconds). It is
 * signed with a key derived from JWT_SECRET for this purpose only, so a link never passes for a session
 * token nor a session token for a link. It names the stored file's id, never its storage key.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';
import type { Clock } from './clock.js';
import type { Principal } from './principal.js';

const ISSUER = 'staffing-platform';
const AUDIENCE = 'file';

export interface FileLinkClaims {
  userId: string;
  sessionId: string;
  fileId: string;
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
  const token = await new SignJWT({ sid: claims.sessionId, fid: claims.fileId })
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
    const { sub, sid, fid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof fid !== 'string') return null;
    return { userId: sub, sessionId: sid, fileId: fid };
  } catch {
    return null;
  }
}

/** A link for the signed-in caller (its user and session) to one stored file. */
export const fileLinkFor = (
  deps: { config: Config; clock: Clock },
  p: Pick<Principal, 'userId' | 'sessionId'>,
  fileId: string,
) => signFileLink(deps, { userId: p.userId, sessionId: p.sessionId, fileId });
