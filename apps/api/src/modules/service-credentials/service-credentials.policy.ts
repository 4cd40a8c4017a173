/**
 * Who sees service_credentials (decision 0106): admins see the platform's apps and every partner's
 * connections (or one partner's, named); a partner's users with section 6's sensitive access (owner,
 * manager, finance, admin) see their own partner's connections only — naming another partner is 404.
 * Everyone else is refused by the route's access (eor, clients, contractors, sales partners, other roles).
 */
import { canSeeSensitive } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { actsForOwnPartner, type Principal } from '../../lib/principal.js';

export type CredentialScope = { apps: true; partnerId: string | null } | { apps: false; partnerId: string };

export function credentialScope(p: Principal, partnerId: string | undefined): CredentialScope {
  if (p.userType === 'admin') return { apps: true, partnerId: partnerId ?? null };
  if (p.userType === 'partner' && actsForOwnPartner(p) && p.partnerId && canSeeSensitive(p.subject)) {
    if (partnerId && partnerId !== p.partnerId) throw notFound();
    return { apps: false, partnerId: p.partnerId };
  }
  throw forbidden("Only admins and the partner's owner, manager, finance or admin see service credentials");
}
