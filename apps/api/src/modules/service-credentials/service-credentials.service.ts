/**
 * service_credentials (decision 0106): which outside services are configured and connected — the
 * platform's QuickBooks, Xero and Checkr apps, and each partner's accounting and Checkr connections — with
 * status and last use, read through the owning modules' services. Never a secret.
 */
import type { ServiceCredentialView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import {
  accountingAppCredentials,
  accountingConnectionCredentials,
} from '../accounting/accounting-credentials.service.js';
import { checkrAppStatus, checkrCredentials } from '../screenings/checkr-credentials.service.js';
import { credentialScope } from './service-credentials.policy.js';

export async function listServiceCredentials(
  deps: AppDeps,
  p: Principal,
  q: { partner_id?: string | undefined; kind?: string | undefined },
): Promise<ServiceCredentialView[]> {
  const scope = credentialScope(p, q.partner_id);
  const rows: ServiceCredentialView[] = [];
  if (scope.apps && !scope.partnerId) {
    rows.push(...(await accountingAppCredentials(deps)), {
      id: 'app:checkr',
      service: 'checkr',
      name: 'Checkr',
      kind: 'platform_app',
      partner: null,
      status: checkrAppStatus(deps),
      account: null,
      connected_at: null,
      last_used_at: null,
    });
  }
  rows.push(...(await accountingConnectionCredentials(deps, scope.partnerId)));
  for (const c of await checkrCredentials(deps, scope.partnerId))
    rows.push({
      id: c.id,
      service: 'checkr',
      name: 'Checkr',
      kind: 'partner_connection',
      partner: c.partner,
      status: c.connected ? 'connected' : 'not_connected',
      account: c.account,
      connected_at: c.connectedAt ? c.connectedAt.toISOString() : null,
      last_used_at: null,
    });
  return q.kind ? rows.filter((r) => r.kind === q.kind) : rows;
}
