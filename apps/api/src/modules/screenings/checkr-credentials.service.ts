/**
 * Checkr's connections as service_credentials lists them (decision 0106): partner, account and when — never
 * the token. The caller (the service-credentials module) has already decided whose rows may be seen.
 */
import type { AppDeps } from '../../deps.js';
import { checkrConnectionsOf } from './checkr-credentials.repository.js';

export async function checkrCredentials(deps: AppDeps, partnerId: string | null) {
  return (await checkrConnectionsOf(deps.db, partnerId)).map((r) => ({
    id: r.id,
    partner: { id: r.partnerId, name: r.partnerName },
    connected: r.connected,
    account: r.connected ? r.accountId : null,
    connectedAt: r.connected ? r.connectedAt : null,
  }));
}

/** Whether the platform's Checkr app is set up, and whether it is the local sandbox. */
export const checkrAppStatus = (deps: AppDeps) =>
  !deps.config.checkr ? 'not_configured' : deps.config.checkr.sandbox ? 'sandbox' : 'configured';
