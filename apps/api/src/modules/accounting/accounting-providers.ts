/**
 * Which adapter answers a provider key here. Outside production both talk to this app's in-process
 * sandbox (its consent page is served at /sandbox/accounting/{provider}/authorize); production has no
 * accounting provider until one is configured, so connectors show as unavailable there.
 */
import type { AccountingProviderKey } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { insertServiceLog } from './accounting.repository.js';
import { loggedTransport, type AccountingProvider } from './accounting-provider.js';
import { SANDBOX_BASE, SANDBOX_CLIENT_ID, sandboxOf } from './accounting-sandbox.js';
import { quickbooksProvider } from './quickbooks-provider.js';
import { xeroProvider } from './xero-provider.js';

export const accountingAvailable = (deps: AppDeps) => deps.config.mode !== 'production';

export const accountingSandbox = (deps: AppDeps) => sandboxOf(deps.database, () => deps.clock.now());

export function accountingProvider(deps: AppDeps, key: AccountingProviderKey): AccountingProvider | null {
  if (!accountingAvailable(deps)) return null;
  const sandbox = accountingSandbox(deps);
  const send = loggedTransport(
    key,
    (req) => sandbox.handle(key, req),
    // A log that cannot be written never fails the call it records.
    (line) => insertServiceLog(deps.db, line).catch(() => undefined),
  );
  const client = {
    clientId: SANDBOX_CLIENT_ID,
    // Derived, never configured: the sandbox only checks the client id; a real provider gets its own.
    clientSecret: 'sandbox-client-secret',
    authorizeBase: `${deps.config.publicUrl}${SANDBOX_BASE}/${key}/authorize`,
  };
  const now = () => deps.clock.now();
  return key === 'quickbooks' ? quickbooksProvider(client, send, now) : xeroProvider(client, send, now);
}
