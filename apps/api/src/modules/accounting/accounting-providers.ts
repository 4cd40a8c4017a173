/**
 * Which adapter answers a provider key here (decision 0102). A provider whose app is configured
 * (QUICKBOOKS_CLIENT_ID/SECRET, XERO_CLIENT_ID/SECRET) is called over HTTP at its own servers in any mode,
 * with in-place retries (accounting-http.ts); one not configured talks to this app's sandbox outside
 * production (its consent page is served at /sandbox/accounting/{provider}/authorize) and is unavailable in
 * production, where its connector shows as such.
 */
import type { AccountingProviderKey } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { insertServiceLog } from './accounting.repository.js';
import { httpTransport, retryingTransport } from './accounting-http.js';
import { loggedTransport, type AccountingProvider, type Transport } from './accounting-provider.js';
import { SANDBOX_BASE, SANDBOX_CLIENT_ID, sandboxOf } from './accounting-sandbox.js';
import { describeFault, quickbooksProvider, type OAuthClient } from './quickbooks-provider.js';
import { describeXero, xeroProvider } from './xero-provider.js';

/** The in-app sandbox stands in for the providers outside production (its routes are mounted there only). */
export const sandboxMounted = (deps: AppDeps) => deps.config.mode !== 'production';

/** Whether the provider can be connected here: its app is configured, or the sandbox stands in for it. */
export const accountingAvailable = (deps: AppDeps, key: AccountingProviderKey) =>
  deps.config.accounting[key] !== null || sandboxMounted(deps);

/** Where the provider sends the browser back with its code (registered with the provider's app). */
export const accountingRedirectUrl = (deps: AppDeps) => deps.config.accounting.redirectUrl;

export const accountingSandbox = (deps: AppDeps) => sandboxOf(deps, deps.db, () => deps.clock.now());

/** Token calls go to the OAuth server, everything else to the API. */
const TOKEN_PATHS: Record<AccountingProviderKey, string> = {
  quickbooks: '/oauth2/v1/tokens/bearer',
  xero: '/connect/token',
};
const DESCRIBE: Record<AccountingProviderKey, (body: unknown) => string | null> = {
  quickbooks: describeFault,
  xero: describeXero,
};

export function accountingProvider(deps: AppDeps, key: AccountingProviderKey): AccountingProvider | null {
  const configured = deps.config.accounting[key];
  if (!configured && !sandboxMounted(deps)) return null;
  // A log that cannot be written never fails the call it records.
  const record = (line: Parameters<typeof insertServiceLog>[1]) =>
    insertServiceLog(deps.db, line).catch(() => undefined);
  let send: Transport;
  let client: OAuthClient;
  if (configured) {
    const http = httpTransport({
      baseOf: (path) => (path.split('?')[0] === TOKEN_PATHS[key] ? configured.oauthUrl : configured.apiUrl),
      timeoutMs: deps.config.accounting.timeoutMs,
    });
    send = retryingTransport(loggedTransport(key, http, record, DESCRIBE[key]), {
      retries: 2,
      baseDelayMs: 500,
      maxWaitMs: deps.config.accounting.maxRetryWaitMs,
    });
    client = {
      clientId: configured.clientId,
      clientSecret: configured.clientSecret,
      authorizeBase: configured.authorizeUrl,
    };
  } else {
    const sandbox = accountingSandbox(deps);
    // No in-place retries: the sandbox's 503 switch shows the export's own backoff at work.
    send = loggedTransport(key, (req) => sandbox.handle(key, req), record, DESCRIBE[key]);
    client = {
      clientId: SANDBOX_CLIENT_ID,
      // Derived, never configured: the sandbox only checks the client id; a real provider gets its own.
      clientSecret: 'sandbox-client-secret',
      authorizeBase: `${deps.config.publicUrl}${SANDBOX_BASE}/${key}/authorize`,
    };
  }
  const now = () => deps.clock.now();
  return key === 'quickbooks' ? quickbooksProvider(client, send, now) : xeroProvider(client, send, now);
}
