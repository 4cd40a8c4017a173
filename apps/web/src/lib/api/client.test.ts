import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getAuthHeader, setToken, TOKEN_KEY } from '../auth/token-store';
import { REDIRECT_KEY } from '../auth/redirect-memory';
import { registerNavigator } from '../navigation';
import { api, MIN_FETCH_DELAY_MS } from './client';
import { ApiError } from './errors';
import { registerTwoFactorOpener } from './two-factor-bridge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    registerTwoFactorOpener(null);
    registerNavigator(null);
    clearToken();
  });

  it('sends the bearer token and JSON under /v2 with credentials, and unwraps data', async () => {
    setToken('jwt-1');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('Bearer jwt-1');
    expect(document.cookie).toContain(`${TOKEN_KEY}=Bearer%20jwt-1`);
    fetchMock.mockResolvedValue(json(200, { data: { ok: true } }));
    await expect(api.post('/user/logout', { a: 1 }, { params: { x: 'y' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v2/user/logout?x=y');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("takes the answer index.html's early script asked for, once, and only with the same token", async () => {
    setToken('jwt-1');
    window.__early = {
      '/v2/user': { auth: 'Bearer jwt-1', response: Promise.resolve(json(200, { data: { id: 'early' } })) },
      '/v2/public_globals': { auth: null, response: Promise.resolve(json(200, { data: { brand: 'stale' } })) },
    };
    fetchMock.mockImplementation(async () => json(200, { data: { id: 'fetched' } }));
    await expect(api.get('/user')).resolves.toEqual({ id: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next request (a refetch) asks the server.
    await expect(api.get('/user')).resolves.toEqual({ id: 'fetched' });
    // Asked before this token existed (signed out then): dropped, and asked again with the token.
    await expect(api.get('/public_globals')).resolves.toEqual({ id: 'fetched' });
    expect(window.__early).toEqual({});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v2/user', '/v2/public_globals']);
    delete window.__early;
  });

  it('sends per-call headers (an Idempotency-Key) beside its own, which they never replace', async () => {
    setToken('jwt-1');
    fetchMock.mockImplementation(async () => json(201, { data: { id: 'pay-1' } }));
    await api.post(
      '/payments',
      { amount: '1.00' },
      { headers: { 'Idempotency-Key': 'key-12345', Authorization: 'x' } },
    );
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345');
    expect(headers.Authorization).toBe('Bearer jwt-1');
    expect(headers['Content-Type']).toBe('application/json');
    // A call without them sends none.
    await api.post('/payments', { amount: '1.00' });
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('takes at least 200 ms per call', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { data: 1 }));
    let done = false;
    const p = api.get('/summary').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(MIN_FETCH_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });

  it('opens the two-factor modal on 424 and rejects silently', async () => {
    const opener = vi.fn();
    registerTwoFactorOpener(opener);
    fetchMock.mockResolvedValue(json(424, { detail: 'We emailed you a code.' }));
    const error = await api.post('/user/change-password', { current_password: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).silent).toBe(true);
    expect(opener).toHaveBeenCalledWith(
      expect.objectContaining({
        requestUrl: '/user/change-password',
        requestMethod: 'POST',
        requestData: { current_password: 'a' },
        responseData: { detail: 'We emailed you a code.' },
      }),
    );
  });

  it('hands the two-factor replay the per-call headers, so a replayed payment keeps its Idempotency-Key', async () => {
    const opener = vi.fn();
    registerTwoFactorOpener(opener);
    setToken('jwt-1');
    fetchMock.mockResolvedValue(json(424, { detail: 'We emailed you a code.' }));
    await api.post('/payments', { amount: '1.00' }, { headers: { 'Idempotency-Key': 'key-12345' } }).catch(() => null);
    const blocked = opener.mock.calls[0]![0] as { requestHeaders: Record<string, string> };
    expect(blocked.requestHeaders['Idempotency-Key']).toBe('key-12345');
    expect(blocked.requestHeaders).not.toHaveProperty('Authorization');
  });

  it('on 401 with a session clears the token and goes to /login remembering the path', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    setToken('expired');
    window.history.pushState({}, '', '/invoices?page=2');
    fetchMock.mockResolvedValue(json(401, { message: 'Session expired' }));
    await expect(api.get('/summary')).rejects.toMatchObject({ statusCode: 401, message: 'Session expired' });
    expect(getAuthHeader()).toBeNull();
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe('/invoices?page=2');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Finvoices%3Fpage%3D2', { replace: true });
  });

  it('turns network failures into 500 errors with the fallback message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/summary')).rejects.toMatchObject({
      statusCode: 500,
      message: 'Unknown Error, Please Contact Support',
    });
  });
});
