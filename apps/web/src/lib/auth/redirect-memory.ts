import { keepQuery } from '@app/domain';

/** The path a signed-out visitor tried to open, kept for the tab so login can return there. */
export const REDIRECT_KEY = 'auth.redirect';

export function rememberRedirect(path: string) {
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Without session storage the `redirect` query parameter still carries it.
  }
}

export function recallRedirect(): string | null {
  try {
    return window.sessionStorage.getItem(REDIRECT_KEY);
  } catch {
    return null;
  }
}

export function forgetRedirect() {
  try {
    window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** /login returning to `path` afterwards; an embedded page's hide_navigation carries over to the login page too. */
export function loginPathFor(path: string): string {
  return keepQuery(`/login?redirect=${encodeURIComponent(path)}`, new URL(path, 'http://localhost').search);
}
