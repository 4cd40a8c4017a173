/**
 * The session token, kept where spec section 9 puts it: key `auth._token.local` (cookie prefix
 * `auth.`, token prefix `_token.`, strategy `local`) holding `Bearer <jwt>`, in localStorage and
 * mirrored to a cookie of the same name so document links can carry it.
 */
export const TOKEN_KEY = 'auth._token.local';
const BEARER = 'Bearer ';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let current: string | null = readStored();
/** Set by an explicit logout: the page left behind is not a place to return to after login. */
let signedOutOnPurpose = false;

export const wasSignedOutOnPurpose = () => signedOutOnPurpose;

function writeCookie(value: string | null) {
  const base = `${TOKEN_KEY}=${value ? encodeURIComponent(value) : ''}; path=/; SameSite=Lax`;
  document.cookie = value ? base : `${base}; max-age=0`;
}

/** The stored `Bearer <jwt>` value, or null when signed out. */
export const getAuthHeader = (): string | null => current;

/** The raw JWT (document links take it as a query parameter). */
export const getJwt = (): string | null => (current?.startsWith(BEARER) ? current.slice(BEARER.length) : current);

export function setToken(jwt: string) {
  signedOutOnPurpose = false;
  current = jwt.startsWith(BEARER) ? jwt : `${BEARER}${jwt}`;
  try {
    window.localStorage.setItem(TOKEN_KEY, current);
  } catch {
    // Private mode without storage: the in-memory token still serves this tab.
  }
  writeCookie(current);
  listeners.forEach((l) => l());
}

export function clearToken(options: { onPurpose?: boolean } = {}) {
  signedOutOnPurpose = options.onPurpose ?? false;
  if (current === null && readStored() === null) return;
  current = null;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored to remove.
  }
  writeCookie(null);
  listeners.forEach((l) => l());
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKEN_KEY) return;
    current = e.newValue;
    listeners.forEach((l) => l());
  });
}
