/**
 * Which contractors a caller sees, and how much of each (spec section 6): staff all;
 * partner users their partner's; sales partners their referred partners' (read-only, no personal
 * data); clients those with an assignment at their client; contractors themselves.
 */
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { canSeeContractorPersonal, canSeeSensitive } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { assignments, contractors, partners } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Contractors with an assignment at `clientId` (the client scope and the client_id filter). */
export const assignedAtClient = (db: DbOrTx, clientId: string) =>
  exists(
    db
      .select({ one: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.contractorId, contractors.id), eq(assignments.clientId, clientId))),
  );

export function contractorScope(p: Principal, db: DbOrTx): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return eq(contractors.partnerId, p.partnerId ?? NOBODY);
    case 'sales_partner':
      return inArray(
        contractors.partnerId,
        db
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.salesPartnerId, p.salesPartnerId ?? NOBODY)),
      );
    case 'client':
      return assignedAtClient(db, p.clientId ?? NOBODY);
    case 'contractor':
      return eq(contractors.id, p.contractorId ?? NOBODY);
  }
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
