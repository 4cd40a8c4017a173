/**
 * Which forms, assignments and submissions a caller sees (decision 0077). Forms: staff every one, a
 * partner's users their partner's; nobody else any (clients and contractors reach only the forms
 * assigned to them, through their assignments). Assignments and submissions: staff every one, a
 * partner's users those of their partner's people, a client or contractor user its own.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { formAssignments, forms } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { NONE } from '../../lib/row-scopes.js';

export function formScope(p: Principal): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(forms.partnerId, p.partnerId ?? NONE);
    default:
      return sql`false`;
  }
}

export function formAssignmentScope(p: Principal, _db?: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(formAssignments.partnerId, p.partnerId ?? NONE);
    case 'client':
    case 'contractor':
      return eq(formAssignments.userId, p.userId);
    default:
      return sql`false`;
  }
}

/**
 * Whose people a form may go to: its partner's (a partner's own form, or one the admin made for a
 * partner); for a platform form, the caller's partner when a partner's user, else any partner's (null).
 */
export function recipientPartnerOf(p: Principal, formPartnerId: string | null): string | null {
  if (formPartnerId) return formPartnerId;
  return p.userType === 'partner' ? (p.partnerId ?? NONE) : null;
}
