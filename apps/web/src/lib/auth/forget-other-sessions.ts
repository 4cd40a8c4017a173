/**
 * A new session (sign-in, sign-out, acting as someone, stopping) must never see the cached answers
 * or display choices of the one before it on the same tab. One listener on the token store does it
 * for every way a session changes, instead of each page clearing what it happens to know about.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setDisplayTimeZone, setThemeChoice } from '../device-preferences';
import { getAuthHeader, subscribeToken } from './token-store';

export function forgetOtherSessionsData(client: QueryClient): () => void {
  let last = getAuthHeader();
  return subscribeToken(() => {
    const now = getAuthHeader();
    if (now === last) return;
    last = now;
    // Public globals belong to the subdomain, not the user; the new session's own user may already be loading.
    client.removeQueries({
      predicate: (q) =>
        q.queryKey[0] !== 'public-globals' && !(q.queryKey[0] === 'current-user' && q.queryKey[1] === now),
    });
    if (now === null) {
      setThemeChoice('auto');
      setDisplayTimeZone(null);
    }
  });
}
