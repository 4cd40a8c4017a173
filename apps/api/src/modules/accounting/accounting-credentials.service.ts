/**
 * The accounting side of service_credentials (decision 0106): the platform's QuickBooks and Xero apps
 * (configured, the sandbox, or not set up; last called per the service log) and the partners' connections
 * (status, company, last use). Never a token or a client secret. The caller has decided whose rows may be
 * seen.
 */
import { ACCOUNTING_PROVIDER_NAMES, ACCOUNTING_PROVIDERS, type ServiceCredentialView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { sandboxMounted } from './accounting-providers.js';
import { connectionsWithPartner, lastCalls } from './accounting.repository.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function accountingAppCredentials(deps: AppDeps): Promise<ServiceCredentialView[]> {
  const last = await lastCalls(deps.db, [...ACCOUNTING_PROVIDERS]);
  return ACCOUNTING_PROVIDERS.map((key) => ({
    id: `app:${key}`,
    service: key,
    name: ACCOUNTING_PROVIDER_NAMES[key],
    kind: 'platform_app' as const,
    partner: null,
    status: deps.config.accounting[key] ? 'configured' : sandboxMounted(deps) ? 'sandbox' : 'not_configured',
    account: null,
    connected_at: null,
    last_used_at: iso(last[key]),
  }));
}

export async function accountingConnectionCredentials(
  deps: AppDeps,
  partnerId: string | null,
): Promise<ServiceCredentialView[]> {
  return (await connectionsWithPartner(deps.db, partnerId)).map(({ c, partnerName }) => {
    const live = Boolean(c.accessTokenCiphertext);
    return {
      id: c.id,
      service: c.provider,
      name: ACCOUNTING_PROVIDER_NAMES[c.provider],
      kind: 'partner_connection' as const,
      partner: { id: c.partnerId, name: partnerName },
      status: !live ? 'not_connected' : c.needsReconnect ? 'needs_reconnect' : 'connected',
      account: live ? c.companyName : null,
      connected_at: live ? iso(c.connectedAt) : null,
      last_used_at: iso(c.lastUsedAt),
    };
  });
}
