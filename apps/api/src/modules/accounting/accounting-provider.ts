/**
 * The adapter interface every accounting connector implements (decisions 0091, 0102), and the errors it
 * throws. An adapter speaks its provider's HTTP shape (paths, payloads, errors) through a `Transport`: the
 * provider's servers over HTTP when its app is configured (accounting-http.ts), else outside production the
 * in-app sandbox (accounting-sandbox.ts), which answers like the provider, failures included. Every call goes
 * through `loggedTransport`, which writes method, path (no query), status, duration and the provider's own
 * error message to the service log — never a header or a request body, so no token, secret or code reaches it.
 */
import type { AccountingProviderKey } from '@app/domain';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query below the provider's base. */
  path: string;
  headers: Record<string, string>;
  /** JSON, or a form (`application/x-www-form-urlencoded`) for OAuth token calls. */
  body?: string;
}
export interface TransportResponse {
  status: number;
  body: string;
  /** Lower-case names; only what the adapters read (Retry-After) need be there. */
  headers?: Record<string, string>;
}
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}
export interface GrantedCompany extends ProviderTokens {
  companyRef: string;
  companyName: string;
}
/** What an API call needs: the company and a live access token. */
export interface ProviderSession {
  companyRef: string;
  accessToken: string;
}
export interface ProviderAccount {
  externalId: string;
  code: string | null;
  name: string;
  type: string;
  active: boolean;
}
export interface ProviderJournalLine {
  accountExternalId: string;
  /** Exactly one of debit and credit is a positive decimal string; the other is '0.00'. */
  debit: string;
  credit: string;
  description: string;
}
export interface ProviderJournalEntry {
  /** Our reference (≤ 21 characters: QuickBooks' DocNumber): the provider finds the entry by it. */
  reference: string;
  date: string;
  memo: string;
  lines: ProviderJournalLine[];
}

export interface AccountingProvider {
  readonly key: AccountingProviderKey;
  /** Where the browser goes to authorize: the provider's consent page. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The one-time code from the redirect → the company and its tokens (QuickBooks names its realm in the redirect). */
  exchangeCode(code: string, redirectUri: string, realmId: string | undefined): Promise<GrantedCompany>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  listAccounts(session: ProviderSession): Promise<ProviderAccount[]>;
  postJournalEntry(session: ProviderSession, entry: ProviderJournalEntry): Promise<{ externalId: string }>;
  findEntryByReference(session: ProviderSession, reference: string): Promise<{ externalId: string } | null>;
}

/** The provider refused the request as it stands (bad code, unbalanced entry): retrying will not help. */
export class AccountingRefused extends Error {}
/** The access token was refused (expired or revoked): refresh it, or reconnect. */
export class AccountingUnauthorized extends Error {}
/** The provider failed or could not be reached (5xx, 429, garbage): a retry later may succeed. */
export class AccountingUnavailable extends Error {
  /** The provider's Retry-After, when it said one: the export waits at least that long. */
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(res: TransportResponse, now: number = Date.now()): number | null {
  const v = res.headers?.['retry-after']?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A JSON answer, or the right error for its status (`describe` reads the provider's own error shape). */
export function answerOf<T>(res: TransportResponse, name: string, describe: (body: unknown) => string | null): T {
  let body: unknown = null;
  try {
    body = res.body ? JSON.parse(res.body) : null;
  } catch {
    if (res.status < 300) throw new AccountingUnavailable(`${name} answered something that is not JSON`);
  }
  if (res.status < 300) return body as T;
  const said = describe(body);
  if (res.status === 401) throw new AccountingUnauthorized(said ?? `${name} refused the access token`);
  if (res.status === 429 || res.status >= 500)
    throw new AccountingUnavailable(
      `${name} answered HTTP ${res.status}${said ? `: ${said}` : ' (a fault on its side)'}`,
      retryAfterMs(res),
    );
  throw new AccountingRefused(said ?? `${name} refused the request (HTTP ${res.status})`);
}

/** The service log's operation: method and path without its query (a query may carry a search, never a secret). */
export const operationOf = (req: TransportRequest, status: number | null) =>
  `${req.method} ${req.path.split('?')[0]} ${status ?? 'no answer'}`;

export interface CallLog {
  service: string;
  operation: string;
  status: 'success' | 'failure';
  durationMs: number;
  error: string | null;
}

/** The provider's own error message of a failed answer (its `describe`), for the service log; never a secret. */
export function errorOf(res: TransportResponse, describe: (body: unknown) => string | null): string {
  let said: string | null = null;
  try {
    said = describe(res.body ? JSON.parse(res.body) : null);
  } catch {
    said = null;
  }
  // Bounded: a provider's message is a sentence, not a page.
  return said ? `HTTP ${res.status}: ${said.slice(0, 300)}` : `HTTP ${res.status}`;
}

/** Times each call and hands the log line to `record` (which never fails the call). */
export function loggedTransport(
  service: string,
  inner: Transport,
  record: (l: CallLog) => Promise<void>,
  describe: (body: unknown) => string | null = () => null,
): Transport {
  return async (req) => {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const res = await inner(req);
      await record({
        service,
        operation: operationOf(req, res.status),
        status: res.status < 400 ? 'success' : 'failure',
        durationMs: durationMs(),
        error: res.status < 400 ? null : errorOf(res, describe),
      });
      return res;
    } catch (err) {
      await record({
        service,
        operation: operationOf(req, null),
        status: 'failure',
        durationMs: durationMs(),
        error: err instanceof Error ? err.message : String(err),
      });
      throw new AccountingUnavailable(`${service} could not be reached`);
    }
  };
}
