/**
 * Who has a pay card (decision 0058): a contractor, for itself, when its employer is a self-employer
 * partner — the route table sends other contractors away from /contractor/pay_card, and the API refuses
 * them the same way.
 */
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export const payCardsOffered = (p: Principal): boolean =>
  p.subject.userType === 'contractor' && p.subject.partner?.self_employer === true;

/** The contractor whose card a command changes: the caller, where cards are offered. */
export function cardHolderOf(p: Principal): string {
  if (!payCardsOffered(p) || !p.contractorId) throw forbidden('Pay cards are offered by self-employer partners only');
  return p.contractorId;
}
