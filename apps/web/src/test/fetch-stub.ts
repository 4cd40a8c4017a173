import { vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { FALLBACK_GLOBALS } from '../lib/auth/use-public-globals';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/**
 * Stubs fetch for a signed-in `user`: /v2/user and public_globals answer, `handler` answers the
 * rest (undefined → 404). Returns the mock, whose calls are the requested URLs.
 */
export function stubApi(user: CurrentUser, handler: Handler = () => undefined) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/v2/user' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ data: user });
    if (url.pathname === '/v2/public_globals') return jsonResponse({ data: FALLBACK_GLOBALS });
    return handler(url, init) ?? jsonResponse({ message: 'not mocked' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The requests made to `pathname`, as URLs (query included). */
export const requestsTo = (mock: ReturnType<typeof stubApi>, pathname: string): URL[] =>
  mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === pathname);

export const listAnswer = <Row>(rows: Row[], total = rows.length) => jsonResponse({ data: { data: rows, total } });

/** The JSON body of the latest `method` request to `pathname`, or undefined when none was sent. */
export function lastBody(fetchMock: ReturnType<typeof stubApi>, method: string, pathname: string): unknown {
  const call = fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === method,
    )
    .at(-1);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
