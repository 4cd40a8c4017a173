/**
 * The one fetch wrapper: base /v2, bearer token, JSON, cookies, a 200 ms minimum per call
 * (spec section 9, so fast answers do not flash the loading UI), 401 → sign-in, 424 → the
 * two-factor modal with the blocked request.
 */
import { clearToken, getAuthHeader } from '../auth/token-store';
import { loginPathFor, rememberRedirect } from '../auth/redirect-memory';
import { navigateTo } from '../navigation';
import { takeEarlyResponse } from './early';
import { ApiError, isAbortError } from './errors';
import { trackRequest } from './in-flight';
import { openTwoFactor } from './two-factor-bridge';

const API_BASE = '/v2';
export const MIN_FETCH_DELAY_MS = 200;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** The replay from the two-factor modal: another 424 is then an ordinary error. */
  skipTwoFactor?: boolean;
}

function buildUrl(path: string, params?: QueryParams): string {
  const url = path.startsWith('http') || path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function handleUnauthorized(sentToken: boolean) {
  // A wrong password on /login is a 401 too; only a rejected session means "sign in again".
  if (!sentToken) return;
  clearToken();
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/login') return;
  rememberRedirect(here);
  navigateTo(loginPathFor(here), { replace: true });
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const auth = getAuthHeader();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (auth) headers.Authorization = auth;
  const hasBody = options.data !== undefined && method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.params);
  const early = method === 'GET' && !options.headers && !options.responseType ? takeEarlyResponse(url, auth) : null;
  const [res] = await Promise.all([
    early ??
      fetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.data) : undefined,
        credentials: 'include',
        signal: options.signal,
      }),
    wait(MIN_FETCH_DELAY_MS),
  ]);

  if (res.ok) {
    if (options.responseType === 'blob') return res.blob();
    const body = await readBody(res);
    // Every JSON answer is `{data: X}`: callers get X.
    return body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  }

  const data = await readBody(res);
  if (res.status === 401) handleUnauthorized(auth !== null);
  if (res.status === 424 && !options.skipTwoFactor) {
    const { Authorization: _auth, ...requestHeaders } = headers;
    const opened = openTwoFactor({
      requestUrl: path,
      requestMethod: method,
      requestParams: options.params,
      requestData: options.data,
      requestHeaders,
      responseData: data,
    });
    if (opened) throw new ApiError(424, data, { silent: true });
  }
  throw new ApiError(res.status, data);
}

export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await trackRequest(send(method, path, options))) as T;
  } catch (error) {
    if (error instanceof ApiError || isAbortError(error)) throw error;
    // Network failures and the like: the spec gives unknown errors status 500.
    throw new ApiError(500, undefined);
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, data }),
  put: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, data }),
  patch: <T>(path: string, data?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, data }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
