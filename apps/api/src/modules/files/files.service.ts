/**
 * The file endpoint (decision 0070): a stored file for a link of lib/file-links.ts. The link must verify
 * and not have expired (by the app's clock), name this file, and name a live session of its user (so a
 * logout ends its links); a request that carries a session of its own — the bearer header, or the cookie
 * the web app mirrors its token to — must be that same user's. A link minted with an API key names the key
 * instead of a session and serves while the key still grants it (decision 0100). Links are minted by the
 * modules that decide who may read a file (documents.service.ts): this endpoint only honours them.
 */
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { verifyFileLink } from '../../lib/file-links.js';
import { apiKeyStillGrants } from '../api-keys/api-keys.service.js';
import { isLiveSessionOf, sessionUserOf } from '../auth/sessions.service.js';
import { findStoredFile } from './files.repository.js';

/** The cookie the web app mirrors its `Bearer <jwt>` to (apps/web lib/auth/token-store.ts, spec section 9). */
const SESSION_COOKIE = 'auth._token.local';

const expiredLink = () => unauthorized('This link has expired or is not valid. Open the document again from its page.');

/** The session token in the request's cookie header, if any. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const m = /^Bearer\s+(\S+)$/i.exec(value);
    return m ? m[1]! : value || null;
  }
  return null;
}

export interface FileRequest {
  fileId: string;
  jwt: string;
  /** The signed-in caller of the request itself (its bearer header), if any. */
  callerUserId: string | null;
  cookieHeader: string | undefined;
}

export async function serveLinkedFile(deps: AppDeps, req: FileRequest) {
  const link = await verifyFileLink(deps, req.jwt);
  if (!link || link.fileId !== req.fileId) throw expiredLink();
  const cookieToken = req.callerUserId ? null : sessionCookieToken(req.cookieHeader);
  const caller = req.callerUserId ?? (cookieToken ? await sessionUserOf(deps, cookieToken) : null);
  if (caller && caller !== link.userId) throw forbidden('This link was issued to another user');
  const live = link.apiKey
    ? await apiKeyStillGrants(deps, { keyId: link.apiKey.id, userId: link.userId, scope: link.apiKey.scope })
    : await isLiveSessionOf(deps, link.sessionId, link.userId);
  if (!live) throw expiredLink();
  const file = await findStoredFile(deps.db, req.fileId);
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  return { filename: file.filename, contentType: file.contentType, bytes };
}
