/**
 * The production transports (decision 0102): the adapters' requests sent over HTTP to the provider's servers,
 * and retried in place where that is safe.
 *
 * `httpTransport` sends one request to the base its path belongs to (the OAuth server for token calls, the
 * API otherwise), with a timeout; no answer (refused, reset, timed out) is thrown, which `loggedTransport`
 * records and turns into AccountingUnavailable. `retryingTransport` sits outside the logging one, so every
 * attempt is its own service-log line: a 429 is retried after its Retry-After (when that is short — a longer
 * wait is left to the export's backoff, which honours it), and a 5xx or no answer is retried with a short
 * backoff only for a request that cannot apply twice — a read, or a write carrying the provider's
 * idempotency key (QuickBooks' `requestid`, Xero's `Idempotency-Key`). A token call is not retried on a
 * 5xx: its refresh token may already have been used.
 */
import type { Transport, TransportRequest, TransportResponse } from './accounting-provider.js';
import { retryAfterMs } from './accounting-provider.js';

export interface HttpTransportOptions {
  /** The base URL (no trailing slash) a request's path is sent to. */
  baseOf: (path: string) => string;
  timeoutMs: number;
}

export function httpTransport(o: HttpTransportOptions): Transport {
  return async (req) => {
    const res = await fetch(`${o.baseOf(req.path)}${req.path}`, {
      method: req.method,
      headers: req.headers,
      ...(req.body !== undefined && { body: req.body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    return { status: res.status, body: await res.text(), headers };
  };
}

/** A request that applies at most once however often it is sent. */
export const replaySafe = (req: TransportRequest) =>
  req.method === 'GET' ||
  Object.keys(req.headers).some((h) => h.toLowerCase() === 'idempotency-key') ||
  /[?&]requestid=/.test(req.path);

export interface RetryOptions {
  /** Attempts after the first. */
  retries: number;
  /** The first 5xx backoff; doubled each time. */
  baseDelayMs: number;
  /** A Retry-After longer than this is not waited for here. */
  maxWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryingTransport(inner: Transport, o: RetryOptions): Transport {
  const sleep = o.sleep ?? pause;
  return async (req) => {
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= o.retries;
      let res: TransportResponse;
      try {
        res = await inner(req);
      } catch (err) {
        if (last || !replaySafe(req)) throw err;
        await sleep(o.baseDelayMs * 2 ** attempt);
        continue;
      }
      if (last) return res;
      if (res.status === 429) {
        // Rate limited: the request was not processed, so any request may be sent again.
        const wait = retryAfterMs(res) ?? o.baseDelayMs * 2 ** attempt;
        if (wait > o.maxWaitMs) return res;
        await sleep(wait);
        continue;
      }
      if (res.status >= 500 && replaySafe(req)) {
        await sleep(o.baseDelayMs * 2 ** attempt);
        continue;
      }
      return res;
    }
  };
}
