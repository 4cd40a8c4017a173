/** Who publishes handbook versions, for whom, and whose handbook a worker reads (decision 0076). */
import { choosesHandbookPartner, publishesHandbook } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Staff, and a partner's owner, manager, finance or admin (section 6 sensitive) for its own. */
export function mustPublishHandbook(p: Principal) {
  if (!publishesHandbook(p.subject)) throw forbidden('Your role may not publish the employee handbook');
}

/** Whose handbook a new version is: staff name a partner (none: the platform's); a partner its own. */
export function handbookOwnerOf(p: Principal, asked: string | null): string | null {
  if (choosesHandbookPartner(p.subject)) return asked;
  if (asked !== null && asked !== p.partnerId) throw notFound();
  return p.partnerId;
}

/** The partner of the worker signed in (its handbook is the partner's, else the platform's). */
export function workerOf(p: Principal): { contractorId: string; partnerId: string } {
  const c = p.context.contractor;
  if (p.userType !== 'contractor' || !c) throw forbidden();
  return { contractorId: c.id, partnerId: c.partnerId };
}
