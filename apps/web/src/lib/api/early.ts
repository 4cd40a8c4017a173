/**
 * The answers index.html's inline script (app/early-requests.js) asked for before the app loaded. The
 * app's first GET of the same URL with the same token takes the answer instead of asking again; each is
 * taken once, so every later request (a refetch) goes to the server.
 */
interface EarlyRequest {
  auth: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __early?: Record<string, EarlyRequest>;
  }
}

export function takeEarlyResponse(url: string, auth: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  const request = early?.[url];
  if (!early || !request) return null;
  delete early[url];
  // Asked with another token (signed out or in as someone else since): not this request's answer.
  return request.auth === auth ? request.response : null;
}
