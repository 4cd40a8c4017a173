/**
 * Messages (decision 0074): every signed-in user has an inbox. Whom a user may write to is the scope's
 * (messages.scope.ts `writableUsers`); here, what follows from it: a thread may be started only with users
 * the author may write to (one the author may not write to is answered like one that does not exist), and
 * the partner whose tenancy a thread belongs to. Any participant may reply; nobody edits or deletes a
 * message.
 */
import { isAdminLike } from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Every requested recipient must be among those the author may write to. */
export function mustWriteTo(requested: readonly string[], writable: ReadonlySet<string>) {
  const refused = requested.flatMap((id, i) => (writable.has(id) ? [] : [i]));
  if (refused.length > 0)
    throw unprocessable(
      refused.map((i) => ({ loc: ['body', 'recipient_ids', i], msg: 'No such user you may write to' })),
    );
}

/**
 * The partner a new thread belongs to: the author's own (a partner's, client's or contractor's user); for
 * platform staff, the one partner all recipients belong to, if there is one; none for a sales partner.
 */
export function threadPartner(p: Principal, recipientPartners: readonly (string | null)[]): string | null {
  if (isAdminLike(p.userType)) {
    const partners = new Set(recipientPartners);
    return partners.size === 1 ? [...partners][0]! : null;
  }
  return p.userType === 'sales_partner' ? null : p.partnerId;
}
