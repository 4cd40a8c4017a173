/**
 * The adapter interface every accounting connector implements (decision 0091), and the errors it throws.
 * An adapter speaks its provider's HTTP shape (paths, payloads, errors) through a `Transport`: in local and
 * sandbox modes the in-app sandbox (accounting-sandbox.ts), which answers like the provider, failures
 * included. Every call goes through `loggedTransport`, which writes method, path (no query), status and
 * duration to the service log — never a header or a body, so no token or code reaches it.
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
export class AccountingUnavailable extends Error {}

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

/** Times each call and hands the log line to `record` (which never fails the call). */
export function loggedTransport(service: string, inner: Transport, record: (l: CallLog) => Promise<void>): Transport {
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
        error: res.status < 400 ? null : `HTTP ${res.status}`,
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
