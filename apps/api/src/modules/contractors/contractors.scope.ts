/**
 * Which contractors a caller sees, and how much of each (spec section 6): staff all;
 * partner users their partner's; sales partners their referred partners' (read-only, no personal
 * data); clients those with an assignment at their client; contractors themselves.
 */
import { and, eq, exists, type SQL } from 'drizzle-orm';
import { canSeeContractorPersonal, canSeeSensitive } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { assignments, contractors } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Contractors with an assignment at `clientId` (the client scope and the client_id filter). */
export const assignedAtClient = (db: DbOrTx, clientId: string) =>
  exists(
    db
      .select({ one: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.contractorId, contractors.id), eq(assignments.clientId, clientId))),
  );

/**
 * The shared row scope, the contractor's own row being its contractor column; a contractor row names
 * no client, so a client's scope is the contractors assigned to it (which rowScope cannot say).
 */
export function contractorScope(p: Principal, db: DbOrTx): SQL | undefined {
  if (p.userType === 'client') return assignedAtClient(db, p.clientId ?? NOBODY);
  return rowScope(
    p,
    db,
    { partnerId: contractors.partnerId, contractorId: contractors.id },
    { referredPartners: true },
  );
}

/** Tax id, date of birth, phone and address: never for sales partners, for clients only when allowed. */
export const seesContractorPersonal = (p: Principal) =>
  p.userType !== 'sales_partner' && canSeeContractorPersonal(p.subject);

/**
 * Who may reveal a visible contractor's full tax id: the sensitive roles (owner, manager, finance,
 * admin) of those who see personal data, and the contractor itself.
 */
export const mayRevealContractorTaxId = (p: Principal) =>
  p.userType === 'contractor' || (seesContractorPersonal(p) && canSeeSensitive(p.subject));
